import type { FastifyInstance } from 'fastify';
import { detailSchema } from '../../http/schemas.js';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/utils/health-check/', {
    config: { access: 'public', cost: 'fixed' },
    schema: { tags: ['utils'], summary: 'True when the database answers', response: { 200: { type: 'boolean' }, 503: detailSchema } },
    handler: async (request, reply) => {
      try {
        await request.scope.em.execute('select 1');
        return true;
      } catch (error) {
        request.log.error({ err: error }, 'health check: database did not answer');
        return reply.status(503).send({ detail: 'Database unavailable' });
      }
    },
  });
}
