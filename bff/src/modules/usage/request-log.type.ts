// The request log's shapes, written once: the query (REST's query string in snake_case, GraphQL's
// arguments in camelCase, both refused by the same rules) and a row of the log. The CSV export
// has the REST row's fields as its columns (request-log.routes.ts).
import { Type, type Static } from 'typebox';
import { argsTypeOf, objectTypeOf } from '../../graphql/typebox-classes.js';
import { Nullable, restAnswer, snakeCased, StringEnum, Timestamp } from '../../shared/api-shape.js';
import { CursorPageQuery, MAX_CURSOR_PAGE_SIZE } from '../../shared/pagination.js';
import { ALL_USERS, MAX_ENDPOINT_NAME_LENGTH } from './usage.rules.js';

const STATUS_CLASSES = ['2xx', '3xx', '4xx', '5xx'] as const;
export type StatusClass = (typeof STATUS_CLASSES)[number];
/** As metered: HIT and STALE came from the cache, MISS went upstream, NONE was answered by the proxy itself. */
const CACHE_STATUSES = ['HIT', 'STALE', 'MISS', 'NONE'] as const;

const isoDate = (what: string) =>
  Type.Optional(
    Type.String({
      maxLength: 64,
      description: `${what}, ISO 8601 (2026-01-31, 2026-01-31T12:00:00Z, ...; UTC without an offset).`,
    }),
  );

/** Which calls: the account's, narrowed by any of the filters (all must hold). */
export const RequestLogFilters = Type.Object({
  userId: Type.Optional(
    Type.String({
      maxLength: 64,
      description: `Superusers only: whose log (a user id; '${ALL_USERS}' is not one). Default: the caller.`,
    }),
  ),
  apiKeyId: Type.Optional(
    Type.String({ maxLength: 64, description: "Only this key's calls; a key of the account whose log is shown." }),
  ),
  endpoint: Type.Optional(
    Type.String({
      maxLength: MAX_ENDPOINT_NAME_LENGTH,
      description:
        "Only calls counted under this endpoint name, as top endpoints name it: `/football/live`, or with its provider, `/api/flashscore/football/live` (that provider's calls only: both count unknown paths under `/{unlisted}`).",
    }),
  ),
  statusClass: Type.Optional(StringEnum(STATUS_CLASSES, { description: 'Only answers with a status of this class.' })),
  cacheStatus: Type.Optional(
    StringEnum(CACHE_STATUSES, {
      description: 'HIT or STALE (from the cache), MISS (from the provider), NONE (answered by the proxy itself).',
    }),
  ),
  dateFrom: isoDate('Calls at or after this moment; the log keeps the last 30 UTC days, today included'),
  dateTo: isoDate('Calls before this moment; default: everything metered so far'),
  requestId: Type.Optional(
    Type.String({
      maxLength: 128,
      description: 'Only the call whose answer carried this X-Request-Id (one row, or none).',
    }),
  ),
});
export type RequestLogFilters = Static<typeof RequestLogFilters>;

export const RequestLogQuery = Type.Object({ ...RequestLogFilters.properties, ...CursorPageQuery.properties });
export type RequestLogQuery = Static<typeof RequestLogQuery>;
export const RequestLogQueryRest = snakeCased(RequestLogQuery);
export const RequestLogExportQueryRest = snakeCased(RequestLogFilters);
export const RequestLogArgs = argsTypeOf('RequestLogArgs', RequestLogQuery);

const RequestLogEntryShape = Type.Object({
  occurredAt: Timestamp({ description: 'When the call was answered (UTC).' }),
  requestId: Type.String({ description: 'The X-Request-Id its answer carried.' }),
  apiKeyId: Type.String({ format: 'uuid' }),
  keyName: Type.String({ description: "The key's name now." }),
  method: Type.String({ description: 'GET or HEAD.' }),
  path: Type.String({
    description:
      'The path as called (ids and all, after /api/<provider>, no query string); the endpoint name for calls metered before paths were kept.',
  }),
  provider: Type.String(),
  endpoint: Type.String({ description: 'The endpoint name the call is counted under in the usage figures.' }),
  status: Type.Integer(),
  latencyMs: Type.Number(),
  bytes: Type.Integer({ description: 'Response body bytes.' }),
  cacheStatus: Type.String({ description: 'HIT, STALE, MISS or NONE (answered by the proxy itself).' }),
});
export type RequestLogEntry = Static<typeof RequestLogEntryShape>;

// A shape nested in another gets its type first.
objectTypeOf('RequestLogEntry', RequestLogEntryShape);
export const RequestLogEntryPublic = restAnswer(RequestLogEntryShape, 'RequestLogEntry');

const RequestLogPageShape = Type.Object(
  {
    userId: Type.String({ format: 'uuid', description: 'Whose log.' }),
    dateFrom: Timestamp({ description: 'The range read: from (inclusive)...' }),
    dateTo: Timestamp({ description: '...to (exclusive): dateTo, or now (everything metered so far).' }),
    data: Type.Array(RequestLogEntryShape, { maxItems: MAX_CURSOR_PAGE_SIZE, description: 'Newest first.' }),
    nextCursor: Nullable(Type.String({ description: 'The cursor of the next (older) page; null on the last page.' })),
  },
  { description: "A page of an account's request log, newest first." },
);
export type RequestLogPage = Static<typeof RequestLogPageShape>;

export const RequestLogPageType = objectTypeOf('RequestLogPage', RequestLogPageShape);
export const RequestLogPagePublic = restAnswer(RequestLogPageShape, 'RequestLogPage');
