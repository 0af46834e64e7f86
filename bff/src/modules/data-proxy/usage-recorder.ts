// Metering for every proxied call. Events are buffered in memory and written at least once a
// second (and on shutdown) in one statement that inserts the raw events and adds them to the
// minute, hour and day rollups of every grain (modules/usage/rollup-sql.ts), so the two can never
// disagree. An event already written (same request id) is skipped, and so is its share of the
// rollups. Raw events live in daily partitions; the recorder creates a day's partition the first
// time it meets that day.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { addEventsToRollupsSql, ensureEventPartitionsSql } from '../usage/rollup-sql.js';
import type { CacheStatus } from './response-cache.js';

export interface UsageEvent {
  requestId: string;
  occurredAt: Date;
  userId: string;
  apiKeyId: string;
  provider: string;
  endpoint: string;
  status: number;
  latencyMs: number;
  bytes: number;
  cacheStatus: CacheStatus | 'NONE';
}

// Small, frequent batches keep each write short, so no request waits behind a long flush. Under
// heavy load, events pile up while a flush runs and the next batch is larger, up to MAX_BATCH:
// a larger batch folds more events into each rollup row it touches, and the write's cost
// follows the rows, not the events, so the recorder catches up instead of falling behind.
const FLUSH_INTERVAL_MS = 200;
const MAX_BATCH = 20_000;

const WRITE_BATCH = `
with batch as (
  select * from jsonb_to_recordset($1::jsonb)
    as b(request_id text, occurred_at timestamptz, user_id uuid, api_key_id uuid, provider text, endpoint text,
         status smallint, latency_ms real, bytes int, cache_status text)
), inserted as (
  insert into usage_events (request_id, occurred_at, user_id, api_key_id, provider, endpoint, status, latency_ms, bytes, cache_status)
  select * from batch
  on conflict (request_id, occurred_at) do nothing
  returning *
), rolled as (${addEventsToRollupsSql('inserted')}
  returning 1
), touched as (
  update api_keys k set last_used_at = greatest(coalesce(k.last_used_at, l.last_used), l.last_used)
  from (select api_key_id, max(occurred_at) as last_used from inserted group by api_key_id) l
  where k.id = l.api_key_id
  returning 1
)
select (select count(*) from inserted) as inserted`;

export class UsageRecorder {
  private buffer: UsageEvent[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
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

  /** Writes everything buffered so far; concurrent calls queue behind each other. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writeBuffered());
    return this.flushing;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async writeBuffered(): Promise<void> {
    while (this.buffer.length > 0) {
      const batch = this.buffer.splice(0, MAX_BATCH);
      try {
        // One JSON parameter carries the whole batch: a single round trip whatever its size.
        const rows = batch.map((e) => ({
          request_id: e.requestId,
          occurred_at: e.occurredAt.toISOString(),
          user_id: e.userId,
          api_key_id: e.apiKeyId,
          provider: e.provider,
          endpoint: e.endpoint,
          status: e.status,
          latency_ms: e.latencyMs,
          bytes: e.bytes,
          cache_status: e.cacheStatus,
        }));
        // Straight to the pg pool: a bound parameter travels as is, where the ORM's execute()
        // would first format the whole batch into the statement's text.
        const pool = await this.orm.em.getConnection().getNativeClient();
        await this.ensurePartitions(pool, rows);
        await pool.query(WRITE_BATCH, [JSON.stringify(rows)]);
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

  private async ensurePartitions(pool: Pool, rows: { occurred_at: string }[]): Promise<void> {
    const days = new Set(rows.map((row) => row.occurred_at.slice(0, 10)));
    const missing = [...days].filter((day) => !this.partitionedDays.has(day));
    if (missing.length === 0) return;
    await pool.query(ensureEventPartitionsSql('$1'), [`{${missing.join(',')}}`]);
    for (const day of missing) this.partitionedDays.add(day);
  }
}
