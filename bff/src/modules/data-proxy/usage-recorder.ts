// Metering for every proxied call. Events are buffered in memory and written at least once a
// second (and on shutdown) in one statement that inserts the raw events and adds them to the
// minute, hour and day rollups, so the two can never disagree. An event already written
// (same request id) is skipped, and so is its share of the rollups. Each rollup also carries a
// latency histogram and the largest latency (modules/usage/latency-histogram.ts), from which the
// usage API reads p95 latency.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import { histogramAddSql, histogramAggregateSql, latencyBucketSql } from '../usage/latency-histogram.js';
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

// Small, frequent batches keep each write short, so no request waits behind a long flush.
const FLUSH_INTERVAL_MS = 200;
const MAX_BATCH = 2000;

const WRITE_BATCH = `
with batch as (
  select * from jsonb_to_recordset(?::jsonb)
    as b(request_id text, occurred_at timestamptz, user_id uuid, api_key_id uuid, provider text, endpoint text,
         status smallint, latency_ms real, bytes int, cache_status text)
), inserted as (
  insert into usage_events (request_id, occurred_at, user_id, api_key_id, provider, endpoint, status, latency_ms, bytes, cache_status)
  select * from batch
  on conflict (request_id, occurred_at) do nothing
  returning *
), rolled as (
  insert into usage_rollups as r (bucket_size, bucket_start, user_id, api_key_id, provider, endpoint,
    calls, successes, client_errors, server_errors, rate_limited, cache_hits, bytes, latency_ms_sum, latency_buckets, latency_ms_max)
  select size, date_trunc(size, i.occurred_at, 'UTC'), i.user_id, i.api_key_id, i.provider, i.endpoint,
    count(*), count(*) filter (where i.status < 400), count(*) filter (where i.status between 400 and 499),
    count(*) filter (where i.status >= 500), count(*) filter (where i.status = 429),
    count(*) filter (where i.cache_status in ('HIT', 'STALE')), sum(i.bytes), sum(i.latency_ms::double precision),
    ${histogramAggregateSql('i.latency_bucket')}, max(i.latency_ms)
  from (select *, ${latencyBucketSql('latency_ms')} as latency_bucket from inserted) i
    cross join (values ('minute'), ('hour'), ('day')) as sizes(size)
  group by 1, 2, 3, 4, 5, 6
  on conflict (bucket_size, bucket_start, user_id, api_key_id, provider, endpoint) do update set
    calls = r.calls + excluded.calls, successes = r.successes + excluded.successes,
    client_errors = r.client_errors + excluded.client_errors, server_errors = r.server_errors + excluded.server_errors,
    rate_limited = r.rate_limited + excluded.rate_limited, cache_hits = r.cache_hits + excluded.cache_hits,
    bytes = r.bytes + excluded.bytes, latency_ms_sum = r.latency_ms_sum + excluded.latency_ms_sum,
    latency_buckets = ${histogramAddSql('r.latency_buckets', 'excluded.latency_buckets')},
    latency_ms_max = greatest(r.latency_ms_max, excluded.latency_ms_max)
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
        await this.orm.em.fork().execute(WRITE_BATCH, [JSON.stringify(rows)]);
      } catch (error) {
        // Keep the events for the next attempt rather than losing a customer's metering.
        this.buffer.unshift(...batch);
        this.log.error({ err: error, pending: this.buffer.length }, 'usage: writing events failed; will retry');
        return;
      }
    }
  }
}
