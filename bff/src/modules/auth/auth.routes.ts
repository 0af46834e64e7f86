import type { FastifyInstance } from 'fastify';
import { securityFor } from '../../http/access-control.js';
import { toUserPublic } from '../users/user.type.js';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../users/user.rules.js';

const tokenSchema = {
  type: 'object',
  properties: { access_token: { type: 'string' }, token_type: { type: 'string', enum: ['bearer'] } },
  required: ['access_token', 'token_type'],
} as const;

export async function authRoutes(app: FastifyInstance) {
  app.post<{ Body: { username: string; password: string } }>('/login/access-token', {
    config: { access: 'public', cost: 'throttled' },
    schema: { operationId: 'loginAccessToken',
      tags: ['login'],
      summary: 'OAuth2 password login: form-encoded username (the e-mail) and password',
      consumes: ['application/x-www-form-urlencoded'],
      body: {
        type: 'object',
        properties: {
          username: { type: 'string', minLength: 1, maxLength: EMAIL_MAX_LENGTH },
          password: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH },
        },
        required: ['username', 'password'],
      },
      response: { 200: tokenSchema },
    },
    handler: async (request) => {
      const token = await request.scope.services.auth.login(request.body.username, request.body.password);
      return { access_token: token.accessToken, token_type: token.tokenType };
    },
  });

  app.post('/login/test-token', {
    config: { access: 'user', cost: 'fixed' },
    schema: { operationId: 'testToken',
      tags: ['login'],
      summary: 'Checks the access token and returns its user',
      security: securityFor('user'),
      response: { 200: { $ref: 'UserPublic#' } },
    },
    handler: async (request) => toUserPublic(await request.scope.viewer()),
  });
}
