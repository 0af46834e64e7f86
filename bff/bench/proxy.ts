// `npm run bench:proxy`: the same load against four targets, all on 127.0.0.1, in alternating
// order over several rounds, at full load and at half of the bare route's throughput:
//   A  bare Fastify route returning the same JSON          (the floor of any Fastify answer)
//   B  bare Fastify + undici proxy to the sample upstream  (the floor of any proxy)
//   C  Touchline's proxy on a cache hit                    (compared with A)
//   D  Touchline's proxy on a cache miss                   (compared with B)
// It writes requests/s, p50/p99 latency and server CPU per request, the ratios C/A and D/B,
// a single-flight check (100 concurrent identical misses, upstream calls counted at the sample
// upstream) and a metering check to BENCHMARKS.md. The machine is shared: only ratios within one run
// mean anything.
//
// Load generators: wrk when it is installed (`apt-get install wrk`), a C program that spends a
// few microseconds per request, where autocannon, in this Node process, spends about as much as
// the servers it measures and takes one of the two cores they compete for. Half load is offered
// at a fixed rate, paced request by request (wrk's `delay()` hook against a schedule, as wrk2
// does), and its latencies are read in microseconds. autocannon, the fallback, paces with a
// per-second quota: it sends as fast as it can until a second's share is used, then waits for
// the next second, so its "half load" is bursts at full load, and its latencies are whole ms.
import autocannon from 'autocannon';
import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';
import { freePort, ROOT, stopChildProcesses, writeBenchmarkSection } from './bench-support.ts';

const BFF = path.join(ROOT, 'bff');
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = 32;
const PATH = '/football/live';
const children: ChildProcess[] = [];
const HAS_WRK = spawnSync('wrk', ['--version']).error === undefined;
const WRK_SCRIPTS = mkdtempSync(path.join(os.tmpdir(), 'bench-wrk-'));
/** The scripts written so far: each kind once per run of the benchmark. */
const WRITTEN_WRK_SCRIPTS = new Set<string>();

/**
 * The Lua script for one kind of wrk run. Every run prints its counts and exact latency
 * percentiles (µs) on one line. A miss run gives every request a path of its own, unique across
 * runs. A paced run sends each request at its slot of a fixed schedule (`rate` a second over all
 * connections) or, when behind, at once; wrk's timers have a resolution of 1 ms, so requests
 * leave in clumps of up to a millisecond's share, as they would from many real clients.
 */
function wrkScript(options: { isMiss?: boolean; paced?: boolean }): string {
  const file = path.join(WRK_SCRIPTS, `${options.isMiss ? 'miss' : 'same'}-${options.paced ? 'paced' : 'full'}.lua`);
  if (WRITTEN_WRK_SCRIPTS.has(file)) return file;
  const parts = [
    `local args_of_run
init = function(args) args_of_run = args end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("RESULT requests=%d duration_us=%d p50_us=%d p99_us=%d errors=%d non2xx=%d\\n",
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.timeout, e.status))
end
`,
  ];
  if (options.isMiss) {
    parts.push(`local counter = 0
request = function()
  counter = counter + 1
  return wrk.format(nil, wrk.path .. "?run=" .. args_of_run[1] .. "&n=" .. counter)
end
`);
  }
  if (options.paced) {
    parts.push(`local ffi = require("ffi")
ffi.cdef[[ typedef struct { long tv_sec; long tv_nsec; } bench_timespec; int clock_gettime(int, bench_timespec *); ]]
local now_spec = ffi.new("bench_timespec")
local function now_ms()
  ffi.C.clock_gettime(1, now_spec) -- CLOCK_MONOTONIC
  return tonumber(now_spec.tv_sec) * 1000 + tonumber(now_spec.tv_nsec) / 1e6
end
local next_slot
delay = function()
  local now = now_ms()
  if next_slot == nil then next_slot = now end
  local wait = next_slot - now
  next_slot = next_slot + 1000 / tonumber(args_of_run[2])
  if wait < 1 then return 0 end
  return math.floor(wait)
end
`);
  }
  writeFileSync(file, parts.join(''));
  WRITTEN_WRK_SCRIPTS.add(file);
  return file;
}

