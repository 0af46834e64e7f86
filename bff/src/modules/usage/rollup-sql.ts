// Writing rollup rows (folded by rollups.ts) and raw-event partitions.
import { unnestInsert } from '../../db/unnest-insert.js';
import { histogramAddSql } from './latency-histogram.js';
import type { RollupRow } from './rollups.js';

const ROLLUP_INSERT = unnestInsert<RollupRow>('usage_rollups as r', [
  { name: 'subject_id', type: 'uuid', value: (r) => r.subjectId },
  { name: 'grain', type: 'text', value: (r) => r.grain },
  { name: 'bucket_size', type: 'text', value: (r) => r.size },
  { name: 'bucket_start', type: 'timestamptz', value: (r) => new Date(r.bucketStart).toISOString() },
  { name: 'api_key_id', type: 'uuid', value: (r) => r.apiKeyId },
  { name: 'provider', type: 'text', value: (r) => r.provider },
  { name: 'endpoint', type: 'text', value: (r) => r.endpoint },
  { name: 'calls', type: 'int', value: (r) => r.calls },
  { name: 'successes', type: 'int', value: (r) => r.successes },
  { name: 'client_errors', type: 'int', value: (r) => r.clientErrors },
  { name: 'server_errors', type: 'int', value: (r) => r.serverErrors },
  { name: 'rate_limited', type: 'int', value: (r) => r.rateLimited },
  { name: 'cache_hits', type: 'int', value: (r) => r.cacheHits },
  { name: 'bytes', type: 'bigint', value: (r) => r.bytes },
  { name: 'latency_ms_sum', type: 'float8', value: (r) => r.latencyMsSum },
  { name: 'latency_buckets', type: 'text', cast: 'int[]', value: (r) => `{${r.histogram.join(',')}}` },
  { name: 'latency_ms_max', type: 'real', value: (r) => r.latencyMsMax },
]);

/**
 * Inserts rollup rows as new rows, one statement whatever their number (parameters:
 * rollupRowParams). For buckets that hold nothing yet (a bulk build); the metering path adds
 * with UPSERT_ROLLUPS_SQL.
 */
export const INSERT_ROLLUPS_SQL = ROLLUP_INSERT.sql;

/** Adds rollup rows to usage_rollups, creating or adding to each (same parameters). */
export const UPSERT_ROLLUPS_SQL = `${INSERT_ROLLUPS_SQL}
  on conflict (subject_id, grain, bucket_size, bucket_start, api_key_id, provider, endpoint) do update set
    calls = r.calls + excluded.calls, successes = r.successes + excluded.successes,
    client_errors = r.client_errors + excluded.client_errors, server_errors = r.server_errors + excluded.server_errors,
    rate_limited = r.rate_limited + excluded.rate_limited, cache_hits = r.cache_hits + excluded.cache_hits,
    bytes = r.bytes + excluded.bytes, latency_ms_sum = r.latency_ms_sum + excluded.latency_ms_sum,
    latency_buckets = ${histogramAddSql('r.latency_buckets', 'excluded.latency_buckets')},
    latency_ms_max = greatest(r.latency_ms_max, excluded.latency_ms_max)`;

/** INSERT_ROLLUPS_SQL's and UPSERT_ROLLUPS_SQL's parameters: one array literal per column. */
export const rollupRowParams = ROLLUP_INSERT.params;

/**
 * Creates the raw-event partitions of the given UTC days that do not exist yet; `daysParam` is
 * the placeholder of a date[] parameter ('?' for the ORM, '$1' for the pg pool).
 */
export const ensureEventPartitionsSql = (daysParam: string) => `select usage_events_ensure_partition(day) from unnest(${daysParam}::date[]) as days(day)`;
