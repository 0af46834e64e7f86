// Fails fast while an upstream is down instead of tying up every request in timeouts, and
// lets one probe through after a pause to find out whether it is back.
//
// "Down" is judged over a sliding window of the upstream's recent outcomes, never from one
// caller's calls: a caller chooses its paths and queries, and an upstream that fails for some of
// them (a handler that crashes, a query that times out, a test hook such as the sample upstream's
// `?_status=503`) is still up for everyone else. So the breaker opens only when, within the
// window, there were at least `minFailures` failures, they were at least `minFailureRate` of the
// upstream's outcomes, and either
//   - they came from at least `minAccounts` different accounts, or
//   - at least `minFailures` of them were connection failures: no connection could be made, so
//     nothing of the call (path, query) had reached the upstream, and no caller could cause it.
// One account can therefore fail as often as it likes without refusing anyone else's calls,
// while an upstream that refuses connections trips the breaker even with a single caller.
//
// The window is a ring of fixed buckets of counters, preallocated: recording a success (every
// upstream call that went well) is a clock read and an increment, with no allocation. Failures,
// rare by nature, also note their account in a small map, pruned as they are recorded.

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface BreakerPolicy {
  /** How long an open breaker fails fast before letting one probe through. */
  openMs: number;
  /** The span of recent outcomes judged. */
  windowMs: number;
  /** Fewer failures than this in the window never open the breaker. */
  minFailures: number;
  /** The share of the window's outcomes that must be failures (0..1). */
  minFailureRate: number;
  /** Distinct accounts among the window's failures that show the upstream is down for everyone. */
  minAccounts: number;
}

export const DEFAULT_BREAKER_POLICY: Omit<BreakerPolicy, 'openMs'> = {
  windowMs: 10_000,
  minFailures: 5,
  minFailureRate: 0.5,
  minAccounts: 3,
};

/** Buckets the window is divided into: the window slides in steps of a tenth. */
const BUCKETS = 10;

export class CircuitBreaker {
  private state: BreakerState = 'closed';
  private openedAt = 0;
  private isProbing = false;

  private readonly bucketMs: number;
  /** Which bucket number (time / bucketMs) each slot of the ring currently counts for. */
  private readonly slotBucket = new Float64Array(BUCKETS).fill(-1);
  private readonly successes = new Uint32Array(BUCKETS);
  private readonly failures = new Uint32Array(BUCKETS);
  private readonly connectionFailures = new Uint32Array(BUCKETS);
  /** Account → time of its latest failure in the window. */
  private readonly failingAccounts = new Map<string, number>();

  constructor(
    private readonly policy: BreakerPolicy,
    private readonly now: () => number = Date.now,
  ) {
    this.bucketMs = Math.max(1, Math.ceil(policy.windowMs / BUCKETS));
  }

  /** Whether a request may go to the upstream now. */
  allow(): boolean {
    if (this.state === 'closed') return true;
    if (this.state === 'open' && this.now() - this.openedAt >= this.policy.openMs) this.state = 'half-open';
    if (this.state === 'half-open' && !this.isProbing) {
      this.isProbing = true;
      return true;
    }
    return false;
  }

  /** The upstream answered (whatever it answered, it is there). */
  succeeded(): void {
    if (this.state !== 'closed') {
      // The probe came back: the upstream is up again, and what happened before no longer counts.
      this.close();
      return;
    }
    this.successes[this.slotNow()]! += 1;
  }

  /**
   * The upstream did not answer the call of `account`, or answered that it is unavailable.
   * `isConnectionFailure`: no connection could be made, before anything of the call was sent.
   */
  failed(account: string, isConnectionFailure: boolean): void {
    const time = this.now();
    if (this.state !== 'closed') {
      // Only a probe's outcome arrives while not closed: the upstream is still away.
      this.open(time);
      return;
    }
    const slot = this.slotNow(time);
    this.failures[slot]! += 1;
    if (isConnectionFailure) this.connectionFailures[slot]! += 1;
    this.failingAccounts.set(account, time);
    if (this.isUpstreamDown(time)) this.open(time);
  }

  /** How long until an open breaker lets a probe through (0 when it would now). */
  msUntilProbe(): number {
    return this.state === 'open' ? Math.max(0, this.policy.openMs - (this.now() - this.openedAt)) : 0;
  }

  get current(): BreakerState {
    return this.state;
  }

  private isUpstreamDown(time: number): boolean {
    const { minFailures, minFailureRate, minAccounts, windowMs } = this.policy;
    const oldestBucket = Math.floor(time / this.bucketMs) - BUCKETS + 1;
    let failures = 0;
    let outcomes = 0;
    let connectionFailures = 0;
    for (let slot = 0; slot < BUCKETS; slot++) {
      if (this.slotBucket[slot]! < oldestBucket) continue;
      failures += this.failures[slot]!;
      connectionFailures += this.connectionFailures[slot]!;
      outcomes += this.failures[slot]! + this.successes[slot]!;
    }
    if (failures < minFailures || failures < minFailureRate * outcomes) return false;
    if (connectionFailures >= minFailures) return true;
    for (const [account, failedAt] of this.failingAccounts)
      if (time - failedAt >= windowMs) this.failingAccounts.delete(account);
    return this.failingAccounts.size >= minAccounts;
  }

  /** The ring slot counting the present moment, emptied first if it last counted an older bucket. */
  private slotNow(time = this.now()): number {
    const bucket = Math.floor(time / this.bucketMs);
    const slot = bucket % BUCKETS;
    if (this.slotBucket[slot] !== bucket) {
      this.slotBucket[slot] = bucket;
      this.successes[slot] = 0;
      this.failures[slot] = 0;
      this.connectionFailures[slot] = 0;
    }
    return slot;
  }

  private open(time: number): void {
    this.state = 'open';
    this.openedAt = time;
    this.isProbing = false;
  }

  private close(): void {
    this.state = 'closed';
    this.isProbing = false;
    this.slotBucket.fill(-1);
    this.failingAccounts.clear();
  }
}
