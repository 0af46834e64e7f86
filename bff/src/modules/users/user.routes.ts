import type { FastifyInstance } from 'fastify';
import { securityFor } from '../../http/access-control.js';
import { toUserPublic } from './user.type.js';

export async function userRoutes(app: FastifyInstance) {
  app.get('/users/me', {
    config: { access: 'user' },
    schema: {
      tags: ['users'],
      summary: 'The signed-in user',
      security: securityFor('user'),
      response: { 200: { $ref: 'UserPublic#' } },
    },
    handler: async (request) => toUserPublic(await request.scope.viewer()),
  });
}
