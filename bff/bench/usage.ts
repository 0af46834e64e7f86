// `npm run bench:usage`: usage analytics at scale. Loads N usage events (default 10 million;
// BENCH_USAGE_EVENTS to scale) spread over 90 days, 200 users and 1,000 keys with skew, into a
// fresh database (on DATABASE_URL's server, or an embedded PostgreSQL), with generate_series;
// builds the rollups day by day with the metering path's own folding; then times each usage endpoint for
// every window over HTTP against the compiled bff, and the same aggregate computed directly
// from the raw events, in the same run. Also offers the metering write path (UsageRecorder)
// steady rates of events and checks it keeps up.
// Writes the `## Usage analytics` section of BENCHMARKS.md.
//
// Knobs: BENCH_USAGE_EVENTS (10000000), BENCH_USAGE_REQUESTS (100 timed HTTP requests per case),
// BENCH_USAGE_RAW_RUNS (3 raw-aggregate runs per case), BENCH_USAGE_INGEST_RATES (offered
// events/s, '20000,40000,60000'), BENCH_USAGE_INGEST_SECONDS (20 each), BENCH_USAGE_KEEP_DB=1 to keep
// the database.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../dist/db/embedded-postgres.js';
import { openDatabase } from '../dist/db/orm.js';
import { UsageRecorder } from '../dist/modules/usage/metering/usage-recorder.js';
import { RollupCompactor } from '../dist/modules/usage/rollup-compactor.js';
import { INSERT_ROLLUPS_SQL, rollupRowParams, UPSERT_ROLLUPS_SQL } from '../dist/modules/usage/rollup-sql.js';
import { PLATFORM_SUBJECT_ID, rollUp, type MeteredCall } from '../dist/modules/usage/rollups.js';
import { floorTo, KEYS_LIMIT, windowStart } from '../dist/modules/usage/usage.rules.js';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';
import { freePort, ROOT, stopChildProcesses, writeBenchmarkSection } from './bench-support.ts';

const BFF = path.join(ROOT, 'bff');
const EVENTS = Number(process.env.BENCH_USAGE_EVENTS ?? 10_000_000);
const REQUESTS = Number(process.env.BENCH_USAGE_REQUESTS ?? 100);
const RAW_RUNS = Number(process.env.BENCH_USAGE_RAW_RUNS ?? 3);
const INGEST_RATES = (process.env.BENCH_USAGE_INGEST_RATES ?? '20000,40000,60000').split(',').map(Number);
const INGEST_SECONDS = Number(process.env.BENCH_USAGE_INGEST_SECONDS ?? 20);
const USERS = 200;
const KEYS_PER_USER = 5;
const CHUNK = 1_000_000;
const WINDOWS = ['24h', '7d', '30d', '90d'] as const;
const WINDOW_MS = { '24h': 86_400_000, '7d': 7 * 86_400_000, '30d': 30 * 86_400_000, '90d': 90 * 86_400_000 };
const ENDPOINTS = [
  ...['/football/live', '/football/today', '/match/{id}/details', '/match/{id}/lineups', '/match/{id}/statistics', '/football/{country}:{id}',
    '/football/{country}:{id}/fixtures', '/football/{country}:{id}/results', '/football/{country}:{id}/standings', '/tennis/live', '/basketball/live',
    '/hockey/live', '/match/{id}/odds', '/match/{id}/h2h', '/team/{id}/results', '/team/{id}/fixtures', '/player/{id}', '/tournament/{id}/archive',
    '/football/yesterday', '/football/tomorrow', '/match/{id}/commentary', '/match/{id}/highlights', '/team/{id}/squad', '/cricket/live', '/baseball/live'].map((e) => ['flashscore', e]),
  ...['/players/search/{name}', '/players/{id}/profile', '/players/{id}/transfers', '/players/{id}/market_value', '/players/{id}/stats', '/clubs/{id}/profile',
    '/clubs/{id}/players', '/clubs/search/{name}', '/competitions/{id}/clubs', '/competitions/search/{name}', '/players/{id}/achievements', '/players/{id}/injuries',
    '/clubs/{id}/transfers', '/competitions/{id}/table', '/players/{id}/jersey_numbers'].map((e) => ['transfermarkt', e]),
] as const;
const SUPERUSER = { email: 'bench-admin@touchline.test', password: 'bench-admin-password' };
const children: ChildProcess[] = [];

