import { Field, ID, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import type { User } from './user.entity.js';

/** The GraphQL face of a user: it declares no password hash or token version, so it cannot leak them. */
@ObjectType('User')
export class UserType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  fullName!: string | null;

  @Field(() => String, { nullable: true })
  avatarUrl!: string | null;

  @Field(() => Boolean)
  isActive!: boolean;

  @Field(() => Boolean)
  isSuperuser!: boolean;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: Date;

  static from(user: User): UserType {
    const { id, email, fullName, avatarUrl, isActive, isSuperuser, createdAt } = user;
    return Object.assign(new UserType(), { id, email, fullName, avatarUrl, isActive, isSuperuser, createdAt });
  }
}

@ObjectType('UserPage')
export class UserPageType {
  @Field(() => [UserType])
  data!: UserType[];

  @Field(() => Number)
  count!: number;
}

/** The REST face of a user, in the snake_case the inherited API uses. */
export const userPublicSchema = {
  $id: 'UserPublic',
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    email: { type: 'string', format: 'email' },
    full_name: { type: ['string', 'null'] },
    avatar_url: { type: ['string', 'null'] },
    is_active: { type: 'boolean' },
    is_superuser: { type: 'boolean' },
    created_at: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'email', 'full_name', 'avatar_url', 'is_active', 'is_superuser', 'created_at'],
} as const;

export function toUserPublic(user: User) {
  return {
    id: user.id,
    email: user.email,
    full_name: user.fullName,
    avatar_url: user.avatarUrl,
    is_active: user.isActive,
    is_superuser: user.isSuperuser,
    created_at: user.createdAt.toISOString(),
  };
}
