import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { securityFor } from '../../http/access-control.js';
import { detailSchema } from '../../http/schemas.js';
import { usageExportRoutes } from './usage-export.routes.js';
import { KeysQuery, StatusesQuery, SummaryQuery, TimeseriesQuery, TopEndpointsQuery } from './usage.input.js';
import { MAX_TIMESERIES_BUCKETS } from './usage.rules.js';
import { UsageKeysPublic, UsageSummaryPublic, UsageTimeseriesPublic, UsageTopEndpointsPublic } from './usage.type.js';
import { StatusClassUsagePublic, StatusCodeUsagePublic, UsageStatusesPublic } from './usage-statuses.type.js';

const errors = { 403: detailSchema, 404: detailSchema, 422: { type: 'object', properties: { detail: {} } } };

export async function usageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  for (const schema of [
    StatusCodeUsagePublic.schema,
    StatusClassUsagePublic.schema,
    UsageSummaryPublic.schema,
    UsageTimeseriesPublic.schema,
    UsageTopEndpointsPublic.schema,
    UsageKeysPublic.schema,
    UsageStatusesPublic.schema,
  ])
    app.addSchema(schema);
  const common = { config: { access: 'user' as const, cost: 'list' as const } };
  const schema = (summary: string, description: string) => ({
    tags: ['usage'],
    summary,
    description,
    security: securityFor('user'),
  });

  app.get('/usage/summary', {
    ...common,
    schema: {
      operationId: 'readUsageSummary',
      ...schema(
        'Usage totals for a window, with the daily quota',
        'Calls, outcomes, cache-hit ratio, average and p95 latency and bytes since the window start, read from the rollups; and the plan quota used and left today (UTC).',
      ),
      querystring: SummaryQuery,
      response: { 200: UsageSummaryPublic.ref, ...errors },
    },
    handler: async (request) =>
      UsageSummaryPublic.from(
        await request.scope.services.usage.summary(await request.scope.viewer(), {
          window: request.query.window,
          userId: request.query.user_id,
        }),
      ),
  });

  app.get('/usage/timeseries', {
    ...common,
    schema: {
      operationId: 'readUsageTimeseries',
      ...schema(
        'Calls and errors per UTC minute, hour or day',
        `Zero-filled buckets overlapping [date_from, date_to); at most ${MAX_TIMESERIES_BUCKETS} buckets per request.`,
      ),
      querystring: TimeseriesQuery,
      response: { 200: UsageTimeseriesPublic.ref, ...errors },
    },
    handler: async (request) => {
      const { interval, date_from, date_to, api_key_id, user_id } = request.query;
      const viewer = await request.scope.viewer();
      return UsageTimeseriesPublic.from(
        await request.scope.services.usage.timeseries(viewer, {
          interval,
          dateFrom: date_from,
          dateTo: date_to,
          apiKeyId: api_key_id,
          userId: user_id,
        }),
      );
    },
  });

  app.get('/usage/top-endpoints', {
    ...common,
    schema: {
      operationId: 'readTopEndpoints',
      ...schema(
        'Endpoints by calls, with error rate and p95 latency',
        'Normalised paths per provider, most calls first.',
      ),
      querystring: TopEndpointsQuery,
      response: { 200: UsageTopEndpointsPublic.ref, ...errors },
    },
    handler: async (request) =>
      UsageTopEndpointsPublic.from(
        await request.scope.services.usage.topEndpoints(await request.scope.viewer(), {
          window: request.query.window,
          limit: request.query.limit,
          userId: request.query.user_id,
        }),
      ),
  });

  app.get('/usage/keys', {
    ...common,
    schema: {
      operationId: 'readKeyUsage',
      ...schema(
        'Calls and errors per API key',
        'Keys with the most calls first: every key of the account, unused ones included (for the whole platform: the keys used in the window), at most `limit`.',
      ),
      querystring: KeysQuery,
      response: { 200: UsageKeysPublic.ref, ...errors },
    },
    handler: async (request) =>
      UsageKeysPublic.from(
        await request.scope.services.usage.keys(await request.scope.viewer(), {
          window: request.query.window,
          limit: request.query.limit,
          userId: request.query.user_id,
        }),
      ),
  });

  app.get('/usage/statuses', {
    ...common,
    schema: {
      operationId: 'readUsageStatuses',
      ...schema(
        'Calls by status class and exact status code for a window',
        'Calls below 400, client errors but 429, 429 refusals and server errors since the window start, of the account or of one of its keys, each class with its calls per exact status code (200, 404, 429, 502, ...), read from the rollups.',
      ),
      querystring: StatusesQuery,
      response: { 200: UsageStatusesPublic.ref, ...errors },
    },
    handler: async (request) =>
      UsageStatusesPublic.from(
        await request.scope.services.usage.statuses(await request.scope.viewer(), {
          window: request.query.window,
          apiKeyId: request.query.api_key_id,
          userId: request.query.user_id,
        }),
      ),
  });

  await usageExportRoutes(app, { errors, schema });
}
