import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../graphql/access.js';
import { Cost, FIELD_WEIGHT } from '../../graphql/operation-cost.js';
import type { RequestScope } from '../../request-scope.js';
import { MessageType } from '../../shared/message.type.js';
import { checkedPage, DEFAULT_PAGE_SIZE, LIMIT_RANGE, MAX_PAGE_SIZE, SKIP_RANGE } from '../../shared/pagination.js';
import { CreateUserInput, ProfileInput, UpdateUserInput } from './user.input.js';
import { UserPageType, UserType } from './user.type.js';

/** GraphQL leaves absent fields undefined and explicit nulls null; e-mail cannot be cleared. */
const withoutNullEmail = <T extends { email?: string | null }>(input: T) => ({ ...input, email: input.email ?? undefined });

@Resolver(() => UserType)
export class UserResolver {
  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.rows })
  @Query(() => UserType, { description: 'The signed-in user.' })
  async viewer(@Ctx() scope: RequestScope): Promise<UserType> {
    return UserType.from(await scope.viewer());
  }

  @Access('superuser')
  @Cost({ weight: FIELD_WEIGHT.rows, listSize: { slicingArgument: 'limit', max: MAX_PAGE_SIZE, sizedFields: ['data'] } })
  @Query(() => UserPageType, { description: 'All users, newest first.' })
  async users(
    @Ctx() scope: RequestScope,
    @Arg('skip', () => Int, { defaultValue: 0, description: `${SKIP_RANGE.min}-${SKIP_RANGE.max}.` }) skip: number,
    @Arg('limit', () => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: `${LIMIT_RANGE.min}-${LIMIT_RANGE.max}.` }) limit: number,
  ): Promise<UserPageType> {
    const paging = checkedPage(skip, limit);
    const page = await scope.services.users.list(paging.skip, paging.limit);
    return { data: page.data.map(UserType.from), count: page.count };
  }

  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.rows })
  @Query(() => UserType, { description: 'A user by id: oneself, or anyone for a superuser.' })
  async user(@Ctx() scope: RequestScope, @Arg('id', () => ID) id: string): Promise<UserType> {
    return UserType.from(await scope.services.users.getVisibleTo(await scope.viewer(), id));
  }

  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.rows })
  @Mutation(() => UserType)
  async updateMe(@Ctx() scope: RequestScope, @Arg('input', () => ProfileInput) input: ProfileInput): Promise<UserType> {
    return UserType.from(await scope.services.users.updateProfile(await scope.viewer(), withoutNullEmail(input)));
  }

  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.rows })
  @Mutation(() => MessageType)
  async deleteMe(@Ctx() scope: RequestScope): Promise<MessageType> {
    await scope.services.users.deleteOwnAccount(await scope.viewer());
    return MessageType.of('User deleted successfully');
  }

  @Access('superuser')
  @Cost({ weight: FIELD_WEIGHT.passwordOrMail })
  @Mutation(() => UserType)
  async createUser(@Ctx() scope: RequestScope, @Arg('input', () => CreateUserInput) input: CreateUserInput): Promise<UserType> {
    return UserType.from(await scope.services.users.create(input));
  }

  @Access('superuser')
  @Cost({ weight: FIELD_WEIGHT.passwordOrMail })
  @Mutation(() => UserType)
  async updateUser(
    @Ctx() scope: RequestScope,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateUserInput) input: UpdateUserInput,
  ): Promise<UserType> {
    return UserType.from(await scope.services.users.updateById(await scope.viewer(), id, withoutNullEmail(input)));
  }

  @Access('superuser')
  @Cost({ weight: FIELD_WEIGHT.rows })
  @Mutation(() => MessageType)
  async deleteUser(@Ctx() scope: RequestScope, @Arg('id', () => ID) id: string): Promise<MessageType> {
    await scope.services.users.deleteById(await scope.viewer(), id);
    return MessageType.of('User deleted successfully');
  }
}
