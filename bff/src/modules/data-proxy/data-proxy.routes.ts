import type { FastifyInstance, FastifyReply } from 'fastify';
import { PROVIDERS, type ProviderName } from './endpoint-catalog.js';
import { securityFor } from '../../http/access-control.js';
import { usageEventIdOf } from '../../http/request-id.js';
import { acceptAnyInput } from '../../http/validation.js';
import type { ProxyAnswer } from './data-proxy.service.js';
import { mountPathOf } from './proxy-path.js';
import { writeProxyHead } from './proxy-reply.js';

const PROVIDER_TITLES = {
  flashscore: 'Live scores, fixtures, results and standings',
  transfermarkt: 'Players, clubs, transfers and market values',
};

/**
 * Writes the answer itself (proxy-reply.ts). Fastify's response listeners still run (the request
 * log, onResponse hooks): only its send path is skipped, so the request id, which the app's
 * onSend hook gives every other answer, is written here.
 */
function send(reply: FastifyReply, eventId: string, answer: ProxyAnswer): void {
  // Before hijacking: a header Node refuses throws here and Fastify still answers with a 500.
  writeProxyHead(reply.raw, eventId, answer);
  reply.hijack();
  reply.raw.end(answer.body);
}

/** What the passthrough route's path looks like, per provider, in the API docs. */
const PATH_EXAMPLES: Record<ProviderName, string> = {
  flashscore: 'football/live',
  transfermarkt: 'players/search/rodri',
};

export async function dataProxyRoutes(app: FastifyInstance) {
  const proxy = app.deps.dataProxy;
  for (const provider of PROVIDERS) {
    const mountPath = mountPathOf(provider);
    app.get(`/${provider}/*`, {
      // The access check (http/access-control.ts) resolves the key before the handler runs.
      config: { access: 'apiKey', cost: 'metered' },
      schema: {
        operationId: `${provider}Passthrough`,
        tags: ['data'],
        summary: `${PROVIDER_TITLES[provider]} (${provider} upstream; path and query are forwarded)`,
        description:
          'Any path of the upstream, listed or not, answered and metered as the listed operations are. ' +
          'Try it out cannot call it: this page encodes the slashes of the path parameter, which the proxy ' +
          'refuses as an unsafe path; call it with curl or the SDK, or try the listed operation instead.',
        security: securityFor('apiKey'),
        params: {
          type: 'object',
          properties: { '*': { type: 'string', description: `Upstream path, e.g. ${PATH_EXAMPLES[provider]}` } },
        },
      },
      // The path is checked by parseProxyTarget, which knows what is unsafe; ajv would only re-read
      // it. With nothing refused before the handler, the key check is wrapped around it rather than
      // run as a hook (access-control.ts).
      validatorCompiler: acceptAnyInput,
      // Not async: a cache hit is answered without a promise (see data-proxy.service.ts).
      handler(request, reply) {
        // The answer names the call by its usage event's id, which finds it in the request log.
        const eventId = usageEventIdOf(request.id, request.headers);
        const answer = proxy.forward({
          principal: request.scope.verifiedApiKeyPrincipal,
          provider,
          url: request.url,
          mountPath,
          method: request.method === 'HEAD' ? 'HEAD' : 'GET',
          requestId: eventId,
        });
        if (answer instanceof Promise) return answer.then((settled) => send(reply, eventId, settled));
        send(reply, eventId, answer);
      },
    });

    app.route({
      // Every other method the data API could be asked, a browser's CORS preflight (OPTIONS) too:
      // keys are for servers, and a key in a web page's JavaScript is a published key.
      method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'],
      url: `/${provider}/*`,
      config: { access: 'public', cost: 'fixed' },
      schema: { hide: true },
      handler: async (_request, reply) =>
        reply
          .status(405)
          .header('allow', 'GET, HEAD')
          .send({ detail: 'Method Not Allowed: the data API is read-only' }),
    });
  }
}
