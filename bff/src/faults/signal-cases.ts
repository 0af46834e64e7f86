// Cases 3 and 4: a bff process ended by SIGTERM, then killed by SIGKILL, while it meters.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FaultCluster } from './fault-cluster.js';
import {
  check,
  describeWindow,
  isServed,
  loadFigures,
  meteringChecks,
  meteringOf,
  ms,
  withTraffic,
  type CaseResult,
} from './case-result.js';
import { CLIENTS_MAX_IN_FLIGHT, KILL_LOSS_WINDOW_MS, type SuiteScale } from './marks.js';

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
