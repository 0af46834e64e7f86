// Writes metered calls to PostgreSQL: the metering worker's (metering-worker.ts) half of the
// metering path, also usable in process by tests. Events are buffered and written in batches,
// each in one transaction that loads the raw events (a binary COPY, db/binary-copy.ts) and adds
// them to their rollups (folded here by modules/usage/rollups.ts), so the two can never disagree.
// The rollups written are those of the open buckets (usage_rollups_open, each grain at its
// finest size, and its per-status-code counts in usage_status_code_rollups_open);
// modules/usage/rollup-compactor.ts moves a bucket into usage_rollups and its coarser buckets
// once it has ended. A batch is written once: its id goes into usage_batches in
// the same transaction, so a batch written again (its commit went through but the answer was
// lost) is skipped whole. Raw events live in daily partitions; the writer creates a day's
// partition the first time it meets that day.
//
// What one event must never do is stop the others. A failed write is retried only when a retry
// can cure it (db/write-failures.ts: the connection, a server restarting, a deadlock), after a
// growing pause. A batch the database refuses for its data is split in two, and each half
// written as a batch of its own (its own id, so each is still written once), until the events
// it refuses are alone: those are set aside in usage_events_rejected, with the error, for
// someone to look at, and logged. A failure nobody can explain is tried a few times, then the
// batch is set aside whole. An event that cannot even be encoded is set aside as it comes.
import pg, { type Pool, type PoolClient } from 'pg';
import { arrayLiteral } from '../../../db/array-literal.js';
import { binaryCopy, copyIn, type BinaryValue } from '../../../db/binary-copy.js';
import { inTransaction } from '../../../db/pool-transaction.js';
import { kindOfWriteFailure } from '../../../db/write-failures.js';
import { backoffMs } from '../../../shared/backoff.js';
import { timeOrderedUuid } from '../../../shared/ids.js';
import {
  ADD_TO_OPEN_ROLLUPS_SQL,
  ensureEventPartitionsSql,
  eventPartitionOf,
  rollupRowParamsInSlices,
} from '../rollup-sql.js';
import { openRollupFold, type MeteredCall } from '../rollups.js';
import {
  ADD_TO_OPEN_STATUS_CODE_ROLLUPS_SQL,
  statusCodeRowParamsInSlices,
  statusCodeRowsOf,
} from '../status-code-rollups.js';
import { floorTo, utcDayOf } from '../usage.rules.js';
import type { CacheStatus } from '../../data-proxy/response-cache.js';

/** A metered call as the proxy records it: what the rollups need, and the request it was (for the request log). */
export interface UsageEvent extends MeteredCall {
  requestId: string;
  cacheStatus: CacheStatus | 'NONE';
  method: 'GET' | 'HEAD';
  /** The path as called, ids and all, without the query string (at most MAX_LOGGED_PATH_LENGTH). */
  path: string;
}

/** Where the writer reports a failed write (pino's shape; the worker forwards it to the bff's log). */
export interface MeteringLog {
  error(details: object, message: string): void;
}

// Under heavy load, events pile up while a write runs and the next batch is larger, up to
// MAX_BATCH: a larger batch folds more events into each rollup row it touches, and the write's
// cost follows the rows, not the events, so the writer catches up instead of falling behind.
const MAX_BATCH = 200_000;

/** The pause before a write is tried again after a failure that passes, doubling with each one in a row. */
const RETRY_BACKOFF = { firstMs: 1_000, maxMs: 30_000 };
/** Tries a batch gets for a failure that is neither of its data nor of the connection, before it is set aside whole. */
const UNEXPLAINED_ATTEMPTS = 5;
/** Request ids a log line names, of the events it is about. */
const LOGGED_REQUEST_IDS = 10;

// Encoded into PostgreSQL's binary COPY format as each event is added: the cheapest way to
// load rows for both the bff and PostgreSQL (measured in db/binary-copy.ts). eventOf reads a
// row back, in the same order.
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
  { name: 'method', type: 'text', value: (e) => e.method },
  { name: 'path', type: 'text', value: (e) => e.path },
]);

/** An event's values in EVENT_COLUMNS' order, as a row read back gives them. */
type EventValues = [string, number, string, string, string, string, number, number, number, string, string, string];

