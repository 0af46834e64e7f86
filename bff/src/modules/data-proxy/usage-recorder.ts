// Metering for every proxied call. Events are buffered in memory and written at least once a
// second (and on shutdown), each batch in one transaction that loads the raw events (a binary
// COPY, db/binary-copy.ts) and adds them to their rollups (folded here, in the bff, by
// modules/usage/rollups.ts), so the two can never disagree. The rollups written are those of the
// open buckets (usage_rollups_open, each grain at its finest size); modules/usage/rollup-compactor.ts
// moves a bucket into usage_rollups and its coarser buckets once it has ended. A batch is written
// once: its id goes into usage_batches in the same transaction, so a batch written again (its
// commit went through but the answer was lost) is skipped whole. Raw events live in daily
// partitions; the recorder creates a day's partition the first time it meets that day.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { PoolClient } from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { arrayLiteral } from '../../db/array-literal.js';
import { binaryCopy, copyIn } from '../../db/binary-copy.js';
import { inPoolTransaction } from '../../db/pool-transaction.js';
import { timeOrderedUuid } from '../../shared/ids.js';
import { ADD_TO_OPEN_ROLLUPS_SQL, ensureEventPartitionsSql, rollupRowParamsInSlices } from '../usage/rollup-sql.js';
import { openRollupFold, type MeteredCall } from '../usage/rollups.js';
import { floorTo } from '../usage/usage.rules.js';
import type { CacheStatus } from './response-cache.js';

/** A metered call as the proxy records it: what the rollups need, and the request it was. */
export interface UsageEvent extends MeteredCall {
  requestId: string;
  cacheStatus: CacheStatus | 'NONE';
}

// Small, frequent batches keep each write short, so no request waits behind a long flush. Under
// heavy load, events pile up while a flush runs and the next batch is larger, up to MAX_BATCH:
// a larger batch folds more events into each rollup row it touches, and the write's cost
// follows the rows, not the events, so the recorder catches up instead of falling behind.
const FLUSH_INTERVAL_MS = 500;
const MAX_BATCH = 200_000;

// Encoded into PostgreSQL's binary COPY format as each event is recorded: the cheapest way to
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
 * The events recorded since the last write, and what writing them takes, prepared as each event
 * comes (its row of the COPY payload, its share of the rollups, its key's last use): a write then has no large
 * piece of work to do in one go, which would pause every request waiting on the event loop.
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

/** Runs a batch's statements in one transaction: inPoolTransaction, or a stand-in in tests. */
export type TransactionRunner = (orm: MikroORM, work: (client: PoolClient) => Promise<void>) => Promise<void>;

export class UsageRecorder {
  private current = new PendingBatch();
  /** Batches that reached MAX_BATCH, or failed to be written, oldest first. */
  private readonly waiting: PendingBatch[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  /** The write queued behind the running one, which every flush() meanwhile shares. */
  private queued: Promise<void> | undefined;
  /** UTC days ('YYYY-MM-DD') whose raw-event partition is known to exist. */
  private readonly partitionedDays = new Set<string>();

  constructor(
    private readonly orm: MikroORM,
    private readonly log: FastifyBaseLogger,
    private readonly inTransaction: TransactionRunner = inPoolTransaction,
  ) {}

  start() {
    this.timer = setInterval(() => void this.flush(), FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  record(event: UsageEvent) {
    this.current.add(event);
    if (this.current.events.count >= MAX_BATCH) {
      this.waiting.push(this.current);
      this.current = new PendingBatch();
      void this.flush();
    }
  }

  /**
   * Writes everything recorded so far. While a write runs, calls share one write queued behind it
   * (which takes all that piled up), so a slow database never gathers a queue of flushes.
   */
  flush(): Promise<void> {
    if (!this.queued) {
      this.queued = this.flushing.then(() => {
        this.queued = undefined;
        return this.writeRecorded();
      });
      this.flushing = this.queued;
    }
    return this.queued;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async writeRecorded(): Promise<void> {
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
        // The batch stays first in line for the next attempt rather than losing a customer's metering.
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
    await this.inTransaction(this.orm, async (client) => {
      const claimed = await client.query(CLAIM_BATCH, [id, batch.events.count]);
      if (claimed.rowCount === 0) return;
      await copyIn(client, EVENT_COPY.sql, events);
      await client.query(ADD_TO_OPEN_ROLLUPS_SQL, rollups);
      await client.query(TOUCH_KEYS, [arrayLiteral([...batch.lastUsed.keys()]), arrayLiteral([...batch.lastUsed.values()].map((ms) => new Date(ms).toISOString()))]);
    });
  }

  private async ensurePartitions(batch: PendingBatch): Promise<void> {
    const days = [...batch.days].map((start) => new Date(start).toISOString().slice(0, 10));
    const missing = days.filter((day) => !this.partitionedDays.has(day));
    if (missing.length === 0) return;
    const pool = await this.orm.em.getConnection().getNativeClient();
    await pool.query(ensureEventPartitionsSql('$1'), [`{${missing.join(',')}}`]);
    for (const day of missing) this.partitionedDays.add(day);
  }
}
