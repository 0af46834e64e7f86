// GET /api/status: each data provider's status, for anyone (no key, no sign-in): whether a
// failure is the caller's or the provider's should be answerable before either.
import { DEGRADED_RULE, ProviderStatusPublic, StatusPublic } from './provider-status.type.js';
import { typedRoutes } from '../../http/typed-routes.js';

export const providerStatusRoutes = typedRoutes([ProviderStatusPublic.schema], (app) => {
  app.get('/status', {
    // The same few Redis reads whatever the request holds, and an answer reused for a second.
    config: { access: 'public', cost: 'fixed' },
    schema: {
      operationId: 'readProviderStatus',
      tags: ['utils'],
      summary:
        "Each data provider's circuit breaker, error rate and p95 latency (last 5 minutes, last hour) and latest failure",
      description:
        "The figures are the whole deployment's (every bff process's upstream calls); `scope` is `process` when Redis could not be read and they are only the answering process's." +
        ` \`is_degraded\`: ${DEGRADED_RULE}.`,
      response: { 200: StatusPublic },
    },
    handler: async (request) => {
      const providers = await request.scope.services.providerStatus.read();
      return { providers: providers.map((status) => ProviderStatusPublic.from(status)) };
    },
  });
});
