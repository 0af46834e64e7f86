// Writing rollup rows (folded by rollups.ts) and raw-event partitions.
import { arrayLiteral } from '../../db/array-literal.js';
import { histogramAddSql } from './latency-histogram.js';
import type { RollupRow } from './rollups.js';

/**
 * Inserts rollup rows as new rows: one statement whatever the number of rows, its columns bound
 * as array literals ($1..$17, see rollupRowParams). For buckets that hold nothing yet (a bulk
 * build); the metering path adds with UPSERT_ROLLUPS_SQL.
 */
export const INSERT_ROLLUPS_SQL = `
  insert into usage_rollups as r (subject_id, grain, bucket_size, bucket_start, api_key_id, provider, endpoint,
    calls, successes, client_errors, server_errors, rate_limited, cache_hits, bytes, latency_ms_sum, latency_buckets, latency_ms_max)
  select subject_id, grain, bucket_size, bucket_start, api_key_id, provider, endpoint,
    calls, successes, client_errors, server_errors, rate_limited, cache_hits, bytes, latency_ms_sum, latency_buckets::int[], latency_ms_max
  from unnest($1::uuid[], $2::text[], $3::text[], $4::timestamptz[], $5::uuid[], $6::text[], $7::text[],
    $8::int[], $9::int[], $10::int[], $11::int[], $12::int[], $13::int[], $14::bigint[], $15::float8[], $16::text[], $17::real[])
    as t(subject_id, grain, bucket_size, bucket_start, api_key_id, provider, endpoint,
      calls, successes, client_errors, server_errors, rate_limited, cache_hits, bytes, latency_ms_sum, latency_buckets, latency_ms_max)`;

/** Adds rollup rows to usage_rollups, creating or adding to each (same parameters). */
export const UPSERT_ROLLUPS_SQL = `${INSERT_ROLLUPS_SQL}
  on conflict (subject_id, grain, bucket_size, bucket_start, api_key_id, provider, endpoint) do update set
    calls = r.calls + excluded.calls, successes = r.successes + excluded.successes,
    client_errors = r.client_errors + excluded.client_errors, server_errors = r.server_errors + excluded.server_errors,
    rate_limited = r.rate_limited + excluded.rate_limited, cache_hits = r.cache_hits + excluded.cache_hits,
    bytes = r.bytes + excluded.bytes, latency_ms_sum = r.latency_ms_sum + excluded.latency_ms_sum,
    latency_buckets = ${histogramAddSql('r.latency_buckets', 'excluded.latency_buckets')},
    latency_ms_max = greatest(r.latency_ms_max, excluded.latency_ms_max)`;

/** UPSERT_ROLLUPS_SQL's parameters: one array literal per column. */
export function rollupRowParams(rows: readonly RollupRow[]): string[] {
  const column = <T extends string | number>(value: (row: RollupRow) => T) => arrayLiteral(rows.map(value));
  return [
    column((r) => r.subjectId), column((r) => r.grain), column((r) => r.size), column((r) => new Date(r.bucketStart).toISOString()),
    column((r) => r.apiKeyId), column((r) => r.provider), column((r) => r.endpoint),
    column((r) => r.calls), column((r) => r.successes), column((r) => r.clientErrors), column((r) => r.serverErrors),
    column((r) => r.rateLimited), column((r) => r.cacheHits), column((r) => r.bytes), column((r) => r.latencyMsSum),
    column((r) => `{${r.histogram.join(',')}}`), column((r) => r.latencyMsMax),
  ];
}

/**
 * Creates the raw-event partitions of the given UTC days that do not exist yet; `daysParam` is
 * the placeholder of a date[] parameter ('?' for the ORM, '$1' for the pg pool).
 */
export const ensureEventPartitionsSql = (daysParam: string) => `select usage_events_ensure_partition(day) from unnest(${daysParam}::date[]) as days(day)`;
