import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { securityFor } from '../../http/access-control.js';
import { detailSchema, messageSchema } from '../../http/schemas.js';
import { camelCased, pageOf, snakeCased } from '../../shared/api-shape.js';
import { PaginationQuery } from '../../shared/pagination.js';
import { AdminUserChanges, NewUser, PasswordChange, ProfileChanges, ReAuthenticationInput } from './user.input.js';
import { UserPublic } from './user.type.js';

const userIdParams = Type.Object({ user_id: Type.String() });
const errors = { 400: detailSchema, 403: detailSchema, 404: detailSchema, 409: detailSchema, 429: detailSchema };

export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const toUserPublic = UserPublic.from;

  app.get<{ Querystring: PaginationQuery }>('/users/', {
    config: { access: 'superuser', cost: 'list' },
    schema: {
      operationId: 'readUsers',
      tags: ['users'],
      summary: 'All users, newest first',
      security: securityFor('superuser'),
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
      tags: ['users'],
      summary: 'Create a user (active unless is_active is false)',
      security: securityFor('superuser'),
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
      tags: ['users'],
      summary: 'The signed-in user',
      security: securityFor('user'),
      response: { 200: UserPublic.ref, ...errors },
    },
    handler: async (request) => toUserPublic(await request.scope.viewer()),
  });

  app.patch('/users/me', {
    config: { access: 'user', cost: 'fixed' },
    schema: {
      operationId: 'updateUserMe',
      tags: ['users'],
      summary:
        'Update own full name or avatar URL (an e-mail other than the current one is refused: see POST /users/me/email-change)',
      security: securityFor('user'),
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
      tags: ['users'],
      summary:
        'Change own password (current_password required; an account without one must have signed in in the last 10 minutes); every session ends',
      security: securityFor('user'),
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
      tags: ['users'],
      summary:
        'Delete own account with its items and keys; the body carries current_password (an account without one must have signed in in the last 10 minutes)',
      security: securityFor('user'),
      body: snakeCased(ReAuthenticationInput),
      response: { 200: messageSchema, ...errors },
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
      tags: ['users'],
      summary: 'A user by id (own id, or any as a superuser)',
      security: securityFor('user'),
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
      tags: ['users'],
      summary: 'Update a user',
      security: securityFor('superuser'),
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
      tags: ['users'],
      summary: 'Delete a user with their items and keys',
      security: securityFor('superuser'),
      params: userIdParams,
      response: { 200: messageSchema, ...errors },
    },
    handler: async (request) => {
      await request.scope.services.users.deleteById(await request.scope.viewer(), request.params.user_id);
      return { message: 'User deleted successfully' };
    },
  });
}
