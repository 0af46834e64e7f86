// The database `npm run bench:usage` measures: created fresh on DATABASE_URL's server or an
// embedded PostgreSQL, with 200 users and 1,000 keys, EVENTS usage events spread over 90 days
// with skew (generate_series), and their rollups (per-status-code ones included) folded by the metering path's own rollUp.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../dist/db/embedded-postgres.js';
import { INSERT_ROLLUPS_SQL, rollupRowParams, UPSERT_ROLLUPS_SQL } from '../dist/modules/usage/rollup-sql.js';
import { rollUp, type MeteredCall } from '../dist/modules/usage/rollups.js';
import {
  INSERT_STATUS_CODE_ROLLUPS_SQL,
  statusCodeRowParams,
  statusCodeRowsOf,
  UPSERT_STATUS_CODE_ROLLUPS_SQL,
} from '../dist/modules/usage/status-code-rollups.js';
import { floorTo } from '../dist/modules/usage/usage.rules.js';
import { freePort } from './bench-support.ts';

export const EVENTS = Number(process.env.BENCH_USAGE_EVENTS ?? 10_000_000);
export const USERS = 200;
export const KEYS_PER_USER = 5;
const CHUNK = 1_000_000;
export const ENDPOINTS = [
  ...[
    '/football/live',
    '/football/today',
    '/match/{id}/details',
    '/match/{id}/lineups',
    '/match/{id}/statistics',
    '/football/{country}:{id}',
    '/football/{country}:{id}/fixtures',
    '/football/{country}:{id}/results',
    '/football/{country}:{id}/standings',
    '/tennis/live',
    '/basketball/live',
    '/hockey/live',
    '/match/{id}/odds',
    '/match/{id}/h2h',
    '/team/{id}/results',
    '/team/{id}/fixtures',
    '/player/{id}',
    '/tournament/{id}/archive',
    '/football/yesterday',
    '/football/tomorrow',
    '/match/{id}/commentary',
    '/match/{id}/highlights',
    '/team/{id}/squad',
    '/cricket/live',
    '/baseball/live',
  ].map((e) => ['flashscore', e]),
  ...[
    '/players/search/{name}',
    '/players/{id}/profile',
    '/players/{id}/transfers',
    '/players/{id}/market_value',
    '/players/{id}/stats',
    '/clubs/{id}/profile',
    '/clubs/{id}/players',
    '/clubs/search/{name}',
    '/competitions/{id}/clubs',
    '/competitions/search/{name}',
    '/players/{id}/achievements',
    '/players/{id}/injuries',
    '/clubs/{id}/transfers',
    '/competitions/{id}/table',
    '/players/{id}/jersey_numbers',
  ].map((e) => ['transfermarkt', e]),
] as const;

