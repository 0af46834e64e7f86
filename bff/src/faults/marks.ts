// The fault suite's scales (a full run, CI's short one) and its pass marks, which every case
// judges by.
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
export const overloadMaxInFlight = (rate: number) =>
  Math.max(CLIENTS_MAX_IN_FLIGHT, Math.round((rate * OVERLOAD_P99_MARK_MS) / 1000));
/** Clients calling back to back when capacity is measured for cases 1-4. */
export const SATURATING_CLIENTS = 64;
/**
 * Case 5 judges its latency and queue marks only at an offer at least this many times what was
 * served under it: below it the clients could not offer twice capacity (they share the cores) and
 * the run says so instead of passing.
 */
export const OVERLOAD_RATIO_MARK = 1.8;
/**
 * Case 5 judges its latency marks only while the clients' own event loop kept its p99 delay under
 * this: beyond it, answers were read late and the latencies would be the clients' wait.
 */
export const CLIENTS_LAG_MARK_MS = OVERLOAD_P99_MARK_MS / 5;
/** Case 5: the share of its capacity the deployment must go on serving under overload (shedding only the excess, not what it can serve). */
export const OVERLOAD_GOODPUT_MARK = 0.5;
