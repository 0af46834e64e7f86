// Work a caller starts and does not wait for: a quota alert recorded off the proxy's hot path, an
// account e-mail sent after the answer. Kept track of, so that shutdown waits for it before the
// database and the mailer go, and tests can wait for it rather than sleep.

/**
 * Starts pieces of work at once and remembers those under way. A failure goes to the piece's own
 * `onFailure` (never an unhandled rejection); once stopped, new work is not started.
 */
export class WorkInBackground {
  private readonly pending = new Set<Promise<void>>();
  private isStopped = false;

  /** False once stop() was called: the process is closing and starts nothing new. */
  get isAccepting(): boolean {
    return !this.isStopped;
  }

  start(work: () => Promise<void>, onFailure: (error: unknown) => void): void {
    if (this.isStopped) return;
    // Through a resolved promise, so that work throwing before its first await fails the same way.
    const running = Promise.resolve().then(work).catch(onFailure);
    this.pending.add(running);
    void running.finally(() => this.pending.delete(running));
  }

  /** Resolves once every piece started so far, and any it started in turn, has finished or failed. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /** Starts nothing more and waits for what is under way. */
  async stop(): Promise<void> {
    this.isStopped = true;
    await this.settled();
  }
}
