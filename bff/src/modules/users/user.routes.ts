import { Type } from 'typebox';
import { describedUnder, detailAnswers, messageSchema } from '../../http/schemas.js';
import { camelCased, pageOf, snakeCased } from '../../shared/api-shape.js';
import { PaginationQuery } from '../../shared/pagination.js';
import { AdminUserChanges, NewUser, PasswordChange, ProfileChanges, ReAuthenticationInput } from './user.input.js';
import { UserPublic } from './user.type.js';
import { typedRoutes } from '../../http/typed-routes.js';

const userIdParams = Type.Object({ user_id: Type.String() });
const errors = detailAnswers(400, 403, 404, 409, 429, 503);

const describedForUser = describedUnder('users', 'user');
const describedForSuperuser = describedUnder('users', 'superuser');

export const userRoutes = typedRoutes([], (app) => {
  const toUserPublic = UserPublic.from;

  app.get<{ Querystring: PaginationQuery }>('/users/', {
    config: { access: 'superuser', cost: 'list' },
    schema: {
      operationId: 'readUsers',
      ...describedForSuperuser('All users, newest first'),
      querystring: PaginationQuery,
      response: { 200: pageOf(UserPublic.ref), ...errors },
    },
    handler: async (request) => {
      const page = await request.scope.services.users.list(request.query.skip, request.query.limit);
      return { data: page.data.map(toUserPublic), count: page.count };
    },
  });

  app.post('/users/', {
    config: { access: 'superuser', cost: 'fixed' },
    schema: {
      operationId: 'createUser',
      ...describedForSuperuser('Create a user (active unless is_active is false)'),
      body: snakeCased(NewUser),
      response: { 200: UserPublic.ref, ...errors },
    },
    handler: async (request) =>
      toUserPublic(await request.scope.services.users.create(camelCased(NewUser, request.body))),
  });

  app.get('/users/me', {
    config: { access: 'user', cost: 'fixed' },
    schema: {
      operationId: 'readUserMe',
      ...describedForUser('The signed-in user'),
      response: { 200: UserPublic.ref, ...errors },
    },
    handler: async (request) => toUserPublic(await request.scope.viewer()),
  });

  app.patch('/users/me', {
    config: { access: 'user', cost: 'fixed' },
    schema: {
      operationId: 'updateUserMe',
      ...describedForUser(
        'Update own full name or avatar URL (an e-mail other than the current one is refused: see POST /users/me/email-change)',
      ),
      body: snakeCased(ProfileChanges),
      response: { 200: UserPublic.ref, ...errors },
    },
    handler: async (request) => {
      const viewer = await request.scope.viewer();
      return toUserPublic(
        await request.scope.services.users.updateProfile(viewer, camelCased(ProfileChanges, request.body)),
      );
    },
  });

  app.patch('/users/me/password', {
    config: { access: 'user', cost: 'fixed' },
    schema: {
      operationId: 'updatePasswordMe',
      ...describedForUser(
        'Change own password (current_password required; an account without one must have signed in in the last 10 minutes); every session ends',
      ),
      body: snakeCased(PasswordChange),
      response: { 200: messageSchema, ...errors },
    },
    handler: async (request) => {
      const viewer = await request.scope.viewer();
      const { currentPassword, newPassword } = camelCased(PasswordChange, request.body);
      await request.scope.services.users.changePassword(viewer, currentPassword, newPassword);
      return { message: 'Password updated successfully' };
    },
  });

  app.delete('/users/me', {
    config: { access: 'user', cost: 'fixed' },
    schema: {
      operationId: 'deleteUserMe',
      ...describedForUser(
        'Delete own account with its items and keys; the body carries current_password (an account without one must have signed in in the last 10 minutes)',
      ),
      body: snakeCased(ReAuthenticationInput),
      response: { 200: messageSchema, ...errors },
    },
    // No body is no proof (the template's clients send none): answered by the rules that follow, a
    // superuser's 403 or the missing password's 400, not by 422 "Input should be a valid dictionary".
    preValidation: async (request) => {
      request.body ??= {};
    },
    handler: async (request) => {
      await request.scope.services.users.deleteOwnAccount(
        await request.scope.viewer(),
        camelCased(ReAuthenticationInput, request.body),
      );
      return { message: 'User deleted successfully' };
    },
  });

  app.get('/users/:user_id', {
    config: { access: 'user', cost: 'fixed' },
    schema: {
      operationId: 'readUserById',
      ...describedForUser('A user by id (own id, or any as a superuser)'),
      params: userIdParams,
      response: { 200: UserPublic.ref, ...errors },
    },
    handler: async (request) => {
      const viewer = await request.scope.viewer();
      return toUserPublic(await request.scope.services.users.getVisibleTo(viewer, request.params.user_id));
    },
  });

  app.patch('/users/:user_id', {
    config: { access: 'superuser', cost: 'fixed' },
    schema: {
      operationId: 'updateUser',
      ...describedForSuperuser('Update a user'),
      params: userIdParams,
      body: snakeCased(AdminUserChanges),
      response: { 200: UserPublic.ref, ...errors },
    },
    handler: async (request) => {
      const changes = camelCased(AdminUserChanges, request.body);
      return toUserPublic(
        await request.scope.services.users.updateById(await request.scope.viewer(), request.params.user_id, changes),
      );
    },
  });

  app.delete('/users/:user_id', {
    config: { access: 'superuser', cost: 'fixed' },
    schema: {
      operationId: 'deleteUser',
      ...describedForSuperuser('Delete a user with their items and keys'),
      params: userIdParams,
      response: { 200: messageSchema, ...errors },
    },
    handler: async (request) => {
      await request.scope.services.users.deleteById(await request.scope.viewer(), request.params.user_id);
      return { message: 'User deleted successfully' };
    },
  });
});
