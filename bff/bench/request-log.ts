// The request log's cases in `npm run bench:usage`: pages of 50 rows of one account's log over
// HTTP against the compiled bff (first page, a deep cursor, each filter, a request id search),
// the same page's query without the log's index on a direct connection (the plain way: a scan
// and a top-N sort of the account's month) in the same run, and the CSV export of the heaviest
// account's whole 30 days with the server's peak memory before and after.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import type { ChildProcess } from 'node:child_process';
import type pg from 'pg';
import { timeOrderedUuid } from '../dist/shared/ids.js';
import { windowStart } from '../dist/modules/usage/usage.rules.js';

const PAGE = 50;

interface LogCase {
  what: string;
  query: string;
  api: number[];
  rows: number;
  baseline: number[] | null;
}

export interface RequestLogResult {
  /** Metering throughput (events/s written) offered `rate`, with the log's index and without it. */
  ingest?: { rate: number; seconds: number; withIndex: number[]; withoutIndex: number[] };
  heavyCalls30d: number;
  indexSeconds: number;
  cases: LogCase[];
  export: { rows: number; seconds: number; megabytes: number; peakBeforeMb: number; peakAfterMb: number };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** The server's peak resident memory so far (VmHWM), in MB; 0 where /proc is not there. */
function peakMemoryMb(server: ChildProcess): number {
  try {
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
    return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The page's SQL as the bff runs it (request-log-reads.ts), for the baseline without the index. */
function baselineSql(filter: string) {
  return `select occurred_at, request_id, api_key_id, (select k.name from api_keys k where k.id = e.api_key_id) as key_name,
      method, coalesce(path, endpoint) as path, provider, endpoint, status, latency_ms, bytes, cache_status
    from usage_events e where user_id = $1 and occurred_at >= $2 and occurred_at < $3 ${filter}
    order by occurred_at desc, request_id desc limit ${PAGE + 1}`;
}

export async function benchRequestLog(options: {
  url: string;
  headers: Record<string, string>;
  client: pg.Client;
  server: ChildProcess;
  now: Date;
  heavyUser: string;
  requests: number;
  baselineRuns: number;
  indexSeconds: number;
}): Promise<RequestLogResult> {
  const { url, headers, client, heavyUser, now } = options;
  const from = windowStart('30d', now).toISOString();
  const to = now.toISOString();
  const base = `user_id=${heavyUser}&date_from=${from}&limit=${PAGE}`;
  const keys = (
    await client.query(
      `select api_key_id, count(*) as calls from usage_events where user_id = $1 and occurred_at >= $2 group by 1 order by 2`,
      [heavyUser, from],
    )
  ).rows as { api_key_id: string; calls: string }[];
  const heavyCalls30d = keys.reduce((sum, k) => sum + Number(k.calls), 0);
  const rareKey = keys[0]!.api_key_id;
  // One event of the account given a UUID v7 request id of its own moment, as the bff mints them.
  const target = (
    await client.query(
      `select request_id, occurred_at from usage_events where user_id = $1 and occurred_at >= $2 order by occurred_at limit 1 offset 1000`,
      [heavyUser, from],
    )
  ).rows[0] as { request_id: string; occurred_at: Date };
  const searchedId = timeOrderedUuid(target.occurred_at.getTime());
  await client.query('update usage_events set request_id = $1 where request_id = $2 and occurred_at = $3', [
    searchedId,
    target.request_id,
    target.occurred_at,
  ]);
  const midMonth = new Date(now.getTime() - 15 * 86_400_000).toISOString();
  const deep = (await (await fetch(`${url}/api/usage/requests?${base}&date_to=${midMonth}`, { headers })).json()) as {
    next_cursor: string;
  };
  const light = (
    await client.query(
      `select user_id, count(*) as calls from usage_events where occurred_at >= $1 group by 1 order by count(*) limit 1 offset 100`,
      [from],
    )
  ).rows[0] as { user_id: string; calls: string };

  const specs: { what: string; query: string; baseline: string | null; values?: unknown[] }[] = [
    { what: 'first page, no filter', query: base, baseline: '' },
    {
      what: 'a page 15 days back (cursor)',
      query: `${base}&cursor=${encodeURIComponent(deep.next_cursor)}`,
      baseline: null,
    },
    {
      what: 'status class 5xx (1.5% of calls)',
      query: `${base}&status_class=5xx`,
      baseline: 'and status between 500 and 599',
    },
    { what: 'cache status STALE (2%)', query: `${base}&cache_status=STALE`, baseline: "and cache_status = 'STALE'" },
    {
      what: `least used key (${((100 * Number(keys[0]!.calls)) / heavyCalls30d).toFixed(0)}%)`,
      query: `${base}&api_key_id=${rareKey}`,
      baseline: null,
    },
    {
      what: 'endpoint /tennis/live',
      query: `${base}&endpoint=/tennis/live`,
      baseline: "and endpoint = '/tennis/live'",
    },
    {
      what: '5xx and STALE (~0.03%)',
      query: `${base}&status_class=5xx&cache_status=STALE`,
      baseline: "and status between 500 and 599 and cache_status = 'STALE'",
    },
    { what: 'request id search', query: `user_id=${heavyUser}&request_id=${searchedId}`, baseline: null },
    {
      what: `another account's first page (${Number(light.calls).toLocaleString('en')} calls in 30 days)`,
      query: `user_id=${light.user_id}&date_from=${from}&limit=${PAGE}`,
      baseline: null,
    },
  ];
  const cases: LogCase[] = [];
  for (const spec of specs) {
    const api: number[] = [];
    let rows = 0;
    for (let i = 0; i < options.requests + 3; i++) {
      const started = performance.now();
      const response = await fetch(`${url}/api/usage/requests?${spec.query}`, { headers });
      const body = (await response.json()) as { data: unknown[] };
      if (response.status !== 200)
        throw new Error(`request log ${spec.what}: ${response.status} ${JSON.stringify(body)}`);
      if (i >= 3) api.push(performance.now() - started);
      rows = body.data.length;
    }
    let baseline: number[] | null = null;
    if (spec.baseline !== null) {
      baseline = [];
      await client.query('set enable_indexscan = off; set enable_bitmapscan = off; set enable_indexonlyscan = off');
      for (let i = 0; i < options.baselineRuns; i++) {
        const started = performance.now();
        await client.query(baselineSql(spec.baseline), [heavyUser, from, to]);
        baseline.push(performance.now() - started);
      }
      await client.query('reset enable_indexscan; reset enable_bitmapscan; reset enable_indexonlyscan');
    }
    cases.push({ what: spec.what, query: spec.query, api, rows, baseline });
    console.log(
      `request log ${spec.what}: ${rows} rows, api p50 ${percentile(api, 50).toFixed(1)} ms p95 ${percentile(api, 95).toFixed(1)} ms${baseline ? `; without the index p50 ${percentile(baseline, 50).toFixed(0)} ms` : ''}`,
    );
  }

  const peakBeforeMb = peakMemoryMb(options.server);
  const started = performance.now();
  const response = await fetch(`${url}/api/usage/requests/export?user_id=${heavyUser}&date_from=${from}`, { headers });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body!) {
    bytes += chunk.length;
    for (const byte of chunk as Uint8Array) if (byte === 10) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  const result = {
    rows: lines - 1,
    seconds,
    megabytes: bytes / 1e6,
    peakBeforeMb,
    peakAfterMb: peakMemoryMb(options.server),
  };
  console.log(`request log export: ${JSON.stringify(result)}`);
  return { heavyCalls30d, indexSeconds: options.indexSeconds, cases, export: result };
}

export function requestLogSection(
  r: RequestLogResult,
  meta: { now: Date; server: string; events: number; requests: number; baselineRuns: number },
) {
  const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
  const rows = r.cases.map((c) => {
    const p95 = percentile(c.api, 95);
    const baseline = c.baseline ? `${ms(percentile(c.baseline, 50))}` : '–';
    return `| ${c.what} | ${c.rows} | ${ms(percentile(c.api, 50))} | ${ms(p95)}${p95 <= 50 ? '' : ' ✗'} | ${baseline} |`;
  });
  const worst = Math.max(...r.cases.map((c) => percentile(c.api, 95)));
  const e = r.export;
  const rates = (values: number[]) => values.map((v) => Math.round(v).toLocaleString('en')).join(' and ');
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  const ingest = r.ingest
    ? `
Metering with the log's index: the bff's \`UsageRecorder\` offered ${r.ingest.rate.toLocaleString('en')} events/s for ${r.ingest.seconds} s at a time on the
loaded database, with the index and without it in turn (the index dropped and built again between runs), wrote ${rates(r.ingest.withIndex)} events/s
with it and ${rates(r.ingest.withoutIndex)} events/s without it: ${((100 * (mean(r.ingest.withoutIndex) - mean(r.ingest.withIndex))) / mean(r.ingest.withoutIndex)).toFixed(0)}% less
with it on average. A run that wrote everything within a second of the offering's end kept up: its figure is the offered rate, not a
capacity (on this machine ingest capacity also varies by about a third from run to run: see Usage analytics).
`
    : '';
  return `## Request log

Measured ${meta.now.toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:usage\` (\`BENCH_USAGE_EVENTS=${meta.events}\`; alone: \`BENCH_USAGE_CASES=request-log\`) on this project's shared 2-core machine, ${meta.server}, bff and PostgreSQL on 127.0.0.1.

Data: the usage analytics load (${meta.events.toLocaleString('en')} events over 90 days, 200 users, skewed); the log's index on (user_id, occurred_at, request_id)
including the filtered columns, built after the load in ${r.indexSeconds.toFixed(1)} s. The heaviest account has ${r.heavyCalls30d.toLocaleString('en')} calls in its last 30 days, which every case reads (\`date_from\` = the 30d window's start).
Pages of 50 rows over HTTP (sequential, keep-alive, superuser token, ${meta.requests} timed requests after 3 warm-ups); "without the index": the page's
own SQL on a direct connection with index scans turned off (${meta.baselineRuns} runs; a scan and top-N sort of the account's 30 days), in the same run.

| page of the heaviest account's log, unless said | rows | API p50 ms | API p95 ms | without the index p50 ms |
|---|---:|---:|---:|---:|
${rows.join('\n')}

Worst API p95: **${ms(worst)} ms** (target: a page of 50 rows within 50 ms p95 at 10 million events; ✗ marks cases above it).
Load average at the end of the run: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(', ')} on ${os.cpus().length} cores (other work shares this machine; the figures move with it). The filters
other than time are checked on the index entries the range gives (the index includes their columns), so a page of a rare filter
walks further back: its cost grows as 1 / (the filter's share of the account's calls).

CSV export of the heaviest account's 30 days: ${e.rows.toLocaleString('en')} rows, ${e.megabytes.toFixed(1)} MB in ${e.seconds.toFixed(1)} s
(${Math.round(e.rows / e.seconds).toLocaleString('en')} rows/s); the bff's peak resident memory ${e.peakBeforeMb.toFixed(0)} MB before it and ${e.peakAfterMb.toFixed(0)} MB after (read in batches of 2,000 rows, streamed).
${ingest}`;
}
