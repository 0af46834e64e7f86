// CSV exports of the usage tables: the same filters, access and figures as the JSON endpoints
// (usage.routes.ts), read through the same service methods, answered as a streamed attachment
// (shared/csv-stream.ts) whose columns carry the JSON answers' field names, times in ISO 8601 UTC.
import type { FastifyReply } from 'fastify';
import type { TypedApp } from '../../http/typed-routes.js';
import { csvAttachment, csvStream, type CsvColumn } from '../../shared/csv-stream.js';
import {
  KeysQuery,
  rankingFilters,
  StatusesQuery,
  statusesFilters,
  TimeseriesQuery,
  timeseriesFilters,
  TopEndpointsQuery,
} from './usage.input.js';
import { usageRead } from './usage-read-route.js';
import type { EndpointUsage, KeyUsage, UsageBucket } from './usage.type.js';
import type { StatusClassUsage } from './usage-statuses.type.js';

const TIMESERIES_COLUMNS: CsvColumn<UsageBucket>[] = [
  { header: 'start', value: (b) => b.start.toISOString() },
  { header: 'calls', value: (b) => b.calls },
  { header: 'errors', value: (b) => b.errors },
  { header: 'client_errors', value: (b) => b.clientErrors },
  { header: 'server_errors', value: (b) => b.serverErrors },
  { header: 'p95_latency_ms', value: (b) => b.p95LatencyMs },
];

const TOP_ENDPOINTS_COLUMNS: CsvColumn<EndpointUsage>[] = [
  { header: 'provider', value: (e) => e.provider },
  { header: 'endpoint', value: (e) => e.endpoint },
  { header: 'calls', value: (e) => e.calls },
  { header: 'errors', value: (e) => e.errors },
  { header: 'error_rate', value: (e) => e.errorRate },
  { header: 'avg_latency_ms', value: (e) => e.avgLatencyMs },
  { header: 'p95_latency_ms', value: (e) => e.p95LatencyMs },
];

const KEYS_COLUMNS: CsvColumn<KeyUsage>[] = [
  { header: 'id', value: (k) => k.id },
  { header: 'user_id', value: (k) => k.userId },
  { header: 'name', value: (k) => k.name },
  { header: 'prefix', value: (k) => k.prefix },
  { header: 'is_revoked', value: (k) => String(k.isRevoked) },
  { header: 'is_expired', value: (k) => String(k.isExpired) },
  { header: 'calls', value: (k) => k.calls },
  { header: 'errors', value: (k) => k.errors },
  { header: 'last_used_at', value: (k) => k.lastUsedAt?.toISOString() ?? null },
];

/** A record of the statuses export: one exact code of a class, or (statusCode null) the class's calls without one. */
type StatusCsvRecord = Pick<StatusClassUsage, 'statusClass' | 'codes'> & {
  statusCode: number | null;
  reason: string | null;
  calls: number;
  share: number | null;
};

const STATUSES_COLUMNS: CsvColumn<StatusCsvRecord>[] = [
  { header: 'status_class', value: (s) => s.statusClass },
  { header: 'codes', value: (s) => s.codes },
  { header: 'status_code', value: (s) => s.statusCode },
  { header: 'reason', value: (s) => s.reason },
  { header: 'calls', value: (s) => s.calls },
  { header: 'share', value: (s) => s.share },
];

/**
 * The breakdown flattened: per class, in the answer's order, a record per exact code, then one
 * with an empty status_code for its calls without a code when it has any, or when it has no
 * code at all (so every class is there, zeros included). The calls column adds up to the window's calls.
 */
function statusCsvRecords(classes: readonly StatusClassUsage[]): StatusCsvRecord[] {
  return classes.flatMap(({ statusClass, codes, share, calls, statusCodes, callsWithoutCode }) => {
    const records: StatusCsvRecord[] = statusCodes.map((code) => ({ statusClass, codes, ...code }));
    if (callsWithoutCode > 0 || records.length === 0) {
      const withoutShare = share === null || calls === 0 ? share : (share * callsWithoutCode) / calls;
      records.push({
        statusClass,
        codes,
        statusCode: null,
        reason: null,
        calls: callsWithoutCode,
        share: withoutShare,
      });
    }
    return records;
  });
}

