import { Type } from 'typebox';
import { camelCased, snakeCased } from '../../shared/api-shape.js';
import { describedUnder, detailSchema, unprocessableSchema } from '../../http/schemas.js';
import { API_KEY_FIELD_RULES, EXPIRY_DESCRIPTION, MAX_ACTIVE_KEYS_PER_ACCOUNT } from './api-key.rules.js';
import { KeyRename, KeyRotation } from './api-key.input.js';
import { ApiKeyPublic, CreatedApiKeyPublic, RotatedApiKeyPublic } from './api-key.type.js';
import { typedRoutes } from '../../http/typed-routes.js';

const keyRef = ApiKeyPublic.ref;
const toApiKeyPublic = ApiKeyPublic.from;
const { name } = API_KEY_FIELD_RULES;
const described = describedUnder('api-keys', 'user');
const keyParams = Type.Object({ api_key_id: Type.String() });

export const apiKeyRoutes = typedRoutes([ApiKeyPublic.schema], (app) => {
  app.get('/api-keys/', {
    config: { access: 'user', cost: 'list' },
    schema: {
      operationId: 'listApiKeys',
      ...described('Own API keys, newest first'),
      response: { 200: Type.Array(keyRef) },
    },
    handler: async (request) =>
      (await request.scope.services.apiKeys.list(await request.scope.viewer())).map(toApiKeyPublic),
  });

  app.post('/api-keys/', {
    config: { access: 'user', cost: 'fixed' },
    schema: {
      operationId: 'createApiKey',
      ...described(
        `Create an API key; the full key is in this answer only. An account holds at most ${MAX_ACTIVE_KEYS_PER_ACCOUNT} active keys (409 past that)`,
      ),
      // The name's and expiry's rules are the service's, for GraphQL and REST alike.
      querystring: Type.Object({
        name: Type.String({
          description: `Required: ${name.minLength} to ${name.maxLength} characters after trimming, no control characters.`,
        }),
        expires_in_days: Type.Optional(Type.Integer({ description: EXPIRY_DESCRIPTION })),
      }),
      response: { 200: CreatedApiKeyPublic.ref, 409: detailSchema, 422: unprocessableSchema },
    },
    handler: async (request) => {
      const { name, expires_in_days } = request.query;
      const { apiKey, secret } = await request.scope.services.apiKeys.create(
        await request.scope.viewer(),
        name,
        expires_in_days,
      );
      return CreatedApiKeyPublic.from({ apiKey, secret });
    },
  });

  app.post('/api-keys/:api_key_id/revoke', {
    config: { access: 'user', cost: 'fixed' },
    schema: {
      operationId: 'revokeApiKey',
      ...described('Revoke an API key (revoking again changes nothing)'),
      params: keyParams,
      response: { 200: keyRef, 404: detailSchema },
    },
    handler: async (request) =>
      toApiKeyPublic(
        await request.scope.services.apiKeys.revoke(await request.scope.viewer(), request.params.api_key_id),
      ),
  });

  app.post('/api-keys/:api_key_id/rotate', {
    config: { access: 'user', cost: 'fixed' },
    schema: {
      operationId: 'rotateApiKey',
      ...described(
        'Give a key a new secret; the full key is in this answer only, the replaced one works for the chosen grace period',
      ),
      params: keyParams,
      body: snakeCased(KeyRotation),
      response: { 200: RotatedApiKeyPublic.ref, 404: detailSchema, 409: detailSchema, 422: unprocessableSchema },
    },
    handler: async (request) => {
      const { apiKey, secret } = await request.scope.services.apiKeys.rotate(
        await request.scope.viewer(),
        request.params.api_key_id,
        camelCased(KeyRotation, request.body),
      );
      return RotatedApiKeyPublic.from({ apiKey, secret });
    },
  });

  app.patch('/api-keys/:api_key_id', {
    config: { access: 'user', cost: 'fixed' },
    schema: {
      operationId: 'renameApiKey',
      ...described('Rename an API key'),
      params: keyParams,
      body: snakeCased(KeyRename),
      response: { 200: keyRef, 404: detailSchema, 422: unprocessableSchema },
    },
    handler: async (request) =>
      toApiKeyPublic(
        await request.scope.services.apiKeys.rename(
          await request.scope.viewer(),
          request.params.api_key_id,
          camelCased(KeyRename, request.body),
        ),
      ),
  });
});
