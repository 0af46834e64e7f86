// The usage answers, each shape written once (shared/api-shape.ts): the service's types are
// derived from them, and so are GraphQL's object types and REST's snake_case schemas and
// converters. The status breakdown's shapes are in usage-statuses.type.ts.
import { Type, type Static } from 'typebox';
import { objectTypeOf } from '../../graphql/typebox-classes.js';
import { Nullable, restAnswer, StringEnum, Timestamp } from '../../shared/api-shape.js';
import { BUCKET_SIZES, KEYS_LIMIT, MAX_TIMESERIES_BUCKETS, TOP_ENDPOINTS_LIMIT, WINDOWS } from './usage.rules.js';

const Id = (description?: string) => Type.String({ format: 'uuid', ...(description ? { description } : {}) });
/** A ratio or latency: null when there were no calls. */
const Measure = (description?: string) => Nullable(Type.Number(description ? { description } : {}));

/** The window every windowed answer reports: which one, whose usage, and its exact bounds. */
const UsageWindowShape = Type.Object({
  window: StringEnum(WINDOWS),
  userId: Nullable(Id('Whose usage; null for the whole platform.')),
  dateFrom: Timestamp({
    description: 'Window start: a whole UTC minute (1h), hour (24h, 7d) or day (30d, 90d).',
  }),
  dateTo: Timestamp({ description: 'Now: the window ends with what has been metered so far.' }),
});
export type UsageWindowInfo = Static<typeof UsageWindowShape>;
/** The window's fields, to head an answer's own. */
export const windowFields = UsageWindowShape.properties;

const UsageQuotaShape = Type.Object(
  {
    plan: Type.String(),
    limit: Type.Integer({ description: 'Calls a day the plan allows.' }),
    used: Type.Integer({ description: 'Calls today (UTC) that counted against the quota: all but 429 refusals.' }),
    remaining: Type.Integer(),
    periodStart: Timestamp(),
    resetsAt: Timestamp(),
  },
  { description: "The plan's daily quota (calls per UTC day)." },
);
export type UsageQuota = Static<typeof UsageQuotaShape>;

const UsageSummaryShape = Type.Object({
  ...windowFields,
  calls: Type.Integer(),
  successfulCalls: Type.Integer({ description: 'Answers with a status below 400.' }),
  errors: Type.Integer({ description: 'Client plus server errors.' }),
  clientErrors: Type.Integer({ description: 'Answers 400-499, 429 included.' }),
  serverErrors: Type.Integer({ description: 'Answers 500 and above.' }),
  rateLimitedCalls: Type.Integer({ description: 'Answers 429.' }),
  cacheHits: Type.Integer({ description: 'Answers served from the cache, fresh or stale.' }),
  errorRate: Measure('errors / calls; null without calls (as are the other ratios and latencies).'),
  cacheHitRatio: Measure(),
  avgLatencyMs: Measure(),
  p95LatencyMs: Measure(
    'From the rollups’ latency histograms: the upper bound of the bucket holding the p95 (or the largest latency if smaller), so never below the true p95.',
  ),
  // int64: a busy platform's bytes outgrow a 32-bit integer (GraphQL's Int), so GraphQL says Float.
  bytes: Type.Integer({ format: 'int64', description: 'Response bytes.' }),
  quota: Nullable({ ...UsageQuotaShape, description: "The plan's daily quota; null for the whole platform." }),
});
export type UsageSummary = Static<typeof UsageSummaryShape>;

const UsageBucketShape = Type.Object({
  start: Timestamp(),
  calls: Type.Integer(),
  errors: Type.Integer(),
  clientErrors: Type.Integer(),
  serverErrors: Type.Integer(),
  p95LatencyMs: Measure(),
});
export type UsageBucket = Static<typeof UsageBucketShape>;

const UsageTimeseriesShape = Type.Object({
  interval: StringEnum(BUCKET_SIZES),
  dateFrom: Timestamp(),
  dateTo: Timestamp(),
  userId: Nullable(Id()),
  apiKeyId: Nullable(Id()),
  data: Type.Array(UsageBucketShape, {
    maxItems: MAX_TIMESERIES_BUCKETS,
    description:
      'Every UTC bucket overlapping the range from dateFrom to dateTo, zero-filled, oldest first; the first and last may reach past the range.',
  }),
});
export type UsageTimeseries = Static<typeof UsageTimeseriesShape>;

const EndpointUsageShape = Type.Object({
  provider: Type.String(),
  endpoint: Type.String({ description: 'The normalised path (ids replaced).' }),
  calls: Type.Integer(),
  errors: Type.Integer(),
  errorRate: Type.Number(),
  avgLatencyMs: Type.Number(),
  p95LatencyMs: Measure(),
});
export type EndpointUsage = Static<typeof EndpointUsageShape>;

const UsageTopEndpointsShape = Type.Object({
  ...windowFields,
  data: Type.Array(EndpointUsageShape, { maxItems: TOP_ENDPOINTS_LIMIT.max, description: 'Most calls first.' }),
});
export type TopEndpoints = Static<typeof UsageTopEndpointsShape>;

const KeyUsageShape = Type.Object({
  id: Id(),
  userId: Id(),
  name: Type.String(),
  prefix: Type.String(),
  isRevoked: Type.Boolean(),
  isExpired: Type.Boolean({ description: 'Whether the key had expired at the end of the window.' }),
  calls: Type.Integer(),
  errors: Type.Integer(),
  lastUsedAt: Nullable(Timestamp({ description: 'Last use at all, not only within the window.' })),
});
export type KeyUsage = Static<typeof KeyUsageShape>;

const UsageKeysShape = Type.Object({
  ...windowFields,
  data: Type.Array(KeyUsageShape, {
    maxItems: KEYS_LIMIT.max,
    description:
      "One account's keys, unused ones included; for the whole platform the keys used in the window. Most calls first.",
  }),
});
export type KeysUsage = Static<typeof UsageKeysShape>;

// A shape nested in another gets its type first.
objectTypeOf('UsageQuota', UsageQuotaShape);
objectTypeOf('UsageBucket', UsageBucketShape);
objectTypeOf('EndpointUsage', EndpointUsageShape);
objectTypeOf('KeyUsage', KeyUsageShape);
export const UsageSummaryType = objectTypeOf('UsageSummary', UsageSummaryShape);
export const UsageTimeseriesType = objectTypeOf('UsageTimeseries', UsageTimeseriesShape);
export const UsageTopEndpointsType = objectTypeOf('UsageTopEndpoints', UsageTopEndpointsShape);
export const UsageKeysType = objectTypeOf('UsageKeys', UsageKeysShape);

export const UsageSummaryPublic = restAnswer(UsageSummaryShape, 'UsageSummary');
export const UsageTimeseriesPublic = restAnswer(UsageTimeseriesShape, 'UsageTimeseries');
export const UsageTopEndpointsPublic = restAnswer(UsageTopEndpointsShape, 'UsageTopEndpoints');
export const UsageKeysPublic = restAnswer(UsageKeysShape, 'UsageKeys');
