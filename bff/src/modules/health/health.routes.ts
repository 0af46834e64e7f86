import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { answeredUnderLoad } from '../../http/load-shedding.js';
import { detailSchema } from '../../http/schemas.js';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/utils/health-check/', {
    // A busy process sheds its own excess; reported unhealthy, it would hand all its load to the others.
    config: { access: 'public', cost: 'fixed', ...answeredUnderLoad },
    schema: {
      operationId: 'healthCheck',
      tags: ['utils'],
      summary: 'True when the database answers',
      response: { 200: Type.Boolean(), 503: detailSchema },
    },
    handler: async (request, reply) => {
      try {
        await request.scope.services.health.checkDatabase();
        return true;
      } catch (error) {
        request.log.error({ err: error }, 'health check: database did not answer');
        return reply.status(503).send({ detail: 'Database unavailable' });
      }
    },
  });
}
