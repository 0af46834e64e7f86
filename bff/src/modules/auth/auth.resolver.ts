import type { Static } from 'typebox';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { Access } from '../../graphql/access.js';
import { Cost, FIELD_WEIGHT } from '../../graphql/operation-cost.js';
import type { RequestScope } from '../../request-scope.js';
import { inputTypeOf } from '../../graphql/typebox-classes.js';
import { PasswordChange } from '../users/user.input.js';
import { AccessTokenType, Credentials } from './auth.type.js';
import { LoginResultType, type TwoFactorChallengeType } from './two-factor.type.js';

const LoginInput = inputTypeOf('LoginInput', Credentials);
const ChangePasswordInput = inputTypeOf('ChangePasswordInput', PasswordChange);

@Resolver()
export class AuthResolver {
  @Access('public')
  @Cost({ weight: FIELD_WEIGHT.passwordOrMail })
  @Mutation(() => LoginResultType, {
    description: 'Exchanges an e-mail and password for an access token, or a two-factor challenge.',
  })
  async login(
    @Arg('input', () => LoginInput) input: Static<typeof Credentials>,
    @Ctx() scope: RequestScope,
  ): Promise<AccessTokenType | TwoFactorChallengeType> {
    return scope.services.auth.login(input.email, input.password);
  }

  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.passwordOrMail })
  @Mutation(() => AccessTokenType, {
    description:
      'Changes (or, without one, sets) the password, given the current one or a sign-in from the last 10 minutes; every session ends, and a fresh token starts a new one here.',
  })
  async changePassword(
    @Ctx() scope: RequestScope,
    @Arg('input', () => ChangePasswordInput) input: Static<typeof PasswordChange>,
  ): Promise<AccessTokenType> {
    const user = await scope.services.users.changePassword(
      await scope.viewer(),
      input.currentPassword ?? null,
      input.newPassword,
    );
    return scope.services.auth.issueFor(user);
  }
}
