// Closes ended buckets: moves their rows out of usage_rollups_open, where the metering path adds
// to them, into usage_rollups, where they stay.
//
// Why two tables: the metering path adds every batch to the rollup rows of the buckets now
// running, a few thousand rows each added to several times a second. In usage_rollups, a table of
// many gigabytes whose primary key carries the counters (for index-only reads), every such update
// wrote a new row version and a new index entry: about 40 µs a row, most of the metering path's
// cost. The open table is small enough to stay in memory, is keyed without the counters and
// keeps free room on its pages, so adding to a row rewrites it in place (a HOT update). It also
// holds each grain at its finest kept size only (rollups.ts: openRollupFold); the coarser buckets
// get a row's counts when it is moved (closeBuckets), so a batch writes a third of the rows.
// Each row of usage_rollups is then written about once per finest bucket. The per-status-code
// rollups (status-code-rollups.ts) have an open and an ended table too and move in the same round.
//
// Readers add up both tables (usage.service.ts), so a round changes no answer, and a row moved
// early (an event late for its bucket) only means the bucket has rows in both until the next
// round. Runs every few seconds in every bff process; with several, whichever takes the advisory
// lock does the round and the others skip it.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import { arrayLiteral } from '../../db/array-literal.js';
import { inPoolTransaction } from '../../db/pool-transaction.js';
import { PeriodicJob } from '../../shared/periodic-job.js';
import {
  DELETE_OPEN_ROLLUPS_SQL,
  endedBucketsParams,
  LOCK_ENDED_OPEN_ROLLUPS_SQL,
  rollupRowFromRecord,
  rollupRowParamsInSlices,
  UPSERT_ROLLUPS_SQL,
} from './rollup-sql.js';
import { closeBuckets } from './rollups.js';
import {
  closeStatusCodeBuckets,
  DELETE_OPEN_STATUS_CODE_ROLLUPS_SQL,
  LOCK_ENDED_OPEN_STATUS_CODE_ROLLUPS_SQL,
  statusCodeRowFromRecord,
  statusCodeRowParamsInSlices,
  UPSERT_STATUS_CODE_ROLLUPS_SQL,
} from './status-code-rollups.js';

const RUN_EVERY_MS = 10_000;
/** The advisory lock a round holds for its transaction: one process closes buckets at a time. */
export const COMPACTOR_LOCK = `hashtext('usage_rollup_compactor')`;
// Events reach the database a moment after they happen (the metering worker writes every 500 ms, later
// under load); a bucket is moved this long after it ends, once its last events are in.
const SETTLE_MS = 60_000;

const rowIdOf = (row: { row_id: string }) => row.row_id;

export class RollupCompactor {
  private readonly job = new PeriodicJob(
    RUN_EVERY_MS,
    () => this.run(),
    (error) => this.log.error({ err: error }, 'usage: closing ended rollup buckets failed; will try again'),
  );

  constructor(
    private readonly orm: MikroORM,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  start() {
    this.job.start();
  }

  stop() {
    return this.job.stop();
  }

  /**
   * One round: moves the rows of the buckets that ended at least `settleMs` ago, in one
   * transaction. Answers how many open rows (of both tables) moved, or null when another process holds the lock.
   */
  run(settleMs = SETTLE_MS): Promise<number | null> {
    return inPoolTransaction(this.orm, async (client) => {
      const lock = await client.query<{ locked: boolean }>(
        `select pg_try_advisory_xact_lock(${COMPACTOR_LOCK}) as locked`,
      );
      if (!lock.rows[0]?.locked) return null;
      const endedBy = endedBucketsParams(this.now().getTime() - settleMs);
      // Locked in the order the metering path writes them (classes, then codes): never a deadlock.
      const ended = await client.query(LOCK_ENDED_OPEN_ROLLUPS_SQL, endedBy);
      const endedCodes = await client.query(LOCK_ENDED_OPEN_STATUS_CODE_ROLLUPS_SQL, endedBy);
      if (ended.rows.length === 0 && endedCodes.rows.length === 0) return 0;
      await client.query(
        UPSERT_ROLLUPS_SQL,
        await rollupRowParamsInSlices(closeBuckets(ended.rows.map(rollupRowFromRecord))),
      );
      await client.query(
        UPSERT_STATUS_CODE_ROLLUPS_SQL,
        await statusCodeRowParamsInSlices(closeStatusCodeBuckets(endedCodes.rows.map(statusCodeRowFromRecord))),
      );
      await client.query(DELETE_OPEN_ROLLUPS_SQL, [arrayLiteral(ended.rows.map(rowIdOf))]);
      await client.query(DELETE_OPEN_STATUS_CODE_ROLLUPS_SQL, [arrayLiteral(endedCodes.rows.map(rowIdOf))]);
      return ended.rows.length + endedCodes.rows.length;
    });
  }
}
