// Each data provider's status for the whole deployment: the upstream calls' figures over the last
// 5 minutes and the last hour, the latest failure, and the circuit breakers.
//
// Without Redis the process is the deployment: its own figures are the answer. With Redis every
// process sends what its calls grew by once a second (one script; nothing on a call's path waits
// for Redis) and its breakers' states; an answer sums what Redis holds with what this process has
// not sent yet. The breaker shown is the worst of the processes' (open, then half-open, then
// closed), with how many processes are not closed: a breaker is per process, and a caller may
// reach any of them. While Redis cannot be read the answer is this process's alone, and says so.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { PeriodicJob } from '../../shared/periodic-job.js';
import { p95FromHistogram } from '../usage/latency-histogram.js';
import type { BreakerState, CircuitBreaker } from '../data-proxy/circuit-breaker.js';
import type { ProviderName } from '../data-proxy/endpoint-catalog.js';
import {
  addMinute,
  emptyFigures,
  MINUTE_MS,
  MINUTES_KEPT,
  type CallFigures,
  type LastFailure,
  type ProviderCallStats,
} from './provider-call-stats.js';
import {
  ProviderStatusRedis,
  type BreakerReport,
  type StoredFigures,
  type UnsentFigures,
} from './provider-status.redis.js';
import { DEGRADED_ERROR_RATE, DEGRADED_MIN_CALLS, type ProviderStatus } from './provider-status.type.js';

/** How often a process sends its figures to Redis. */
const SEND_INTERVAL_MS = 1000;
/** A process whose breaker report is older than this has stopped (or lost Redis): it is left out. */
const REPORT_STALE_MS = 5 * SEND_INTERVAL_MS;
/** A report this old is removed from Redis (a stale one is ignored already). */
const FORGOTTEN_AFTER_MS = 10 * 60_000;
/** With Redis, an answer is reused this long: the public endpoint must not turn each call into 120 Redis reads. */
const ANSWER_REUSE_MS = 1000;

const FIVE_MINUTES = 5;

export interface ProviderSources {
  stats: ProviderCallStats;
  breaker: CircuitBreaker;
}

const SEVERITY: Record<BreakerState, number> = { closed: 0, 'half-open': 1, open: 2 };

/** An open breaker whose pause is over lets the next call through as a probe: it is half-open already. */
function stateOf(breaker: CircuitBreaker): BreakerState {
  return breaker.current === 'open' && breaker.msUntilProbe() === 0 ? 'half-open' : breaker.current;
}

export class ProviderStatusBoard {
  private readonly processId = randomUUID();
  private readonly shared: ProviderStatusRedis | null;
  private readonly job: PeriodicJob;
  private isSendFailing = false;
  /** The send under way: two taking the same unsent figures would add them twice. */
  private sending: Promise<void> = Promise.resolve();
  /**
   * A send Redis has not acknowledged. It is sent again as it was, under the same number, until
   * it is: a send that timed out may still run in Redis (the client resends what was under way
   * when it reconnects), and the script adds a numbered send's figures only once.
   */
  private unacknowledged: { number: number; unsent: UnsentFigures[] } | null = null;
  private sends = 0;
  private reused: { at: number; answer: Promise<ProviderStatus[]> } | null = null;

