// The request log's one read: a page of an account's raw events, newest first, from the index
// on (user_id, occurred_at, request_id) (migration 20261128090000). Every value is bound as a
// query parameter. The filters other than time are checked on the rows the index range gives,
// so a rare filter walks further back per page (BENCHMARKS.md measures both).
import type { EntityManager } from '@mikro-orm/postgresql';

export interface RequestLogScope {
  userId: string;
  /** Inclusive. */
  from: Date;
  /** Exclusive. */
  to: Date;
  apiKeyId: string | null;
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

export async function readRequestLog(
  em: EntityManager,
  scope: RequestLogScope,
  after: LogPosition | null,
  limit: number,
): Promise<RequestLogRow[]> {
  const values: unknown[] = [];
  const bind = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const where = [
    `user_id = ${bind(scope.userId)}::uuid`,
    `occurred_at >= ${bind(scope.from)}::timestamptz`,
    `occurred_at < ${bind(scope.to)}::timestamptz`,
  ];
  if (after) {
    const at = bind(after.occurredAt);
    // The plain bound prunes the partitions after the cursor; the row comparison is the index's order.
    where.push(`occurred_at <= ${at}::timestamptz`, `(occurred_at, request_id) < (${at}::timestamptz, ${bind(after.requestId)})`);
  }
  if (scope.apiKeyId) where.push(`api_key_id = ${bind(scope.apiKeyId)}::uuid`);
  if (scope.endpoint !== null) where.push(`endpoint = ${bind(scope.endpoint)}`);
  if (scope.statuses) where.push(`status between ${bind(scope.statuses.min)} and ${bind(scope.statuses.max)}`);
  if (scope.cacheStatus) where.push(`cache_status = ${bind(scope.cacheStatus)}`);
  if (scope.requestId !== null) where.push(`request_id = ${bind(scope.requestId)}`);
  const sql = `
    select occurred_at, request_id, api_key_id, (select k.name from api_keys k where k.id = e.api_key_id) as key_name,
      method, coalesce(path, endpoint) as path, provider, endpoint, status, latency_ms, bytes, cache_status
    from usage_events e
    where ${where.join(' and ')}
    order by occurred_at desc, request_id desc
    limit ${bind(limit)}`;
  const pool = await em.getConnection().getNativeClient();
  const { rows } = await pool.query<RequestLogRow>(sql, values);
  return rows;
}
