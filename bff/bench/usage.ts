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
// the database, BENCH_USAGE_CASES=request-log for the request log's cases alone (no rollups, no
// ingest: minutes instead of most of an hour; writes only the `## Request log` section),
// BENCH_USAGE_CASES=statuses for the statuses breakdown's cases and the ingest alone (prints its
// figures, writes no section).
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import pg from 'pg';
import { openDatabase } from '../dist/db/orm.js';
import { PLATFORM_SUBJECT_ID } from '../dist/modules/usage/rollups.js';
import { KEYS_LIMIT } from '../dist/modules/usage/usage.rules.js';
import { stopChildProcesses, writeBenchmarkSection } from './bench-support.ts';
import { benchRequestLog, requestLogSection } from './request-log.ts';
import { signIn, startServer } from './usage-server.ts';
import { INGEST_SECONDS, measureIngest } from './usage-ingest.ts';
import { queryFor, rawQuery, WINDOWS, type Endpoint, type Window } from './usage-cases.ts';
import {
  buildRequestLogIndex,
  buildRollups,
  createDatabase,
  ENDPOINTS,
  EVENTS,
  KEYS_PER_USER,
  loadEvents,
  seedAccounts,
  USERS,
} from './usage-data.ts';

const REQUESTS = Number(process.env.BENCH_USAGE_REQUESTS ?? 100);
const RAW_RUNS = Number(process.env.BENCH_USAGE_RAW_RUNS ?? 3);
const INGEST_RATES = (process.env.BENCH_USAGE_INGEST_RATES ?? '20000,40000,60000').split(',').map(Number);
const REQUEST_LOG_ONLY = process.env.BENCH_USAGE_CASES === 'request-log';
const STATUSES_ONLY = process.env.BENCH_USAGE_CASES === 'statuses';
const ENDPOINTS_TIMED: Endpoint[] = STATUSES_ONLY
  ? ['statuses']
  : ['summary', 'timeseries', 'top-endpoints', 'keys', 'statuses'];
