import type { Static } from 'typebox';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { Access } from '../../graphql/access.js';
import { Cost, FIELD_WEIGHT } from '../../graphql/operation-cost.js';
import type { RequestScope } from '../../request-scope.js';
import { MessageType } from '../../shared/message.type.js';
import { inputTypeOf } from '../../graphql/typebox-classes.js';
import { UserType } from '../users/user.type.js';
import { PasswordReset, Signup } from './account.input.js';
import { ACTIVATION_SENT, RECOVERY_SENT } from './account.service.js';

const SignupInput = inputTypeOf('SignupInput', Signup);
const ResetPasswordInput = inputTypeOf('ResetPasswordInput', PasswordReset);

@Resolver()
export class AccountResolver {
  @Access('public')
  @Cost({ weight: FIELD_WEIGHT.passwordOrMail })
  @Mutation(() => UserType, {
    description: 'Signs up; the account stays inactive until the e-mailed link is followed.',
  })
  async signup(@Ctx() scope: RequestScope, @Arg('input', () => SignupInput) input: Signup): Promise<UserType> {
    return scope.services.accounts.signup(input);
  }

  @Access('public')
  @Cost({ weight: FIELD_WEIGHT.rows })
  @Mutation(() => MessageType)
  async activateAccount(@Ctx() scope: RequestScope, @Arg('token', () => String) token: string): Promise<MessageType> {
    await scope.services.accounts.activate(token);
    return MessageType.of('Account activated successfully');
  }

  @Access('public')
  @Cost({ weight: FIELD_WEIGHT.passwordOrMail })
  @Mutation(() => MessageType)
  async resendActivation(@Ctx() scope: RequestScope, @Arg('email', () => String) email: string): Promise<MessageType> {
    await scope.services.accounts.resendActivation(email);
    return MessageType.of(ACTIVATION_SENT);
  }

  @Access('public')
  @Cost({ weight: FIELD_WEIGHT.passwordOrMail })
  @Mutation(() => MessageType)
  async requestPasswordRecovery(
    @Ctx() scope: RequestScope,
    @Arg('email', () => String) email: string,
  ): Promise<MessageType> {
    await scope.services.accounts.requestPasswordRecovery(email);
    return MessageType.of(RECOVERY_SENT);
  }

  @Access('public')
  @Cost({ weight: FIELD_WEIGHT.passwordOrMail })
  @Mutation(() => MessageType)
  async resetPassword(
    @Ctx() scope: RequestScope,
    @Arg('input', () => ResetPasswordInput) input: Static<typeof PasswordReset>,
  ): Promise<MessageType> {
    await scope.services.accounts.resetPassword(input.token, input.newPassword);
    return MessageType.of('Password updated successfully');
  }
}
