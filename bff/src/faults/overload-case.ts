// Case 5: twice the cluster's capacity offered as an open loop; the bff must shed, not queue.
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FaultCluster } from './fault-cluster.js';
import {
  answersByKind,
  cacheStatuses,
  check,
  describeLatency,
  errorDetails,
  formatCounts,
  isServed,
  judgedOnlyIf,
  meteringChecks,
  meteringOf,
  ms,
  servedPerSecond,
  withTraffic,
  type CaseResult,
} from './case-result.js';
import {
  CLIENTS_LAG_MARK_MS,
  CLIENTS_MAX_IN_FLIGHT,
  OVERLOAD_GOODPUT_MARK,
  OVERLOAD_P99_MARK_MS,
  OVERLOAD_RATIO_MARK,
  overloadMaxInFlight,
  RECOVERY_MARK_MS,
  type SuiteScale,
} from './marks.js';
import { percentile, type Answer, type LoadRun, type Traffic } from './traffic.js';

/**
 * Calls in flight at once, each on a connection of its own: the mark's share of the offer, but
 * never more connections than this process may still open (half of what its open-files limit
 * leaves): past it a call fails with EMFILE in the client, which is no answer of the bff's. In the
 * test run, ~120 test files' leftovers share the process and its limit.
 */
function maxInFlightFor(rate: number): number {
  const limit = Number(/Max open files\s+(\d+)/.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1] ?? Infinity);
  const budget = Math.floor((limit - readdirSync('/proc/self/fd').length) / 2);
  return Math.max(64, Math.min(overloadMaxInFlight(rate), budget));
}

/** The open-loop ramp that finds capacity: its first rate, and each step's rate over the last. */
const RAMP_START_RATE = 200;
const RAMP_FACTOR = 1.4;
/** A step is served in full when at least this share of its offer was served (the ramp stops at the first that is not). */
const SERVED_IN_FULL = 0.9;
const RAMP_MAX_STEPS = 16;
/** The overload's offer follows twice what is served, up to this many times its first rate. */
const MAX_RATE_OVER_CAPACITY = 4;

interface Ramp {
  /** The most calls a second any step served. */
  capacity: number;
  steps: { rate: number; served: number }[];
  answers: Answer[];
}

/**
 * Capacity, read by an open loop as the overload itself is: rates rising step by step until a
 * step is no longer served in full; the most any step served is what the deployment serves. A
 * closed loop (clients calling back to back) read it 1.1-2 × too low here: its clients wait for
 * each answer, and on shared cores their own turn for a CPU.
 */
async function rampToCapacity(traffic: Traffic, stepSeconds: number): Promise<Ramp> {
  const ramp: Ramp = { capacity: 0, steps: [], answers: [] };
  for (let rate = RAMP_START_RATE; ramp.steps.length < RAMP_MAX_STEPS; rate = Math.round(rate * RAMP_FACTOR)) {
    const step = await traffic.offerLoad({ rate, seconds: stepSeconds, maxInFlight: maxInFlightFor(rate) });
    const served = servedPerSecond(step);
    ramp.steps.push({ rate, served });
    ramp.answers.push(...step.answers);
    ramp.capacity = Math.max(ramp.capacity, served);
    if (served < SERVED_IN_FULL * rate) break;
  }
  return ramp;
}

/** The machine's count of connections dropped because a listening socket's accept queue was full. */
function listenOverflows(): number {
  const lines = readFileSync('/proc/net/netstat', 'utf8').split('\n');
  const names = lines.find((line) => line.startsWith('TcpExt:'))!.split(' ');
  const values = lines.filter((line) => line.startsWith('TcpExt:'))[1]!.split(' ');
  return Number(values[names.indexOf('ListenOverflows')] ?? 0);
}

const describeClients = ({ clients }: LoadRun) =>
  `${clients.cpuMicrosPerCall.toFixed(0)} µs of CPU a call, event-loop delay p99 ${ms(clients.loopDelayP99Ms)}, calls sent late by p99 ${ms(clients.sendLagP99Ms)}`;

