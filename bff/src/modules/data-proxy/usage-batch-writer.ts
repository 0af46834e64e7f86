// Writes metered calls to PostgreSQL: the metering worker's (metering-worker.ts) half of the
// metering path, also usable in process by tests. Events are buffered and written in batches,
// each in one transaction that loads the raw events (a binary COPY, db/binary-copy.ts) and adds
// them to their rollups (folded here by modules/usage/rollups.ts), so the two can never disagree.
// The rollups written are those of the open buckets (usage_rollups_open, each grain at its
// finest size); modules/usage/rollup-compactor.ts moves a bucket into usage_rollups and its
// coarser buckets once it has ended. A batch is written once: its id goes into usage_batches in
// the same transaction, so a batch written again (its commit went through but the answer was
// lost) is skipped whole. Raw events live in daily partitions; the writer creates a day's
// partition the first time it meets that day.
import type { Pool, PoolClient } from 'pg';
import { arrayLiteral } from '../../db/array-literal.js';
import { binaryCopy, copyIn } from '../../db/binary-copy.js';
import { inTransaction } from '../../db/pool-transaction.js';
import { timeOrderedUuid } from '../../shared/ids.js';
import { ADD_TO_OPEN_ROLLUPS_SQL, ensureEventPartitionsSql, eventPartitionOf, rollupRowParamsInSlices } from '../usage/rollup-sql.js';
import { openRollupFold, type MeteredCall } from '../usage/rollups.js';
import { floorTo, utcDayOf } from '../usage/usage.rules.js';
import type { CacheStatus } from './response-cache.js';

/** A metered call as the proxy records it: what the rollups need, and the request it was. */
export interface UsageEvent extends MeteredCall {
  requestId: string;
  cacheStatus: CacheStatus | 'NONE';
}

/** Where the writer reports a failed write (pino's shape; the worker forwards it to the bff's log). */
export interface MeteringLog {
  error(details: object, message: string): void;
}

// Under heavy load, events pile up while a write runs and the next batch is larger, up to
// MAX_BATCH: a larger batch folds more events into each rollup row it touches, and the write's
// cost follows the rows, not the events, so the writer catches up instead of falling behind.
const MAX_BATCH = 200_000;

// Encoded into PostgreSQL's binary COPY format as each event is added: the cheapest way to
// load rows for both the bff and PostgreSQL (measured in db/binary-copy.ts).
const EVENT_COPY = binaryCopy<UsageEvent>('usage_events', [
  { name: 'request_id', type: 'text', value: (e) => e.requestId },
  { name: 'occurred_at', type: 'timestamptz', value: (e) => e.occurredAt.getTime() },
  { name: 'user_id', type: 'uuid', value: (e) => e.userId },
  { name: 'api_key_id', type: 'uuid', value: (e) => e.apiKeyId },
  { name: 'provider', type: 'text', value: (e) => e.provider },
  { name: 'endpoint', type: 'text', value: (e) => e.endpoint },
  { name: 'status', type: 'int2', value: (e) => e.status },
  { name: 'latency_ms', type: 'float4', value: (e) => e.latencyMs },
  { name: 'bytes', type: 'int4', value: (e) => e.bytes },
  { name: 'cache_status', type: 'text', value: (e) => e.cacheStatus },
]);

/** Takes the batch's id; no row back means an earlier attempt already committed the batch. */
const CLAIM_BATCH = 'insert into usage_batches (id, events) values ($1, $2) on conflict (id) do nothing';

// `last_used_at` moves with each batch: one write per key per batch, not per request.
const TOUCH_KEYS = `
  update api_keys k set last_used_at = greatest(coalesce(k.last_used_at, l.last_used), l.last_used)
  from unnest($1::uuid[], $2::timestamptz[]) as l(id, last_used)
  where k.id = l.id`;

/**
 * The events added since the last write, and what writing them takes, prepared as each event
 * comes (its row of the COPY payload, its share of the rollups, its key's last use): a write
 * then has no large piece of work to do in one go.
 */
class PendingBatch {
  /**
   * Minted at the first attempt to write the batch and kept for every later one. Time-ordered,
   * so retention can delete old batch ids by a range of the primary key.
   */
  id: string | undefined;
  readonly events = EVENT_COPY.rows();
  readonly rollups = openRollupFold();
  readonly lastUsed = new Map<string, number>();
  /** Start (ms) of each UTC day the events fall in. */
  readonly days = new Set<number>();

