// The MCP server at /mcp, for AI agents that call the data API with a customer's key. Each tool
// call is handed to the data routes in-process (app.inject): the same key check, limits, cache
// and metering as a REST call, counted in usage under its endpoint. The tools come from the
// API's own document, so they are exactly the catalog's endpoints.
import { answerMcpRequest, type OpenApiDocument } from '@touchline/mcp';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { bearerTokenOf } from '../../request-scope.js';
import { apiKeyOf } from '../data-proxy/api-key-authenticator.js';
import { KEY_PREFIX } from '../keys/api-key.format.js';

/**
 * The API key a call to /mcp presents: its X-API-Key, else a bearer token that is an API key (MCP
 * clients often only know how to send a bearer token).
 */
export function mcpApiKeyOf(headers: IncomingHttpHeaders): string | undefined {
  const key = apiKeyOf(headers);
  if (key !== undefined) return key;
  const bearer = bearerTokenOf(headers.authorization);
  return bearer?.startsWith(KEY_PREFIX) ? bearer : undefined;
}

/** An API key sent as a bearer token counts as X-API-Key. */
function bearerKeyAsApiKey(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const key = mcpApiKeyOf(request.headers);
  if (key !== undefined) request.headers['x-api-key'] = key;
  done();
}

/**
 * A body that is not JSON is a JSON-RPC parse error (-32700), as the MCP transport itself answers
 * it, rather than the REST API's 422 list that an MCP client cannot read. Every other error goes
 * on to the app's error handler.
 */
function parseErrorAsJsonRpc(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code !== 'FST_ERR_CTP_INVALID_JSON_BODY' && error.code !== 'FST_ERR_CTP_EMPTY_JSON_BODY') throw error;
  return reply
    .status(400)
    .send({ jsonrpc: '2.0', error: { code: -32700, message: 'Parse error: the body is not JSON' }, id: null });
}

export async function mcpRoutes(app: FastifyInstance) {
  // A hook of this plugin's: it runs before the route's access check, and only for /mcp.
  app.addHook('onRequest', bearerKeyAsApiKey);
  app.setErrorHandler(parseErrorAsJsonRpc);

  app.post('/mcp', {
    // Each tool call is metered as the data call it makes, through the data route. The MCP request
    // itself (listing tools, relaying one call) is a bounded amount of work that no plan counts: it
    // is not 'metered', so it counts against its account's share of requests in flight
    // (http/requests-per-caller.ts) like any dashboard request, where a key holder could otherwise
    // hold open as many as the process takes.
    config: { access: 'apiKey', cost: 'fixed' },
    schema: { hide: true },
    handler: async (request, reply) => {
      const apiKey = apiKeyOf(request.headers) ?? '';
      reply.hijack();
      await answerMcpRequest(
        {
          document: app.swagger() as unknown as OpenApiDocument,
          async callData(path) {
            const answer = await app.inject({
              method: 'GET',
              url: path,
              headers: { 'x-api-key': apiKey, accept: 'application/json' },
            });
            return {
              status: answer.statusCode,
              headers: answer.headers as Record<string, string | undefined>,
              body: answer.body,
            };
          },
        },
        request.raw,
        reply.raw,
        request.body,
      );
    },
  });

  // Stateless: no event stream to open and no session to end.
  const onlyPost = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(405)
      .header('allow', 'POST')
      .send({ detail: 'This MCP server is stateless: send JSON-RPC messages with POST' });
  app.get('/mcp', { config: { access: 'public', cost: 'fixed' }, schema: { hide: true }, handler: onlyPost });
  app.delete('/mcp', { config: { access: 'public', cost: 'fixed' }, schema: { hide: true }, handler: onlyPost });
}
