// Cases 1 and 2: Redis, then PostgreSQL, stopped mid-load and started again.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FaultCluster } from './fault-cluster.js';
import {
  check,
  describeWindow,
  errorDetails,
  loadFigures,
  meteringChecks,
  meteringOf,
  ms,
  outageFigure,
  recoveredAfter,
  unanswered,
  withTraffic,
  type CaseResult,
} from './case-result.js';
import { CLIENTS_MAX_IN_FLIGHT, RECOVERY_MARK_MS, type SuiteScale } from './marks.js';

/**
 * The load of cases 1 and 2: calls at the suite's rate, with `restart` (the outage) started
 * `faultAtSeconds` in, and the calls that were sent while the part was down.
 */
async function loadAroundOutage(
  cluster: FaultCluster,
  scale: SuiteScale,
  keysName: string,
  restart: (downMs: number) => Promise<{ stoppedAt: number; backAt: number }>,
) {
  const keys = await cluster.newKeys(keysName);
  let outage = { stoppedAt: 0, backAt: 0 };
  const run = await withTraffic(cluster, keys, (traffic) =>
    traffic.offerLoad(
      { rate: scale.rate, seconds: scale.loadSeconds, maxInFlight: CLIENTS_MAX_IN_FLIGHT },
      async () => {
        await sleep(scale.faultAtSeconds * 1000);
        outage = await restart(scale.outageMs);
        await sleep(scale.afterFaultSeconds * 1000);
      },
    ),
  );
  const duringOutage = run.answers.filter(
    (answer) => answer.sentAt >= outage.stoppedAt && answer.sentAt < outage.backAt,
  );
  return { keys, run, outage, duringOutage };
}

/** The outage cases' first mark: the outage is invisible to callers, every call gets an answer. */
const everyCallAnswered = (run: { answers: Parameters<typeof unanswered>[0] }) =>
  check(
    'every call is answered (none refused, reset or left hanging)',
    unanswered(run.answers) === 0,
    `${unanswered(run.answers)} without an answer`,
  );

export async function redisRestartedMidLoad(cluster: FaultCluster, scale: SuiteScale): Promise<CaseResult> {
  const { keys, run, outage, duringOutage } = await loadAroundOutage(
    cluster,
    scale,
    'faults: redis restarted',
    (downMs) => cluster.restartRedis(downMs),
  );
  const redisKeys = await cluster.redis.keyCount();
  const metering = await meteringOf(cluster, keys, run.answers);
  const serverErrors = run.answers.filter((answer) => answer.status >= 500).length;
  return {
    id: 1,
    title: 'Redis stopped mid-load and restarted',
    does: `Calls at ${scale.rate}/s over every process; after ${scale.faultAtSeconds} s the suite's Redis (limits, shared cache, pub/sub) is stopped, and started again empty ${scale.outageMs / 1000} s later; the calls go on for ${scale.afterFaultSeconds} s after that (${scale.loadSeconds} s at least).`,
    run,
    metering,
    checks: [
      everyCallAnswered(run),
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
  const { keys, run, outage, duringOutage } = await loadAroundOutage(
    cluster,
    scale,
    'faults: postgres restarted',
    (downMs) => cluster.restartPostgres(downMs),
  );
  const metering = await meteringOf(cluster, keys, run.answers);
  const recovery = recoveredAfter(run.answers, outage.backAt);
  const afterLoad = run.endedAt - outage.backAt;
  return {
    id: 2,
    title: 'PostgreSQL restarted mid-load',
    does: `Calls at ${scale.rate}/s over every process; after ${scale.faultAtSeconds} s the one PostgreSQL every process shares is stopped (fast shutdown: sessions ended) and started again ${scale.outageMs / 1000} s later; the calls go on for ${scale.afterFaultSeconds} s after that (${scale.loadSeconds} s at least).`,
    run,
    metering,
    checks: [
      everyCallAnswered(run),
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
