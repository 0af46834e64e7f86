// The usage endpoints' query strings, described once: the JSON answers (usage.routes.ts) and
// their CSV exports (usage-export.routes.ts) take the same filters with the same words, and hand
// them to the service under its names (the *Filters functions).
import { Type, type Static } from 'typebox';
import { StringEnum } from '../../shared/api-shape.js';
import {
  ALL_USERS,
  BUCKET_SIZES,
  DEFAULT_WINDOW,
  KEYS_LIMIT,
  TOP_ENDPOINTS_LIMIT,
  WINDOWS,
  type LimitBounds,
} from './usage.rules.js';

const windowParam = Type.Optional(
  StringEnum(WINDOWS, {
    default: DEFAULT_WINDOW,
    description:
      'The last 60 UTC minutes (1h), 24 UTC hours (24h), 168 UTC hours (7d), or 30 or 90 UTC days, the current one included.',
  }),
);
const userIdParam = Type.Optional(
  Type.String({
    description: `Superusers only: whose usage (a user id, or '${ALL_USERS}' for the whole platform); others may only name themselves. Default: the caller.`,
  }),
);
const apiKeyIdParam = Type.Optional(
  Type.String({ description: "Only this key's calls; it must be a key of the user whose usage is shown." }),
);
const limitParam = (bounds: LimitBounds) =>
  Type.Optional(Type.Integer({ minimum: bounds.min, maximum: bounds.max, default: bounds.default }));
const isoDate = (what: string) =>
  Type.Optional(
    Type.String({ description: `${what}, ISO 8601 (2026-01-31, 2026-01-31T12:00:00Z, ...; UTC without an offset).` }),
  );

export const SummaryQuery = Type.Object({ window: windowParam, user_id: userIdParam });

export const TimeseriesQuery = Type.Object({
  interval: Type.Optional(
    StringEnum(BUCKET_SIZES, {
      description:
        'Bucket size; by default the finest that gives at most 400 buckets, among those kept for the range (minute buckets are kept for the last days only).',
    }),
  ),
  date_from: isoDate('Range start (inclusive); default date_to minus 24 hours'),
  date_to: isoDate('Range end (exclusive); default now'),
  api_key_id: apiKeyIdParam,
  user_id: userIdParam,
});

export const TopEndpointsQuery = Type.Object({
  window: windowParam,
  limit: limitParam(TOP_ENDPOINTS_LIMIT),
  user_id: userIdParam,
});

export const KeysQuery = Type.Object({ window: windowParam, limit: limitParam(KEYS_LIMIT), user_id: userIdParam });

export const StatusesQuery = Type.Object({ window: windowParam, api_key_id: apiKeyIdParam, user_id: userIdParam });

/** A query's filters under the service's names: the same words, camel-cased. */
export const summaryFilters = (query: Static<typeof SummaryQuery>) => ({
  window: query.window,
  userId: query.user_id,
});

export const timeseriesFilters = (query: Static<typeof TimeseriesQuery>) => ({
  interval: query.interval,
  dateFrom: query.date_from,
  dateTo: query.date_to,
  apiKeyId: query.api_key_id,
  userId: query.user_id,
});

/** The top endpoints' and the keys' filters: a window and how many of the first to answer. */
export const rankingFilters = (query: Static<typeof TopEndpointsQuery> | Static<typeof KeysQuery>) => ({
  window: query.window,
  limit: query.limit,
  userId: query.user_id,
});

export const statusesFilters = (query: Static<typeof StatusesQuery>) => ({
  window: query.window,
  apiKeyId: query.api_key_id,
  userId: query.user_id,
});
