// The fault suite's cases. Each puts API calls on every bff process of a FaultCluster, breaks
// something while they run, and then compares what the clients were answered with what
// PostgreSQL metered: every call the data proxy answered (it carries X-Cache) must be one usage
// event, found by its request id, and each key's rollups must count what its raw events count.
// A case measures and judges; it never throws for a mark that is missed, so a run reports every
// case, passed or failed.
import type { FaultCluster } from './fault-cluster.js';
import { servedPerSecond, withTraffic } from './case-result.js';
import { SATURATING_CLIENTS, type SuiteScale } from './marks.js';
import { postgresRestartedMidLoad, redisRestartedMidLoad } from './outage-cases.js';
import { sigkillDuringMetering, sigtermDuringMetering } from './signal-cases.js';
import { overloadAtTwiceCapacity } from './overload-case.js';

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

export const CASES = [
  redisRestartedMidLoad,
  postgresRestartedMidLoad,
  sigtermDuringMetering,
  sigkillDuringMetering,
  overloadAtTwiceCapacity,
];