/** User and system CPU of a process (all its threads), or of one thread with `/task/<tid>`. */
function cpuSeconds(pid: number, thread = ''): number {
  const fields = readFileSync(`/proc/${pid}${thread}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The thread that answers requests (Node's main thread, whose id is the process's). */
const requestThreadCpuSeconds = (pid: number) => cpuSeconds(pid, `/task/${pid}`);

/**
 * CPU of a process and all its descendants (Touchline's embedded PostgreSQL is one), including
 * descendants that have exited meanwhile (an autovacuum worker): their CPU has moved to their
 * parent's "children" counters (cutime, cstime), which are added in.
 */
function treeCpuSeconds(root: number): number {
  const processes: { pid: number; parent: number; cpu: number }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
      const cpu = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      processes.push({ pid: Number(entry), parent: Number(fields[1]), cpu: cpu / 100 });
    } catch {
      // gone meanwhile
    }
  }
  let total = 0;
  const pending = [root];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    for (const candidate of processes) {
      if (candidate.pid === pid) total += candidate.cpu;
      if (candidate.parent === pid) pending.push(candidate.pid);
    }
  }
  return total;
}

function waitFor(child: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) resolve(match[1] ?? match[0]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
}

async function startTargets() {
  const upstreamPort = await freePort();
  const upstream = spawn(process.execPath, [path.join(BFF, 'dist/sample-upstream/main.js')], {
    env: { ...process.env, SAMPLE_UPSTREAM_PORT: String(upstreamPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(upstream);
  await waitFor(upstream, /sample upstream at (http:\/\/\S+)/);
  const upstreamUrl = `http://127.0.0.1:${upstreamPort}/flashscore`;
  const sampleJson = Buffer.from(await (await fetch(upstreamUrl + PATH)).arrayBuffer());
  const jsonFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-')), 'live.json');
  writeFileSync(jsonFile, sampleJson);

  const baseline = async (file: string, arg: string) => {
    const port = await freePort();
    // The same Node.js flags as Touchline: the ratios compare the code, not two V8 configurations.
    const child = fork(path.join(import.meta.dirname, file), [String(port), arg], { stdio: 'ignore', execArgv: [...process.execArgv, ...SERVER_NODE_FLAGS] });
    children.push(child);
    await new Promise((resolve) => child.once('message', resolve));
    return { child, url: `http://127.0.0.1:${port}` };
  };
  const bareStatic = await baseline('static-baseline.ts', jsonFile);
  const bareProxy = await baseline('proxy-baseline.ts', upstreamUrl);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-touchline-'));
  chmodSync(dataDir, 0o755);
  const pgPort = await freePort();
  const databaseUrl = process.env.DATABASE_URL || `postgresql://touchline:touchline-embedded@127.0.0.1:${pgPort}/touchline`;
  const touchline = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(BFF, 'dist/server.js')], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(pgPort),
      WEB_ROOT: 'off',
      LOG_LEVEL: 'warn',
      FLASHSCORE_UPSTREAM_URL: upstreamUrl,
      PLAN_FREE_PER_SECOND: '100000',
      PLAN_FREE_PER_DAY: '1000000000',
      PROXY_CACHE_TTLS: JSON.stringify({ [`flashscore:${PATH}`]: 3600 }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(touchline);
  const touchlineUrl = await waitFor(touchline, /running at (http:\/\/\S+)/);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const login = await fetch(`${touchlineUrl}/api/login/access-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: process.env.FIRST_SUPERUSER ?? 'admin@example.com', password: process.env.FIRST_SUPERUSER_PASSWORD ?? 'changethis' }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const created = await fetch(`${touchlineUrl}/api/api-keys/?name=bench`, { method: 'POST', headers: { authorization: `Bearer ${access_token}` } });
  const { key, api_key } = (await created.json()) as { key: string; api_key: { id: string } };
  return { upstream, upstreamUrl, bareStatic, bareProxy, touchline, touchlineUrl, key, keyId: api_key.id, databaseUrl };
}

/**
 * 100 identical requests at once for an answer nobody has asked for yet (the upstream is told
 * to take 200 ms, so all of them arrive while the first is out).
 */
async function burstOfMisses(touchlineUrl: string, upstreamUrl: string, key: string) {
  const origin = new URL(upstreamUrl).origin;
  await fetch(`${origin}/_sample/reset-stats`, { method: 'POST' });
  const path = `/football/today?_delay=200&burst=${Date.now()}`;
  const answers = await Promise.all(
    Array.from({ length: 100 }, async () => {
      const response = await fetch(`${touchlineUrl}/api/flashscore${path}`, { headers: { 'x-api-key': key } });
      await response.arrayBuffer();
      return { status: response.status, cache: response.headers.get('x-cache') };
    }),
  );
  const stats = (await (await fetch(`${origin}/_sample/stats`)).json()) as { paths: Record<string, number> };
  return {
    requests: answers.length,
    ok: answers.filter((answer) => answer.status === 200).length,
    misses: answers.filter((answer) => answer.cache === 'MISS').length,
    upstreamCalls: stats.paths['/flashscore/football/today'] ?? 0,
  };
}

interface Measurement {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  cpuMsPerRequest: number;
  requestThreadCpuMsPerRequest: number;
  treeCpuMsPerRequest: number;
  answered: number;
  errors: number;
}

let missCounter = 0;

async function measure(url: string, server: ChildProcess, options: { headers?: Record<string, string>; isMiss?: boolean; rate?: number }): Promise<Measurement> {
  const cpuBefore = cpuSeconds(server.pid!);
  const requestThreadCpuBefore = requestThreadCpuSeconds(server.pid!);
  const treeCpuBefore = treeCpuSeconds(server.pid!);
  const load = HAS_WRK ? wrkLoad(url, options) : await autocannonLoad(url, options);
  const cpu = cpuSeconds(server.pid!) - cpuBefore;
  const requestThreadCpu = requestThreadCpuSeconds(server.pid!) - requestThreadCpuBefore;
  const treeCpu = treeCpuSeconds(server.pid!) - treeCpuBefore;
  const perRequest = (seconds: number) => (load.answered ? (seconds * 1000) / load.answered : 0);
  return {
    ...load,
    cpuMsPerRequest: perRequest(cpu),
    requestThreadCpuMsPerRequest: perRequest(requestThreadCpu),
    treeCpuMsPerRequest: perRequest(treeCpu),
  };
}

type Load = Pick<Measurement, 'requestsPerSecond' | 'p50' | 'p99' | 'answered' | 'errors'>;

async function autocannonLoad(url: string, options: { headers?: Record<string, string>; isMiss?: boolean; rate?: number }): Promise<Load> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: options.headers,
    overallRate: options.rate,
    requests: options.isMiss ? [{ setupRequest: (request: { path: string }) => ({ ...request, path: `${request.path}?n=${++missCounter}` }) }] : undefined,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    answered: result.requests.total,
    errors: result.errors + result.non2xx,
  };
}

/** One thread and CONNECTIONS connections, like autocannon's; at full load, or paced at `rate`. */
function wrkLoad(url: string, options: { headers?: Record<string, string>; isMiss?: boolean; rate?: number }): Load {
  const headers = Object.entries(options.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const script = wrkScript({ isMiss: options.isMiss, paced: options.rate !== undefined });
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${DURATION_S}s`, ...headers, '-s', script, url, '--', `${Date.now()}-${++missCounter}`, String(options.rate ?? 0)];
  const { stdout, status } = spawnSync('wrk', args, { encoding: 'utf8' });
  const result = /RESULT requests=(\d+) duration_us=(\d+) p50_us=(\d+) p99_us=(\d+) errors=(\d+) non2xx=(\d+)/.exec(stdout);
  if (!result) throw new Error(`wrk ${args.join(' ')} (exit ${status}) printed no result:\n${stdout}`);
  const [requests, durationUs, p50Us, p99Us, errors, non2xx] = result.slice(1).map(Number) as [number, number, number, number, number, number];
  return {
    requestsPerSecond: requests / (durationUs / 1e6),
    p50: p50Us / 1000,
    p99: p99Us / 1000,
    answered: requests,
    errors: errors + non2xx,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const targets = await startTargets();
  const apiKey = { 'x-api-key': targets.key };
  const plan = [
    { name: 'A', url: targets.bareStatic.url + '/flashscore' + PATH, server: targets.bareStatic.child, options: {} },
    { name: 'B', url: targets.bareProxy.url + '/flashscore' + PATH, server: targets.bareProxy.child, options: { isMiss: true } },
    { name: 'C', url: `${targets.touchlineUrl}/api/flashscore${PATH}`, server: targets.touchline, options: { headers: apiKey } },
    { name: 'D', url: `${targets.touchlineUrl}/api/flashscore${PATH}`, server: targets.touchline, options: { headers: apiKey, isMiss: true } },
  ];
  const full: Record<string, Measurement[]> = { A: [], B: [], C: [], D: [] };
  const half: Record<string, Measurement[]> = { A: [], B: [], C: [], D: [] };
  // Misses again at half of B's own throughput: half of A's is past what B and D can answer, so
  // their latency there is queueing, not the proxy's own.
  const halfOfB: Record<string, Measurement[]> = { B: [], D: [] };
  let touchlineAnswered = 0;
  // Each run ends with up to CONNECTIONS requests in flight that the client stops waiting for;
  // the server still answers and meters them.
  let touchlineRuns = 0;
  /** One measurement, with what Touchline answered in it added to the metering check's tally. */
  const measureTarget = async (target: (typeof plan)[number], options: Parameters<typeof measure>[2]) => {
    const m = await measure(target.url, target.server, options);
    if (target.name >= 'C') {
      touchlineAnswered += m.answered;
      touchlineRuns += 1;
    }
    return m;
  };

  const burst = await burstOfMisses(targets.touchlineUrl, targets.upstreamUrl, targets.key);
  touchlineAnswered += burst.requests;

  // Warm-up: connection pools, JIT, the cache entry for C.
  for (const target of plan) {
    await measureTarget(target, { ...target.options, rate: 200 });
  }

  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? plan : [...plan].reverse();
    for (const target of order) {
      full[target.name]!.push(await measureTarget(target, target.options));
    }
    const halfRate = Math.round(median(full.A!.map((m) => m.requestsPerSecond)) / 2);
    for (const target of order) {
      half[target.name]!.push(await measureTarget(target, { ...target.options, rate: halfRate }));
    }
    const halfRateOfB = Math.round(median(full.B!.map((m) => m.requestsPerSecond)) / 2);
    for (const target of order.filter((candidate) => candidate.name === 'B' || candidate.name === 'D')) {
      halfOfB[target.name]!.push(await measureTarget(target, { ...target.options, rate: halfRateOfB }));
    }
    const last = (name: string) => full[name]!.at(-1)!.requestsPerSecond;
    const halfP99 = (name: string) => half[name]!.at(-1)!.p99.toFixed(2);
    const cpuUs = (name: string) => (full[name]!.at(-1)!.cpuMsPerRequest * 1000).toFixed(1);
    console.log(
      `round ${round + 1}/${ROUNDS}: A ${last('A').toFixed(0)} B ${last('B').toFixed(0)} C ${last('C').toFixed(0)} D ${last('D').toFixed(0)} req/s; C/A ${(last('C') / last('A')).toFixed(2)}, D/B ${(last('D') / last('B')).toFixed(2)}; ` +
        `server CPU A ${cpuUs('A')} B ${cpuUs('B')} C ${cpuUs('C')} D ${cpuUs('D')} µs/req; ` +
        `p99 at ${halfRate} req/s: A ${halfP99('A')} B ${halfP99('B')} C ${halfP99('C')} D ${halfP99('D')} ms`,
    );
  }

  // Metering check: events are written at least once a second; count them after the load.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const client = new pg.Client({ connectionString: targets.databaseUrl });
  await client.connect();
  const metered = Number((await client.query('select count(*) from usage_events where api_key_id = $1', [targets.keyId])).rows[0].count);
  await client.end();

  const summary = (name: string, runs: Record<string, Measurement[]>) => ({
    requestsPerSecond: median(runs[name]!.map((m) => m.requestsPerSecond)),
    p50: median(runs[name]!.map((m) => m.p50)),
    p99: median(runs[name]!.map((m) => m.p99)),
    cpuMsPerRequest: median(runs[name]!.map((m) => m.cpuMsPerRequest)),
    requestThreadCpuMsPerRequest: median(runs[name]!.map((m) => m.requestThreadCpuMsPerRequest)),
    treeCpuMsPerRequest: median(runs[name]!.map((m) => m.treeCpuMsPerRequest)),
    errors: runs[name]!.reduce((sum, m) => sum + m.errors, 0),
  });
  const f = Object.fromEntries(['A', 'B', 'C', 'D'].map((n) => [n, summary(n, full)]));
  const h = Object.fromEntries(['A', 'B', 'C', 'D'].map((n) => [n, summary(n, half)]));
  const hb = Object.fromEntries(['B', 'D'].map((n) => [n, summary(n, halfOfB)]));
  const ratio = (x: number, y: number) => (x / y).toFixed(2);
  /** The ratio in each round, between two targets measured minutes apart at most, and their median. */
  const perRound = (x: string, y: string) => {
    const ratios = full[x]!.map((m, i) => m.requestsPerSecond / full[y]![i]!.requestsPerSecond);
    return `${ratios.map((r) => r.toFixed(2)).join(', ')} (median ${median(ratios).toFixed(2)})`;
  };
  const ms = (value: number) => value.toFixed(2);
  /** The added p99 at half load in each round, and its median. */
  const addedP99PerRound = (x: string, y: string) => {
    const added = half[x]!.map((m, i) => m.p99 - half[y]![i]!.p99);
    return `${added.map(ms).join(', ')} ms (median ${ms(median(added))})`;
  };
  const halfRateShown = Math.round(f.A!.requestsPerSecond / 2);
  const pastCapacity = ['B', 'C', 'D'].filter((name) => f[name]!.requestsPerSecond < halfRateShown);
  const row = (name: string, label: string) =>
    `| ${name} | ${label} | ${f[name]!.requestsPerSecond.toFixed(0)} | ${ms(f[name]!.p50)} / ${ms(f[name]!.p99)} | ${ms(h[name]!.p50)} / ${ms(h[name]!.p99)} | ${f[name]!.requestThreadCpuMsPerRequest.toFixed(3)} | ${f[name]!.cpuMsPerRequest.toFixed(3)} | ${f[name]!.treeCpuMsPerRequest.toFixed(3)} | ${f[name]!.errors + h[name]!.errors} |`;
  const section = `## Data proxy

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:proxy\` on this project's shared 2-core machine:
${ROUNDS} rounds in alternating order, ${DURATION_S} s and ${CONNECTIONS} connections per measurement (same process tree, 127.0.0.1),
medians over rounds (the ratios are those of the medians; each round's own ratios show their spread). Load offered by ${HAS_WRK ? 'wrk (one thread)' : 'autocannon (wrk is not installed)'}; half load = half of A's full-load throughput, ${HAS_WRK ? 'each request sent at its slot of a fixed schedule (1 ms timer resolution), latencies read in µs' : "autocannon's per-second quota (bursts at full speed, latencies in whole ms)"}. Request thread CPU is that of the thread that answers requests; server CPU adds the process's other threads
(V8's collector helpers; for Touchline also the metering worker); "with children" adds its child processes, for Touchline the embedded PostgreSQL that stores the usage events.
Every server runs with the Node.js flags Touchline always starts with (\`${SERVER_NODE_FLAGS.join(' ')}\`, \`bff/scripts/server-node-flags.mjs\`). Touchline runs its compiled build (\`bff/dist\`) with \`LOG_LEVEL=warn\` (so cached hits take the cached-hit lane; at \`info\` every request is logged and hits go through Fastify), without Redis (limits and cache in memory), every call metered into its embedded PostgreSQL, the free plan's limits raised so that no call is refused, and an hour's cache TTL for the path C calls.

| target | what | req/s (full) | p50 / p99 ms (full) | p50 / p99 ms (half load) | request thread CPU ms/req | server CPU ms/req | with children ms/req | non-2xx + errors |
|---|---|---|---|---|---|---|---|---|
${row('A', 'bare Fastify, same JSON')}
${row('B', 'bare Fastify + undici proxy')}
${row('C', 'Touchline proxy, cache hit')}
${row('D', 'Touchline proxy, cache miss')}

| ratio | value | target |
|---|---|---|
| C/A throughput | ${ratio(f.C!.requestsPerSecond, f.A!.requestsPerSecond)} | ≥ 0.85 |
| D/B throughput | ${ratio(f.D!.requestsPerSecond, f.B!.requestsPerSecond)} | ≥ 0.80 |
| C/A in each round | ${perRound('C', 'A')} | (the spread of the ratio above) |
| D/B in each round | ${perRound('D', 'B')} | (the spread of the ratio above) |
| request thread CPU per request, A ÷ C and B ÷ D | ${ratio(f.A!.requestThreadCpuMsPerRequest, f.C!.requestThreadCpuMsPerRequest)} and ${ratio(f.B!.requestThreadCpuMsPerRequest, f.D!.requestThreadCpuMsPerRequest)} | (the C/A and D/B the request thread alone would allow, with the load generator, metering and PostgreSQL on cores of their own) |
| added p99 at half load, C − A | ${ms(h.C!.p99 - h.A!.p99)} ms | ≤ 1 ms |
| added p99 at half load, D − B | ${ms(h.D!.p99 - h.B!.p99)} ms | ≤ 1 ms |
| added p99 at half load in each round, C − A | ${addedP99PerRound('C', 'A')} | (the spread of the C − A above) |
| server CPU in each round, A / C | ${full.A!.map((m, i) => `${(m.cpuMsPerRequest * 1000).toFixed(1)} / ${(full.C![i]!.cpuMsPerRequest * 1000).toFixed(1)}`).join(', ')} µs/req | (a process's CPU per request moves between rounds: V8 states, the machine) |
| added p99 at half of B's throughput (${Math.round(f.B!.requestsPerSecond / 2)} req/s), D − B | ${ms(hb.D!.p99 - hb.B!.p99)} ms (B ${ms(hb.B!.p99)}, D ${ms(hb.D!.p99)}) | (not a target: shown because half of A's rate is past B's and D's capacity) |
${pastCapacity.length > 0 ? `\nHalf of A's throughput (${halfRateShown} req/s) is more than ${pastCapacity.join(' and ')} can answer at full load, so ${pastCapacity.length > 1 ? 'their' : 'its'} half-load latency is mostly queueing.\n` : ''}
Single flight: ${burst.requests} concurrent identical misses (${burst.ok} answered 200, ${burst.misses} of them \`X-Cache: MISS\`) made ${burst.upstreamCalls} upstream call${burst.upstreamCalls === 1 ? '' : 's'}, counted at the sample upstream (${burst.upstreamCalls === 1 && burst.ok === burst.requests ? 'as required: exactly one' : 'NOT exactly one'}).

Metering: ${metered} usage events in PostgreSQL for ${touchlineAnswered} requests the load generator saw answered, plus at most ${touchlineRuns * CONNECTIONS} left in flight at the ends of runs (${metered >= touchlineAnswered && metered <= touchlineAnswered + touchlineRuns * CONNECTIONS ? 'consistent: none lost, none doubled' : 'MISMATCH'}). The exact count at a SIGTERM is proven by \`bff/src/server.test.ts\`.
`;
  writeBenchmarkSection('## Data proxy', section);
}

try {
  await main();
} finally {
  await stopChildProcesses(children);
}
