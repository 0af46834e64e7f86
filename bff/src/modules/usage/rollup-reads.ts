// Every read of the rollups (rollups.ts) that usage answers are made of, with each value bound as
// a query parameter ($1, $2, ...) on the ORM's pg pool, never written into the SQL text. Rollups
// live in two tables (rollup-compactor.ts): usage_rollups, every kept size of the ended buckets,
// and usage_rollups_open, the buckets still taking events at each grain's finest size. Every read
// adds up both.
import type { EntityManager } from '@mikro-orm/postgresql';
import { histogramSumColumnsSql } from './latency-histogram.js';
import { KEPT_SIZES, PLATFORM_SUBJECT_ID, type RollupGrain } from './rollups.js';
import { STATUS_CODE_TABLES } from './status-code-rollups.js';
import {
  BUCKET_MS,
  rollupSlices,
  WINDOW_RESOLUTION,
  type BucketSize,
  type RollupSlice,
  type UsageWindow,
} from './usage.rules.js';

export type Row = Record<string, unknown>;

/** Whose rollups: one account's, by its id, or (null) the whole platform's. */
export type RollupSubject = string | null;

/** A window of usage: its rows are those of `window`'s slices from `dateFrom` on. */
export interface RollupWindow {
  readonly subject: RollupSubject;
  readonly window: UsageWindow;
  readonly dateFrom: Date;
}

/** A pair of rollup tables: the ended buckets' and the open ones'. */
interface RollupTables {
  readonly closed: string;
  readonly open: string;
}

const ROLLUP_TABLES: RollupTables = { closed: 'usage_rollups', open: 'usage_rollups_open' };

/** A statement being written: each value becomes its next parameter. */
class Statement {
  readonly values: unknown[] = [];

  bind(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /** The timestamps fall in years 1-9999 (usage.rules.ts bounds the dates a caller may name), whose ISO form PostgreSQL reads. */
  timestamp(ms: number): string {
    return `${this.bind(new Date(ms).toISOString())}::timestamptz`;
  }

  /** One subject's rollups of one grain: one index range, whoever it is. */
  rowsOf(subject: RollupSubject, grain: RollupGrain): string {
    return `subject_id = ${this.bind(subject ?? PLATFORM_SUBJECT_ID)}::uuid and grain = ${this.bind(grain)}`;
  }

  slice(slice: RollupSlice): string {
    const upper = slice.to ? ` and bucket_start < ${this.timestamp(slice.to.getTime())}` : '';
    return `(bucket_size = ${this.bind(slice.size)} and bucket_start >= ${this.timestamp(slice.from.getTime())}${upper})`;
  }

  /**
   * The subject's rollup rows of one grain that make up the window, as a FROM source: the ended
   * buckets' rows of each slice (rollupSlices) and the open buckets' rows since the window
   * started. One branch each, so that every branch is a plain range of a primary key, read by an
   * index-only scan in usage_rollups (OR-ed slices made PostgreSQL combine bitmaps and visit the
   * heap). Open rows are of the grain's finest size, which every window start is a boundary of.
   */
  windowRows(
    { subject, window, dateFrom }: RollupWindow,
    grain: RollupGrain,
    tables: RollupTables = ROLLUP_TABLES,
  ): string {
    const slices = rollupSlices(
      dateFrom,
      WINDOW_RESOLUTION[window].size,
      KEPT_SIZES[subject ? 'user' : 'platform'][grain],
    );
    const branches = slices.map(
      (slice) => `select * from ${tables.closed} where ${this.rowsOf(subject, grain)} and ${this.slice(slice)}`,
    );
    branches.push(
      `select * from ${tables.open} where ${this.rowsOf(subject, grain)} and bucket_start >= ${this.timestamp(dateFrom.getTime())}`,
    );
    return `(${branches.join(' union all ')}) as window_rows`;
  }

  /**
   * Calls counted against the daily quota in the UTC day from `dayStart`, per subject of the
   * rollup rows `whose` selects: every call but those the limits refused (429, for the rate or a
   * used-up quota), as the limits count them (account-limits.ts).
   */
  usedToday(whose: () => string, dayStart: number): string {
    const today = () =>
      `bucket_start >= ${this.timestamp(dayStart)} and bucket_start < ${this.timestamp(dayStart + BUCKET_MS.day)}`;
    return `select subject_id, coalesce(sum(calls - rate_limited), 0)::bigint as used from (
         select subject_id, calls, rate_limited from usage_rollups where ${whose()} and bucket_size = 'day' and ${today()}
         union all
         select subject_id, calls, rate_limited from usage_rollups_open where ${whose()} and ${today()}
       ) as today_rows group by subject_id`;
  }
}

export class RollupReads {
  constructor(private readonly em: EntityManager) {}

