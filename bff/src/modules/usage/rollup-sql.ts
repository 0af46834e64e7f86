// How metered events become rollups. Every event is added, for the hour and the day it falls
// in, to three grains of its user and the same three of the whole platform:
//
//   total    (subject, bucket)                       summary, time series, quota
//   key      (subject, bucket, api_key_id)           per-key usage, the time series of one key
//   endpoint (subject, bucket, provider, endpoint)   top endpoints
//
// and, for its minute, to the user's total and key grains and the platform's total: minute
// buckets only serve minute time series (usage windows are whole hours and days), and every
// minute row costs about one write per event, so only the grains a time series reads get one.
// The key grain also has week buckets (Monday 00:00 UTC): per-key usage of the whole platform
// adds up every key's rows, and weeks cut a 90-day window from 90 rows a key to about 19.
// A key always belongs to one user, so the time series of one key reads its user's key rows.
//
// So every usage query reads rows of one subject and one grain, bounded by buckets × that
// subject's keys or endpoints, and never adds up raw events or other users' rows. The platform
// is the subject PLATFORM_SUBJECT_ID, a uuid no account can have. Dimensions a grain does not
// use hold a placeholder (PLATFORM_SUBJECT_ID for the key, '' for provider and endpoint) so that
// one primary key (subject, grain, size, start, key, provider, endpoint) covers all of them.
import { histogramAddSql, histogramAggregateSql, latencyBucketSql } from './latency-histogram.js';
import type { RollupSize } from './usage.rules.js';

export const PLATFORM_SUBJECT_ID = '00000000-0000-0000-0000-000000000000';

export type RollupGrain = 'total' | 'key' | 'endpoint';

/** The bucket sizes each grain has, finest first, for the window queries (rollupSlices). */
export const GRAIN_SIZES: Record<RollupGrain, readonly RollupSize[]> = {
  total: ['minute', 'hour', 'day'],
  key: ['minute', 'hour', 'day', 'week'],
  endpoint: ['hour', 'day'],
};

const PLATFORM = `'${PLATFORM_SUBJECT_ID}'::uuid`;

/**
 * One statement that adds the events of `source` (a relation or parenthesised query with
 * usage_events' columns) to their rollups, creating or adding to them. The metering path runs it
 * on each batch it inserts.
 */
export function addEventsToRollupsSql(source: string): string {
  return `${insertRollupsSql(source)}
  on conflict (subject_id, grain, bucket_size, bucket_start, api_key_id, provider, endpoint) do update set
    calls = r.calls + excluded.calls, successes = r.successes + excluded.successes,
    client_errors = r.client_errors + excluded.client_errors, server_errors = r.server_errors + excluded.server_errors,
    rate_limited = r.rate_limited + excluded.rate_limited, cache_hits = r.cache_hits + excluded.cache_hits,
    bytes = r.bytes + excluded.bytes, latency_ms_sum = r.latency_ms_sum + excluded.latency_ms_sum,
    latency_buckets = ${histogramAddSql('r.latency_buckets', 'excluded.latency_buckets')},
    latency_ms_max = greatest(r.latency_ms_max, excluded.latency_ms_max)`;
}

/**
 * The same rollups as new rows only, for a bulk build where no rollup of those buckets exists
 * yet (the usage benchmark builds them one day at a time); cheaper than checking each for a
 * conflict.
 */
export function insertRollupsSql(source: string): string {
  return `
  insert into usage_rollups as r (subject_id, grain, bucket_size, bucket_start, api_key_id, provider, endpoint,
    calls, successes, client_errors, server_errors, rate_limited, cache_hits, bytes, latency_ms_sum, latency_buckets, latency_ms_max)
  select
    case when grouping(e.user_id) = 0 then e.user_id else ${PLATFORM} end,
    case when grouping(e.api_key_id) = 0 then 'key' when grouping(e.endpoint) = 0 then 'endpoint' else 'total' end,
    s.size, date_trunc(s.size, e.occurred_at, 'UTC'),
    coalesce(e.api_key_id, ${PLATFORM}), coalesce(e.provider, ''), coalesce(e.endpoint, ''),
    count(*), count(*) filter (where e.status < 400), count(*) filter (where e.status between 400 and 499),
    count(*) filter (where e.status >= 500), count(*) filter (where e.status = 429),
    count(*) filter (where e.cache_status in ('HIT', 'STALE')), sum(e.bytes), sum(e.latency_ms::double precision),
    ${histogramAggregateSql('e.latency_bucket')}, max(e.latency_ms)
  from (select *, ${latencyBucketSql('latency_ms')} as latency_bucket from ${source} events) e
    cross join (values ('minute'), ('hour'), ('day'), ('week')) as s(size)
  group by s.size, date_trunc(s.size, e.occurred_at, 'UTC'),
    grouping sets ((e.user_id), (e.user_id, e.api_key_id), (e.user_id, e.provider, e.endpoint), (), (e.api_key_id), (e.provider, e.endpoint))
  having case s.size
    when 'minute' then grouping(e.endpoint) = 1 and (grouping(e.user_id) = 0 or grouping(e.api_key_id) = 1)
    when 'week' then grouping(e.api_key_id) = 0
    else true end`;
}

/**
 * Creates the raw-event partitions of the given UTC days that do not exist yet; `daysParam` is
 * the placeholder of a date[] parameter ('?' for the ORM, '$1' for the pg pool).
 */
export const ensureEventPartitionsSql = (daysParam: string) => `select usage_events_ensure_partition(day) from unnest(${daysParam}::date[]) as days(day)`;
