// Fails fast while an upstream is down instead of tying up every request in timeouts, and
// lets one probe through after a pause to find out whether it is back.

export type BreakerState = 'closed' | 'open' | 'half-open';

export class CircuitBreaker {
  private state: BreakerState = 'closed';
  private consecutiveFailures = 0;
  private openedAt = 0;
  private isProbing = false;

  constructor(
    private readonly failureThreshold = 5,
    private readonly openMs = 5000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether a request may go to the upstream now. */
  allow(): boolean {
    if (this.state === 'closed') return true;
    if (this.state === 'open' && this.now() - this.openedAt >= this.openMs) this.state = 'half-open';
    if (this.state === 'half-open' && !this.isProbing) {
      this.isProbing = true;
      return true;
    }
    return false;
  }

  succeeded(): void {
    this.state = 'closed';
    this.consecutiveFailures = 0;
    this.isProbing = false;
  }

  failed(): void {
    this.consecutiveFailures += 1;
    this.isProbing = false;
    if (this.state === 'half-open' || this.consecutiveFailures >= this.failureThreshold) {
      this.state = 'open';
      this.openedAt = this.now();
    }
  }

  /** How long until an open breaker lets a probe through (0 when it would now). */
  msUntilProbe(): number {
    return this.state === 'open' ? Math.max(0, this.openMs - (this.now() - this.openedAt)) : 0;
  }

  get current(): BreakerState {
    return this.state;
  }
}
