// `npm run bench:proxy`: the same load against four targets, all on 127.0.0.1, in alternating
// order over several rounds, at full load and at half of the bare route's throughput:
//   A  bare Fastify route returning the same JSON          (the floor of any Fastify answer)
//   B  bare Fastify + undici proxy to the sample upstream  (the floor of any proxy)
//   C  Touchline's proxy on a cache hit                    (compared with A)
//   D  Touchline's proxy on a cache miss                   (compared with B)
// It writes requests/s, p50/p99 latency and server CPU per request, the ratios C/A and D/B, the
// CPU that the whole product spends per cached hit against the bare route's per request, with the
// servers and the load generator pinned to cores of their own (cpu-time.ts; the one pass mark on C),
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
import { spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';
import { stopChildProcesses, writeBenchmarkSection } from './bench-support.ts';
import { burstOfMisses, PATH, startTargets } from './proxy-targets.ts';
import { measureStatusRecording } from './status-recording.ts';
import { wrkResult, wrkScript } from './wrk-script.ts';
import {
  compareCpu,
  cpuComparisonSection,
  LOAD_CORE,
  onCore,
  pinProcessTree,
  processTreeCpuSeconds,
  PRODUCT_CORE,
} from './cpu-time.ts';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = 32;
const children: ChildProcess[] = [];
const HAS_WRK = spawnSync('wrk', ['--version']).error === undefined;

/** User and system CPU of a process (all its threads), or of one thread with `/task/<tid>`. */
function cpuSeconds(pid: number, thread = ''): number {
  const fields = readFileSync(`/proc/${pid}${thread}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The thread that answers requests (Node's main thread, whose id is the process's). */
const requestThreadCpuSeconds = (pid: number) => cpuSeconds(pid, `/task/${pid}`);

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

async function measure(
  url: string,
  server: ChildProcess,
  options: { headers?: Record<string, string>; isMiss?: boolean; rate?: number },
): Promise<Measurement> {
  const cpuBefore = cpuSeconds(server.pid!);
  const requestThreadCpuBefore = requestThreadCpuSeconds(server.pid!);
  const treeCpuBefore = processTreeCpuSeconds(server.pid!);
  const load = HAS_WRK ? wrkLoad(url, options) : await autocannonLoad(url, options);
  const cpu = cpuSeconds(server.pid!) - cpuBefore;
  const requestThreadCpu = requestThreadCpuSeconds(server.pid!) - requestThreadCpuBefore;
  // The metering of the last calls is written within a second of them (usage-recorder.ts).
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const treeCpu = processTreeCpuSeconds(server.pid!) - treeCpuBefore;
  const perRequest = (seconds: number) => (load.answered ? (seconds * 1000) / load.answered : 0);
  return {
    ...load,
    cpuMsPerRequest: perRequest(cpu),
    requestThreadCpuMsPerRequest: perRequest(requestThreadCpu),
    treeCpuMsPerRequest: perRequest(treeCpu),
  };
}

type Load = Pick<Measurement, 'requestsPerSecond' | 'p50' | 'p99' | 'answered' | 'errors'>;

async function autocannonLoad(
  url: string,
  options: { headers?: Record<string, string>; isMiss?: boolean; rate?: number },
): Promise<Load> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: options.headers,
    overallRate: options.rate,
    requests: options.isMiss
      ? [{ setupRequest: (request: { path: string }) => ({ ...request, path: `${request.path}?n=${++missCounter}` }) }]
      : undefined,
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
  const args = [
    '-t1',
    `-c${CONNECTIONS}`,
    `-d${DURATION_S}s`,
    ...headers,
    '-s',
    script,
    url,
    '--',
    `${Date.now()}-${++missCounter}`,
    String(options.rate ?? 0),
  ];
  const { stdout, status } = spawnSync(...onCore(LOAD_CORE, 'wrk', args), { encoding: 'utf8' });
  const result = wrkResult(stdout);
  if (!result) throw new Error(`wrk ${args.join(' ')} (exit ${status}) printed no result:\n${stdout}`);
  const { requests, durationUs, p50Us, p99Us, errors, non2xx } = result;
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
  const targets = await startTargets(children);
  // Everything on the load generator's core (the sample upstream too), then the servers measured on the product's.
  pinProcessTree(process.pid, LOAD_CORE);
  for (const server of [targets.bareStatic.child, targets.bareProxy.child, targets.touchline])
    pinProcessTree(server.pid!, PRODUCT_CORE);
  const apiKey = { 'x-api-key': targets.key };
  const plan = [
    { name: 'A', url: targets.bareStatic.url + '/flashscore' + PATH, server: targets.bareStatic.child, options: {} },
    {
      name: 'B',
      url: targets.bareProxy.url + '/flashscore' + PATH,
      server: targets.bareProxy.child,
      options: { isMiss: true },
    },
    {
      name: 'C',
      url: `${targets.touchlineUrl}/api/flashscore${PATH}`,
      server: targets.touchline,
      options: { headers: apiKey },
    },
    {
      name: 'D',
      url: `${targets.touchlineUrl}/api/flashscore${PATH}`,
      server: targets.touchline,
      options: { headers: apiKey, isMiss: true },
    },
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
    const treeCpu = (name: string) => full[name]!.at(-1)!.treeCpuMsPerRequest;
    console.log(
      `round ${round + 1}/${ROUNDS}: A ${last('A').toFixed(0)} B ${last('B').toFixed(0)} C ${last('C').toFixed(0)} D ${last('D').toFixed(0)} req/s; C/A ${(last('C') / last('A')).toFixed(2)}, D/B ${(last('D') / last('B')).toFixed(2)}; ` +
        `server CPU A ${cpuUs('A')} B ${cpuUs('B')} C ${cpuUs('C')} D ${cpuUs('D')} µs/req; product CPU per hit ÷ bare ${(treeCpu('C') / treeCpu('A')).toFixed(2)}; ` +
        `p99 at ${halfRate} req/s: A ${halfP99('A')} B ${halfP99('B')} C ${halfP99('C')} D ${halfP99('D')} ms`,
    );
  }

  // Metering check: events are written at least once a second; count them after the load.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const statusCost = measureStatusRecording();
  const client = new pg.Client({ connectionString: targets.databaseUrl });
  await client.connect();
  const metered = Number(
    (await client.query('select count(*) from usage_events where api_key_id = $1', [targets.keyId])).rows[0].count,
  );
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
  const cpuPerHit = compareCpu(
    full.C!.map((m) => m.treeCpuMsPerRequest),
    full.A!.map((m) => m.treeCpuMsPerRequest),
  );
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
| C/A throughput | ${ratio(f.C!.requestsPerSecond, f.A!.requestsPerSecond)} | (no pass mark: it moves with what else runs on the cores; the CPU per hit below is judged) |
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
${cpuComparisonSection(cpuPerHit, 'C, the whole of Touchline on a cached hit, metering on', 'A, the bare Fastify route')}
Single flight: ${burst.requests} concurrent identical misses (${burst.ok} answered 200, ${burst.misses} of them \`X-Cache: MISS\`) made ${burst.upstreamCalls} upstream call${burst.upstreamCalls === 1 ? '' : 's'}, counted at the sample upstream (${burst.upstreamCalls === 1 && burst.ok === burst.requests ? 'as required: exactly one' : 'NOT exactly one'}).

Provider status (\`modules/provider-status\`), measured in this process after the rounds: recording an upstream call costs ${(statusCost.recordUs * 1000).toFixed(0)} ns of CPU (two clock reads and a few increments in a preallocated ring), against ${(statusCost.breakerUs * 1000).toFixed(0)} ns for the circuit breaker's bookkeeping of the same call measured alongside, and ${((statusCost.recordUs / (f.D!.requestThreadCpuMsPerRequest * 1000)) * 100).toFixed(2)}% of D's request thread CPU per miss above (${(f.D!.requestThreadCpuMsPerRequest * 1000).toFixed(1)} µs); a cached hit records nothing. With Redis a process sends its figures once a second, whatever the traffic: ${statusCost.sendPreparationUs.toFixed(1)} µs to prepare a send, then one script, off every call's path.

Metering: ${metered} usage events in PostgreSQL for ${touchlineAnswered} requests the load generator saw answered, plus at most ${touchlineRuns * CONNECTIONS} left in flight at the ends of runs (${metered >= touchlineAnswered && metered <= touchlineAnswered + touchlineRuns * CONNECTIONS ? 'consistent: none lost, none doubled' : 'MISMATCH'}). The exact count at a SIGTERM is proven by \`bff/src/server.test.ts\`.
`;
  writeBenchmarkSection('## Data proxy', section);
}

try {
  await main();
} finally {
  await stopChildProcesses(children);
}
