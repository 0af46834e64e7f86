import type { Static } from 'typebox';
import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../graphql/access.js';
import { Cost, FIELD_WEIGHT } from '../../graphql/operation-cost.js';
import type { RequestScope } from '../../request-scope.js';
import { MessageType } from '../../shared/message.type.js';
import { MAX_PAGE_SIZE, type PaginationQuery } from '../../shared/pagination.js';
import { PageArgs } from '../../graphql/page-args.js';
import { inputTypeOf } from '../../graphql/typebox-classes.js';
import { AdminUserChanges, NewUser, ProfileChanges, ReAuthenticationInput } from './user.input.js';
import { UserPageType, UserType } from './user.type.js';

const ProfileInput = inputTypeOf('ProfileInput', ProfileChanges);
const UpdateUserInput = inputTypeOf('UpdateUserInput', AdminUserChanges);
const CreateUserInput = inputTypeOf('CreateUserInput', NewUser);
const ReAuthenticateInput = inputTypeOf('ReAuthenticateInput', ReAuthenticationInput);

@Resolver(() => UserType)
export class UserResolver {
  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.rows })
  @Query(() => UserType, { description: 'The signed-in user.' })
  async viewer(@Ctx() scope: RequestScope): Promise<UserType> {
    return scope.viewer();
  }

  @Access('superuser')
  @Cost({
    weight: FIELD_WEIGHT.rows,
    listSize: { slicingArgument: 'limit', max: MAX_PAGE_SIZE, sizedFields: ['data'] },
  })
  @Query(() => UserPageType, { description: 'All users, newest first.' })
  async users(
    @Ctx() scope: RequestScope,
    @Args(() => PageArgs) { skip, limit }: PaginationQuery,
  ): Promise<UserPageType> {
    return scope.services.users.list(skip, limit);
  }

  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.rows })
  @Query(() => UserType, { description: 'A user by id: oneself, or anyone for a superuser.' })
  async user(@Ctx() scope: RequestScope, @Arg('id', () => ID) id: string): Promise<UserType> {
    return scope.services.users.getVisibleTo(await scope.viewer(), id);
  }

  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.rows })
  @Mutation(() => UserType)
  async updateMe(
    @Ctx() scope: RequestScope,
    @Arg('input', () => ProfileInput) input: ProfileChanges,
  ): Promise<UserType> {
    return scope.services.users.updateProfile(await scope.viewer(), input);
  }

  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.passwordOrMail })
  @Mutation(() => MessageType, {
    description: 'Deletes the account, given the current password or, without one, a sign-in from the last 10 minutes.',
  })
  async deleteMe(
    @Ctx() scope: RequestScope,
    @Arg('input', () => ReAuthenticateInput, { description: 'currentPassword; an account without a password sends {}' })
    input: Static<typeof ReAuthenticationInput>,
  ): Promise<MessageType> {
    await scope.services.users.deleteOwnAccount(await scope.viewer(), input);
    return MessageType.of('User deleted successfully');
  }

  @Access('superuser')
  @Cost({ weight: FIELD_WEIGHT.passwordOrMail })
  @Mutation(() => UserType)
  async createUser(@Ctx() scope: RequestScope, @Arg('input', () => CreateUserInput) input: NewUser): Promise<UserType> {
    return scope.services.users.create(input);
  }

  @Access('superuser')
  @Cost({ weight: FIELD_WEIGHT.passwordOrMail })
  @Mutation(() => UserType)
  async updateUser(
    @Ctx() scope: RequestScope,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateUserInput) input: AdminUserChanges,
  ): Promise<UserType> {
    return scope.services.users.updateById(await scope.viewer(), id, input);
  }

  @Access('superuser')
  @Cost({ weight: FIELD_WEIGHT.rows })
  @Mutation(() => MessageType)
  async deleteUser(@Ctx() scope: RequestScope, @Arg('id', () => ID) id: string): Promise<MessageType> {
    await scope.services.users.deleteById(await scope.viewer(), id);
    return MessageType.of('User deleted successfully');
  }
}