  constructor(
    private readonly providers: Record<ProviderName, ProviderSources>,
    redis: Redis | null,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {
    this.shared = redis ? new ProviderStatusRedis(redis) : null;
    this.job = new PeriodicJob(
      SEND_INTERVAL_MS,
      () => this.send(),
      () => undefined,
    );
  }

  start(): void {
    if (this.shared) this.job.start();
  }

  /** Sends what is left and withdraws this process's breakers. */
  async stop(): Promise<void> {
    await this.job.stop();
    if (!this.shared) return;
    await this.send();
    await this.shared.withdraw(this.processId).catch(() => undefined);
  }

  read(): Promise<ProviderStatus[]> {
    if (!this.shared) return Promise.resolve(this.fromThisProcess('deployment'));
    const time = this.now();
    if (this.reused && time - this.reused.at < ANSWER_REUSE_MS) return this.reused.answer;
    const answer = this.fromDeployment(this.shared).catch((error: unknown) => {
      this.log.warn({ err: error }, 'provider status: cannot read redis; answering with this process only');
      return this.fromThisProcess('process');
    });
    this.reused = { at: time, answer };
    return answer;
  }

  /** One send after the other: the timer's, and the last one on close. */
  private send(): Promise<void> {
    this.sending = this.sending.then(() => this.sendOnce());
    return this.sending;
  }

  private async sendOnce(): Promise<void> {
    if (!this.shared) return;
    const names = Object.keys(this.providers) as ProviderName[];
    this.unacknowledged ??= {
      number: ++this.sends,
      unsent: names.map((provider) => ({ provider, ...this.providers[provider].stats.unsent() })),
    };
    const { number, unsent } = this.unacknowledged;
    const breakers: BreakerReport = { at: this.now(), states: {} };
    for (const provider of names) breakers.states[provider] = stateOf(this.providers[provider].breaker);
    try {
      await this.shared.send(this.processId, number, breakers, unsent);
      this.unacknowledged = null;
      for (const { provider, ...sent } of unsent) this.providers[provider].stats.markSent(sent);
      if (this.isSendFailing) this.log.info('provider status: sending to redis again');
      this.isSendFailing = false;
    } catch (error) {
      // The same send goes again next round; calls recorded meanwhile wait for the one after it.
      if (!this.isSendFailing) this.log.warn({ err: error }, 'provider status: cannot send to redis; will retry');
      this.isSendFailing = true;
    }
  }

  private fromThisProcess(scope: ProviderStatus['scope']): ProviderStatus[] {
    return (Object.keys(this.providers) as ProviderName[]).map((provider) => {
      const { stats, breaker } = this.providers[provider];
      const state = stateOf(breaker);
      return statusOf(provider, this.now(), {
        scope,
        fiveMinutes: stats.figures(FIVE_MINUTES),
        lastHour: stats.figures(MINUTES_KEPT),
        failure: stats.lastFailure,
        states: [state],
      });
    });
  }

  private async fromDeployment(shared: ProviderStatusRedis): Promise<ProviderStatus[]> {
    const names = Object.keys(this.providers) as ProviderName[];
    const time = this.now();
    const current = Math.floor(time / MINUTE_MS);
    const { figures, breakers } = await shared.read(names, current - MINUTES_KEPT + 1, current);
    const gone = [...breakers.entries()].filter(([, report]) => time - report.at > FORGOTTEN_AFTER_MS);
    // A process killed without closing never withdraws its report: the first reader after a while does.
    if (gone.length > 0) void shared.withdraw(...gone.map(([processId]) => processId)).catch(() => undefined);
    const others = [...breakers.entries()]
      .filter(([processId, report]) => processId !== this.processId && time - report.at < REPORT_STALE_MS)
      .map(([, report]) => report);
    return names.map((provider) => {
      const { stats, breaker } = this.providers[provider];
      const stored = figures[provider] ?? { minutes: [], failure: null };
      const fiveMinutes = sumOf(stored, FIVE_MINUTES, stats.figures(FIVE_MINUTES, { unsentOnly: true }));
      const lastHour = sumOf(stored, MINUTES_KEPT, stats.figures(MINUTES_KEPT, { unsentOnly: true }));
      const failures = [stored.failure, stats.lastFailure].filter((each): each is LastFailure => each !== null);
      const failure = failures.sort((a, b) => b.at - a.at)[0] ?? null;
      const states = [stateOf(breaker), ...others.map((report) => report.states[provider] ?? 'closed')];
      return statusOf(provider, time, { scope: 'deployment', fiveMinutes, lastHour, failure, states });
    });
  }
}

/** The last `minutes` of what Redis holds (oldest first), plus this process's unsent figures. */
function sumOf(stored: StoredFigures, minutes: number, unsent: CallFigures): CallFigures {
  const figures = emptyFigures();
  for (const numbers of stored.minutes.slice(-minutes)) addMinute(figures, numbers);
  figures.calls += unsent.calls;
  figures.failures += unsent.failures;
  figures.maxLatencyMs = Math.max(figures.maxLatencyMs, unsent.maxLatencyMs);
  unsent.histogram.forEach((count, k) => (figures.histogram[k]! += count));
  return figures;
}

function statusOf(
  provider: ProviderName,
  time: number,
  parts: {
    scope: ProviderStatus['scope'];
    fiveMinutes: CallFigures;
    lastHour: CallFigures;
    failure: LastFailure | null;
    states: BreakerState[];
  },
): ProviderStatus {
  const { scope, fiveMinutes, lastHour, failure, states } = parts;
  const breakerState = states.reduce((worst, state) => (SEVERITY[state] > SEVERITY[worst] ? state : worst), 'closed');
  const breakerOpenProcesses = states.filter((state) => state !== 'closed').length;
  const fiveMinuteErrorRate = errorRate(fiveMinutes);
  const isDegraded =
    breakerOpenProcesses > 0 ||
    (fiveMinutes.calls >= DEGRADED_MIN_CALLS && (fiveMinuteErrorRate ?? 0) >= DEGRADED_ERROR_RATE);
  // The latest failure is shown while it falls within the hour the figures cover.
  const recentFailure = failure && time - failure.at < MINUTES_KEPT * MINUTE_MS ? failure : null;
  return {
    provider,
    breakerState,
    breakerOpenProcesses,
    processes: states.length,
    isDegraded,
    scope,
    fiveMinuteCalls: fiveMinutes.calls,
    fiveMinuteErrorRate,
    fiveMinuteP95LatencyMs: p95FromHistogram(fiveMinutes.histogram, fiveMinutes.maxLatencyMs),
    lastHourCalls: lastHour.calls,
    lastHourErrorRate: errorRate(lastHour),
    lastHourP95LatencyMs: p95FromHistogram(lastHour.histogram, lastHour.maxLatencyMs),
    lastFailureAt: recentFailure ? new Date(recentFailure.at) : null,
    lastFailureKind: recentFailure?.kind ?? null,
  };
}

const errorRate = (figures: CallFigures) => (figures.calls === 0 ? null : figures.failures / figures.calls);