const withDatabase = (serverUrl: string, database: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

export async function createDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
  embedded: EmbeddedDatabase | null;
  server: string;
}> {
  let serverUrl = process.env.DATABASE_URL;
  let embedded: EmbeddedDatabase | null = null;
  if (!serverUrl) {
    const parent = mkdtempSync(path.join(os.tmpdir(), 'touchline-bench-usage-pg-'));
    chmodSync(parent, 0o755);
    embedded = await startEmbeddedPostgres({ dataDir: path.join(parent, 'data'), port: await freePort() });
    serverUrl = embedded.url;
  }
  const name = `touchline_bench_usage_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  const version = (await admin.query('show server_version')).rows[0].server_version as string;
  await admin.query(`create database "${name}"`);
  await admin.end();
  const drop = async () => {
    const client = new pg.Client({ connectionString: withDatabase(serverUrl!, 'postgres') });
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
  };
  return {
    url: withDatabase(serverUrl, name),
    drop,
    embedded,
    server: `PostgreSQL ${version}${embedded ? ' (embedded)' : ''}`,
  };
}

/** 200 users and 1,000 keys (5 each); users.idx / keys.idx for the generator. */
export async function seedAccounts(db: pg.Client) {
  await db.query(`create unlogged table bench_users as
    select i as idx, gen_random_uuid() as id from generate_series(0, ${USERS - 1}) i`);
  await db.query(`insert into users (id, email, is_active, plan)
    select id, 'bench-' || idx || '@touchline.test', true, case when idx < 20 then 'business' when idx < 80 then 'pro' else 'free' end from bench_users`);
  await db.query(`create unlogged table bench_keys as
    select u.idx * ${KEYS_PER_USER} + k as idx, gen_random_uuid() as id, u.id as user_id
    from bench_users u cross join generate_series(0, ${KEYS_PER_USER - 1}) k`);
  await db.query(`insert into api_keys (id, user_id, name, prefix, key_hash)
    select id, user_id, 'Bench key ' || (idx % ${KEYS_PER_USER} + 1), 'tl_bench' || lpad((idx % 1000)::text, 3, '0'), encode(sha256(id::text::bytea), 'hex') from bench_keys`);
}

/**
 * Times are whole milliseconds, as the metering path writes them (JavaScript Dates). The request
 * log's index is dropped for the load and built after it (buildRequestLogIndex): one sort instead
 * of ten million scattered inserts.
 *
 * Skew: user u = ⌊200·r³⌋ (user 0 makes ~17% of the calls), key ⌊5·r²⌋ within the user,
 * endpoint ⌊40·r²⌋; times uniform over the last 90 days; ~94% 2xx/3xx, 5% 4xx (1% 429), 1% 5xx;
 * latency e^(9·r·r) ms (1 ms to ~8 s, mostly short); 60% cache hits, 2% stale.
 */
export async function loadEvents(db: pg.Client, now: Date) {
  await db.query('drop index if exists usage_events_request_log');
  await db.query(
    `select usage_events_ensure_partition(day::date)
    from generate_series($1::timestamptz - interval '91 days', $1::timestamptz, interval '1 day') as days(day)`,
    [now.toISOString()],
  );
  const endpoints = `array[${ENDPOINTS.map(([, e]) => `'${e}'`).join(',')}]`;
  const providers = `array[${ENDPOINTS.map(([p]) => `'${p}'`).join(',')}]`;
  for (let from = 1; from <= EVENTS; from += CHUNK) {
    const to = Math.min(EVENTS, from + CHUNK - 1);
    await db.query(
      `
      insert into usage_events (request_id, occurred_at, user_id, api_key_id, provider, endpoint, status, latency_ms, bytes, cache_status, method, path)
      select 'bench-' || s.i, date_trunc('milliseconds', $1::timestamptz - s.r_time * interval '90 days'), k.user_id, k.id,
        (${providers})[s.e + 1], (${endpoints})[s.e + 1],
        case when s.r_status < 0.90 then 200 when s.r_status < 0.94 then 304 when s.r_status < 0.97 then 404
             when s.r_status < 0.98 then 429 when s.r_status < 0.99 then 400 when s.r_status < 0.995 then 500 else 502 end,
        exp(9 * s.r_lat1 * s.r_lat2), (s.r_bytes * 40000)::int,
        case when s.r_cache < 0.60 then 'HIT' when s.r_cache < 0.62 then 'STALE' when s.r_cache < 0.97 then 'MISS' else 'NONE' end,
        'GET', replace((${endpoints})[s.e + 1], '{id}', (s.i % 99991)::text)
      from (
        select i, floor(${USERS} * power(random(), 3))::int as u, floor(${KEYS_PER_USER} * power(random(), 2))::int as kk,
          floor(${ENDPOINTS.length} * power(random(), 2))::int as e, random() as r_time, random() as r_status,
          random() as r_lat1, random() as r_lat2, random() as r_bytes, random() as r_cache
        from generate_series(${from}, ${to}) i
      ) s join bench_keys k on k.idx = s.u * ${KEYS_PER_USER} + s.kk`,
      [now.toISOString()],
    );
    console.log(`  loaded ${to.toLocaleString('en')} events`);
  }
}

/**
 * The rollups of every event, one UTC day at a time, folded by the metering path's own rollUp:
 * the rollups the recorder would have written, had it metered the load. A day's minute, hour and
 * day rows are new and go in as plain inserts; its week rows add to the week's.
 */
export async function buildRollups(db: pg.Client, now: Date) {
  const day = 86_400_000;
  for (let from = floorTo(now.getTime() - 91 * day, 'day'); from <= now.getTime(); from += day) {
    const events = await db.query(
      `select occurred_at as "occurredAt", user_id as "userId", api_key_id as "apiKeyId", provider, endpoint, status,
         latency_ms as "latencyMs", bytes, cache_status as "cacheStatus"
       from usage_events where occurred_at >= $1 and occurred_at < $2`,
      [new Date(from).toISOString(), new Date(from + day).toISOString()],
    );
    const rows = rollUp(events.rows as MeteredCall[]);
    const weeks = rows.filter((row) => row.size === 'week');
    const fresh = rows.filter((row) => row.size !== 'week');
    for (let i = 0; i < fresh.length; i += 50_000)
      await db.query(INSERT_ROLLUPS_SQL, rollupRowParams(fresh.slice(i, i + 50_000)));
    if (weeks.length > 0) await db.query(UPSERT_ROLLUPS_SQL, rollupRowParams(weeks));
    // The per-status-code rows the same fold counted, the same way.
    const codes = statusCodeRowsOf(rows);
    const freshCodes = codes.filter((row) => row.size !== 'week');
    for (let i = 0; i < freshCodes.length; i += 50_000)
      await db.query(INSERT_STATUS_CODE_ROLLUPS_SQL, statusCodeRowParams(freshCodes.slice(i, i + 50_000)));
    const weekCodes = codes.filter((row) => row.size === 'week');
    if (weekCodes.length > 0) await db.query(UPSERT_STATUS_CODE_ROLLUPS_SQL, statusCodeRowParams(weekCodes));
  }
}

/** The request log's index (migration 20261128090000), as the product keeps it. */
export async function buildRequestLogIndex(db: pg.Client) {
  await db.query(`create index if not exists usage_events_request_log on usage_events (user_id, occurred_at, request_id)
    include (api_key_id, status, cache_status, endpoint)`);
}
