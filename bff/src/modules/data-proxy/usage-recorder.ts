// Metering for every proxied call. Events are buffered in memory and written at least once a
// second (and on shutdown), each batch in one transaction that inserts the raw events and adds
// them to their rollups (folded here, in the bff, by modules/usage/rollups.ts), so the two can
// never disagree. The rollups written are those of the open buckets (usage_rollups_open, each
// grain at its finest size); modules/usage/rollup-compactor.ts moves a bucket into usage_rollups
// and its coarser buckets once it has ended. An event already written (same request id) is skipped, and so is its share of
// the rollups. Raw events live in daily partitions; the recorder creates a day's partition the
// first time it meets that day.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { PoolClient } from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { arrayLiteral } from '../../db/array-literal.js';
import { inPoolTransaction } from '../../db/pool-transaction.js';
import { unnestInsert } from '../../db/unnest-insert.js';
import { ADD_TO_OPEN_ROLLUPS_SQL, ensureEventPartitionsSql, rollupRowParams } from '../usage/rollup-sql.js';
import { rollUpOpen, type MeteredCall } from '../usage/rollups.js';
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
const FLUSH_INTERVAL_MS = 200;
const MAX_BATCH = 200_000;

// Columns bound as arrays (db/unnest-insert.ts): PostgreSQL reads them far faster than JSON.
const EVENT_INSERT = unnestInsert<UsageEvent>('usage_events', [
  { name: 'request_id', type: 'text', value: (e) => e.requestId },
  { name: 'occurred_at', type: 'timestamptz', value: (e) => e.occurredAt.toISOString() },
  { name: 'user_id', type: 'uuid', value: (e) => e.userId },
  { name: 'api_key_id', type: 'uuid', value: (e) => e.apiKeyId },
  { name: 'provider', type: 'text', value: (e) => e.provider },
  { name: 'endpoint', type: 'text', value: (e) => e.endpoint },
  { name: 'status', type: 'smallint', value: (e) => e.status },
  { name: 'latency_ms', type: 'real', value: (e) => e.latencyMs },
  { name: 'bytes', type: 'int', value: (e) => e.bytes },
  { name: 'cache_status', type: 'text', value: (e) => e.cacheStatus },
]);
const INSERT_EVENTS = `${EVENT_INSERT.sql}
  on conflict (request_id, occurred_at) do nothing`;

// `last_used_at` moves with each batch: one write per key per batch, not per request.
const TOUCH_KEYS = `
  update api_keys k set last_used_at = greatest(coalesce(k.last_used_at, l.last_used), l.last_used)
  from unnest($1::uuid[], $2::timestamptz[]) as l(id, last_used)
  where k.id = l.id`;

export class UsageRecorder {
  private buffer: UsageEvent[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  /** The write queued behind the running one, which every flush() meanwhile shares. */
  private queued: Promise<void> | undefined;
  /** UTC days ('YYYY-MM-DD') whose raw-event partition is known to exist. */
  private readonly partitionedDays = new Set<string>();

  constructor(
    private readonly orm: MikroORM,
    private readonly log: FastifyBaseLogger,
  ) {}

  start() {
    this.timer = setInterval(() => void this.flush(), FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  record(event: UsageEvent) {
    this.buffer.push(event);
    if (this.buffer.length >= MAX_BATCH) void this.flush();
  }

  /**
   * Writes everything buffered so far. While a write runs, calls share one write queued behind it
   * (which takes all that piled up), so a slow database never gathers a queue of flushes.
   */
  flush(): Promise<void> {
    if (!this.queued) {
      this.queued = this.flushing.then(() => {
        this.queued = undefined;
        return this.writeBuffered();
      });
      this.flushing = this.queued;
    }
    return this.queued;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async writeBuffered(): Promise<void> {
    while (this.buffer.length > 0) {
      const batch = this.buffer.splice(0, MAX_BATCH);
      try {
        await this.ensurePartitions(batch);
        await this.write(batch);
      } catch (error) {
        // Retention may have dropped a partition this process still counted on: ask again.
        this.partitionedDays.clear();
        // Keep the events for the next attempt rather than losing a customer's metering.
        this.buffer.unshift(...batch);
        this.log.error({ err: error, pending: this.buffer.length }, 'usage: writing events failed; will retry');
        return;
      }
    }
  }

  /**
   * One transaction: the events, then the rollups of those that were new. Nearly always all are;
   * when some were written before (a retry after a commit whose answer was lost), the batch is
   * written again with only the new ones, so none is counted twice.
   */
  private write(batch: UsageEvent[]): Promise<void> {
    return inPoolTransaction(this.orm, async (client) => {
      const events = EVENT_INSERT.params(batch);
      const inserted = await client.query(INSERT_EVENTS, events);
      let fresh = batch;
      if (inserted.rowCount !== batch.length) {
        await client.query('rollback');
        await client.query('begin');
        const result = await client.query<{ request_id: string }>(`${INSERT_EVENTS} returning request_id`, events);
        const ids = new Set(result.rows.map((row) => row.request_id));
        fresh = batch.filter((event) => ids.has(event.requestId));
      }
      await addToRollups(client, fresh);
    });
  }

  private async ensurePartitions(batch: UsageEvent[]): Promise<void> {
    const dayStarts = new Set(batch.map((event) => floorTo(event.occurredAt.getTime(), 'day')));
    const days = [...dayStarts].map((start) => new Date(start).toISOString().slice(0, 10));
    const missing = days.filter((day) => !this.partitionedDays.has(day));
    if (missing.length === 0) return;
    const pool = await this.orm.em.getConnection().getNativeClient();
    await pool.query(ensureEventPartitionsSql('$1'), [`{${missing.join(',')}}`]);
    for (const day of missing) this.partitionedDays.add(day);
  }
}

async function addToRollups(client: PoolClient, events: readonly UsageEvent[]): Promise<void> {
  if (events.length === 0) return;
  await client.query(ADD_TO_OPEN_ROLLUPS_SQL, rollupRowParams(rollUpOpen(events)));
  const lastUsed = new Map<string, number>();
  for (const event of events) lastUsed.set(event.apiKeyId, Math.max(lastUsed.get(event.apiKeyId) ?? 0, event.occurredAt.getTime()));
  await client.query(TOUCH_KEYS, [arrayLiteral([...lastUsed.keys()]), arrayLiteral([...lastUsed.values()].map((ms) => new Date(ms).toISOString()))]);
}
