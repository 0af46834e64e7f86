// The usage answers' REST face: JSON schemas and converters in snake_case. The GraphQL face, with
// the same fields from the same service, is usage.type.ts.
import type {
  EndpointUsage,
  KeysUsage,
  KeyUsage,
  TopEndpoints,
  UsageBucket,
  UsageQuota,
  UsageSummary,
  UsageTimeseries,
} from './usage.service.js';
import { WINDOWS } from './usage.rules.js';

const integer = { type: 'integer' } as const;
const number = { type: 'number' } as const;
const nullableNumber = { type: ['number', 'null'] } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const nullableId = { type: ['string', 'null'], format: 'uuid' } as const;
const windowFields = {
  window: { type: 'string', enum: WINDOWS },
  user_id: { ...nullableId, description: 'Whose usage; null for the whole platform.' },
  date_from: { ...dateTime, description: 'Window start: a whole UTC minute (1h), hour (24h, 7d) or day (30d, 90d).' },
  date_to: { ...dateTime, description: 'Now: the window ends with what has been metered so far.' },
} as const;
const windowRequired = ['window', 'user_id', 'date_from', 'date_to'] as const;

const quotaSchema = {
  type: ['object', 'null'],
  description: "The plan's daily quota; null for the whole platform.",
  properties: {
    plan: { type: 'string' },
    limit: integer,
    used: { ...integer, description: 'Calls today (UTC) that counted against the quota: all but 429 refusals.' },
    remaining: integer,
    period_start: dateTime,
    resets_at: dateTime,
  },
  required: ['plan', 'limit', 'used', 'remaining', 'period_start', 'resets_at'],
} as const;

export const usageSummarySchema = {
  $id: 'UsageSummary',
  type: 'object',
  properties: {
    ...windowFields,
    calls: integer,
    successful_calls: { ...integer, description: 'Answers with a status below 400.' },
    errors: { ...integer, description: 'client_errors + server_errors.' },
    client_errors: { ...integer, description: 'Answers 400-499, 429 included.' },
    server_errors: { ...integer, description: 'Answers 500 and above.' },
    rate_limited_calls: { ...integer, description: 'Answers 429.' },
    cache_hits: { ...integer, description: 'Answers served from the cache, fresh or stale.' },
    error_rate: {
      ...nullableNumber,
      description: 'errors / calls; null without calls (as are the other ratios and latencies).',
    },
    cache_hit_ratio: nullableNumber,
    avg_latency_ms: nullableNumber,
    p95_latency_ms: {
      ...nullableNumber,
      description:
        'From the rollups’ latency histograms: the upper bound of the bucket holding the p95 (or the largest latency if smaller), so never below the true p95.',
    },
    bytes: integer,
    quota: quotaSchema,
  },
  required: [
    ...windowRequired,
    'calls',
    'successful_calls',
    'errors',
    'client_errors',
    'server_errors',
    'rate_limited_calls',
    'cache_hits',
    'error_rate',
    'cache_hit_ratio',
    'avg_latency_ms',
    'p95_latency_ms',
    'bytes',
    'quota',
  ],
} as const;

export const usageTimeseriesSchema = {
  $id: 'UsageTimeseries',
  type: 'object',
  properties: {
    interval: { type: 'string', enum: ['minute', 'hour', 'day'] },
    date_from: dateTime,
    date_to: dateTime,
    user_id: nullableId,
    api_key_id: nullableId,
    data: {
      type: 'array',
      description:
        'Every UTC bucket overlapping [date_from, date_to), zero-filled, oldest first; the first and last may reach past the range.',
      items: {
        type: 'object',
        properties: {
          start: dateTime,
          calls: integer,
          errors: integer,
          client_errors: integer,
          server_errors: integer,
          p95_latency_ms: nullableNumber,
        },
        required: ['start', 'calls', 'errors', 'client_errors', 'server_errors', 'p95_latency_ms'],
      },
    },
  },
  required: ['interval', 'date_from', 'date_to', 'user_id', 'api_key_id', 'data'],
} as const;

