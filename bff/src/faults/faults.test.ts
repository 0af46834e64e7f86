// The fault suite's short run (`npm run faults -w @touchline/bff` is the full one, which writes
// RELIABILITY.md): two compiled bff processes on one PostgreSQL and one Redis of the suite's own,
// each case with a few seconds of calls. It asserts every pass mark of cases 1-4, and of case 5
// those that do not depend on how fast this machine is.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CaseResult } from './case-result.js';
import { fittedToCapacity } from './fault-cases.js';
import { CI_SCALE, type SuiteScale } from './marks.js';
import { postgresRestartedMidLoad, redisRestartedMidLoad } from './outage-cases.js';
import { overloadAtTwiceCapacity } from './overload-case.js';
import { sigkillDuringMetering, sigtermDuringMetering } from './signal-cases.js';
import { FaultCluster } from './fault-cluster.js';

let cluster: FaultCluster;
let scale: SuiteScale;
beforeAll(async () => {
  cluster = await FaultCluster.start({ processes: 2, accounts: 2 });
  ({ scale } = await fittedToCapacity(cluster, CI_SCALE));
}, 180_000);
afterAll(() => cluster?.close(), 60_000);

/** The marks a case missed, with what was measured; empty when it passed. */
function missedMarks(result: CaseResult): string[] {
  return result.checks
    .filter((check) => !check.dependsOnMachine && !check.passed)
    .map((check) => `${check.mark}: ${check.measured}`);
}

describe('two bff processes sharing one PostgreSQL and one Redis, under calls from several accounts', () => {
  it('answer every call and meter each exactly once while Redis is stopped mid-load and restarted', async () => {
    expect(missedMarks(await redisRestartedMidLoad(cluster, scale))).toEqual([]);
  }, 120_000);

  it('answer every call, meter each exactly once and serve again after PostgreSQL restarts mid-load', async () => {
    expect(missedMarks(await postgresRestartedMidLoad(cluster, scale))).toEqual([]);
  }, 120_000);

  it('lose no metered call when one process gets SIGTERM mid-load, while the other serves on', async () => {
    expect(missedMarks(await sigtermDuringMetering(cluster, scale))).toEqual([]);
  }, 120_000);

  it('lose only the last flush window of metering when one process is killed mid-load', async () => {
    expect(missedMarks(await sigkillDuringMetering(cluster, scale))).toEqual([]);
  }, 120_000);

  it('recover from an overload at twice their capacity, metering every answer, and send Retry-After with every 503', async () => {
    expect(missedMarks(await overloadAtTwiceCapacity(cluster, scale))).toEqual([]);
  }, 120_000);
});
