// The request log over REST: a page of it as JSON, or the whole of it for the same filters as a
// CSV download, streamed. The same service and rules as GraphQL's usageRequestLog.
import type { Readable } from 'node:stream';
import { Type } from 'typebox';
import { typedRoutes } from '../../http/typed-routes.js';
import { camelCased } from '../../shared/api-shape.js';
import { csvAttachment, csvStream, type CsvColumn } from '../../shared/csv-stream.js';
import {
  RequestLogEntryPublic,
  RequestLogExportQueryRest,
  RequestLogFilters,
  RequestLogPagePublic,
  RequestLogQuery,
  RequestLogQueryRest,
  type RequestLogEntry,
} from './request-log.type.js';
import { usageRead } from './usage-read-route.js';

/** The export's columns: the JSON rows' fields, in their order, times in ISO 8601 UTC. */
const CSV_COLUMNS: CsvColumn<RequestLogEntry>[] = [
  { header: 'occurred_at', value: (e) => e.occurredAt.toISOString() },
  { header: 'request_id', value: (e) => e.requestId },
  { header: 'api_key_id', value: (e) => e.apiKeyId },
  { header: 'key_name', value: (e) => e.keyName },
  { header: 'method', value: (e) => e.method },
  { header: 'path', value: (e) => e.path },
  { header: 'provider', value: (e) => e.provider },
  { header: 'endpoint', value: (e) => e.endpoint },
  { header: 'status', value: (e) => e.status },
  { header: 'latency_ms', value: (e) => e.latencyMs },
  { header: 'bytes', value: (e) => e.bytes },
  { header: 'cache_status', value: (e) => e.cacheStatus },
];

export const requestLogRoutes = typedRoutes([RequestLogEntryPublic.schema, RequestLogPagePublic.schema], (app) => {
  app.get('/usage/requests', {
    ...usageRead({
      operationId: 'readRequestLog',
      summary: "The account's calls of the last 30 days, newest first",
      description:
        'One row per metered call (the raw usage events), filtered by key, endpoint, status class, cache status, time range or request id, a page at a time: pass `next_cursor` as `cursor` for the next (older) page.',
      querystring: RequestLogQueryRest,
      answer: RequestLogPagePublic.ref,
    }),
    handler: async (request) => {
      const query = camelCased(RequestLogQuery, request.query);
      const page = await request.scope.services.requestLog.page(await request.scope.viewer(), query);
      return RequestLogPagePublic.from(page);
    },
  });

  app.get('/usage/requests/export', {
    ...usageRead({
      operationId: 'exportRequestLog',
      summary: 'The request log for the same filters, as a CSV download',
      description: `Every matching call, newest first, streamed: a header row (${CSV_COLUMNS.map((c) => c.header).join(', ')}), then one line per call; times in ISO 8601 UTC.`,
      querystring: RequestLogExportQueryRest,
      answer: {
        description: 'CSV (text/csv), sent as an attachment.',
        // A stream of the text: the type provider then lets the handler send the stream.
        content: { 'text/csv': { schema: Type.Unsafe<Readable>({ type: 'string' }) } },
      },
    }),
    handler: async (request, reply) => {
      const filters = camelCased(RequestLogFilters, request.query);
      const batches = await request.scope.services.requestLog.exportBatches(await request.scope.viewer(), filters);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', csvAttachment(`request-log-${day}`))
        .send(csvStream(CSV_COLUMNS, batches));
    },
  });
});
