// The fault suite's cases. Each puts API calls on every bff process of a FaultCluster, breaks
// something while they run, and then compares what the clients were answered with what
// PostgreSQL metered: every call the data proxy answered (it carries X-Cache) must be one usage
// event, found by its request id, and each key's rollups must count what its raw events count.
// A case measures and judges; it never throws for a mark that is missed, so a run reports every
// case, passed or failed.
import { setTimeout as sleep } from 'node:timers/promises';
import type { ApiKey, FaultCluster } from './fault-cluster.js';
import { percentile, Traffic, type Answer, type LoadRun } from './traffic.js';

/** How long one run of the suite takes: the full run (`npm run faults`) or CI's short one. */
export interface SuiteScale {
  /**
   * Calls a second offered during cases 1-4: at most this, and at most half the capacity measured
   * at the start (fittedToCapacity), so that those cases measure their fault, not an overload.
   */
  rate: number;
  /** Length of the load in cases 1-4, and when in it the fault comes. */
  loadSeconds: number;
  faultAtSeconds: number;
  /** How long Redis and PostgreSQL stay down, and how long the load goes on once they are back. */
  outageMs: number;
  afterFaultSeconds: number;
  /** Case 5: how long capacity is measured, and how long twice that is offered. */
  capacitySeconds: number;
  overloadSeconds: number;
}

export const FULL_SCALE: SuiteScale = {
  rate: 400,
  loadSeconds: 12,
  faultAtSeconds: 3,
  outageMs: 3000,
  afterFaultSeconds: 5,
  capacitySeconds: 5,
  overloadSeconds: 10,
};
export const CI_SCALE: SuiteScale = {
  rate: 200,
  loadSeconds: 4,
  faultAtSeconds: 1.5,
  outageMs: 1500,
  afterFaultSeconds: 2,
  capacitySeconds: 2,
  overloadSeconds: 3,
};

/**
 * What SIGKILL may lose: the events of the last flush interval (500 ms, usage-recorder.ts), the
 * last hand-over to the metering worker before it (100 ms), and the write under way when the
 * process died; a second in all. The metering thread runs at a lower priority than the one that
 * answers requests, so on a machine with no core to spare its writes lag and the window grows.
 */
export const KILL_LOSS_WINDOW_MS = 1000;
/** How soon after a fault ends (or the overload stops) every process must answer calls again. */
export const RECOVERY_MARK_MS = 10_000;
/** Case 5: the latency of served calls under overload that counts as bounded. */
export const OVERLOAD_P99_MARK_MS = 1000;
/** Cases 1-4: calls the clients keep in flight at most; a server that queues without bound reaches it. */
export const CLIENTS_MAX_IN_FLIGHT = 2000;
/**
 * Case 5: the clients keep at most one p99 mark's worth of the offer in flight (rate × 1 s): by
 * Little's law, more would mean calls wait longer than the mark on average, and a server that
 * queues without bound reaches it within seconds, while one that sheds stays under it. A fixed
 * count would be a stricter mark on a faster machine.
 */
const overloadMaxInFlight = (rate: number) =>
  Math.max(CLIENTS_MAX_IN_FLIGHT, Math.round((rate * OVERLOAD_P99_MARK_MS) / 1000));
const SATURATING_CLIENTS = 64;

export interface Check {
  /** The pass mark, as a sentence. */
  mark: string;
  passed: boolean;
  /** What was measured against it. */
  measured: string;
  /**
   * Whether the mark holds only where the clients can outpace the bff (case 5's shedding and
   * latency): the short run in the bff's tests does not assert these.
   */
  dependsOnMachine: boolean;
}

