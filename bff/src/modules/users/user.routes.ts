import type { FastifyInstance } from 'fastify';
import { securityFor } from '../../http/access-control.js';
import { detailSchema, messageSchema } from '../../http/schemas.js';
import { paginationQuerySchema, type PaginationQuery } from '../../shared/pagination.js';
import { avatarUrlField, emailField, fullNameField, passwordField } from './user.rules.js';
import { toUserPublic } from './user.type.js';

const userRef = { $ref: 'UserPublic#' };
const userIdParams = { type: 'object', properties: { user_id: { type: 'string' } }, required: ['user_id'] } as const;
const errors = { 400: detailSchema, 403: detailSchema, 404: detailSchema, 409: detailSchema };

interface ProfileBody {
  full_name?: string | null;
  email?: string;
  avatar_url?: string | null;
}
interface AdminUserBody extends ProfileBody {
  password?: string;
  is_active?: boolean;
  is_superuser?: boolean;
}

const profileChanges = (body: ProfileBody) => ({ fullName: body.full_name, email: body.email, avatarUrl: body.avatar_url });

export async function userRoutes(app: FastifyInstance) {
  app.get<{ Querystring: PaginationQuery }>('/users/', {
    config: { access: 'superuser', cost: 'list' },
    schema: { operationId: 'readUsers',
      tags: ['users'],
      summary: 'All users, newest first',
      security: securityFor('superuser'),
      querystring: paginationQuerySchema,
      response: {
        200: { type: 'object', properties: { data: { type: 'array', items: userRef }, count: { type: 'integer' } }, required: ['data', 'count'] },
        ...errors,
      },
    },
    handler: async (request) => {
      const page = await request.scope.services.users.list(request.query.skip, request.query.limit);
      return { data: page.data.map(toUserPublic), count: page.count };
    },
  });

  app.post<{ Body: AdminUserBody & { email: string; password: string } }>('/users/', {
    config: { access: 'superuser', cost: 'fixed' },
    schema: { operationId: 'createUser',
      tags: ['users'],
      summary: 'Create a user (active unless is_active is false)',
      security: securityFor('superuser'),
      body: {
        type: 'object',
        properties: { email: emailField, password: passwordField, full_name: fullNameField, is_active: { type: 'boolean' }, is_superuser: { type: 'boolean' } },
        required: ['email', 'password'],
        additionalProperties: false,
      },
      response: { 200: userRef, ...errors },
    },
    handler: async (request) => {
      const { email, password, full_name, is_active, is_superuser } = request.body;
      const user = await request.scope.services.users.create({ email, password, fullName: full_name, isActive: is_active, isSuperuser: is_superuser });
      return toUserPublic(user);
    },
  });

  app.get('/users/me', {
    config: { access: 'user', cost: 'fixed' },
    schema: { operationId: 'readUserMe', tags: ['users'], summary: 'The signed-in user', security: securityFor('user'), response: { 200: userRef, ...errors } },
    handler: async (request) => toUserPublic(await request.scope.viewer()),
  });

  app.patch<{ Body: ProfileBody }>('/users/me', {
    config: { access: 'user', cost: 'fixed' },
    schema: { operationId: 'updateUserMe',
      tags: ['users'],
      summary: 'Update own full name, e-mail or avatar URL',
      security: securityFor('user'),
      body: { type: 'object', properties: { full_name: fullNameField, email: emailField, avatar_url: avatarUrlField }, additionalProperties: false },
      response: { 200: userRef, ...errors },
    },
    handler: async (request) => {
      const viewer = await request.scope.viewer();
      return toUserPublic(await request.scope.services.users.updateProfile(viewer, profileChanges(request.body)));
    },
  });

  app.patch<{ Body: { current_password: string; new_password: string } }>('/users/me/password', {
    config: { access: 'user', cost: 'fixed' },
    schema: { operationId: 'updatePasswordMe',
      tags: ['users'],
      summary: 'Change own password; every session issued before ends',
      security: securityFor('user'),
      body: {
        type: 'object',
        properties: { current_password: { type: 'string', minLength: 1, maxLength: passwordField.maxLength }, new_password: passwordField },
        required: ['current_password', 'new_password'],
      },
      response: { 200: messageSchema, ...errors },
    },
    handler: async (request) => {
      const viewer = await request.scope.viewer();
      await request.scope.services.users.changePassword(viewer, request.body.current_password, request.body.new_password);
      return { message: 'Password updated successfully' };
    },
  });

  app.delete('/users/me', {
    config: { access: 'user', cost: 'fixed' },
    schema: { operationId: 'deleteUserMe', tags: ['users'], summary: 'Delete own account with its items and keys', security: securityFor('user'), response: { 200: messageSchema, ...errors } },
    handler: async (request) => {
      await request.scope.services.users.deleteOwnAccount(await request.scope.viewer());
      return { message: 'User deleted successfully' };
    },
  });

  app.get<{ Params: { user_id: string } }>('/users/:user_id', {
    config: { access: 'user', cost: 'fixed' },
    schema: { operationId: 'readUserById', tags: ['users'], summary: 'A user by id (own id, or any as a superuser)', security: securityFor('user'), params: userIdParams, response: { 200: userRef, ...errors } },
    handler: async (request) => {
      const viewer = await request.scope.viewer();
      return toUserPublic(await request.scope.services.users.getVisibleTo(viewer, request.params.user_id));
    },
  });

  app.patch<{ Params: { user_id: string }; Body: AdminUserBody }>('/users/:user_id', {
    config: { access: 'superuser', cost: 'fixed' },
    schema: { operationId: 'updateUser',
      tags: ['users'],
      summary: 'Update a user',
      security: securityFor('superuser'),
      params: userIdParams,
      body: {
        type: 'object',
        properties: {
          email: emailField,
          full_name: fullNameField,
          avatar_url: avatarUrlField,
          password: passwordField,
          is_active: { type: 'boolean' },
          is_superuser: { type: 'boolean' },
        },
        additionalProperties: false,
      },
      response: { 200: userRef, ...errors },
    },
    handler: async (request) => {
      const { password, is_active, is_superuser } = request.body;
      const changes = { ...profileChanges(request.body), password, isActive: is_active, isSuperuser: is_superuser };
      return toUserPublic(await request.scope.services.users.updateById(await request.scope.viewer(), request.params.user_id, changes));
    },
  });

  app.delete<{ Params: { user_id: string } }>('/users/:user_id', {
    config: { access: 'superuser', cost: 'fixed' },
    schema: { operationId: 'deleteUser', tags: ['users'], summary: 'Delete a user with their items and keys', security: securityFor('superuser'), params: userIdParams, response: { 200: messageSchema, ...errors } },
    handler: async (request) => {
      await request.scope.services.users.deleteById(await request.scope.viewer(), request.params.user_id);
      return { message: 'User deleted successfully' };
    },
  });
}