  /** The window's totals: calls by outcome, cache hits, bytes, latency sum, maximum and histogram. */
  async summary(window: RollupWindow): Promise<Row> {
    const statement = new Statement();
    const [row] = await this.run(
      statement,
      `select coalesce(sum(calls), 0)::bigint as calls, coalesce(sum(successes), 0)::bigint as successes,
         coalesce(sum(client_errors), 0)::bigint as client_errors, coalesce(sum(server_errors), 0)::bigint as server_errors,
         coalesce(sum(rate_limited), 0)::bigint as rate_limited, coalesce(sum(cache_hits), 0)::bigint as cache_hits,
         coalesce(sum(bytes), 0)::bigint as bytes, coalesce(sum(latency_ms_sum), 0) as latency_sum,
         coalesce(max(latency_ms_max), 0) as latency_max, ${histogramSumColumnsSql()}
       from ${statement.windowRows(window, 'total')}`,
    );
    return row ?? {};
  }

  /**
   * The window's calls by status class and by exact status code, of the subject or with
   * `apiKeyId` of that key (in the subject's key rows: pass the key's owner). One statement, so
   * both are read from one snapshot and the codes add up to the classes whatever is metered or
   * compacted meanwhile: the classes' row first (status_code null), then one row per code, in order.
   */
  async statuses(window: RollupWindow, apiKeyId: string | null): Promise<{ classes: Row; codes: Row[] }> {
    const statement = new Statement();
    const grain = apiKeyId ? 'key' : 'total';
    const onlyKey = () => (apiKeyId ? ` where api_key_id = ${statement.bind(apiKeyId)}::uuid` : '');
    const rows = await this.run(
      statement,
      `select null::smallint as status_code, coalesce(sum(calls), 0)::bigint as calls, coalesce(sum(successes), 0)::bigint as successes,
         coalesce(sum(client_errors), 0)::bigint as client_errors, coalesce(sum(server_errors), 0)::bigint as server_errors,
         coalesce(sum(rate_limited), 0)::bigint as rate_limited
       from ${statement.windowRows(window, grain)}${onlyKey()}
       union all
       (select status_code, sum(calls)::bigint, null, null, null, null
        from ${statement.windowRows(window, grain, STATUS_CODE_TABLES)}${onlyKey()}
        group by status_code)
       order by status_code nulls first`,
    );
    const [classes = {}, ...codes] = rows;
    return { classes, codes };
  }

