// The data endpoints in the API docs: one operation per catalog endpoint, with its parameters,
// the key it needs, the headers every answer carries and the errors the proxy gives, so that a
// client generated from /api/openapi.json calls `flashscore-live` rather than a path wildcard.
// The wildcard routes stay documented after them, for upstream paths the catalog does not list.
import { securityFor } from '../../http/access-control.js';
import type { ListedDataEndpoint } from './data-endpoints.service.js';
import { mountPathOf } from './proxy-path.js';
import { componentNameOf, UPSTREAM_ANSWERS, type UpstreamAnswerName } from './upstream-answers.js';

type OpenApiDocument = { paths?: Record<string, unknown>; components?: object } & Record<string, unknown>;

const integerHeader = (description: string) => ({ description, schema: { type: 'integer' } });

/** Where the account stands, and which call this was: on data answers and on the limits' refusals alike. */
const QUOTA_AND_REQUEST_HEADERS = {
  'X-RateLimit-Limit': integerHeader("The account's daily quota."),
  'X-RateLimit-Remaining': integerHeader('Calls left in the quota.'),
  'X-RateLimit-Reset': integerHeader('When the quota starts again, in seconds since the Unix epoch (UTC midnight).'),
  'X-Request-Id': { description: 'Names the call in usage figures and support requests.', schema: { type: 'string' } },
};

const RETRY_AFTER = { 'Retry-After': integerHeader('Seconds to wait.') };

/** What every answer of the data API says, whatever its status. */
const ANSWER_HEADERS = {
  'X-Cache': {
    description: 'HIT, MISS or STALE (an expired answer, served while the upstream fails).',
    schema: { type: 'string', enum: ['HIT', 'MISS', 'STALE'] },
  },
  ...QUOTA_AND_REQUEST_HEADERS,
  'X-Sample-Data': {
    description: "`true` when the answer is the bundled sample upstream's, not real data (no upstream configured).",
    schema: { type: 'string', enum: ['true'] },
  },
  'X-Data-Source': {
    description: 'Where sample data came from (`touchline-sample-upstream`); set with X-Sample-Data.',
    schema: { type: 'string' },
  },
};

const detail = (description: string) => ({
  description,
  content: {
    'application/json': {
      schema: { type: 'object', properties: { detail: { type: 'string' } }, required: ['detail'] },
    },
  },
});

const RESPONSES = {
  200: {
    description: "The upstream's answer, as JSON.",
    headers: ANSWER_HEADERS,
    content: { 'application/json': { schema: {} } },
  },
  400: detail(
    'The path could leave the upstream (dot segments, encoded slashes, absolute URLs), or the URL carries an API key (keys go in X-API-Key only); nothing is forwarded.',
  ),
  401: detail('Missing, unknown, malformed, revoked or expired key; always the same answer.'),
  422: {
    description:
      'A query parameter of a listed endpoint does not fit its pattern (`detail` lists each, in the words of its description); nothing is counted, metered or forwarded. A path parameter that does not fit makes a path the catalog does not list, which is forwarded as it is.',
    content: {
      'application/json': {
        schema: {
          type: 'object',
          properties: {
            detail: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  loc: { type: 'array', items: { type: 'string' } },
                  msg: { type: 'string' },
                  type: { type: 'string' },
                },
                required: ['loc', 'msg', 'type'],
              },
            },
          },
          required: ['detail'],
        },
      },
    },
  },
  404: {
    ...detail(
      "The upstream knows no such thing (an unknown id, say). The upstream's other 4xx and 5xx answers keep their status too; the body is the upstream's own only when it is a short plain `detail`, otherwise the proxy's, naming the upstream and the status.",
    ),
  },
  429: {
    ...detail(
      "Over the plan's per-second rate or daily quota, as `detail` says; Retry-After says when to try again. The X-RateLimit-* headers always describe the daily quota. (An upstream's own 429, passed through, carries the upstream's Retry-After instead.)",
    ),
    headers: { ...RETRY_AFTER, ...QUOTA_AND_REQUEST_HEADERS },
  },
  502: detail(
    'The upstream could not be reached or answered something unusable (a redirect, which is never followed, or data that is not JSON).',
  ),
  503: {
    ...detail(
      'The upstream is down and calls to it are paused for a few seconds (circuit breaker), or this server is overloaded and sheds calls (`Server is busy, retry shortly`, neither counted nor metered); Retry-After says when to try again.',
    ),
    headers: RETRY_AFTER,
  },
  504: detail('The upstream did not answer in time.'),
};

