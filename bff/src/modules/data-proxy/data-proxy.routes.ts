import type { FastifyInstance } from 'fastify';
import { PROVIDERS } from '../../config.js';
import { securityFor } from '../../http/access-control.js';
import { parseProxyTarget } from './proxy-path.js';

const PROVIDER_TITLES = { flashscore: 'Live scores, fixtures, results and standings', transfermarkt: 'Players, clubs, transfers and market values' };

export async function dataProxyRoutes(app: FastifyInstance) {
  for (const provider of PROVIDERS) {
    const mountPath = `/api/${provider}`;
    app.get(`/${provider}/*`, {
      config: { access: 'apiKey' },
      schema: {
        tags: ['data'],
        summary: `${PROVIDER_TITLES[provider]} (${provider} upstream; path and query are forwarded)`,
        security: securityFor('apiKey'),
        params: { type: 'object', properties: { '*': { type: 'string', description: 'Upstream path, e.g. football/live' } } },
      },
      handler: async (request, reply) => {
        const target = parseProxyTarget(request.url, mountPath);
        const answer = await request.scope.dataProxy.forward({
          principal: await request.scope.apiKeyPrincipal(),
          provider,
          target,
          method: request.method === 'HEAD' ? 'HEAD' : 'GET',
          requestId: request.id,
        });
        return reply.status(answer.status).headers(answer.headers).send(answer.body);
      },
    });

    app.route({
      method: ['POST', 'PUT', 'PATCH', 'DELETE'],
      url: `/${provider}/*`,
      config: { access: 'public' },
      schema: { hide: true },
      handler: async (_request, reply) => reply.status(405).header('allow', 'GET, HEAD').send({ detail: 'Method Not Allowed: the data API is read-only' }),
    });
  }
}
