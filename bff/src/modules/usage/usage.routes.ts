import { typedRoutes } from '../../http/typed-routes.js';
import { declareUsageExports } from './usage-export.routes.js';
import {
  KeysQuery,
  rankingFilters,
  StatusesQuery,
  statusesFilters,
  SummaryQuery,
  summaryFilters,
  TimeseriesQuery,
  timeseriesFilters,
  TopEndpointsQuery,
} from './usage.input.js';
import { usageRead } from './usage-read-route.js';
import { MAX_TIMESERIES_BUCKETS } from './usage.rules.js';
import { UsageKeysPublic, UsageSummaryPublic, UsageTimeseriesPublic, UsageTopEndpointsPublic } from './usage.type.js';
import { StatusClassUsagePublic, StatusCodeUsagePublic, UsageStatusesPublic } from './usage-statuses.type.js';

export const usageRoutes = typedRoutes(
  [
    StatusCodeUsagePublic.schema,
    StatusClassUsagePublic.schema,
    UsageSummaryPublic.schema,
    UsageTimeseriesPublic.schema,
    UsageTopEndpointsPublic.schema,
    UsageKeysPublic.schema,
    UsageStatusesPublic.schema,
  ],
  (app) => {
    app.get('/usage/summary', {
      ...usageRead({
        operationId: 'readUsageSummary',
        summary: 'Usage totals for a window, with the daily quota',
        description:
          'Calls, outcomes, cache-hit ratio, average and p95 latency and bytes since the window start, read from the rollups; and the plan quota used and left today (UTC).',
        querystring: SummaryQuery,
        answer: UsageSummaryPublic.ref,
      }),
      handler: async (request) =>
        UsageSummaryPublic.from(
          await request.scope.services.usage.summary(await request.scope.viewer(), summaryFilters(request.query)),
        ),
    });

    app.get('/usage/timeseries', {
      ...usageRead({
        operationId: 'readUsageTimeseries',
        summary: 'Calls and errors per UTC minute, hour or day',
        description: `Zero-filled buckets overlapping [date_from, date_to); at most ${MAX_TIMESERIES_BUCKETS} buckets per request.`,
        querystring: TimeseriesQuery,
        answer: UsageTimeseriesPublic.ref,
      }),
      handler: async (request) =>
        UsageTimeseriesPublic.from(
          await request.scope.services.usage.timeseries(await request.scope.viewer(), timeseriesFilters(request.query)),
        ),
    });

    app.get('/usage/top-endpoints', {
      ...usageRead({
        operationId: 'readTopEndpoints',
        summary: 'Endpoints by calls, with error rate and p95 latency',
        description: 'Normalised paths per provider, most calls first.',
        querystring: TopEndpointsQuery,
        answer: UsageTopEndpointsPublic.ref,
      }),
      handler: async (request) =>
        UsageTopEndpointsPublic.from(
          await request.scope.services.usage.topEndpoints(await request.scope.viewer(), rankingFilters(request.query)),
        ),
    });

    app.get('/usage/keys', {
      ...usageRead({
        operationId: 'readKeyUsage',
        summary: 'Calls and errors per API key',
        description:
          'Keys with the most calls first: every key of the account, unused ones included (for the whole platform: the keys used in the window), at most `limit`.',
        querystring: KeysQuery,
        answer: UsageKeysPublic.ref,
      }),
      handler: async (request) =>
        UsageKeysPublic.from(
          await request.scope.services.usage.keys(await request.scope.viewer(), rankingFilters(request.query)),
        ),
    });

    app.get('/usage/statuses', {
      ...usageRead({
        operationId: 'readUsageStatuses',
        summary: 'Calls by status class and exact status code for a window',
        description:
          'Calls below 400, client errors but 429, 429 refusals and server errors since the window start, of the account or of one of its keys, each class with its calls per exact status code (200, 404, 429, 502, ...), read from the rollups.',
        querystring: StatusesQuery,
        answer: UsageStatusesPublic.ref,
      }),
      handler: async (request) =>
        UsageStatusesPublic.from(
          await request.scope.services.usage.statuses(await request.scope.viewer(), statusesFilters(request.query)),
        ),
    });

    declareUsageExports(app);
  },
);