const withDatabase = (serverUrl: string, database: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function timed<T>(what: string, run: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  const started = performance.now();
  const result = await run();
  const seconds = (performance.now() - started) / 1000;
  console.log(`${what}: ${seconds.toFixed(1)} s`);
  return { result, seconds };
}

async function createDatabase(): Promise<{ url: string; drop: () => Promise<void>; embedded: EmbeddedDatabase | null; server: string }> {
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
  return { url: withDatabase(serverUrl, name), drop, embedded, server: `PostgreSQL ${version}${embedded ? ' (embedded)' : ''}` };
}

/** 200 users and 1,000 keys (5 each); users.idx / keys.idx for the generator. */
async function seedAccounts(db: pg.Client) {
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
 * Skew: user u = ⌊200·r³⌋ (user 0 makes ~17% of the calls), key ⌊5·r²⌋ within the user,
 * endpoint ⌊40·r²⌋; times uniform over the last 90 days; ~94% 2xx/3xx, 5% 4xx (1% 429), 1% 5xx;
 * latency e^(9·r·r) ms (1 ms to ~8 s, mostly short); 60% cache hits, 2% stale.
 */
async function loadEvents(db: pg.Client, now: Date) {
  await db.query(`select usage_events_ensure_partition(day::date)
    from generate_series($1::timestamptz - interval '91 days', $1::timestamptz, interval '1 day') as days(day)`, [now.toISOString()]);
  const endpoints = `array[${ENDPOINTS.map(([, e]) => `'${e}'`).join(',')}]`;
  const providers = `array[${ENDPOINTS.map(([p]) => `'${p}'`).join(',')}]`;
  for (let from = 1; from <= EVENTS; from += CHUNK) {
    const to = Math.min(EVENTS, from + CHUNK - 1);
    await db.query(`
      insert into usage_events (request_id, occurred_at, user_id, api_key_id, provider, endpoint, status, latency_ms, bytes, cache_status)
      select 'bench-' || s.i, $1::timestamptz - s.r_time * interval '90 days', k.user_id, k.id,
        (${providers})[s.e + 1], (${endpoints})[s.e + 1],
        case when s.r_status < 0.90 then 200 when s.r_status < 0.94 then 304 when s.r_status < 0.97 then 404
             when s.r_status < 0.98 then 429 when s.r_status < 0.99 then 400 when s.r_status < 0.995 then 500 else 502 end,
        exp(9 * s.r_lat1 * s.r_lat2), (s.r_bytes * 40000)::int,
        case when s.r_cache < 0.60 then 'HIT' when s.r_cache < 0.62 then 'STALE' when s.r_cache < 0.97 then 'MISS' else 'NONE' end
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
async function buildRollups(db: pg.Client, now: Date) {
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
    for (let i = 0; i < fresh.length; i += 50_000) await db.query(INSERT_ROLLUPS_SQL, rollupRowParams(fresh.slice(i, i + 50_000)));
    if (weeks.length > 0) await db.query(UPSERT_ROLLUPS_SQL, rollupRowParams(weeks));
  }
}

/**
 * The metering path at a steady offered rate: `rate` events a second for INGEST_SECONDS into the
 * bff's own UsageRecorder (its timer, batches and rollups), on the loaded database. It sustains
 * the rate when everything offered is written about when the offering stops.
 */
async function measureIngest(orm: Awaited<ReturnType<typeof openDatabase>>, keys: { id: string; user_id: string }[], rate: number, run: number) {
  const log = { error: (...args: unknown[]) => console.error(...args) } as never;
  const recorder = new UsageRecorder(orm, log);
  // The rollup compactor runs as in the bff: every 10 s, closing buckets ended a minute before.
  const compactor = new RollupCompactor(orm, log);
  recorder.start();
  compactor.start();
  const started = performance.now();
  let offered = 0;
  const tickMs = 10;
  while (performance.now() - started < INGEST_SECONDS * 1000) {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    for (; offered < due; offered++) {
      const key = keys[Math.floor(keys.length * Math.random() ** 2)]!;
      const [provider, endpoint] = ENDPOINTS[Math.floor(ENDPOINTS.length * Math.random() ** 2)]!;
      recorder.record({
        requestId: `ingest-${run}-${offered}`,
        occurredAt: new Date(),
        userId: key.user_id,
        apiKeyId: key.id,
        provider,
        endpoint,
        status: Math.random() < 0.95 ? 200 : 500,
        latencyMs: Math.exp(6 * Math.random() * Math.random()),
        bytes: 1000,
        cacheStatus: Math.random() < 0.6 ? 'HIT' : 'MISS',
      });
    }
    await new Promise((resolve) => setTimeout(resolve, tickMs));
  }
  const offering = (performance.now() - started) / 1000;
  await recorder.stop();
  const seconds = (performance.now() - started) / 1000;
  await compactor.stop();
  console.log(`ingest at ${rate}/s: ${offered} events offered over ${offering.toFixed(1)} s, all written after ${seconds.toFixed(1)} s`);
  return { rate, offered, offering, seconds };
}

async function startServer(databaseUrl: string): Promise<string> {
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(BFF, 'dist/server.js')], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      WEB_ROOT: 'off',
      // Raw events stay for the raw-aggregate baseline (the product keeps 30 days by default).
      USAGE_EVENTS_RETENTION_DAYS: '120',
      LOG_LEVEL: 'warn',
      FIRST_SUPERUSER: SUPERUSER.email,
      FIRST_SUPERUSER_PASSWORD: SUPERUSER.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(server);
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    server.stdout!.on('data', onData);
    server.stderr!.on('data', onData);
    server.once('exit', (code) => reject(new Error(`bff exited with ${code}: ${output}`)));
  });
}

type Endpoint = 'summary' | 'timeseries' | 'top-endpoints' | 'keys';
type Window = (typeof WINDOWS)[number];

/** The query string each case sends; the time series covers the window's range at the default interval. */
function queryFor(endpoint: Endpoint, window: Window, subject: string, now: Date): string {
  const params = new URLSearchParams({ user_id: subject });
  if (endpoint === 'timeseries') {
    params.set('date_from', new Date(now.getTime() - WINDOW_MS[window]).toISOString());
    params.set('date_to', now.toISOString());
  } else params.set('window', window);
  return params.toString();
}

const INTERVAL: Record<Window, 'hour' | 'day'> = { '24h': 'hour', '7d': 'hour', '30d': 'day', '90d': 'day' };
const BUCKET_MS = { hour: 3_600_000, day: 86_400_000 };

/**
 * The same aggregate straight from usage_events (the p95 exact, with percentile_disc), from the
 * window start the API answered with (the server's clock moves on during the run).
 */
function rawQuery(endpoint: Endpoint, window: Window, subject: string, now: Date, apiWindowStart: string | undefined): { text: string; values: unknown[] } {
  const who = subject === 'all' ? 'true' : 'user_id = $2';
  const values: unknown[] = [apiWindowStart ?? windowStart(window, now).toISOString()];
  if (subject !== 'all') values.push(subject);
  const p95 = 'percentile_disc(0.95) within group (order by latency_ms)';
  switch (endpoint) {
    case 'summary': {
      const today = new Date(Math.floor(now.getTime() / 86_400_000) * 86_400_000).toISOString();
      const quota = subject === 'all' ? 'null' : `(select count(*) filter (where status <> 429) from usage_events where user_id = $2 and occurred_at >= '${today}')`;
      return {
        text: `select count(*) as calls, count(*) filter (where status < 400) as successes, count(*) filter (where status between 400 and 499) as client_errors,
            count(*) filter (where status >= 500) as server_errors, count(*) filter (where status = 429) as rate_limited,
            count(*) filter (where cache_status in ('HIT', 'STALE')) as cache_hits, sum(bytes) as bytes, avg(latency_ms) as avg_latency, ${p95} as p95,
            ${quota} as quota_used
          from usage_events where ${who} and occurred_at >= $1`,
        values,
      };
    }
    case 'timeseries': {
      const interval = INTERVAL[window];
      const size = BUCKET_MS[interval];
      const from = Math.floor((now.getTime() - WINDOW_MS[window]) / size) * size;
      const to = Math.ceil(now.getTime() / size) * size;
      values[0] = new Date(from).toISOString();
      return {
        text: `select date_trunc('${interval}', occurred_at, 'UTC') as bucket, count(*) as calls, count(*) filter (where status >= 400) as errors, ${p95} as p95
          from usage_events where ${who} and occurred_at >= $1 and occurred_at < '${new Date(to).toISOString()}' group by 1 order by 1`,
        values,
      };
    }
    case 'top-endpoints':
      return {
        text: `select provider, endpoint, count(*) as calls, count(*) filter (where status >= 400) as errors, avg(latency_ms) as avg_latency, ${p95} as p95
          from usage_events where ${who} and occurred_at >= $1 group by 1, 2 order by calls desc, 1, 2 limit 10`,
        values,
      };
    case 'keys':
      return {
        text: `select k.id, k.name, k.prefix, k.revoked_at, k.last_used_at, coalesce(c.calls, 0) as calls, coalesce(c.errors, 0) as errors
          from api_keys k ${subject === 'all' ? '' : 'left '}join (
            select api_key_id, count(*) as calls, count(*) filter (where status >= 400) as errors
            from usage_events where ${who} and occurred_at >= $1 group by 1
          ) c on c.api_key_id = k.id ${subject === 'all' ? '' : 'where k.user_id = $2'} order by 6 desc limit ${KEYS_LIMIT.default}`,
        values,
      };
  }
}

interface Case {
  endpoint: Endpoint;
  window: Window;
  who: string;
  target: string;
  api: number[];
  raw: number[];
  check: string;
  /** The same requests after the ingest runs, with the open buckets filled. */
  apiAfterIngest: number[];
}

/** REQUESTS timed requests to `target` after 3 warm-ups; the last answer's body. */
async function timeApi(target: string, headers: Record<string, string>): Promise<{ api: number[]; body: any }> {
  const api: number[] = [];
  let body: any;
  for (let i = 0; i < REQUESTS + 3; i++) {
    const started = performance.now();
    const response = await fetch(target, { headers });
    body = await response.json();
    if (response.status !== 200) throw new Error(`${target}: ${response.status} ${JSON.stringify(body)}`);
    if (i >= 3) api.push(performance.now() - started);
  }
  return { api, body };
}

async function main() {
  const now = new Date();
  const db = await createDatabase();
  console.log(`database on ${db.server}; ${EVENTS.toLocaleString('en')} events`);
  try {
    const orm = await openDatabase(db.url);
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    await seedAccounts(client);
    const load = await timed('load events', () => loadEvents(client, now));
    const rollups = await timed('build rollups (day by day)', () => buildRollups(client, now));
    await client.query(`update api_keys k set last_used_at = m.last_used
      from (select api_key_id, max(occurred_at) as last_used from usage_events group by 1) m where k.id = m.api_key_id`);
    await timed('vacuum analyze', () => client.query('vacuum analyze'));
    // Write out the build's dirty pages now, not while the requests below are timed (needs a
    // superuser or pg_checkpoint; without, the timings may include that background writing).
    await timed('checkpoint', () => client.query('checkpoint').catch((error) => console.warn(`checkpoint skipped: ${error.message}`)));
    const sizes = (
      await client.query(`select count(*) filter (where bucket_size = 'minute') as minute, count(*) filter (where bucket_size = 'hour') as hour,
        count(*) filter (where bucket_size = 'day') as day, count(*) filter (where bucket_size = 'week') as week, pg_size_pretty(pg_total_relation_size('usage_rollups')) as rollups_size,
        (select pg_size_pretty(sum(pg_total_relation_size(inhrelid))) from pg_inherits where inhparent = 'usage_events'::regclass) as events_size
        from usage_rollups`)
    ).rows[0];
    const heavy = (
      await client.query(`select subject_id as user_id, sum(calls) as calls from usage_rollups
        where grain = 'total' and bucket_size = 'day' and subject_id <> '${PLATFORM_SUBJECT_ID}' group by 1 order by 2 desc limit 1`)
    ).rows[0];
    // The raw baseline gets the index it needs; the product does not keep one (nothing it serves reads raw events).
    await timed('index raw events by (user_id, occurred_at) for the baseline', () =>
      client.query('create index usage_events_bench_user_time on usage_events (user_id, occurred_at)'));
    console.log(`rollups: ${JSON.stringify(sizes)}; heaviest account ${heavy.user_id} with ${heavy.calls} calls`);

    const url = await startServer(db.url);
    const login = await fetch(`${url}/api/login/access-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: SUPERUSER.email, password: SUPERUSER.password }),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${access_token}` };

    const cases: Case[] = [];
    const subjects = [
      { id: heavy.user_id as string, who: `heaviest account (${Math.round((100 * Number(heavy.calls)) / EVENTS)}% of calls)` },
      { id: 'all', who: 'whole platform' },
    ];
    for (const subject of subjects) {
      for (const endpoint of ['summary', 'timeseries', 'top-endpoints', 'keys'] as Endpoint[]) {
        for (const window of WINDOWS) {
          const target = `${url}/api/usage/${endpoint}?${queryFor(endpoint, window, subject.id, now)}`;
          const { api, body } = await timeApi(target, headers);
          const raw: number[] = [];
          const query = rawQuery(endpoint, window, subject.id, now, endpoint === 'timeseries' ? undefined : body.date_from);
          let rows: any[] = [];
          for (let i = 0; i < RAW_RUNS; i++) {
            const started = performance.now();
            rows = (await client.query(query.text, query.values)).rows;
            raw.push(performance.now() - started);
          }
          // The two must agree on the call count (the raw side reads the same events).
          let check = '';
          if (endpoint === 'summary') check = Number(rows[0].calls) === body.calls ? 'calls equal' : `MISMATCH ${rows[0].calls} vs ${body.calls}`;
          if (endpoint === 'timeseries') {
            const rawCalls = rows.reduce((sum, row) => sum + Number(row.calls), 0);
            const apiCalls = body.data.reduce((sum: number, b: { calls: number }) => sum + b.calls, 0);
            check = rawCalls === apiCalls ? `calls equal (${body.interval})` : `MISMATCH ${rawCalls} vs ${apiCalls}`;
          }
          if (endpoint === 'top-endpoints') check = Number(rows[0]?.calls ?? 0) === (body.data[0]?.calls ?? 0) ? 'top calls equal' : 'MISMATCH';
          if (endpoint === 'keys') {
            const rawCalls = rows.reduce((sum, row) => sum + Number(row.calls), 0);
            const apiCalls = body.data.reduce((sum: number, k: { calls: number }) => sum + k.calls, 0);
            check = rawCalls === apiCalls ? `calls equal (${body.data.length} keys)` : `MISMATCH ${rawCalls} vs ${apiCalls}`;
          }
          cases.push({ endpoint, window, who: subject.who, target, api, raw, check, apiAfterIngest: [] });
          console.log(`${endpoint} ${window} ${subject.id}: api p50 ${percentile(api, 50).toFixed(1)} ms p95 ${percentile(api, 95).toFixed(1)} ms; raw p50 ${percentile(raw, 50).toFixed(0)} ms; ${check}`);
        }
      }
    }

    // The metering write path: the bff's own UsageRecorder at a steady offered rate.
    const keys = (await client.query('select id, user_id from bench_keys')).rows as { id: string; user_id: string }[];
    const ingest: Ingest[] = [];
    for (const [run, rate] of INGEST_RATES.entries()) {
      const offered = await measureIngest(orm, keys, rate, run);
      const ingested = Number((await client.query(`select count(*) from usage_events where request_id like 'ingest-${run}-%'`)).rows[0].count);
      ingest.push({ ...offered, ingested });
    }
    // The same requests again, now that the open buckets hold what the ingest metered (its last
    // minutes at minute size, its hour at hour size), as they always hold the latest traffic.
    const openRows = Number((await client.query('select count(*) from usage_rollups_open')).rows[0].count);
    for (const c of cases) {
      c.apiAfterIngest = (await timeApi(c.target, headers)).api;
      console.log(`after ingest: ${c.endpoint} ${c.window} ${c.who}: api p95 ${percentile(c.apiAfterIngest, 95).toFixed(1)} ms`);
    }
    await client.end();
    await orm.close();

    writeSection({ now, server: db.server, load: load.seconds, rollups: rollups.seconds, sizes, cases, ingest, openRows });
  } finally {
    await stopChildProcesses(children);
    if (!process.env.BENCH_USAGE_KEEP_DB) await db.drop().catch((error) => console.error('dropping the bench database failed', error));
    await db.embedded?.stop();
  }
}

interface Ingest {
  rate: number;
  offered: number;
  offering: number;
  seconds: number;
  ingested: number;
}

/** All offered events written, the last within a second of the offering's end. */
const keptUp = (i: Ingest) => i.ingested === i.offered && i.seconds - i.offering <= 1;

function writeSection(r: {
  now: Date;
  server: string;
  load: number;
  rollups: number;
  sizes: Record<string, string>;
  cases: Case[];
  ingest: Ingest[];
  openRows: number;
}) {
  const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
  const rows = r.cases.map((c) => {
    const apiP50 = percentile(c.api, 50);
    const rawP50 = percentile(c.raw, 50);
    const p95 = (times: number[]) => `${ms(percentile(times, 95))}${percentile(times, 95) <= 20 ? '' : ' ✗'}`;
    return `| ${c.endpoint} | ${c.window} | ${c.who} | ${ms(apiP50)} | ${p95(c.api)} | ${p95(c.apiAfterIngest)} | ${ms(rawP50)} | ${ms(percentile(c.raw, 95))} | ${(rawP50 / apiP50).toFixed(1)}× | ${c.check} |`;
  });
  const worst = Math.max(...r.cases.flatMap((c) => [percentile(c.api, 95), percentile(c.apiAfterIngest, 95)]));
  const reduced = EVENTS < 10_000_000 ? ` **Reduced size: ${EVENTS.toLocaleString('en')} events, not the 10 million the targets are set for.**` : '';
  const section = `## Usage analytics

Measured ${r.now.toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:usage\` (\`BENCH_USAGE_EVENTS=${EVENTS}\`) on this project's shared 2-core machine, ${r.server}.${reduced}

Data: ${EVENTS.toLocaleString('en')} usage events over the last 90 days, ${USERS} users, ${USERS * KEYS_PER_USER} keys, ${ENDPOINTS.length} endpoints, skewed
(user ⌊200·r³⌋: the heaviest account makes ~17% of the calls; key ⌊5·r²⌋ within a user; endpoint ⌊40·r²⌋), loaded with \`generate_series\`
in ${(r.load).toFixed(1)} s (${Math.round(EVENTS / r.load).toLocaleString('en')} events/s) into daily partitions; rollups built day by day with the metering path's own folding (\`rollUp\`; a day's rows inserted, its week rows added) in ${r.rollups.toFixed(1)} s:
${Number(r.sizes.minute).toLocaleString('en')} minute, ${Number(r.sizes.hour).toLocaleString('en')} hour, ${Number(r.sizes.day).toLocaleString('en')} day and ${Number(r.sizes.week).toLocaleString('en')} week rows (${r.sizes.rollups_size}; raw events ${r.sizes.events_size}).
Rollups are kept per subject (each user, and the platform) at three grains (total, per key, per endpoint), so every query reads one
index range bounded by buckets × the subject's keys or endpoints. The bench's server keeps raw events 120 days
(\`USAGE_EVENTS_RETENTION_DAYS=120\`) so that the raw baseline can read all 90 days; the baseline gets an index on (user_id, occurred_at),
which the product does not keep.

Each endpoint and window over HTTP (sequential, keep-alive, superuser token, ${REQUESTS} timed requests after 3 warm-ups), against the same aggregate
computed from the raw events with one SQL query on a direct connection (${RAW_RUNS} runs; exact p95 with \`percentile_disc\`), in the same run.
The time series asks for the window's range at its default interval (hour for 24h and 7d, day for 30d and 90d). Per-key usage answers its default
\`limit\` (the ${KEYS_LIMIT.default} busiest keys; the raw query takes the same). The ratio is raw p50 / API p50,
and it flatters the raw side: the API time includes HTTP, authentication and JSON. "After ingest" times the same requests again once the
ingest runs below have metered into the open buckets (${r.openRows.toLocaleString('en')} rows in \`usage_rollups_open\` then: the latest minutes and hour),
which every query reads besides \`usage_rollups\`; its answers include the ingested calls.

| endpoint | window | whose usage | API p50 ms | API p95 ms | API p95 after ingest ms | raw p50 ms | raw p95 ms | speed-up | check |
|---|---|---|---:|---:|---:|---:|---:|---:|---|
${rows.join('\n')}

Worst API p95: ${ms(worst)} ms, before and after ingest (target ≤ 20 ms at 10 million events; ✗ marks cases above 20 ms). Load average during the run: ${os.loadavg().map((l) => l.toFixed(1)).join(', ')} on ${os.cpus().length} cores.

At 100 million events: \`BENCH_USAGE_EVENTS=100000000 npm run bench:usage -w @touchline/bff\` (with \`DATABASE_URL\` pointing at the
machine's PostgreSQL); expect the load and rollup build to take hours and about 10× the disk shown above.

Ingest: the bff's \`UsageRecorder\` (raw events + the rollups of their open buckets, each grain at its finest size, with latency
histograms + key last-used, in its own timer-driven batches, rollups folded in the bff) with the \`RollupCompactor\` running alongside as in the
bff (every 10 s, closing buckets into the loaded \`usage_rollups\`), offered a steady rate for ${INGEST_SECONDS} s on the loaded database, events
skewed like the load, generated in the same process. Under load a batch is whatever piled up during the previous write (up to 200,000 events):
"lag" is how long after the offering stopped the last event was in PostgreSQL; a rate is kept up with when the lag stays within a second.
Throughput = events written / time until the last was written, so an offered rate above what the recorder can write shows its capacity.

| offered events/s | events offered | events written | offering / all written | lag | kept up | throughput events/s |
|---:|---:|---:|---:|---:|---|---:|
${r.ingest.map((i) => `| ${i.rate.toLocaleString('en')} | ${i.offered.toLocaleString('en')} | ${i.ingested.toLocaleString('en')} | ${i.offering.toFixed(1)} s / ${i.seconds.toFixed(1)} s | ${(i.seconds - i.offering).toFixed(1)} s | ${keptUp(i) ? 'yes' : 'no'} | ${Math.round(i.ingested / i.seconds).toLocaleString('en')} |`).join('\n')}

Highest offered rate kept up with: **${Math.max(0, ...r.ingest.filter(keptUp).map((i) => i.rate)).toLocaleString('en')} events/s**; capacity (best throughput): **${Math.max(...r.ingest.map((i) => Math.round(i.ingested / i.seconds))).toLocaleString('en')} events/s** (target: at least 20,000 sustained).
`;
  writeBenchmarkSection('## Usage analytics', section);
}

try {
  await main();
} finally {
  await stopChildProcesses(children);
}
