import type { Static } from 'typebox';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { Access } from '../../graphql/access.js';
import { Cost, FIELD_WEIGHT } from '../../graphql/operation-cost.js';
import type { RequestScope } from '../../request-scope.js';
import { inputTypeOf } from '../../graphql/typebox-classes.js';
import { AccessTokenType, Credentials } from './auth.type.js';

const LoginInput = inputTypeOf('LoginInput', Credentials);

@Resolver()
export class AuthResolver {
  @Access('public')
  @Cost({ weight: FIELD_WEIGHT.passwordOrMail })
  @Mutation(() => AccessTokenType, { description: 'Exchanges an e-mail and password for an access token.' })
  async login(@Arg('input', () => LoginInput) input: Static<typeof Credentials>, @Ctx() scope: RequestScope): Promise<AccessTokenType> {
    return scope.services.auth.login(input.email, input.password);
  }
}