export interface Metering {
  /** Calls the data proxy answered (X-Cache): each must be one usage event. */
  proxied: number;
  /** Usage events of the case's keys. */
  events: number;
  /** Answered calls with no usage event. */
  lost: Answer[];
  /** Usage events whose answer no client saw (the process died or the connection broke after metering). */
  unseen: number;
  /** Usage events written twice under one request id. */
  doubled: number;
  /** Per key: answered (proxied), raw events, rollup calls. */
  perKey: { account: string; proxied: number; events: number; rollups: number }[];
}

export interface CaseResult {
  id: number;
  title: string;
  does: string;
  run: LoadRun;
  metering: Metering;
  checks: Check[];
  /** Further figures of the case, as label → value. */
  figures: [string, string][];
}

export const passed = (result: CaseResult) => result.checks.every((check) => check.passed);

const check = (mark: string, passed: boolean, measured: string, dependsOnMachine = false): Check => ({
  mark,
  passed,
  measured,
  dependsOnMachine,
});
const ms = (value: number | undefined) => (value === undefined ? 'n/a' : `${Math.round(value)} ms`);
const isServed = (answer: Answer) => answer.status >= 200 && answer.status < 300;

/** The answers' count by kind: each status, 503 with and without Retry-After apart, and each reason for no answer. */
export function answersByKind(answers: readonly Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    const kind =
      answer.status === 0
        ? `no answer (${answer.failure})`
        : answer.status === 503
          ? answer.retryAfter === undefined
            ? '503 without Retry-After'
            : '503 + Retry-After'
          : String(answer.status);
    counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return counts;
}

/** The distinct `detail`s of error answers, with their counts, most frequent first. */
function errorDetails(answers: readonly Answer[]): string {
  const counts = new Map<string, number>();
  for (const answer of answers)
    if (answer.status >= 500 && answer.detail !== undefined)
      counts.set(`${answer.status} "${answer.detail}"`, (counts.get(`${answer.status} "${answer.detail}"`) ?? 0) + 1);
  return (
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([detail, count]) => `${count} × ${detail}`)
      .join('; ') || 'none'
  );
}

/** The usage events and rollups of `keys` once metering has settled: written all it will write. */
async function meteringOf(
  cluster: FaultCluster,
  keys: readonly ApiKey[],
  answers: readonly Answer[],
): Promise<Metering> {
  const proxied = answers.filter((answer) => answer.isProxied);
  const keyIds = keys.map((key) => key.id);
  const read = async () => {
    const events = await cluster.query<{ request_id: string; api_key_id: string }>(
      'select request_id, api_key_id from usage_events where api_key_id = any($1::uuid[])',
      [keyIds],
    );
    // One statement, one snapshot: the compactor may move a bucket from the open rollups meanwhile.
    const rollups = await cluster.query<{ api_key_id: string; calls: string }>(
      `select api_key_id, sum(calls) as calls from (
         select api_key_id, calls from usage_rollups where grain = 'key' and bucket_size = 'minute' and api_key_id = any($1::uuid[]) and subject_id <> '00000000-0000-0000-0000-000000000000'
         union all
         select api_key_id, calls from usage_rollups_open where grain = 'key' and bucket_size = 'minute' and api_key_id = any($1::uuid[]) and subject_id <> '00000000-0000-0000-0000-000000000000'
       ) as minutes group by api_key_id`,
      [keyIds],
    );
    return { events, rollups: new Map(rollups.map((row) => [row.api_key_id, Number(row.calls)])) };
  };
  // Metering writes every 500 ms, and after a database outage the retries catch up: wait until
  // everything answered is written, or nothing has changed for a while (three seconds, eight
  // while calls are missing, so that a retry still to come is not reported as a loss).
  let last = await read();
  let lastChange = performance.now();
  const deadline = performance.now() + 30_000;
  while (performance.now() < deadline) {
    const rolledUp = [...last.rollups.values()].reduce((sum, calls) => sum + calls, 0);
    if (last.events.length >= proxied.length && rolledUp === last.events.length) break;
    if (performance.now() - lastChange > (last.events.length < proxied.length ? 8000 : 3000)) break;
    await sleep(250);
    const next = await read();
    if (
      next.events.length !== last.events.length ||
      [...next.rollups.values()].join() !== [...last.rollups.values()].join()
    )
      lastChange = performance.now();
    last = next;
  }
  const metered = new Set(last.events.map((event) => event.request_id));
  const seen = new Set(proxied.map((answer) => answer.requestId));
  return {
    proxied: proxied.length,
    events: last.events.length,
    lost: proxied.filter((answer) => !metered.has(answer.requestId!)),
    unseen: [...metered].filter((id) => !seen.has(id)).length,
    doubled: last.events.length - metered.size,
    perKey: keys.map((key, index) => ({
      account: key.account,
      proxied: proxied.filter((answer) => answer.keyIndex === index).length,
      events: last.events.filter((event) => event.api_key_id === key.id).length,
      rollups: last.rollups.get(key.id) ?? 0,
    })),
  };
}

