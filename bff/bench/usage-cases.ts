// The cases `npm run bench:usage` times: each usage endpoint for every window, asked over HTTP
// (queryFor) and computed straight from the raw events for comparison (rawQuery).
import { KEYS_LIMIT, windowStart } from '../dist/modules/usage/usage.rules.js';

export const WINDOWS = ['24h', '7d', '30d', '90d'] as const;
const WINDOW_MS = { '24h': 86_400_000, '7d': 7 * 86_400_000, '30d': 30 * 86_400_000, '90d': 90 * 86_400_000 };

export type Endpoint = 'summary' | 'timeseries' | 'top-endpoints' | 'keys' | 'statuses';
export type Window = (typeof WINDOWS)[number];

/** The query string each case sends; the time series covers the window's range at the default interval. */
export function queryFor(endpoint: Endpoint, window: Window, subject: string, now: Date): string {
  const params = new URLSearchParams({ user_id: subject });
  if (endpoint === 'timeseries') {
    params.set('date_from', new Date(now.getTime() - WINDOW_MS[window]).toISOString());
    params.set('date_to', now.toISOString());
  } else params.set('window', window);
  return params.toString();
}

const INTERVAL: Record<Window, 'hour' | 'day'> = { '24h': 'hour', '7d': 'hour', '30d': 'day', '90d': 'day' };
const BUCKET_MS = { hour: 3_600_000, day: 86_400_000 };

/**
 * The same aggregate straight from usage_events (the p95 exact, with percentile_disc), from the
 * window start the API answered with (the server's clock moves on during the run).
 */
export function rawQuery(
  endpoint: Endpoint,
  window: Window,
  subject: string,
  now: Date,
  apiWindowStart: string | undefined,
): { text: string; values: unknown[] } {
  const who = subject === 'all' ? 'true' : 'user_id = $2';
  const values: unknown[] = [apiWindowStart ?? windowStart(window, now).toISOString()];
  if (subject !== 'all') values.push(subject);
  const p95 = 'percentile_disc(0.95) within group (order by latency_ms)';
  switch (endpoint) {
    case 'summary': {
      const today = new Date(Math.floor(now.getTime() / 86_400_000) * 86_400_000).toISOString();
      const quota =
        subject === 'all'
          ? 'null'
          : `(select count(*) filter (where status <> 429) from usage_events where user_id = $2 and occurred_at >= '${today}')`;
      return {
        text: `select count(*) as calls, count(*) filter (where status < 400) as successes, count(*) filter (where status between 400 and 499) as client_errors,
            count(*) filter (where status >= 500) as server_errors, count(*) filter (where status = 429) as rate_limited,
            count(*) filter (where cache_status in ('HIT', 'STALE')) as cache_hits, sum(bytes) as bytes, avg(latency_ms) as avg_latency, ${p95} as p95,
            ${quota} as quota_used
          from usage_events where ${who} and occurred_at >= $1`,
        values,
      };
    }
    case 'timeseries': {
      const interval = INTERVAL[window];
      const size = BUCKET_MS[interval];
      const from = Math.floor((now.getTime() - WINDOW_MS[window]) / size) * size;
      const to = Math.ceil(now.getTime() / size) * size;
      values[0] = new Date(from).toISOString();
      return {
        text: `select date_trunc('${interval}', occurred_at, 'UTC') as bucket, count(*) as calls, count(*) filter (where status >= 400) as errors, ${p95} as p95
          from usage_events where ${who} and occurred_at >= $1 and occurred_at < '${new Date(to).toISOString()}' group by 1 order by 1`,
        values,
      };
    }
    case 'top-endpoints':
      return {
        text: `select provider, endpoint, count(*) as calls, count(*) filter (where status >= 400) as errors, avg(latency_ms) as avg_latency, ${p95} as p95
          from usage_events where ${who} and occurred_at >= $1 group by 1, 2 order by calls desc, 1, 2 limit 10`,
        values,
      };
    case 'statuses':
      return {
        text: `select status, count(*) as calls from usage_events where ${who} and occurred_at >= $1 group by 1 order by 1`,
        values,
      };
    case 'keys':
      return {
        text: `select k.id, k.name, k.prefix, k.revoked_at, k.last_used_at, coalesce(c.calls, 0) as calls, coalesce(c.errors, 0) as errors
          from api_keys k ${subject === 'all' ? '' : 'left '}join (
            select api_key_id, count(*) as calls, count(*) filter (where status >= 400) as errors
            from usage_events where ${who} and occurred_at >= $1 group by 1
          ) c on c.api_key_id = k.id ${subject === 'all' ? '' : 'where k.user_id = $2'} order by 6 desc limit ${KEYS_LIMIT.default}`,
        values,
      };
  }
}
