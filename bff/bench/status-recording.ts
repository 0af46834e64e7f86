// What the provider status costs a call to the upstream (`npm run bench:proxy`): the gateway's
// recording of each call (two clock reads and ProviderCallStats's increments) against, measured
// alongside in the same process, the circuit breaker's bookkeeping that every call already did;
// and what a once-a-second send to Redis prepares (the unsent minutes, the script's arguments).
// No Redis call is measured: it is made once a second per process, whatever the traffic, and never
// on a call's path. Measured in this process's CPU time (not the wall clock), many calls a round.
import { CircuitBreaker, DEFAULT_BREAKER_POLICY } from '../dist/modules/data-proxy/circuit-breaker.js';
import { ProviderCallStats } from '../dist/modules/provider-status/provider-call-stats.js';

const CALLS = 2_000_000;
const ROUNDS = 5;

/** CPU µs per iteration of `work`, the median of ROUNDS rounds. */
function cpuMicrosecondsPer(iterations: number, work: (i: number) => void): number {
  const rounds: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const before = process.cpuUsage();
    for (let i = 0; i < iterations; i++) work(i);
    const used = process.cpuUsage(before);
    rounds.push((used.user + used.system) / iterations);
  }
  return rounds.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!;
}

export interface StatusRecordingCost {
  /** Recording one upstream call: the gateway's two clock reads and the increments. */
  recordUs: number;
  /** The breaker's bookkeeping of one successful call, which every call already did. */
  breakerUs: number;
  /** One send's preparation, with the current minute's figures to send for both providers. */
  sendPreparationUs: number;
}

export function measureStatusRecording(): StatusRecordingCost {
  const stats = new ProviderCallStats();
  const breaker = new CircuitBreaker({ ...DEFAULT_BREAKER_POLICY, openMs: 5000 });
  let sink = 0;
  const recordUs = cpuMicrosecondsPer(CALLS, (i) => {
    const startedAt = performance.now();
    sink += i;
    stats.succeeded(performance.now() - startedAt + (i & 63));
  });
  const breakerUs = cpuMicrosecondsPer(CALLS, () => breaker.succeeded());
  const other = new ProviderCallStats();
  other.succeeded(12);
  const sendPreparationUs = cpuMicrosecondsPer(20_000, () => {
    for (const each of [stats, other]) {
      const unsent = each.unsent();
      sink += unsent.minutes.reduce((sum, minute) => sum + minute.delta.map(String).length, 0);
    }
    stats.succeeded(5); // so that the next send has something again
  });
  if (sink < 0) console.log(sink); // keeps the loops from being optimised away
  return { recordUs, breakerUs, sendPreparationUs };
}
