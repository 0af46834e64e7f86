import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { Access } from '../../graphql/access.js';
import { Cost, FIELD_WEIGHT } from '../../graphql/operation-cost.js';
import type { RequestScope } from '../../request-scope.js';
import { ChangePasswordInput } from '../users/user.input.js';
import { AccessTokenType, LoginInput } from './auth.type.js';

@Resolver()
export class AuthResolver {
  @Access('public')
  @Cost({ weight: FIELD_WEIGHT.passwordOrMail })
  @Mutation(() => AccessTokenType, { description: 'Exchanges an e-mail and password for an access token.' })
  async login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() scope: RequestScope): Promise<AccessTokenType> {
    return scope.services.auth.login(input.email, input.password);
  }

  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.passwordOrMail })
  @Mutation(() => AccessTokenType, { description: 'Changes the password; other sessions end, and a fresh token keeps this one going.' })
  async changePassword(@Ctx() scope: RequestScope, @Arg('input', () => ChangePasswordInput) input: ChangePasswordInput): Promise<AccessTokenType> {
    const user = await scope.services.users.changePassword(await scope.viewer(), input.currentPassword, input.newPassword);
    return scope.services.auth.issueFor(user);
  }
}