const csvAnswer = (columns: readonly CsvColumn<never>[], rows: string) => ({
  description: `CSV (RFC 4180, UTF-8), an attachment: a header row (${columns.map((c) => c.header).join(', ')}), then ${rows}. Times are ISO 8601 in UTC; an empty cell is null.`,
  content: { 'text/csv': { schema: { type: 'string' } } },
});

/** 2026-11-27T10:00:00.000Z → 20261127T1000Z: a moment in a file name. */
const fileTimeOf = (date: Date) =>
  date
    .toISOString()
    .replace(/:\d{2}\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

const fileName = (what: string, from: Date, to: Date) => `usage-${what}-${fileTimeOf(from)}-${fileTimeOf(to)}`;

/** Answers the rows (bounded like the JSON answer's) as a CSV attachment, written as they are made. */
function sendCsv<T>(reply: FastifyReply, name: string, columns: readonly CsvColumn<T>[], rows: T[]): FastifyReply {
  async function* oneBatch() {
    yield rows;
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', csvAttachment(name))
    .send(csvStream(columns, oneBatch()));
}

/** The CSV twins of the JSON reads, declared by usage.routes.ts in its own plugin. */
export function declareUsageExports(app: TypedApp) {
  app.get('/usage/timeseries.csv', {
    ...usageRead({
      operationId: 'exportUsageTimeseries',
      summary: 'The time series as CSV',
      description: 'The buckets of GET /api/usage/timeseries, same filters and rules.',
      querystring: TimeseriesQuery,
      answer: csvAnswer(TIMESERIES_COLUMNS, 'one row per bucket, oldest first'),
    }),
    handler: async (request, reply) => {
      const series = await request.scope.services.usage.timeseries(
        await request.scope.viewer(),
        timeseriesFilters(request.query),
      );
      return sendCsv(reply, fileName('timeseries', series.dateFrom, series.dateTo), TIMESERIES_COLUMNS, series.data);
    },
  });

  app.get('/usage/top-endpoints.csv', {
    ...usageRead({
      operationId: 'exportTopEndpoints',
      summary: 'Top endpoints as CSV',
      description: 'The endpoints of GET /api/usage/top-endpoints, same filters and rules.',
      querystring: TopEndpointsQuery,
      answer: csvAnswer(TOP_ENDPOINTS_COLUMNS, 'one row per endpoint, most calls first'),
    }),
    handler: async (request, reply) => {
      const top = await request.scope.services.usage.topEndpoints(
        await request.scope.viewer(),
        rankingFilters(request.query),
      );
      return sendCsv(reply, fileName('top-endpoints', top.dateFrom, top.dateTo), TOP_ENDPOINTS_COLUMNS, top.data);
    },
  });

  app.get('/usage/keys.csv', {
    ...usageRead({
      operationId: 'exportKeyUsage',
      summary: 'Usage per API key as CSV',
      description: 'The keys of GET /api/usage/keys, same filters and rules.',
      querystring: KeysQuery,
      answer: csvAnswer(KEYS_COLUMNS, 'one row per key, most calls first'),
    }),
    handler: async (request, reply) => {
      const keys = await request.scope.services.usage.keys(await request.scope.viewer(), rankingFilters(request.query));
      return sendCsv(reply, fileName('keys', keys.dateFrom, keys.dateTo), KEYS_COLUMNS, keys.data);
    },
  });

  app.get('/usage/statuses.csv', {
    ...usageRead({
      operationId: 'exportUsageStatuses',
      summary: 'Calls by status code as CSV',
      description: 'The classes and exact codes of GET /api/usage/statuses, same filters and rules.',
      querystring: StatusesQuery,
      answer: csvAnswer(
        STATUSES_COLUMNS,
        'per status class (success, client_error, rate_limited, server_error) one row per exact status code, lowest first, then one with an empty status_code for its calls without a code when it has any or no code at all; the calls column adds up to the window’s calls',
      ),
    }),
    handler: async (request, reply) => {
      const statuses = await request.scope.services.usage.statuses(
        await request.scope.viewer(),
        statusesFilters(request.query),
      );
      return sendCsv(
        reply,
        fileName('statuses', statuses.dateFrom, statuses.dateTo),
        STATUSES_COLUMNS,
        statusCsvRecords(statuses.data),
      );
    },
  });
}