  add(event: UsageEvent): void {
    this.events.add(event);
    this.rollups.add(event);
    const at = event.occurredAt.getTime();
    if (at > (this.lastUsed.get(event.apiKeyId) ?? 0)) this.lastUsed.set(event.apiKeyId, at);
    this.days.add(floorTo(at, 'day'));
  }
}

/**
 * A batch within one UTC day (all but the batches that span a midnight) is copied straight into
 * that day's partition, which ensurePartitions has made sure of: PostgreSQL then routes no row,
 * about a sixth of what each row costs it. Otherwise into usage_events, which routes each row.
 */
function eventsCopySql(batch: PendingBatch): string {
  if (batch.days.size !== 1) return EVENT_COPY.sql;
  const [day] = batch.days;
  return EVENT_COPY.sqlInto(eventPartitionOf(utcDayOf(day!)));
}

/** Runs a batch's statements in one transaction: inTransaction, or a stand-in in tests. */
export type TransactionRunner = (pool: Pool, work: (client: PoolClient) => Promise<void>) => Promise<void>;

export class UsageBatchWriter {
  private current = new PendingBatch();
  /** Batches that reached MAX_BATCH, or failed to be written, oldest first. */
  private readonly waiting: PendingBatch[] = [];
  private flushing: Promise<void> = Promise.resolve();
  /** The write queued behind the running one, which every flush() meanwhile shares. */
  private queued: Promise<void> | undefined;
  /** UTC days ('YYYY-MM-DD') whose raw-event partition is known to exist. */
  private readonly partitionedDays = new Set<string>();

  constructor(
    private readonly pool: Pool,
    private readonly log: MeteringLog,
    private readonly runTransaction: TransactionRunner = inTransaction,
  ) {}

  add(event: UsageEvent): void {
    this.current.add(event);
    if (this.current.events.count >= MAX_BATCH) {
      this.waiting.push(this.current);
      this.current = new PendingBatch();
      void this.flush();
    }
  }

  /**
   * Writes everything added so far. While a write runs, calls share one write queued behind it
   * (which takes all that piled up), so a slow database never gathers a queue of flushes. A
   * write that fails is logged and its batch kept for the next flush, first in line: a
   * customer's metering is never dropped.
   */
  flush(): Promise<void> {
    if (!this.queued) {
      this.queued = this.flushing.then(() => {
        this.queued = undefined;
        return this.writeAdded();
      });
      this.flushing = this.queued;
    }
    return this.queued;
  }

  private async writeAdded(): Promise<void> {
    if (this.current.events.count > 0) {
      this.waiting.push(this.current);
      this.current = new PendingBatch();
    }
    while (this.waiting.length > 0) {
      const batch = this.waiting[0]!;
      try {
        await this.ensurePartitions(batch);
        await this.write(batch);
        this.waiting.shift();
      } catch (error) {
        // Retention may have dropped a partition this process still counted on: ask again.
        this.partitionedDays.clear();
        this.log.error({ err: error, pending: this.waiting.reduce((sum, waiting) => sum + waiting.events.count, 0) }, 'usage: writing events failed; will retry');
        return;
      }
    }
  }

  /** One transaction: the batch's id, its events, then its rollups and its keys' last use. */
  private async write(batch: PendingBatch): Promise<void> {
    const id = (batch.id ??= timeOrderedUuid());
    const events = batch.events.build();
    const rollups = await rollupRowParamsInSlices(batch.rollups.rows());
    await this.runTransaction(this.pool, async (client) => {
      const claimed = await client.query(CLAIM_BATCH, [id, batch.events.count]);
      if (claimed.rowCount === 0) return;
      await copyIn(client, eventsCopySql(batch), events);
      await client.query(ADD_TO_OPEN_ROLLUPS_SQL, rollups);
      await client.query(TOUCH_KEYS, [arrayLiteral([...batch.lastUsed.keys()]), arrayLiteral([...batch.lastUsed.values()].map((ms) => new Date(ms).toISOString()))]);
    });
  }

  private async ensurePartitions(batch: PendingBatch): Promise<void> {
    const days = [...batch.days].map(utcDayOf);
    const missing = days.filter((day) => !this.partitionedDays.has(day));
    if (missing.length === 0) return;
    await this.pool.query(ensureEventPartitionsSql('$1'), [`{${missing.join(',')}}`]);
    for (const day of missing) this.partitionedDays.add(day);
  }
}