function meteringChecks(metering: Metering, lostMark = true): Check[] {
  const disagreeing = metering.perKey.filter((key) => key.rollups !== key.events);
  const checks = [
    check(
      "each key's rollups count exactly its usage events, and no call is metered twice",
      disagreeing.length === 0 && metering.doubled === 0,
      disagreeing.length === 0
        ? `agree for ${metering.perKey.length} keys; ${metering.doubled} doubled`
        : disagreeing.map((key) => `${key.account}: ${key.rollups} rolled up, ${key.events} events`).join('; '),
    ),
  ];
  if (lostMark)
    checks.unshift(
      check(
        'every call the proxy answered is metered (none lost)',
        metering.lost.length === 0,
        `${metering.lost.length} of ${metering.proxied} lost`,
      ),
    );
  return checks;
}

/** How long after `since` the last call to fail (not served) was answered; 0 when none failed after it. */
function recoveredAfter(answers: readonly Answer[], since: number): number {
  let last = since;
  for (const answer of answers) if (!isServed(answer) && answer.answeredAt > last) last = answer.answeredAt;
  return last - since;
}

function loadFigures(run: LoadRun): [string, string][] {
  const served = run.answers.filter(isServed).map((answer) => answer.answeredAt - answer.sentAt);
  const seconds = (run.endedAt - run.startedAt) / 1000;
  return [
    [
      'load',
      `${run.offered} calls offered over ${seconds.toFixed(1)} s${run.notSent ? ` (${run.notSent} not sent: the clients' cap on calls in flight)` : ''}`,
    ],
    [
      'latency of served calls',
      `p50 ${ms(percentile(served, 50))}, p99 ${ms(percentile(served, 99))}, max ${ms(percentile(served, 100))}`,
    ],
  ];
}

function unanswered(answers: readonly Answer[]) {
  return answers.filter((answer) => answer.status === 0).length;
}

async function withTraffic<T>(
  cluster: FaultCluster,
  keys: readonly ApiKey[],
  work: (traffic: Traffic) => Promise<T>,
): Promise<T> {
  const traffic = new Traffic({ urls: () => cluster.bffs.map((bff) => bff.url), keys });
  try {
    return await work(traffic);
  } finally {
    await traffic.close();
  }
}

/** `scale` with its rate lowered to half of what the cluster serves now, if that is less. */
export async function fittedToCapacity(
  cluster: FaultCluster,
  scale: SuiteScale,
): Promise<{ scale: SuiteScale; capacity: number }> {
  const keys = await cluster.newKeys('faults: capacity');
  const capacity = await withTraffic(cluster, keys, async (traffic) =>
    servedPerSecond(await traffic.saturate({ clients: SATURATING_CLIENTS, seconds: scale.capacitySeconds })),
  );
  return { scale: { ...scale, rate: Math.max(1, Math.min(scale.rate, Math.round(capacity / 2))) }, capacity };
}

const servedPerSecond = (run: LoadRun) => run.answers.filter(isServed).length / ((run.endedAt - run.startedAt) / 1000);

export async function redisRestartedMidLoad(cluster: FaultCluster, scale: SuiteScale): Promise<CaseResult> {
  const keys = await cluster.newKeys('faults: redis restarted');
  let outage = { stoppedAt: 0, backAt: 0 };
  const run = await withTraffic(cluster, keys, (traffic) =>
    traffic.offerLoad(
      { rate: scale.rate, seconds: scale.loadSeconds, maxInFlight: CLIENTS_MAX_IN_FLIGHT },
      async () => {
        await sleep(scale.faultAtSeconds * 1000);
        outage = await cluster.restartRedis(scale.outageMs);
        await sleep(scale.afterFaultSeconds * 1000);
      },
    ),
  );
  const redisKeys = await cluster.redis.keyCount();
  const metering = await meteringOf(cluster, keys, run.answers);
  const duringOutage = run.answers.filter(
    (answer) => answer.sentAt >= outage.stoppedAt && answer.sentAt < outage.backAt,
  );
  const serverErrors = run.answers.filter((answer) => answer.status >= 500).length;
  return {
    id: 1,
    title: 'Redis stopped mid-load and restarted',
    does: `Calls at ${scale.rate}/s over every process; after ${scale.faultAtSeconds} s the suite's Redis (limits, shared cache, pub/sub) is stopped, and started again empty ${scale.outageMs / 1000} s later; the calls go on for ${scale.afterFaultSeconds} s after that (${scale.loadSeconds} s at least).`,
    run,
    metering,
    checks: [
      check(
        'every call is answered (none refused, reset or left hanging)',
        unanswered(run.answers) === 0,
        `${unanswered(run.answers)} without an answer`,
      ),
      check(
        'no call fails because Redis is away (no 5xx)',
        serverErrors === 0,
        `${serverErrors} answered 5xx (${errorDetails(run.answers)})`,
      ),
      ...meteringChecks(metering),
      check(
        'the processes use Redis again once it is back',
        redisKeys > 0,
        `${redisKeys} keys in the restarted Redis after the load`,
      ),
    ],
    figures: [
      ...loadFigures(run),
      ['outage', outageFigure(outage)],
      ['calls sent during the outage', describeWindow(duringOutage)],
    ],
  };
}

export async function postgresRestartedMidLoad(cluster: FaultCluster, scale: SuiteScale): Promise<CaseResult> {
  const keys = await cluster.newKeys('faults: postgres restarted');
  let outage = { stoppedAt: 0, backAt: 0 };
  const run = await withTraffic(cluster, keys, (traffic) =>
    traffic.offerLoad(
      { rate: scale.rate, seconds: scale.loadSeconds, maxInFlight: CLIENTS_MAX_IN_FLIGHT },
      async () => {
        await sleep(scale.faultAtSeconds * 1000);
        outage = await cluster.restartPostgres(scale.outageMs);
        await sleep(scale.afterFaultSeconds * 1000);
      },
    ),
  );
  const metering = await meteringOf(cluster, keys, run.answers);
  const duringOutage = run.answers.filter(
    (answer) => answer.sentAt >= outage.stoppedAt && answer.sentAt < outage.backAt,
  );
  const recovery = recoveredAfter(run.answers, outage.backAt);
  const afterLoad = run.endedAt - outage.backAt;
  return {
    id: 2,
    title: 'PostgreSQL restarted mid-load',
    does: `Calls at ${scale.rate}/s over every process; after ${scale.faultAtSeconds} s the one PostgreSQL every process shares is stopped (fast shutdown: sessions ended) and started again ${scale.outageMs / 1000} s later; the calls go on for ${scale.afterFaultSeconds} s after that (${scale.loadSeconds} s at least).`,
    run,
    metering,
    checks: [
      check(
        'every call is answered (none refused, reset or left hanging)',
        unanswered(run.answers) === 0,
        `${unanswered(run.answers)} without an answer`,
      ),
      ...meteringChecks(metering),
      check(
        `every process serves again within ${RECOVERY_MARK_MS / 1000} s of PostgreSQL being back`,
        recovery <= RECOVERY_MARK_MS && afterLoad > recovery,
        `last failed call ${ms(recovery)} after PostgreSQL was back (load went on ${ms(afterLoad)} after it)`,
      ),
    ],
    figures: [
      ...loadFigures(run),
      ['outage', outageFigure(outage)],
      ['calls sent during the outage', describeWindow(duringOutage)],
      ['5xx details', errorDetails(run.answers)],
    ],
  };
}

/** SIGTERM (or SIGKILL) to one process while every process answers calls. */
async function signalMidLoad(cluster: FaultCluster, scale: SuiteScale, signal: 'SIGTERM' | 'SIGKILL', victim: number) {
  const keys = await cluster.newKeys(`faults: ${signal}`);
  let signalledAt = 0;
  let exit: { code: number | null; signal: NodeJS.Signals | null } = { code: null, signal: null };
  const run = await withTraffic(cluster, keys, (traffic) =>
    traffic.offerLoad(
      { rate: scale.rate, seconds: scale.loadSeconds, maxInFlight: CLIENTS_MAX_IN_FLIGHT },
      async () => {
        await sleep(scale.faultAtSeconds * 1000);
        const { child } = cluster.bffs[victim]!;
        signalledAt = performance.now();
        child.process.kill(signal);
        exit = await child.exited;
      },
    ),
  );
  // The replacement starts while metering settles: it meters none of these keys' calls.
  const restarted = cluster.restartBff(victim);
  const metering = await meteringOf(cluster, keys, run.answers);
  await restarted;
  const others = run.answers.filter((answer) => answer.process !== victim);
  const victimsAnswers = run.answers.filter((answer) => answer.process === victim);
  return { run, metering, signalledAt, exit, others, victimsAnswers };
}

export async function sigtermDuringMetering(cluster: FaultCluster, scale: SuiteScale): Promise<CaseResult> {
  const victim = 0;
  const { run, metering, exit, others, victimsAnswers } = await signalMidLoad(cluster, scale, 'SIGTERM', victim);
  const othersFailed = others.filter((answer) => !isServed(answer)).length;
  return {
    id: 3,
    title: 'SIGTERM during metering',
    does: `Calls at ${scale.rate}/s for ${scale.loadSeconds} s over every process; after ${scale.faultAtSeconds} s process ${victim} gets SIGTERM. Its clients' later calls find it closing or gone; it is started again after the case.`,
    run,
    metering,
    checks: [
      check('the process exits cleanly (code 0)', exit.code === 0, `exit ${exit.signal ?? exit.code}`),
      ...meteringChecks(metering),
      check(
        'the other processes serve every call sent to them',
        othersFailed === 0,
        `${othersFailed} of ${others.length} not served`,
      ),
    ],
    figures: [...loadFigures(run), [`process ${victim}`, describeWindow(victimsAnswers)]],
  };
}

export async function sigkillDuringMetering(cluster: FaultCluster, scale: SuiteScale): Promise<CaseResult> {
  const victim = cluster.bffs.length - 1;
  const { run, metering, signalledAt, exit, victimsAnswers } = await signalMidLoad(cluster, scale, 'SIGKILL', victim);
  const lostAges = metering.lost.map((answer) => signalledAt - answer.answeredAt);
  const oldestLoss = lostAges.length ? Math.max(...lostAges) : 0;
  const lostElsewhere = metering.lost.filter((answer) => answer.process !== victim).length;
  const inLastWindow = victimsAnswers.filter(
    (answer) =>
      answer.isProxied && answer.answeredAt <= signalledAt && signalledAt - answer.answeredAt <= KILL_LOSS_WINDOW_MS,
  ).length;
  return {
    id: 4,
    title: 'SIGKILL during metering',
    does: `Calls at ${scale.rate}/s for ${scale.loadSeconds} s over every process; after ${scale.faultAtSeconds} s process ${victim} is killed outright (SIGKILL: no shutdown, its metering buffer dies with it). It is started again after the case.`,
    run,
    metering,
    checks: [
      check(
        `only calls answered in the last ${KILL_LOSS_WINDOW_MS / 1000} s before the kill are lost (the flush window)`,
        oldestLoss <= KILL_LOSS_WINDOW_MS && lostElsewhere === 0,
        `${metering.lost.length} lost (of ${inLastWindow} the process answered in that window), the oldest answered ${ms(oldestLoss)} before the kill; ${lostElsewhere} lost on other processes`,
      ),
      ...meteringChecks(metering, false),
    ],
    figures: [
      ...loadFigures(run),
      [`process ${victim}`, `${describeWindow(victimsAnswers)}; exit by ${exit.signal ?? exit.code}`],
    ],
  };
}

export async function overloadAtTwiceCapacity(cluster: FaultCluster, scale: SuiteScale): Promise<CaseResult> {
  const keys = await cluster.newKeys('faults: overload');
  return withTraffic(cluster, keys, async (traffic) => {
    const measured = await traffic.saturate({ clients: SATURATING_CLIENTS, seconds: scale.capacitySeconds });
    const capacity = servedPerSecond(measured);
    const rate = Math.max(1, Math.round(2 * capacity));
    const maxInFlight = overloadMaxInFlight(rate);
    const run = await traffic.offerLoad({ rate, seconds: scale.overloadSeconds, maxInFlight });
    // Recovery: one call at a time to each process until it is served.
    const recoveryStartedAt = performance.now();
    const recoveries: number[] = [];
    const probes: Answer[] = [];
    for (let index = 0; index < cluster.bffs.length; index++) {
      let answer = await traffic.call(index);
      while (!isServed(answer) && performance.now() - recoveryStartedAt < RECOVERY_MARK_MS * 2) {
        probes.push(answer);
        await sleep(100);
        answer = await traffic.call(index);
      }
      probes.push(answer);
      recoveries.push(isServed(answer) ? answer.answeredAt - recoveryStartedAt : Infinity);
    }
    const after = await traffic.offerLoad({
      rate: Math.max(1, Math.round(capacity / 2)),
      seconds: Math.min(3, scale.overloadSeconds),
      maxInFlight: CLIENTS_MAX_IN_FLIGHT,
    });
    const all = [...measured.answers, ...run.answers, ...probes, ...after.answers];
    const metering = await meteringOf(cluster, keys, all);
    const shed = run.answers.filter((answer) => answer.status === 503 && answer.retryAfter !== undefined).length;
    const unmarked503 = all.filter((answer) => answer.status === 503 && answer.retryAfter === undefined).length;
    const served = run.answers.filter(isServed).map((answer) => answer.answeredAt - answer.sentAt);
    const p99 = percentile(served, 99);
    const afterServed = after.answers.filter(isServed).map((answer) => answer.answeredAt - answer.sentAt);
    const slowestRecovery = Math.max(...recoveries);
    const seconds = (run.endedAt - run.startedAt) / 1000;
    return {
      id: 5,
      title: 'Overload at twice capacity',
      does:
        `Capacity is measured first: ${SATURATING_CLIENTS} clients calling back to back for ${scale.capacitySeconds} s over every process. Then twice that rate is offered for ${scale.overloadSeconds} s as an open loop (calls leave on schedule whatever the answers do; ` +
        `at most the larger of ${CLIENTS_MAX_IN_FLIGHT} and one second of the offer in flight), then each process is called until it serves a call, then half of capacity is offered for ${Math.min(3, scale.overloadSeconds)} s. ` +
        "The clients run in the suite's own Node.js process on the same cores, so capacity is that of the whole machine: bff processes, upstream, PostgreSQL, Redis and clients together.",
      run,
      metering,
      checks: [
        check(
          'the bff sheds load: some calls are refused with 503 + Retry-After',
          shed > 0,
          `${shed} of ${run.answers.length} answered 503 + Retry-After`,
          true,
        ),
        check('every 503 carries Retry-After', unmarked503 === 0, `${unmarked503} without it`),
        check(
          `calls served under overload keep a p99 latency of at most ${OVERLOAD_P99_MARK_MS / 1000} s`,
          p99 !== undefined && p99 <= OVERLOAD_P99_MARK_MS,
          `p99 ${ms(p99)} over ${served.length} served calls`,
          true,
        ),
        check(
          `queues stay bounded: the calls in flight never reach the clients' cap (${maxInFlight}, see above)`,
          run.notSent === 0,
          `${run.notSent} calls not sent for the cap`,
          true,
        ),
        check(
          `every process serves again within ${RECOVERY_MARK_MS / 1000} s after the overload`,
          slowestRecovery <= RECOVERY_MARK_MS,
          recoveries.map((value, index) => `process ${index}: ${ms(value)}`).join(', '),
        ),
        ...meteringChecks(metering),
      ],
      figures: [
        [
          'capacity',
          `${Math.round(capacity)} served calls/s (${measured.answers.length} calls, ${describeLatency(measured.answers)})`,
        ],
        [
          'offered',
          `${rate} calls/s for ${scale.overloadSeconds} s: ${run.offered} calls, ${run.offered - run.notSent} sent, the last answered after ${seconds.toFixed(1)} s; ` +
            `${servedPerSecond(run).toFixed(0)} served/s, so the offer was ${(rate / servedPerSecond(run)).toFixed(2)} × what was served under it`,
        ],
        ['latency under overload', describeLatency(run.answers)],
        ...cacheStatuses(run.answers).map((cache): [string, string] => [
          `  of which X-Cache ${cache}`,
          describeLatency(run.answers.filter((answer) => answer.cache === cache)),
        ]),
        ['5xx details', errorDetails(run.answers)],
        [
          'after, at half capacity',
          `${after.answers.length} calls: ${formatCounts(answersByKind(after.answers))}; served p50 ${ms(percentile(afterServed, 50))}, p99 ${ms(percentile(afterServed, 99))}`,
        ],
      ],
    };
  });
}

const outageFigure = (outage: { stoppedAt: number; backAt: number }) =>
  `down ${ms(outage.backAt - outage.stoppedAt)} (from stopped to accepting connections again)`;

function describeLatency(answers: readonly Answer[]): string {
  const served = answers.filter(isServed).map((answer) => answer.answeredAt - answer.sentAt);
  return `served p50 ${ms(percentile(served, 50))}, p99 ${ms(percentile(served, 99))}, max ${ms(percentile(served, 100))}`;
}

/** The X-Cache values among `answers`, most frequent first. */
function cacheStatuses(answers: readonly Answer[]): string[] {
  const counts = new Map<string, number>();
  for (const { cache } of answers) if (cache !== undefined) counts.set(cache, (counts.get(cache) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([cache]) => cache);
}

function describeWindow(answers: readonly Answer[]): string {
  return `${answers.length} calls: ${formatCounts(answersByKind(answers))}; ${describeLatency(answers)}`;
}

export function formatCounts(counts: Record<string, number>): string {
  return (
    Object.entries(counts)
      .sort((a, b) => b[1] - a[1])
      .map(([kind, count]) => `${kind}: ${count}`)
      .join(', ') || 'none'
  );
}

export const CASES = [
  redisRestartedMidLoad,
  postgresRestartedMidLoad,
  sigtermDuringMetering,
  sigkillDuringMetering,
  overloadAtTwiceCapacity,
];
