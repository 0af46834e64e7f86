// Writing rollup rows (folded by rollups.ts) and raw-event partitions.
import { setImmediate } from 'node:timers/promises';
import { unnestInsert, type UnnestColumn, type UnnestInsert } from '../../db/unnest-insert.js';
import { histogramAddSql } from './latency-histogram.js';
import type { RollupRow } from './rollups.js';
import { BUCKET_MS, ROLLUP_SIZES } from './usage.rules.js';

const ROLLUP_COLUMNS: readonly UnnestColumn<RollupRow>[] = [
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
];
const INTO_ROLLUPS = unnestInsert('usage_rollups as r', ROLLUP_COLUMNS);
const INTO_OPEN_ROLLUPS = unnestInsert('usage_rollups_open as r', ROLLUP_COLUMNS);

const ROLLUP_KEY = 'subject_id, grain, bucket_size, bucket_start, api_key_id, provider, endpoint';

/** ON CONFLICT clause adding the incoming row (`excluded`) to the existing one (aliased `r`). */
const ADD_TO_EXISTING = `
  on conflict (${ROLLUP_KEY}) do update set
    calls = r.calls + excluded.calls, successes = r.successes + excluded.successes,
    client_errors = r.client_errors + excluded.client_errors, server_errors = r.server_errors + excluded.server_errors,
    rate_limited = r.rate_limited + excluded.rate_limited, cache_hits = r.cache_hits + excluded.cache_hits,
    bytes = r.bytes + excluded.bytes, latency_ms_sum = r.latency_ms_sum + excluded.latency_ms_sum,
    latency_buckets = ${histogramAddSql('r.latency_buckets', 'excluded.latency_buckets')},
    latency_ms_max = greatest(r.latency_ms_max, excluded.latency_ms_max)`;

/**
 * Inserts rollup rows into usage_rollups as new rows, one statement whatever their number
 * (parameters: rollupRowParams). For buckets that hold nothing yet (a bulk build).
 * @public Used by `npm run bench:usage` (bench/usage-data.ts), through the compiled dist/.
 */
export const INSERT_ROLLUPS_SQL = INTO_ROLLUPS.sql;

/** Adds rollup rows to usage_rollups, creating or adding to each (same parameters). */
export const UPSERT_ROLLUPS_SQL = `${INSERT_ROLLUPS_SQL}${ADD_TO_EXISTING}`;

/**
 * The metering path's write: adds rollup rows (openRollupFold's) to the open buckets' table,
 * usage_rollups_open (see rollup-compactor.ts), creating or adding to each (same parameters).
 */
export const ADD_TO_OPEN_ROLLUPS_SQL = `${INTO_OPEN_ROLLUPS.sql}${ADD_TO_EXISTING}`;

/** An open row of a bucket ended by a moment: per size, its start at most endedBucketsParams' ($1, $2, ...). */
export const ENDED_BUCKETS_WHERE = ROLLUP_SIZES.map(
  (size, i) => `(bucket_size = '${size}' and bucket_start <= $${i + 1}::timestamptz)`,
).join(' or ');

/**
 * The open rows of every bucket that had ended by a given moment (parameters:
 * endedBucketsParams), with their row ids, locked in primary-key order: the order the metering
 * path writes them in, so the two never deadlock. Read back with rollupRowFromRecord.
 */
export const LOCK_ENDED_OPEN_ROLLUPS_SQL = `
  select ctid::text as row_id, ${ROLLUP_COLUMNS.map((column) => column.name).join(', ')}
  from usage_rollups_open
  where ${ENDED_BUCKETS_WHERE}
  order by ${ROLLUP_KEY}
  for update`;

/** LOCK_ENDED_OPEN_ROLLUPS_SQL's parameters: per size, the latest start of a bucket ended by `endedBy`. */
export const endedBucketsParams = (endedBy: number): string[] =>
  ROLLUP_SIZES.map((size) => new Date(endedBy - BUCKET_MS[size]).toISOString());

/** Deletes open rows by the row ids LOCK_ENDED_OPEN_ROLLUPS_SQL answered (one tid[] parameter). */
export const DELETE_OPEN_ROLLUPS_SQL = 'delete from usage_rollups_open where ctid = any($1::tid[])';

/** A rollup row as the pg pool answers it (bigint and timestamps as text, int[] as numbers). */
export function rollupRowFromRecord(record: Record<string, unknown>): RollupRow {
  return {
    subjectId: String(record.subject_id),
    grain: record.grain as RollupRow['grain'],
    size: record.bucket_size as RollupRow['size'],
    bucketStart: new Date(record.bucket_start as Date | string).getTime(),
    apiKeyId: String(record.api_key_id),
    provider: String(record.provider),
    endpoint: String(record.endpoint),
    calls: Number(record.calls),
    successes: Number(record.successes),
    clientErrors: Number(record.client_errors),
    serverErrors: Number(record.server_errors),
    rateLimited: Number(record.rate_limited),
    cacheHits: Number(record.cache_hits),
    bytes: Number(record.bytes),
    latencyMsSum: Number(record.latency_ms_sum),
    histogram: (record.latency_buckets as number[]).map(Number),
    latencyMsMax: Number(record.latency_ms_max),
    // Read back by the compactor, which moves the codes' rows apart (status-code-rollups.ts).
    statusCodes: null,
  };
}

/**
 * The parameters of the rollup inserts above: one array literal per column.
 * @public Used by `npm run bench:usage` (bench/usage-data.ts), through the compiled dist/.
 */
export const rollupRowParams = INTO_ROLLUPS.params;

/** Rollup rows whose parameters are built between two turns of the event loop. */
const ROWS_PER_SLICE = 500;

/**
 * rollupRowParams built a slice at a time with the event loop let go in between: a batch or a
 * round of closed buckets is thousands of rows, and requests should not wait for all at once.
 */
export const rollupRowParamsInSlices = (rows: readonly RollupRow[]) => paramsInSlices(INTO_ROLLUPS, rows);

/** An unnest insert's parameters built a slice of rows at a time, as rollupRowParamsInSlices. */
export async function paramsInSlices<Row>(insert: UnnestInsert<Row>, rows: readonly Row[]): Promise<string[]> {
  const params = insert.paramsBuilder();
  for (let i = 0; i < rows.length; i++) {
    params.add(rows[i]!);
    if (i % ROWS_PER_SLICE === ROWS_PER_SLICE - 1) await setImmediate();
  }
  return params.build();
}

/** The raw-event partition of a UTC day ('YYYY-MM-DD'), as usage_events_ensure_partition names it. */
export const eventPartitionOf = (day: string) => `usage_events_${day.replaceAll('-', '')}`;

/**
 * Creates the raw-event partitions of the given UTC days that do not exist yet; `daysParam` is
 * the placeholder of a date[] parameter ('?' for the ORM, '$1' for the pg pool).
 */
export const ensureEventPartitionsSql = (daysParam: string) =>
  `select usage_events_ensure_partition(day) from unnest(${daysParam}::date[]) as days(day)`;
