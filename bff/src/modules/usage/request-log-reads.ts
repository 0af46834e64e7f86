// The request log's one read: a page of an account's raw events, newest first, from the index
// on (user_id, occurred_at, request_id) (migration 20261128090000). Every value is bound as a
// query parameter. In two steps: the page's positions, filtered on the columns the index
// includes (an index-only scan where the table's pages are all-visible, so a rare filter walks
// index entries rather than the table), then those rows only. A rare filter still walks further
// back per page than none (BENCHMARKS.md measures both).
import type { EntityManager } from '@mikro-orm/postgresql';

export interface RequestLogScope {
  userId: string;
  /** Inclusive. */
  from: Date;
  /** Exclusive; null: everything metered so far (as the usage figures' windows end). */
  to: Date | null;
  apiKeyId: string | null;
  /** With `endpoint`: that provider's calls of it only. */
  provider: string | null;
  endpoint: string | null;
  /** Inclusive status bounds of a status class. */
  statuses: { min: number; max: number } | null;
  cacheStatus: string | null;
  requestId: string | null;
}

/** Where a page ends: the last row's time and request id, which together are unique. */
export interface LogPosition {
  occurredAt: Date;
  requestId: string;
}

export interface RequestLogRow {
  occurred_at: Date;
  request_id: string;
  api_key_id: string;
  key_name: string | null;
  method: string;
  path: string;
  provider: string;
  endpoint: string;
  status: number;
  latency_ms: number;
  bytes: number;
  cache_status: string;
}

/**
 * `positionsFirst`: find the page's positions in the index before reading its rows, for a page a
 * reader waits on (a rare filter then walks index entries, not table rows). The export reads
 * batches of thousands and every row of them: it reads them in one pass, which for that many rows
 * is several times faster than a lookup each.
 */
export async function readRequestLog(
  em: EntityManager,
  scope: RequestLogScope,
  after: LogPosition | null,
  limit: number,
  { positionsFirst }: { positionsFirst: boolean },
): Promise<RequestLogRow[]> {
  const values: unknown[] = [];
  const bind = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const where = [`occurred_at >= ${bind(scope.from)}::timestamptz`];
  if (scope.to) where.push(`occurred_at < ${bind(scope.to)}::timestamptz`);
  if (after) {
    const at = bind(after.occurredAt);
    // The plain bound prunes the partitions after the cursor; the row comparison is the index's order.
    where.push(
      `occurred_at <= ${at}::timestamptz`,
      `(occurred_at, request_id) < (${at}::timestamptz, ${bind(after.requestId)})`,
    );
  }
  if (scope.apiKeyId) where.push(`api_key_id = ${bind(scope.apiKeyId)}::uuid`);
  if (scope.provider !== null) where.push(`provider = ${bind(scope.provider)}`);
  if (scope.endpoint !== null) where.push(`endpoint = ${bind(scope.endpoint)}`);
  if (scope.statuses) where.push(`status between ${bind(scope.statuses.min)} and ${bind(scope.statuses.max)}`);
  if (scope.cacheStatus) where.push(`cache_status = ${bind(scope.cacheStatus)}`);
  if (scope.requestId !== null) where.push(`request_id = ${bind(scope.requestId)}`);
  const user = bind(scope.userId);
  const positions = `
    from usage_events where user_id = ${user}::uuid and ${where.join(' and ')}
    order by occurred_at desc, request_id desc
    limit ${bind(limit)}`;
  const source = positionsFirst
    ? `(select occurred_at, request_id ${positions}) page
       join usage_events e on e.user_id = ${user}::uuid and e.occurred_at = page.occurred_at and e.request_id = page.request_id`
    : `(select * ${positions}) e`;
  const sql = `
    select e.occurred_at, e.request_id, e.api_key_id, (select k.name from api_keys k where k.id = e.api_key_id) as key_name,
      e.method, coalesce(e.path, e.endpoint) as path, e.provider, e.endpoint, e.status, e.latency_ms, e.bytes, e.cache_status
    from ${source}
    order by e.occurred_at desc, e.request_id desc`;
  const pool = await em.getConnection().getNativeClient();
  const { rows } = await pool.query<RequestLogRow>(sql, values);
  return rows;
}
