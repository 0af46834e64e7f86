import { Type } from 'typebox';
import { objectTypeOf, pageTypeOf } from '../../graphql/typebox-classes.js';
import { Nullable, restAnswer, Timestamp } from '../../shared/api-shape.js';

/**
 * A user as answered, REST and GraphQL alike: it declares no password hash or token version, so
 * no answer can leak them.
 */
const UserShape = Type.Object({
  id: Type.String({ format: 'uuid' }),
  email: Type.String({ format: 'email' }),
  fullName: Nullable(Type.String()),
  avatarUrl: Nullable(Type.String()),
  isActive: Type.Boolean(),
  isSuperuser: Type.Boolean(),
  createdAt: Timestamp(),
  twoFactorEnabled: Type.Boolean({
    description: 'Whether the account signs in with a second step (an authenticator code or a recovery code).',
  }),
});

export const UserType = objectTypeOf('User', UserShape);
export type UserType = InstanceType<typeof UserType>;

/** The REST face, in the snake_case the inherited API uses. */
export const UserPublic = restAnswer(UserShape, 'UserPublic');

export const UserPageType = pageTypeOf('UserPage', UserType);
export type UserPageType = InstanceType<typeof UserPageType>;