const children: ChildProcess[] = [];

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
    const logIndex = await timed('build the request log index', () => buildRequestLogIndex(client));
    if (REQUEST_LOG_ONLY) {
      await timed('vacuum analyze', () => client.query('vacuum analyze'));
      await client.query('checkpoint').catch((error) => console.warn(`checkpoint skipped: ${error.message}`));
      const heaviest = (
        await client.query('select user_id, count(*) as calls from usage_events group by 1 order by 2 desc limit 1')
      ).rows[0];
      const url = await startServer(db.url, children);
      const log = await benchRequestLog({
        url,
        headers: await signIn(url),
        client,
        server: children.at(-1)!,
        now,
        heavyUser: heaviest.user_id,
        requests: REQUESTS,
        baselineRuns: RAW_RUNS,
        indexSeconds: logIndex.seconds,
      });
      // What the log's index costs the metering path: the recorder offered a high rate with the index
      // and without it, alternately (twice each), on the same loaded database.
      const keys = (await client.query('select id, user_id from bench_keys')).rows as { id: string; user_id: string }[];
      // Twice the analytics ingest's highest rate, which the recorder with the rollups built did not keep up with.
      const rate = 2 * Math.max(...INGEST_RATES);
      const throughput: { withIndex: number[]; withoutIndex: number[] } = { withIndex: [], withoutIndex: [] };
      for (const [run, hasIndex] of [true, false, true, false].entries()) {
        if (hasIndex) await buildRequestLogIndex(client);
        else await client.query('drop index usage_events_request_log');
        const ingested = await measureIngest(orm, keys, rate, run);
        const written = Number(
          (await client.query(`select count(*) from usage_events where request_id like 'ingest-${run}-%'`)).rows[0]
            .count,
        );
        throughput[hasIndex ? 'withIndex' : 'withoutIndex'].push(written / ingested.seconds);
      }
      log.ingest = { rate, seconds: INGEST_SECONDS, ...throughput };
      await client.end();
      await orm.close();
      writeBenchmarkSection('## Request log', requestLogSection(log, requestLogMeta(db.server, now)));
      return;
    }
    const rollups = await timed('build rollups (day by day)', () => buildRollups(client, now));
    await client.query(`update api_keys k set last_used_at = m.last_used
      from (select api_key_id, max(occurred_at) as last_used from usage_events group by 1) m where k.id = m.api_key_id`);
    await timed('vacuum analyze', () => client.query('vacuum analyze'));
    // Write out the build's dirty pages now, not while the requests below are timed (needs a
    // superuser or pg_checkpoint; without, the timings may include that background writing).
    await timed('checkpoint', () =>
      client.query('checkpoint').catch((error) => console.warn(`checkpoint skipped: ${error.message}`)),
    );
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
    // The raw baseline gets an index of its own, as it had before the request log's (which only the log reads).
    await timed('index raw events by (user_id, occurred_at) for the baseline', () =>
      client.query('create index usage_events_bench_user_time on usage_events (user_id, occurred_at)'),
    );
    console.log(`rollups: ${JSON.stringify(sizes)}; heaviest account ${heavy.user_id} with ${heavy.calls} calls`);
    const codeRows = await client.query(`select count(*) as rows,
      pg_size_pretty(pg_total_relation_size('usage_status_code_rollups')) as size from usage_status_code_rollups`);
    console.log(`per-status-code rollups: ${JSON.stringify(codeRows.rows[0])}`);

    const url = await startServer(db.url, children);
    const server = children.at(-1)!;
    const headers = await signIn(url);

    const cases: Case[] = [];
    const subjects = [
      {
        id: heavy.user_id as string,
        who: `heaviest account (${Math.round((100 * Number(heavy.calls)) / EVENTS)}% of calls)`,
      },
      { id: 'all', who: 'whole platform' },
    ];
    for (const subject of subjects) {
      for (const endpoint of ENDPOINTS_TIMED) {
        for (const window of WINDOWS) {
          const target = `${url}/api/usage/${endpoint}?${queryFor(endpoint, window, subject.id, now)}`;
          const { api, body } = await timeApi(target, headers);
          const raw: number[] = [];
          const query = rawQuery(
            endpoint,
            window,
            subject.id,
            now,
            endpoint === 'timeseries' ? undefined : body.date_from,
          );
          let rows: any[] = [];
          for (let i = 0; i < RAW_RUNS; i++) {
            const started = performance.now();
            rows = (await client.query(query.text, query.values)).rows;
            raw.push(performance.now() - started);
          }
          // The two must agree on the call count (the raw side reads the same events).
          let check = '';
          if (endpoint === 'summary')
            check = Number(rows[0].calls) === body.calls ? 'calls equal' : `MISMATCH ${rows[0].calls} vs ${body.calls}`;
          if (endpoint === 'timeseries') {
            const rawCalls = rows.reduce((sum, row) => sum + Number(row.calls), 0);
            const apiCalls = body.data.reduce((sum: number, b: { calls: number }) => sum + b.calls, 0);
            check = rawCalls === apiCalls ? `calls equal (${body.interval})` : `MISMATCH ${rawCalls} vs ${apiCalls}`;
          }
          if (endpoint === 'top-endpoints')
            check = Number(rows[0]?.calls ?? 0) === (body.data[0]?.calls ?? 0) ? 'top calls equal' : 'MISMATCH';
          if (endpoint === 'keys') {
            const rawCalls = rows.reduce((sum, row) => sum + Number(row.calls), 0);
            const apiCalls = body.data.reduce((sum: number, k: { calls: number }) => sum + k.calls, 0);
            check =
              rawCalls === apiCalls ? `calls equal (${body.data.length} keys)` : `MISMATCH ${rawCalls} vs ${apiCalls}`;
          }
          if (endpoint === 'statuses') {
            const rawCodes = Object.fromEntries(rows.map((row) => [row.status, Number(row.calls)]));
            const apiCodes = Object.fromEntries(
              body.data.flatMap((c: { status_codes: { status_code: number; calls: number }[] }) =>
                c.status_codes.map((code) => [code.status_code, code.calls]),
              ),
            );
            check =
              JSON.stringify(rawCodes) === JSON.stringify(apiCodes)
                ? `codes equal (${rows.length} codes)`
                : `MISMATCH ${JSON.stringify(rawCodes)} vs ${JSON.stringify(apiCodes)}`;
          }
          cases.push({ endpoint, window, who: subject.who, target, api, raw, check, apiAfterIngest: [] });
          console.log(
            `${endpoint} ${window} ${subject.id}: api p50 ${percentile(api, 50).toFixed(1)} ms p95 ${percentile(api, 95).toFixed(1)} ms; raw p50 ${percentile(raw, 50).toFixed(0)} ms; ${check}`,
          );
        }
      }
    }

    const log = STATUSES_ONLY
      ? null
      : await benchRequestLog({
          url,
          headers,
          client,
          server,
          now,
          heavyUser: heavy.user_id,
          requests: REQUESTS,
          baselineRuns: RAW_RUNS,
          indexSeconds: logIndex.seconds,
        });

    // The metering write path: the bff's own UsageRecorder at a steady offered rate.
    const keys = (await client.query('select id, user_id from bench_keys')).rows as { id: string; user_id: string }[];
    const ingest: Ingest[] = [];
    for (const [run, rate] of INGEST_RATES.entries()) {
      const offered = await measureIngest(orm, keys, rate, run);
      const ingested = Number(
        (await client.query(`select count(*) from usage_events where request_id like 'ingest-${run}-%'`)).rows[0].count,
      );
      ingest.push({ ...offered, ingested });
    }
    // The same requests again, now that the open buckets hold what the ingest metered (its last
    // minutes at minute size, its hour at hour size), as they always hold the latest traffic.
    const openRows = Number((await client.query('select count(*) from usage_rollups_open')).rows[0].count);
    for (const c of cases) {
      c.apiAfterIngest = (await timeApi(c.target, headers)).api;
      console.log(
        `after ingest: ${c.endpoint} ${c.window} ${c.who}: api p95 ${percentile(c.apiAfterIngest, 95).toFixed(1)} ms`,
      );
    }
    await client.end();
    await orm.close();

    if (!log) {
      const worst = (pick: (c: Case) => number[]) => Math.max(...cases.map((c) => percentile(pick(c), 95))).toFixed(1);
      console.log(
        `statuses: worst API p95 ${worst((c) => c.api)} ms, after ingest ${worst((c) => c.apiAfterIngest)} ms; ` +
          `${openRows} open rows; ingest ${ingest.map((i) => `${i.rate}/s offered: ${i.ingested}/${i.offered} written, lag ${(i.seconds - i.offering).toFixed(1)} s, ${Math.round(i.ingested / i.seconds)}/s`).join('; ')}`,
      );
      return;
    }
    writeSection({
      now,
      server: db.server,
      load: load.seconds,
      rollups: rollups.seconds,
      sizes,
      cases,
      ingest,
      openRows,
    });
    writeBenchmarkSection('## Request log', requestLogSection(log, requestLogMeta(db.server, now)));
  } finally {
    await stopChildProcesses(children);
    if (!process.env.BENCH_USAGE_KEEP_DB)
      await db.drop().catch((error) => console.error('dropping the bench database failed', error));
    await db.embedded?.stop();
  }
}

