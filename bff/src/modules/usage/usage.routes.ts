import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { securityFor } from '../../http/access-control.js';
import { detailSchema } from '../../http/schemas.js';
import { StringEnum } from '../../shared/api-shape.js';
import {
  ALL_USERS,
  BUCKET_SIZES,
  DEFAULT_WINDOW,
  MAX_TIMESERIES_BUCKETS,
  KEYS_LIMIT,
  TOP_ENDPOINTS_LIMIT,
  WINDOWS,
  type LimitBounds,
} from './usage.rules.js';
import {
  toUsageKeysPublic,
  toUsageSummaryPublic,
  toUsageTimeseriesPublic,
  toUsageTopEndpointsPublic,
  usageKeysSchema,
  usageSummarySchema,
  usageTimeseriesSchema,
  usageTopEndpointsSchema,
} from './usage.rest.js';

const windowParam = Type.Optional(
  StringEnum(WINDOWS, {
    default: DEFAULT_WINDOW,
    description: 'The last 24 UTC hours (24h), 168 UTC hours (7d), or 30 or 90 UTC days, the current one included.',
  }),
);
const userIdParam = Type.Optional(
  Type.String({
    description: `Superusers only: whose usage (a user id, or '${ALL_USERS}' for the whole platform); others may only name themselves. Default: the caller.`,
  }),
);
const limitParam = (bounds: LimitBounds) =>
  Type.Optional(Type.Integer({ minimum: bounds.min, maximum: bounds.max, default: bounds.default }));
const isoDate = (what: string) =>
  Type.Optional(
    Type.String({ description: `${what}, ISO 8601 (2026-01-31, 2026-01-31T12:00:00Z, ...; UTC without an offset).` }),
  );
const errors = { 403: detailSchema, 404: detailSchema, 422: { type: 'object', properties: { detail: {} } } };

export async function usageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  for (const schema of [usageSummarySchema, usageTimeseriesSchema, usageTopEndpointsSchema, usageKeysSchema])
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
      querystring: Type.Object({ window: windowParam, user_id: userIdParam }),
      response: { 200: { $ref: 'UsageSummary#' }, ...errors },
    },
    handler: async (request) =>
      toUsageSummaryPublic(
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
      querystring: Type.Object({
        interval: Type.Optional(
          StringEnum(BUCKET_SIZES, {
            description: 'Bucket size; by default the finest that gives at most 400 buckets.',
          }),
        ),
        date_from: isoDate('Range start (inclusive); default date_to minus 24 hours'),
        date_to: isoDate('Range end (exclusive); default now'),
        api_key_id: Type.Optional(
          Type.String({ description: "Only this key's calls; it must be a key of the user whose usage is shown." }),
        ),
        user_id: userIdParam,
      }),
      response: { 200: { $ref: 'UsageTimeseries#' }, ...errors },
    },
    handler: async (request) => {
      const { interval, date_from, date_to, api_key_id, user_id } = request.query;
      const viewer = await request.scope.viewer();
      return toUsageTimeseriesPublic(
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
      querystring: Type.Object({ window: windowParam, limit: limitParam(TOP_ENDPOINTS_LIMIT), user_id: userIdParam }),
      response: { 200: { $ref: 'UsageTopEndpoints#' }, ...errors },
    },
    handler: async (request) =>
      toUsageTopEndpointsPublic(
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
      querystring: Type.Object({ window: windowParam, limit: limitParam(KEYS_LIMIT), user_id: userIdParam }),
      response: { 200: { $ref: 'UsageKeys#' }, ...errors },
    },
    handler: async (request) =>
      toUsageKeysPublic(
        await request.scope.services.usage.keys(await request.scope.viewer(), {
          window: request.query.window,
          limit: request.query.limit,
          userId: request.query.user_id,
        }),
      ),
  });
}