/** 5 s, 5 min, 6 h. */
function lifetimeOf(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  return seconds < 3600 ? `${+(seconds / 60).toFixed(1)} min` : `${+(seconds / 3600).toFixed(1)} h`;
}

function operationOf(endpoint: ListedDataEndpoint) {
  return {
    operationId: endpoint.id,
    tags: ['data'],
    summary: `${endpoint.summary} (${endpoint.provider})`,
    description: [
      endpoint.description,
      `Returns: ${endpoint.returns}`,
      `Cached for ${lifetimeOf(endpoint.cacheTtlSeconds)}. Plans: ${endpoint.plans.join(', ')}.`,
      ...(endpoint.isSampleData
        ? ['On this deployment the answers are sample data, from the bundled sample upstream.']
        : []),
    ].join('\n\n'),
    security: securityFor('apiKey'),
    parameters: endpoint.parameters.map((parameter) => ({
      name: parameter.name,
      in: parameter.in,
      required: parameter.required,
      description: parameter.description,
      schema: { type: 'string', ...(parameter.pattern ? { pattern: parameter.pattern } : {}) },
      ...(parameter.example ? { example: parameter.example } : {}),
    })),
    responses: {
      ...RESPONSES,
      200: { ...RESPONSES[200], content: { 'application/json': { schema: { $ref: answerReferenceOf(endpoint) } } } },
    },
  };
}

/** Answers are named components, so generated clients get one type per shape rather than one per endpoint. */
function answerReferenceOf(endpoint: ListedDataEndpoint): string {
  return `#/components/schemas/${componentNameOf(endpoint.answer)}`;
}

type SchemaNode = { [keyword: string]: unknown };
const isNullSchema = (schema: unknown) => (schema as SchemaNode).type === 'null';

/**
 * A JSON Schema as OpenAPI 3.0 writes it. The answers are JSON Schema (TypeBox), where a value that
 * may be null is `anyOf: [schema, { type: 'null' }]`; OpenAPI 3.0, this document's version, has no
 * null type and writes that `{ ...schema, nullable: true }`. Left as it was, generated clients typed
 * such a field `unknown` (`number | unknown`) instead of `number | null`.
 */
function asOpenApi30(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(asOpenApi30);
  if (typeof schema !== 'object' || schema === null) return schema;
  const { anyOf, ...rest } = schema as SchemaNode;
  if (Array.isArray(anyOf) && anyOf.some(isNullSchema)) {
    const others = anyOf.filter((member) => !isNullSchema(member));
    const nonNull = others.length === 1 ? (others[0] as SchemaNode) : { anyOf: others };
    return asOpenApi30({ ...rest, ...nonNull, nullable: true });
  }
  return Object.fromEntries(Object.entries(schema).map(([keyword, value]) => [keyword, asOpenApi30(value)]));
}

const ANSWER_COMPONENTS = Object.fromEntries(
  Object.entries(UPSTREAM_ANSWERS).map(([answer, schema]) => [
    componentNameOf(answer as UpstreamAnswerName),
    asOpenApi30(schema),
  ]),
);

/**
 * The wildcard route's operation with the answers every data call can get, where Fastify's
 * description of it knows only a 200: an unlisted path is answered, limited and refused as a
 * listed one is.
 */
function withDataAnswers(pathItem: unknown): unknown {
  const { get, ...rest } = pathItem as { get?: { responses?: object } };
  if (!get) return pathItem;
  return { ...rest, get: { ...get, responses: { ...RESPONSES, ...get.responses, 200: RESPONSES[200] } } };
}

/** The document with the catalog's operations in front of the wildcard routes. */
export function withDataEndpoints<T extends OpenApiDocument>(document: T, endpoints: readonly ListedDataEndpoint[]): T {
  const listed = Object.fromEntries(
    endpoints.map((endpoint) => [`${mountPathOf(endpoint.provider)}${endpoint.path}`, { get: operationOf(endpoint) }]),
  );
  const isDataPath = (path: string) =>
    endpoints.some((endpoint) => path.startsWith(`${mountPathOf(endpoint.provider)}/`));
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, item]) => [path, isDataPath(path) ? withDataAnswers(item) : item]),
  );
  const dataPathsAt = Object.keys(paths).findIndex(isDataPath);
  const entries = Object.entries(paths);
  const at = dataPathsAt === -1 ? entries.length : dataPathsAt;
  return {
    ...document,
    components: {
      ...document.components,
      schemas: { ...(document.components as { schemas?: object } | undefined)?.schemas, ...ANSWER_COMPONENTS },
    },
    paths: Object.fromEntries([...entries.slice(0, at), ...Object.entries(listed), ...entries.slice(at)]),
  };
}