function eventOf(values: BinaryValue[]): UsageEvent {
  const [requestId, occurredAt, userId, apiKeyId, provider, endpoint, status, latencyMs, bytes, cache, method, path] =
    values as EventValues;
  return {
    requestId,
    occurredAt: new Date(occurredAt),
    userId,
    apiKeyId,
    provider,
    endpoint,
    status,
    latencyMs,
    bytes,
    cacheStatus: cache as UsageEvent['cacheStatus'],
    method: method as UsageEvent['method'],
    path,
  };
}

/**
 * Events the database refused, kept as JSON text (not jsonb, which cannot hold the NUL that may
 * be the very reason), with the error. The id is minted when the event is set aside, so storing
 * it again after a lost commit answer adds nothing.
 */
const SET_ASIDE = `
  insert into usage_events_rejected (id, event, sqlstate, error)
  select * from unnest($1::uuid[], $2::text[], $3::text[], $4::text[])
  on conflict (id) do nothing`;

interface SetAsideEvent {
  id: string;
  requestId: string;
  event: string;
  sqlstate: string | null;
  error: string;
}

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
  /** Failures so far that were neither of the batch's data nor of the connection. */
  unexplainedFailures = 0;

  /** Throws, having added nothing, for an event whose values the columns cannot hold. */
  add(event: UsageEvent): void {
    const at = event.occurredAt.getTime();
    if (!Number.isFinite(at)) throw new RangeError('the call has no valid time');
    this.events.add(event);
    this.rollups.add(event);
    if (at > (this.lastUsed.get(event.apiKeyId) ?? 0)) this.lastUsed.set(event.apiKeyId, at);
    this.days.add(floorTo(at, 'day'));
  }

  /** The batch's events, read back from its COPY payload (only a refused batch needs them). */
  decoded(): UsageEvent[] {
    return EVENT_COPY.decode(this.events.build()).map(eventOf);
  }

  /** The batch as two batches of half its events each, in order, neither yet with an id. */
  halves(): [PendingBatch, PendingBatch] {
    const events = this.decoded();
    const middle = Math.ceil(events.length / 2);
    return [batchOf(events.slice(0, middle)), batchOf(events.slice(middle))];
  }
}