const requestLogMeta = (server: string, now: Date) => ({
  now,
  server,
  events: EVENTS,
  requests: REQUESTS,
  baselineRuns: RAW_RUNS,
});

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
  const reduced =
    EVENTS < 10_000_000
      ? ` **Reduced size: ${EVENTS.toLocaleString('en')} events, not the 10 million the targets are set for.**`
      : '';
  const section = `## Usage analytics

Measured ${r.now.toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:usage\` (\`BENCH_USAGE_EVENTS=${EVENTS}\`) on this project's shared 2-core machine, ${r.server}.${reduced}

Data: ${EVENTS.toLocaleString('en')} usage events over the last 90 days, ${USERS} users, ${USERS * KEYS_PER_USER} keys, ${ENDPOINTS.length} endpoints, skewed
(user ⌊200·r³⌋: the heaviest account makes ~17% of the calls; key ⌊5·r²⌋ within a user; endpoint ⌊40·r²⌋), loaded with \`generate_series\`
in ${r.load.toFixed(1)} s (${Math.round(EVENTS / r.load).toLocaleString('en')} events/s) into daily partitions; rollups built day by day with the metering path's own folding (\`rollUp\`; a day's rows inserted, its week rows added) in ${r.rollups.toFixed(1)} s:
${Number(r.sizes.minute).toLocaleString('en')} minute, ${Number(r.sizes.hour).toLocaleString('en')} hour, ${Number(r.sizes.day).toLocaleString('en')} day and ${Number(r.sizes.week).toLocaleString('en')} week rows (${r.sizes.rollups_size}; raw events ${r.sizes.events_size}).
Rollups are kept per subject (each user, and the platform) at three grains (total, per key, per endpoint), so every query reads one
index range bounded by buckets × the subject's keys or endpoints. The bench's server keeps raw events 120 days
(\`USAGE_EVENTS_RETENTION_DAYS=120\`) so that the raw baseline can read all 90 days; the baseline gets an index on (user_id, occurred_at)
of its own (the product's only index on raw events is the request log's).

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

Worst API p95: ${ms(worst)} ms, before and after ingest (target ≤ 20 ms at 10 million events; ✗ marks cases above 20 ms). Load average during the run: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(', ')} on ${os.cpus().length} cores.

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
