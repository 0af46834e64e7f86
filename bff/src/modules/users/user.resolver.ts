import { Ctx, Query, Resolver } from 'type-graphql';
import { Access } from '../../graphql/access.js';
import type { RequestScope } from '../../request-scope.js';
import { UserType } from './user.type.js';

@Resolver(() => UserType)
export class UserResolver {
  @Access('user')
  @Query(() => UserType, { description: 'The signed-in user.' })
  async viewer(@Ctx() scope: RequestScope): Promise<UserType> {
    return UserType.from(await scope.viewer());
  }
}