const latencies = (answers: readonly Answer[]) =>
  answers.filter(isServed).map((answer) => answer.answeredAt - answer.sentAt);

export async function overloadAtTwiceCapacity(cluster: FaultCluster, scale: SuiteScale): Promise<CaseResult> {
  const keys = await cluster.newKeys('faults: overload');
  return withTraffic(cluster, keys, async (traffic) => {
    const ramp = await rampToCapacity(traffic, scale.capacitySeconds / 5);
    const capacity = ramp.capacity;
    // Twice what the deployment serves: at first twice the ramp's capacity, then twice what it
    // served over the last second (shedding can let it serve more than the ramp saw), so the
    // offer stays at twice capacity whatever the machine's other load does to it meanwhile.
    const rate = Math.max(1, Math.round(2 * capacity));
    const maxRate = MAX_RATE_OVER_CAPACITY * rate;
    const rates = { min: rate, max: rate };
    const twiceServed = (servedLastSecond: number) => {
      const now = Math.min(maxRate, Math.max(rate, 2 * servedLastSecond));
      rates.min = Math.min(rates.min, now);
      rates.max = Math.max(rates.max, now);
      return now;
    };
    const maxInFlight = maxInFlightFor(maxRate);
    // The clients hold their connections before the overload starts, as a load balancer's pool
    // does: a connection opened under overload waits in the kernel's accept queue, or its SYN is
    // dropped and sent again a second later, before the bff can see the call at all.
    await traffic.warm(Math.ceil(maxInFlight / cluster.bffs.length));
    const overflowsBefore = listenOverflows();
    const run = await traffic.offerLoad({ rate: twiceServed, seconds: scale.overloadSeconds, maxInFlight });
    const overflows = listenOverflows() - overflowsBefore;
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
    const all = [...ramp.answers, ...run.answers, ...probes, ...after.answers];
    const metering = await meteringOf(cluster, keys, all);
    const shed = run.answers.filter((answer) => answer.status === 503 && answer.retryAfter !== undefined).length;
    const unmarked503 = all.filter((answer) => answer.status === 503 && answer.retryAfter === undefined).length;
    const served = latencies(run.answers);
    const hits = latencies(run.answers.filter((answer) => answer.cache === 'HIT'));
    const p99 = percentile(served, 99);
    const hitP99 = percentile(hits, 99);
    const afterServed = latencies(after.answers);
    const slowestRecovery = Math.max(...recoveries);
    const seconds = (run.endedAt - run.startedAt) / 1000;
    const offeredPerSecond = run.offered / scale.overloadSeconds;
    const ratio = offeredPerSecond / servedPerSecond(run);
    const notAtTwice =
      ratio < OVERLOAD_RATIO_MARK
        ? `not at twice capacity (the offer was ${ratio.toFixed(2)} × what was served, under ${OVERLOAD_RATIO_MARK})`
        : run.clients.loopDelayP99Ms > CLIENTS_LAG_MARK_MS
          ? `the clients fell behind (their event-loop delay p99 ${ms(run.clients.loopDelayP99Ms)}, over ${ms(CLIENTS_LAG_MARK_MS)})`
          : undefined;
    const onNewConnections = run.answers.filter((answer) => answer.isOnNewConnection);
    return {
      id: 5,
      title: 'Overload at twice capacity',
      does:
        `Capacity is measured first, by an open loop as the overload is: ${RAMP_START_RATE} calls/s for ${scale.capacitySeconds / 5} s, then ${RAMP_FACTOR} × as many each step, until a step is served less than ${SERVED_IN_FULL * 100}% in full; capacity is the most any step served a second. ` +
        `Then twice that rate is offered for ${scale.overloadSeconds} s as an open loop (calls leave on schedule whatever the answers do), the rate raised to twice what was served over the last second whenever that is more (at most ${MAX_RATE_OVER_CAPACITY} × the first rate; ` +
        `at most the larger of ${CLIENTS_MAX_IN_FLIGHT} and one second of the highest offer in flight, over keep-alive connections the clients opened beforehand), then each process is called until it serves a call, then half of capacity is offered for ${Math.min(3, scale.overloadSeconds)} s. ` +
        "The clients run in the suite's own Node.js process on the same cores, ahead of the deployment in CPU priority (deployment-priority.ts), so capacity is what the deployment serves on what the clients leave. " +
        `The marks on latency and queues are judged only when the offer reached ${OVERLOAD_RATIO_MARK} × what was served and the clients kept up (event-loop delay p99 under ${ms(CLIENTS_LAG_MARK_MS)}).`,
      run,
      metering,
      checks: [
        ...judgedOnlyIf(notAtTwice, [
          check(
            'the bff sheds load: some calls are refused with 503 + Retry-After',
            shed > 0,
            `${shed} of ${run.answers.length} answered 503 + Retry-After`,
            true,
          ),
          check(
            `the bff goes on serving: at least ${OVERLOAD_GOODPUT_MARK * 100}% of its capacity is served under overload`,
            servedPerSecond(run) >= OVERLOAD_GOODPUT_MARK * capacity,
            `${Math.round(servedPerSecond(run))} served/s against a capacity of ${Math.round(capacity)}`,
            true,
          ),
          check(
            `calls served under overload keep a p99 latency of at most ${OVERLOAD_P99_MARK_MS / 1000} s, cached hits too`,
            p99 !== undefined && p99 <= OVERLOAD_P99_MARK_MS && (hitP99 ?? 0) <= OVERLOAD_P99_MARK_MS,
            `p99 ${ms(p99)} over ${served.length} served calls, ${ms(hitP99)} over ${hits.length} hits`,
            true,
          ),
          check(
            `queues stay bounded: the calls in flight never reach the clients' cap (${maxInFlight}, see above)`,
            run.notSent === 0,
            `${run.notSent} calls not sent for the cap`,
            true,
          ),
        ]),
        check('every 503 carries Retry-After', unmarked503 === 0, `${unmarked503} without it`),
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
          `${Math.round(capacity)} served calls/s; ramp (offered → served a second): ${ramp.steps.map((step) => `${step.rate} → ${Math.round(step.served)}`).join(', ')}`,
        ],
        [
          'offered',
          `${Math.round(offeredPerSecond)} calls/s (from ${Math.round(rates.min)} to ${Math.round(rates.max)} a second) for ${scale.overloadSeconds} s: ${run.offered} calls, ${run.offered - run.notSent} sent, the last answered after ${seconds.toFixed(1)} s; ` +
            `${servedPerSecond(run).toFixed(0)} served/s, so the offer was ${ratio.toFixed(2)} × what was served under it`,
        ],
        ['latency under overload', describeLatency(run.answers)],
        ...cacheStatuses(run.answers).map((cache): [string, string] => [
          `  of which X-Cache ${cache}`,
          describeLatency(run.answers.filter((answer) => answer.cache === cache)),
        ]),
        [
          'misses under overload',
          `${run.answers.filter((answer) => isServed(answer) && answer.cache === 'MISS').length} served, ` +
            `${run.answers.filter((answer) => answer.status === 503 && answer.cache === 'MISS').length} answered 503 + Retry-After at their deadline (X-Cache: MISS, metered: the upstream call went on and filled the cache)`,
        ],
        [
          'connections',
          `${onNewConnections.length} calls opened one (${describeLatency(onNewConnections)}); ${overflows} connections dropped by full accept queues on the machine meanwhile`,
        ],
        ['the clients under overload', describeClients(run)],
        ['5xx details', errorDetails(run.answers)],
        [
          'after, at half capacity',
          `${after.answers.length} calls: ${formatCounts(answersByKind(after.answers))}; served p50 ${ms(percentile(afterServed, 50))}, p99 ${ms(percentile(afterServed, 99))}`,
        ],
      ],
    };
  });
}
