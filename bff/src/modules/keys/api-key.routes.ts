import type { FastifyInstance } from 'fastify';
import { securityFor } from '../../http/access-control.js';
import { detailSchema } from '../../http/schemas.js';
import { KEY_EXPIRY_MAX_DAYS, KEY_NAME_MAX_LENGTH } from './api-key.service.js';
import { apiKeyPublicSchema, toApiKeyPublic } from './api-key.type.js';

const keyRef = { $ref: 'ApiKeyPublic#' };

export async function apiKeyRoutes(app: FastifyInstance) {
  app.addSchema(apiKeyPublicSchema);
  const security = securityFor('user');

  app.get('/api-keys/', {
    config: { access: 'user', cost: 'list' },
    schema: { operationId: 'listApiKeys', tags: ['api-keys'], summary: 'Own API keys, newest first', security, response: { 200: { type: 'array', items: keyRef } } },
    handler: async (request) => (await request.scope.services.apiKeys.list(await request.scope.viewer())).map(toApiKeyPublic),
  });

  app.post<{ Querystring: { name: string; expires_in_days?: number } }>('/api-keys/', {
    config: { access: 'user', cost: 'fixed' },
    schema: { operationId: 'createApiKey',
      tags: ['api-keys'],
      summary: 'Create an API key; the full key is in this answer only',
      security,
      querystring: {
        type: 'object',
        properties: {
          // The name's rules are the service's, for GraphQL and REST alike.
          name: { type: 'string', description: `Required: 1 to ${KEY_NAME_MAX_LENGTH} characters after trimming, no control characters.` },
          expires_in_days: { type: 'integer', description: `Whole days until the key stops working (1 to ${KEY_EXPIRY_MAX_DAYS}); left out, it never does.` },
        },
        required: ['name'],
      },
      response: {
        200: { type: 'object', properties: { api_key: keyRef, key: { type: 'string' } }, required: ['api_key', 'key'] },
        422: { type: 'object', properties: { detail: {} } },
      },
    },
    handler: async (request) => {
      const { name, expires_in_days } = request.query;
      const { apiKey, secret } = await request.scope.services.apiKeys.create(await request.scope.viewer(), name, expires_in_days);
      return { api_key: toApiKeyPublic(apiKey), key: secret };
    },
  });

  app.post<{ Params: { api_key_id: string } }>('/api-keys/:api_key_id/revoke', {
    config: { access: 'user', cost: 'fixed' },
    schema: { operationId: 'revokeApiKey',
      tags: ['api-keys'],
      summary: 'Revoke an API key (revoking again changes nothing)',
      security,
      params: { type: 'object', properties: { api_key_id: { type: 'string' } }, required: ['api_key_id'] },
      response: { 200: keyRef, 404: detailSchema },
    },
    handler: async (request) =>
      toApiKeyPublic(await request.scope.services.apiKeys.revoke(await request.scope.viewer(), request.params.api_key_id)),
  });
}
