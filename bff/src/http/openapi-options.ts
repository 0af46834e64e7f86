// The REST API's OpenAPI document as @fastify/swagger builds it from the routes' schemas: its front
// page, its sections, how it names shared schemas, and the data endpoints added from the catalog.
// Served at /api/openapi.json and written to bff/openapi.json (openapi-document.test.ts).
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { withDataEndpoints } from '../modules/data-proxy/data-endpoints.openapi.js';
import type { ListedDataEndpoint } from '../modules/data-proxy/data-endpoints.service.js';
import { API_DOC_TAGS } from './api-docs.js';

/** The docs' front page: what the API is, and how an AI agent connects to it. */
const API_DESCRIPTION = [
  'Touchline’s REST API: live scores and football transfers under `data` (with your API key as `X-API-Key`), and your account, keys, usage and billing (with the access token of `POST /api/login/access-token` as `Authorization: Bearer`). Typed clients: `@touchline/sdk`, generated from this document.',
  '',
  '**Requests at once:** a caller (an account, by its token; else an address) may have a set number of requests in progress at once (32 unless the operator says otherwise), data calls apart (their plan limits them); past that a request is answered 429 with `Retry-After`.',
  '',
  '**Request bodies:** a field a body does not name is ignored, not refused (as FastAPI does): a misspelt field changes nothing, so read the answer.',
  '',
  '**AI agents (Model Context Protocol):** the data endpoints are also MCP tools, metered like these calls. Streamable HTTP at `/mcp` with your key as `Authorization: Bearer tl_...`, or over stdio:',
  '',
  '```json',
  '{ "mcpServers": { "touchline": { "command": "npx", "args": ["touchline-mcp"], "env": { "TOUCHLINE_API_KEY": "tl_...", "TOUCHLINE_API_URL": "<this server>" } } } }',
  '```',
].join('\n');

/** `dataEndpoints`: the catalog's endpoints, read each time the document is made (it can change while running). */
export function openApiOptions(
  projectName: string,
  dataEndpoints: () => readonly ListedDataEndpoint[],
): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: { title: `${projectName} API`, version: '0.1.0', description: API_DESCRIPTION },
      tags: API_DOC_TAGS.map((tag) => ({ ...tag })),
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKeyAuth: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        },
      },
    },
    // Shared schemas keep their $id as their name in the document's components (UserPublic, not def-0),
    // so clients generated from it name their types after them.
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
    // Only OpenAPI documents are made here (the `openapi` option above), never Swagger 2 ones.
    transformObject: (document) =>
      'openapiObject' in document
        ? withDataEndpoints(withOpenBodies(document.openapiObject), dataEndpoints())
        : document.swaggerObject,
  };
}

/**
 * The body schemas say `additionalProperties: false` so that validation drops the fields they do
 * not name (ajv's `removeAdditional`, shared/input-validation.ts); to a client that reads "refused",
 * which they are not. The document leaves it out and the front page says what happens.
 */
function withOpenBodies<T extends { paths?: object }>(document: T): T {
  for (const operations of Object.values(document.paths ?? {}) as (object | undefined)[]) {
    for (const operation of Object.values(operations ?? {}) as object[]) {
      const content = (operation as { requestBody?: { content?: Record<string, { schema?: object }> } }).requestBody
        ?.content;
      for (const media of Object.values(content ?? {})) {
        if (media.schema && 'additionalProperties' in media.schema && media.schema.additionalProperties === false) {
          const { additionalProperties: _closed, ...open } = media.schema;
          media.schema = open;
        }
      }
    }
  }
  return document;
}
