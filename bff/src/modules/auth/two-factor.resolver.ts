import type { Static } from 'typebox';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../graphql/access.js';
import { Cost, FIELD_WEIGHT } from '../../graphql/operation-cost.js';
import { inputTypeOf } from '../../graphql/typebox-classes.js';
import type { RequestScope } from '../../request-scope.js';
import { MessageType } from '../../shared/message.type.js';
import { AccessTokenType } from './auth.type.js';
import { TWO_FACTOR_MESSAGES } from './two-factor.messages.js';
import {
  RecoveryCodesType,
  TwoFactorConfirmation,
  TwoFactorEnrolmentType,
  TwoFactorSignIn,
  TwoFactorStatusType,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from './two-factor.type.js';

const TwoFactorSignInInput = inputTypeOf('TwoFactorSignInInput', TwoFactorSignIn);
const TwoFactorConfirmationInput = inputTypeOf('TwoFactorConfirmationInput', TwoFactorConfirmation);

const reauthenticationOf = async (scope: RequestScope) => ({ viewer: await scope.viewer() });
const recoveryCodes = (codes: string[]) => ({ recoveryCodes: codes });

@Resolver()
export class TwoFactorResolver {
  @Access('public')
  @Cost({ weight: FIELD_WEIGHT.passwordOrMail })
  @Mutation(() => AccessTokenType, {
    description: "Second step of sign-in: login's challenge token and a code (or a recovery code, then spent).",
  })
  async completeTwoFactorSignIn(
    @Ctx() scope: RequestScope,
    @Arg('input', () => TwoFactorSignInInput) input: Static<typeof TwoFactorSignIn>,
  ): Promise<AccessTokenType> {
    const user = await scope.services.twoFactor.completeSignIn(input.challengeToken, input.code);
    return scope.services.auth.issueFor(user);
  }

  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.rows })
  @Query(() => TwoFactorStatusType, {
    description: "Whether the signed-in user's two-factor sign-in is on, and how many recovery codes are left.",
  })
  async twoFactorStatus(@Ctx() scope: RequestScope): Promise<TwoFactorStatus> {
    return scope.services.twoFactor.status(await scope.viewer());
  }

  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.rows })
  @Mutation(() => TwoFactorEnrolmentType, {
    description: 'Starts setting up two-factor sign-in: a new secret, as a QR code and as text, until it is confirmed.',
  })
  async startTwoFactorEnrolment(@Ctx() scope: RequestScope): Promise<TwoFactorEnrolment> {
    return scope.services.twoFactor.startEnrolment(await scope.viewer());
  }

  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.passwordOrMail })
  @Mutation(() => RecoveryCodesType, {
    description:
      'Turns two-factor sign-in on with a current code and the password (or a recent sign-in); answers ten recovery codes, shown this once.',
  })
  async confirmTwoFactorEnrolment(
    @Ctx() scope: RequestScope,
    @Arg('input', () => TwoFactorConfirmationInput) input: Static<typeof TwoFactorConfirmation>,
  ): Promise<{ recoveryCodes: string[] }> {
    return recoveryCodes(await scope.services.twoFactor.confirmEnrolment(await reauthenticationOf(scope), input));
  }

  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.passwordOrMail })
  @Mutation(() => MessageType, {
    description:
      'Turns two-factor sign-in off: the current password (or a recent sign-in, for accounts without one) and a code.',
  })
  async disableTwoFactor(
    @Ctx() scope: RequestScope,
    @Arg('input', () => TwoFactorConfirmationInput) input: Static<typeof TwoFactorConfirmation>,
  ): Promise<MessageType> {
    await scope.services.twoFactor.disable(await reauthenticationOf(scope), input);
    return MessageType.of(TWO_FACTOR_MESSAGES.disabled);
  }

  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.passwordOrMail })
  @Mutation(() => RecoveryCodesType, {
    description:
      'Replaces the recovery codes (the old ones stop working): the current password (or a recent sign-in) and a code.',
  })
  async regenerateRecoveryCodes(
    @Ctx() scope: RequestScope,
    @Arg('input', () => TwoFactorConfirmationInput) input: Static<typeof TwoFactorConfirmation>,
  ): Promise<{ recoveryCodes: string[] }> {
    return recoveryCodes(
      await scope.services.twoFactor.regenerateRecoveryCodes(await reauthenticationOf(scope), input),
    );
  }

  @Access('superuser')
  @Cost({ weight: FIELD_WEIGHT.passwordOrMail })
  @Mutation(() => MessageType, { description: "Resets a user's two-factor sign-in; the user is told by e-mail." })
  async resetTwoFactor(@Ctx() scope: RequestScope, @Arg('userId', () => ID) userId: string): Promise<MessageType> {
    await scope.services.twoFactor.resetBySuperuser(await scope.viewer(), userId);
    return MessageType.of(TWO_FACTOR_MESSAGES.reset);
  }
}