export const usageTopEndpointsSchema = {
  $id: 'UsageTopEndpoints',
  type: 'object',
  properties: {
    ...windowFields,
    data: {
      type: 'array',
      description: 'Most calls first.',
      items: {
        type: 'object',
        properties: {
          provider: { type: 'string' },
          endpoint: { type: 'string', description: 'The normalised path (ids replaced).' },
          calls: integer,
          errors: integer,
          error_rate: number,
          avg_latency_ms: number,
          p95_latency_ms: nullableNumber,
        },
        required: ['provider', 'endpoint', 'calls', 'errors', 'error_rate', 'avg_latency_ms', 'p95_latency_ms'],
      },
    },
  },
  required: [...windowRequired, 'data'],
} as const;

export const usageKeysSchema = {
  $id: 'UsageKeys',
  type: 'object',
  properties: {
    ...windowFields,
    data: {
      type: 'array',
      description:
        "One account's keys, unused ones included; for the whole platform the keys used in the window. Most calls first.",
      items: {
        type: 'object',
        properties: {
          id: { type: 'string', format: 'uuid' },
          user_id: { type: 'string', format: 'uuid' },
          name: { type: 'string' },
          prefix: { type: 'string' },
          is_revoked: { type: 'boolean' },
          is_expired: { type: 'boolean', description: 'Whether the key had expired at the end of the window.' },
          calls: integer,
          errors: integer,
          last_used_at: {
            type: ['string', 'null'],
            format: 'date-time',
            description: 'Last use at all, not only within the window.',
          },
        },
        required: ['id', 'user_id', 'name', 'prefix', 'is_revoked', 'is_expired', 'calls', 'errors', 'last_used_at'],
      },
    },
  },
  required: [...windowRequired, 'data'],
} as const;

const iso = (date: Date) => date.toISOString();

function windowPublic(info: { window: string; userId: string | null; dateFrom: Date; dateTo: Date }) {
  return { window: info.window, user_id: info.userId, date_from: iso(info.dateFrom), date_to: iso(info.dateTo) };
}

function quotaPublic(quota: UsageQuota | null) {
  if (!quota) return null;
  return {
    plan: quota.plan,
    limit: quota.limit,
    used: quota.used,
    remaining: quota.remaining,
    period_start: iso(quota.periodStart),
    resets_at: iso(quota.resetsAt),
  };
}

export function toUsageSummaryPublic(s: UsageSummary) {
  return {
    ...windowPublic(s),
    calls: s.calls,
    successful_calls: s.successfulCalls,
    errors: s.errors,
    client_errors: s.clientErrors,
    server_errors: s.serverErrors,
    rate_limited_calls: s.rateLimitedCalls,
    cache_hits: s.cacheHits,
    error_rate: s.errorRate,
    cache_hit_ratio: s.cacheHitRatio,
    avg_latency_ms: s.avgLatencyMs,
    p95_latency_ms: s.p95LatencyMs,
    bytes: s.bytes,
    quota: quotaPublic(s.quota),
  };
}

const bucketPublic = (b: UsageBucket) => ({
  start: iso(b.start),
  calls: b.calls,
  errors: b.errors,
  client_errors: b.clientErrors,
  server_errors: b.serverErrors,
  p95_latency_ms: b.p95LatencyMs,
});

export function toUsageTimeseriesPublic(t: UsageTimeseries) {
  return {
    interval: t.interval,
    date_from: iso(t.dateFrom),
    date_to: iso(t.dateTo),
    user_id: t.userId,
    api_key_id: t.apiKeyId,
    data: t.data.map(bucketPublic),
  };
}

const endpointPublic = (e: EndpointUsage) => ({
  provider: e.provider,
  endpoint: e.endpoint,
  calls: e.calls,
  errors: e.errors,
  error_rate: e.errorRate,
  avg_latency_ms: e.avgLatencyMs,
  p95_latency_ms: e.p95LatencyMs,
});

export function toUsageTopEndpointsPublic(t: TopEndpoints) {
  return { ...windowPublic(t), data: t.data.map(endpointPublic) };
}

const keyPublic = (k: KeyUsage) => ({
  id: k.id,
  user_id: k.userId,
  name: k.name,
  prefix: k.prefix,
  is_revoked: k.isRevoked,
  is_expired: k.isExpired,
  calls: k.calls,
  errors: k.errors,
  last_used_at: k.lastUsedAt ? iso(k.lastUsedAt) : null,
});

export function toUsageKeysPublic(k: KeysUsage) {
  return { ...windowPublic(k), data: k.data.map(keyPublic) };
}