  /**
   * One row per `interval` bucket with calls in [first, end): the subject's totals, or with
   * `apiKeyId` that key's (in its user's key rows, whoever asks).
   */
  timeseries(
    subject: RollupSubject,
    apiKeyId: string | null,
    interval: BucketSize,
    first: number,
    end: number,
  ): Promise<Row[]> {
    const statement = new Statement();
    const whose = () =>
      apiKeyId
        ? `${statement.rowsOf(subject, 'key')} and api_key_id = ${statement.bind(apiKeyId)}::uuid`
        : statement.rowsOf(subject, 'total');
    const range = () => `bucket_start >= ${statement.timestamp(first)} and bucket_start < ${statement.timestamp(end)}`;
    const columns = `calls, client_errors, server_errors, latency_ms_max, latency_buckets`;
    return this.run(
      statement,
      `select bucket_start, sum(calls)::bigint as calls, sum(client_errors)::bigint as client_errors,
         sum(server_errors)::bigint as server_errors, max(latency_ms_max) as latency_max, ${histogramSumColumnsSql()}
       from (
         select bucket_start, ${columns} from usage_rollups where ${whose()} and bucket_size = ${statement.bind(interval)} and ${range()}
         union all
         select date_trunc(${statement.bind(interval)}, bucket_start, 'UTC') as bucket_start, ${columns} from usage_rollups_open where ${whose()} and ${range()}
       ) as series_rows
       group by bucket_start`,
    );
  }

  /** The window's endpoints by calls, most first, at most `limit`. */
  topEndpoints(window: RollupWindow, limit: number): Promise<Row[]> {
    const statement = new Statement();
    return this.run(
      statement,
      `select provider, endpoint, sum(calls)::bigint as calls, sum(client_errors + server_errors)::bigint as errors,
         sum(latency_ms_sum) as latency_sum, max(latency_ms_max) as latency_max, ${histogramSumColumnsSql()}
       from ${statement.windowRows(window, 'endpoint')}
       group by provider, endpoint
       order by calls desc, provider collate "C", endpoint collate "C"
       limit ${statement.bind(limit)}`,
    );
  }

  /**
   * Per key, most calls first, at most `limit`: for one account every key it has, unused ones
   * included; for the whole platform the keys used in the window.
   */
  keys(window: RollupWindow, limit: number): Promise<Row[]> {
    const statement = new Statement();
    const used = `select api_key_id, sum(calls)::bigint as calls, sum(client_errors + server_errors)::bigint as errors
      from ${statement.windowRows(window, 'key')} group by api_key_id`;
    return this.run(
      statement,
      window.subject
        ? `select k.id, k.user_id, k.name, k.prefix, k.revoked_at, k.expires_at, k.last_used_at, coalesce(u.calls, 0) as calls, coalesce(u.errors, 0) as errors
           from api_keys k left join (${used}) u on u.api_key_id = k.id
           where k.user_id = ${statement.bind(window.subject)}::uuid
           order by calls desc, k.name collate "C", k.id
           limit ${statement.bind(limit)}`
        : `select k.id, k.user_id, k.name, k.prefix, k.revoked_at, k.expires_at, k.last_used_at, u.calls, u.errors
           from (${used}) u join api_keys k on k.id = u.api_key_id
           order by u.calls desc, k.name collate "C", k.id
           limit ${statement.bind(limit)}`,
    );
  }

  /** The account's calls counted against its quota in the UTC day from `dayStart`. */
  async usedTodayBy(userId: string, dayStart: number): Promise<number> {
    const statement = new Statement();
    const [row] = await this.run(
      statement,
      statement.usedToday(() => statement.rowsOf(userId, 'total'), dayStart),
    );
    return Number(row?.used ?? 0);
  }

  /** The same for every account that called in the day, by account id. */
  async usedTodayByAccount(dayStart: number): Promise<Map<string, number>> {
    const statement = new Statement();
    const accounts = () => `subject_id <> ${statement.bind(PLATFORM_SUBJECT_ID)}::uuid and grain = 'total'`;
    const rows = await this.run(statement, statement.usedToday(accounts, dayStart));
    return new Map(rows.map((row) => [String(row.subject_id), Number(row.used ?? 0)]));
  }

  private async run(statement: Statement, sql: string): Promise<Row[]> {
    const pool = await this.em.getConnection().getNativeClient();
    const { rows } = await pool.query<Row>(sql, statement.values);
    return rows;
  }
}
