// Background work a bff process repeats on a timer (usage retention, closing rollup buckets).

/**
 * Runs `work` every `intervalMs`, one round at a time: a tick that comes while a round is still
 * running is skipped. A round that fails is reported to `onError` and tried again at the next
 * tick. The timer does not keep the process alive; stop() waits for a round in progress.
 */
export class PeriodicJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly intervalMs: number,
    private readonly work: () => Promise<unknown>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Starts the timer; with `runNow`, the first round runs at once rather than after an interval. */
  start({ runNow = false } = {}) {
    if (runNow) this.tick();
    this.timer = setInterval(() => this.tick(), this.intervalMs);
    this.timer.unref();
  }

  async stop() {
    clearInterval(this.timer);
    await this.running;
  }

  private tick() {
    if (this.running) return;
    this.running = this.work()
      .then(() => undefined, this.onError)
      .finally(() => {
        this.running = undefined;
      });
  }
}
