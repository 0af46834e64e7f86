// Calls per exact status code (200, 304, 404, 429, 502, ...), for the statuses breakdown: usage_rollups
// counts classes only (successes, client and server errors, 429s). The rollup rows of the total
// and key grains fold the codes as they fold the rest (rollups.ts: RollupRow.statusCodes); here
// they become rows of their own tables, keyed like usage_rollups with the code in place of the
// endpoint's dimensions, one counter each:
//
//   usage_status_code_rollups_open   the open buckets, finest size: the metering path adds to them in
//                                     the transaction that writes the batch's other rollups
//   usage_status_code_rollups        every kept size of the ended buckets: the compactor moves the
//                                     open rows there in the round that moves the others
//
// The same grains, sizes, subjects (each user, the platform), retention and write order as the
// other rollups, so every statuses read is one index range per slice of its window, as theirs.
// A table of their own rather than more columns of usage_rollups: a row per code keeps the
// covering index narrow and adding to it a plain sum, and the endpoint grain, whose rows
// are the most numerous, has no codes to count.
import { unnestInsert, type UnnestColumn } from '../../db/unnest-insert.js';
import { ENDED_BUCKETS_WHERE, paramsInSlices } from './rollup-sql.js';
import { byBucketKey, closingBucketsOf, compare, type RollupGrain, type RollupRow } from './rollups.js';
import type { RollupSize } from './usage.rules.js';

export interface StatusCodeRow {
  subjectId: string;
  grain: RollupGrain;
  size: RollupSize;
  bucketStart: number;
  apiKeyId: string;
  statusCode: number;
  calls: number;
}

/**
 * The per-code rows of rollup rows, in primary-key order when the rollup rows are in theirs (the
 * code then orders rows of one rollup key), so writers lock shared rows in one order.
 */
export function statusCodeRowsOf(rows: Iterable<RollupRow>): StatusCodeRow[] {
  const codeRows: StatusCodeRow[] = [];
  for (const row of rows) {
    if (!row.statusCodes) continue;
    const { subjectId, grain, size, bucketStart, apiKeyId } = row;
    for (const statusCode of [...row.statusCodes.keys()].sort((a, b) => a - b)) {
      const calls = row.statusCodes.get(statusCode)!;
      codeRows.push({ subjectId, grain, size, bucketStart, apiKeyId, statusCode, calls });
    }
  }
  return codeRows;
}

/**
 * The rows of ended open buckets added up into their own bucket and every coarser kept size of
 * their grain (as closeBuckets in rollups.ts does for the other rollups), in primary-key order.
 */
export function closeStatusCodeBuckets(rows: Iterable<StatusCodeRow>): StatusCodeRow[] {
  const byKey = new Map<string, StatusCodeRow>();
  for (const row of rows) {
    for (const { size, bucketStart } of closingBucketsOf(row)) {
      const key = `${row.subjectId} ${row.grain} ${size} ${bucketStart} ${row.apiKeyId} ${row.statusCode}`;
      const total = byKey.get(key);
      if (total) total.calls += row.calls;
      else byKey.set(key, { ...row, size, bucketStart });
    }
  }
  return [...byKey.values()].sort(byPrimaryKey);
}

/** The table's primary key in turn: the order every writer locks its rows in (as for the rollups). */
function byPrimaryKey(a: StatusCodeRow, b: StatusCodeRow): number {
  return byBucketKey(a, b) || compare(a.statusCode, b.statusCode);
}

const COLUMNS: readonly UnnestColumn<StatusCodeRow>[] = [
  { name: 'subject_id', type: 'uuid', value: (r) => r.subjectId },
  { name: 'grain', type: 'text', value: (r) => r.grain },
  { name: 'bucket_size', type: 'text', value: (r) => r.size },
  { name: 'bucket_start', type: 'timestamptz', value: (r) => new Date(r.bucketStart).toISOString() },
  { name: 'api_key_id', type: 'uuid', value: (r) => r.apiKeyId },
  { name: 'status_code', type: 'smallint', value: (r) => r.statusCode },
  { name: 'calls', type: 'int', value: (r) => r.calls },
];
const INTO_CLOSED = unnestInsert('usage_status_code_rollups as r', COLUMNS);
const INTO_OPEN = unnestInsert('usage_status_code_rollups_open as r', COLUMNS);
const KEY = 'subject_id, grain, bucket_size, bucket_start, api_key_id, status_code';
const ADD_TO_EXISTING = ` on conflict (${KEY}) do update set calls = r.calls + excluded.calls`;

/** The tables' names, for the reads (rollup-reads.ts) and retention. */
export const STATUS_CODE_TABLES = { closed: 'usage_status_code_rollups', open: 'usage_status_code_rollups_open' };

/**
 * Inserts per-code rows into usage_status_code_rollups as new rows (parameters: statusCodeRowParams).
 * @public Used by `npm run bench:usage` (bench/usage-data.ts), through the compiled dist/.
 */
export const INSERT_STATUS_CODE_ROLLUPS_SQL = INTO_CLOSED.sql;

/** Adds per-code rows to usage_status_code_rollups, creating or adding to each (same parameters). */
export const UPSERT_STATUS_CODE_ROLLUPS_SQL = `${INTO_CLOSED.sql}${ADD_TO_EXISTING}`;

/** The metering path's write: adds per-code rows to the open buckets' table (same parameters). */
export const ADD_TO_OPEN_STATUS_CODE_ROLLUPS_SQL = `${INTO_OPEN.sql}${ADD_TO_EXISTING}`;

/**
 * The open per-code rows of every bucket ended by a moment (parameters: endedBucketsParams, as
 * LOCK_ENDED_OPEN_ROLLUPS_SQL's), with their row ids, locked in primary-key order.
 */
export const LOCK_ENDED_OPEN_STATUS_CODE_ROLLUPS_SQL = `
  select ctid::text as row_id, ${COLUMNS.map((column) => column.name).join(', ')}
  from usage_status_code_rollups_open
  where ${ENDED_BUCKETS_WHERE}
  order by ${KEY}
  for update`;

/** Deletes open per-code rows by their row ids (one tid[] parameter). */
export const DELETE_OPEN_STATUS_CODE_ROLLUPS_SQL =
  'delete from usage_status_code_rollups_open where ctid = any($1::tid[])';

/** A per-code row as the pg pool answers it. */
export function statusCodeRowFromRecord(record: Record<string, unknown>): StatusCodeRow {
  return {
    subjectId: String(record.subject_id),
    grain: record.grain as RollupGrain,
    size: record.bucket_size as RollupSize,
    bucketStart: new Date(record.bucket_start as Date | string).getTime(),
    apiKeyId: String(record.api_key_id),
    statusCode: Number(record.status_code),
    calls: Number(record.calls),
  };
}

/**
 * The parameters of the inserts above: one array literal per column.
 * @public Used by `npm run bench:usage` (bench/usage-data.ts), through the compiled dist/.
 */
export const statusCodeRowParams = INTO_CLOSED.params;

/** statusCodeRowParams built a slice at a time with the event loop let go in between. */
export const statusCodeRowParamsInSlices = (rows: readonly StatusCodeRow[]) => paramsInSlices(INTO_CLOSED, rows);
