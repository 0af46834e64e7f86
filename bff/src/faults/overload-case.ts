// Case 5: twice the cluster's capacity offered as an open loop; the bff must shed, not queue.
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
  meteringChecks,
  meteringOf,
  ms,
  servedPerSecond,
  withTraffic,
  type CaseResult,
} from './case-result.js';
import {
  CLIENTS_MAX_IN_FLIGHT,
  OVERLOAD_P99_MARK_MS,
  overloadMaxInFlight,
  RECOVERY_MARK_MS,
  SATURATING_CLIENTS,
  type SuiteScale,
} from './marks.js';
import { percentile, type Answer } from './traffic.js';

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