function batchOf(events: readonly UsageEvent[]): PendingBatch {
  const batch = new PendingBatch();
  for (const event of events) batch.add(event);
  return batch;
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
  /** Batches that reached MAX_BATCH, or failed to be written, or halves of a refused one, oldest first. */
  private readonly waiting: PendingBatch[] = [];
  /** Events set aside and not yet stored in usage_events_rejected. */
  private setAside: SetAsideEvent[] = [];
  /** Events set aside since the writer started (each is logged as it happens). */
  private setAsideCount = 0;
  private flushing: Promise<void> = Promise.resolve();
  /** The write queued behind the running one, which every flush() meanwhile shares. */
  private queued: Promise<void> | undefined;
  /** UTC days ('YYYY-MM-DD') whose raw-event partition is known to exist. */
  private readonly partitionedDays = new Set<string>();
  /** Failed writes in a row, and when (ms) writeDue may try again. */
  private failuresInARow = 0;
  private retryAt = 0;

  constructor(
    private readonly pool: Pool,
    private readonly log: MeteringLog,
    private readonly runTransaction: TransactionRunner = inTransaction,
  ) {}

  add(event: UsageEvent): void {
    try {
      this.current.add(event);
    } catch (error) {
      this.putAside([event], error);
      return;
    }
    if (this.current.events.count >= MAX_BATCH) {
      this.waiting.push(this.current);
      this.current = new PendingBatch();
      void this.flush();
    }
  }

  /**
   * Writes everything added so far. While a write runs, calls share one write queued behind it
   * (which takes all that piled up), so a slow database never gathers a queue of flushes. A
   * write that fails for a reason that passes is logged and its batch kept for the next flush,
   * first in line: a customer's metering is never dropped.
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

  /**
   * The periodic write: flush(), unless the last write failed and its pause has not passed yet
   * (a database restarting is not asked twice a second). Flushes asked for (shutdown, tests)
   * do not wait for the pause.
   */
  writeDue(): Promise<void> {
    return Date.now() < this.retryAt ? this.flushing : this.flush();
  }

  private async writeAdded(): Promise<void> {
    if (this.current.events.count > 0) {
      this.waiting.push(this.current);
      this.current = new PendingBatch();
    }
    try {
      for (;;) {
        if (this.setAside.length > 0) await this.storeSetAside();
        const batch = this.waiting[0];
        if (batch === undefined) break;
        await this.writeOrSplit(batch);
      }
      this.failuresInARow = 0;
      this.retryAt = 0;
    } catch (error) {
      // Retention may have dropped a partition this process still counted on: ask again.
      this.partitionedDays.clear();
      const retryInMs = Math.round(backoffMs(++this.failuresInARow, RETRY_BACKOFF));
      this.retryAt = Date.now() + retryInMs;
      const pending = this.waiting.reduce((sum, waiting) => sum + waiting.events.count, 0);
      this.log.error({ err: error, pending, retryInMs }, 'usage: writing events failed; will retry');
    }
  }

  /**
   * Writes the first waiting batch, or replaces it by its halves when the database refuses its
   * data, or sets it aside. Throws for a failure the batch should be tried again after.
   */
  private async writeOrSplit(batch: PendingBatch): Promise<void> {
    try {
      await this.ensurePartitions(batch);
      await this.write(batch);
    } catch (error) {
      const kind = kindOfWriteFailure(error);
      if (kind === 'transient' || (kind === 'unexplained' && ++batch.unexplainedFailures < UNEXPLAINED_ATTEMPTS))
        throw error;
      this.waiting.shift();
      // Refused: the batch did not commit, so its halves take fresh ids. k bad events among n
      // cost about 2·k·log2(n) small transactions; every other event is written once.
      if (kind === 'refused' && batch.events.count > 1) this.waiting.unshift(...batch.halves());
      else this.putAside(batch.decoded(), error);
      return;
    }
    this.waiting.shift();
  }

  /** Keeps events out of the usage figures, to be stored in usage_events_rejected with the reason. */
  private putAside(events: readonly UsageEvent[], error: unknown): void {
    const sqlstate = error instanceof pg.DatabaseError ? (error.code ?? null) : null;
    // PostgreSQL's own messages name the type or the constraint, not the value; JavaScript's
    // may quote it, so it is cut short (and a NUL, which text cannot hold, escaped).
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500).replaceAll('\0', '\\u0000');
    for (const event of events) {
      this.setAside.push({
        id: timeOrderedUuid(),
        requestId: event.requestId,
        event: JSON.stringify(event),
        sqlstate,
        error: reason,
      });
    }
    this.setAsideCount += events.length;
    this.log.error(
      {
        setAside: events.length,
        setAsideSinceStart: this.setAsideCount,
        sqlstate,
        reason,
        requestIds: events.slice(0, LOGGED_REQUEST_IDS).map((event) => event.requestId),
      },
      'usage: metered calls the database refused are set aside in usage_events_rejected and not counted',
    );
  }

  private async storeSetAside(): Promise<void> {
    const rows = this.setAside;
    this.setAside = [];
    try {
      await this.pool.query(SET_ASIDE, [
        rows.map((row) => row.id),
        rows.map((row) => row.event),
        rows.map((row) => row.sqlstate),
        rows.map((row) => row.error),
      ]);
    } catch (error) {
      if (kindOfWriteFailure(error) === 'transient') {
        this.setAside = rows.concat(this.setAside);
        throw error;
      }
      // Nowhere left to keep them; the log is their last trace.
      this.log.error(
        {
          err: error,
          lostEvents: rows.length,
          requestIds: rows.slice(0, LOGGED_REQUEST_IDS).map((row) => row.requestId),
        },
        'usage: metered calls set aside could not be stored; they are lost',
      );
    }
  }

  /** One transaction: the batch's id, its events, then its rollups (classes, then codes) and its keys' last use. */
  private async write(batch: PendingBatch): Promise<void> {
    const id = (batch.id ??= timeOrderedUuid());
    const events = batch.events.build();
    const rollupRows = batch.rollups.rows();
    const rollups = await rollupRowParamsInSlices(rollupRows);
    const statusCodes = await statusCodeRowParamsInSlices(statusCodeRowsOf(rollupRows));
    await this.runTransaction(this.pool, async (client) => {
      const claimed = await client.query(CLAIM_BATCH, [id, batch.events.count]);
      if (claimed.rowCount === 0) return;
      await copyIn(client, eventsCopySql(batch), events);
      await client.query(ADD_TO_OPEN_ROLLUPS_SQL, rollups);
      await client.query(ADD_TO_OPEN_STATUS_CODE_ROLLUPS_SQL, statusCodes);
      await client.query(TOUCH_KEYS, [
        arrayLiteral([...batch.lastUsed.keys()]),
        arrayLiteral([...batch.lastUsed.values()].map((ms) => new Date(ms).toISOString())),
      ]);
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
