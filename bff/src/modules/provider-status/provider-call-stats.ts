// One process's record of its calls to one upstream: per minute of the last hour, how many calls,
// how many failed, the largest latency and the usage module's latency histogram (histograms add
// up across minutes and processes; percentiles do not).
//
// Recording is on the data proxy's miss path, so it is a clock read and a few increments in a
// preallocated ring, with no allocation and no I/O; only a failure allocates, to note its kind.
// Sharing with other processes (provider-status.board.ts) reads the ring once a second and sends
// what grew since the last send.
import { LATENCY_BUCKETS, latencyBucketOf } from '../usage/latency-histogram.js';

/** Why an upstream call failed, as the status shows it. */
export const FAILURE_KINDS = [
  'timeout',
  'connection-refused',
  'connection-failed',
  'server-error',
  'invalid-answer',
] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

/** Minutes the ring holds: the longest span the status shows. */
export const MINUTES_KEPT = 60;
export const MINUTE_MS = 60_000;

// The numbers kept per minute, in this order.
const CALLS = 0;
const FAILURES = 1;
const MAX_LATENCY = 2;
const HISTOGRAM = 3;
export const FIELDS_PER_MINUTE = HISTOGRAM + LATENCY_BUCKETS;

/** The calls of a span of minutes. */
export interface CallFigures {
  calls: number;
  failures: number;
  maxLatencyMs: number;
  histogram: number[];
}

export interface LastFailure {
  at: number;
  kind: FailureKind;
}

/** What grew in one minute since the last send, and the totals it was taken from. */
export interface MinuteDelta {
  minute: number;
  /** FIELDS_PER_MINUTE numbers; the largest latency is the minute's, not a difference. */
  delta: number[];
  totals: Float64Array;
}

export const emptyFigures = (): CallFigures => ({
  calls: 0,
  failures: 0,
  maxLatencyMs: 0,
  histogram: new Array<number>(LATENCY_BUCKETS).fill(0),
});

/** Adds one minute's numbers (in the per-minute order) to `into`. */
export function addMinute(into: CallFigures, numbers: ArrayLike<number>): void {
  into.calls += numbers[CALLS] ?? 0;
  into.failures += numbers[FAILURES] ?? 0;
  into.maxLatencyMs = Math.max(into.maxLatencyMs, numbers[MAX_LATENCY] ?? 0);
  for (let k = 0; k < LATENCY_BUCKETS; k++) into.histogram[k]! += numbers[HISTOGRAM + k] ?? 0;
}

export class ProviderCallStats {
  /** Which minute (time / MINUTE_MS) each slot of the ring counts. */
  private readonly slotMinute = new Float64Array(MINUTES_KEPT).fill(-1);
  private readonly totals = new Float64Array(MINUTES_KEPT * FIELDS_PER_MINUTE);
  /** The totals as last sent to Redis, per slot. */
  private readonly sent = new Float64Array(MINUTES_KEPT * FIELDS_PER_MINUTE);
  private latestFailure: LastFailure | null = null;
  private sentFailure: LastFailure | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  succeeded(latencyMs: number): void {
    this.record(latencyMs, 0);
  }

  failed(latencyMs: number, kind: FailureKind): void {
    this.record(latencyMs, 1);
    this.latestFailure = { at: this.now(), kind };
  }

  get lastFailure(): LastFailure | null {
    return this.latestFailure;
  }

  /** This process's calls in the last `minutes` minutes (the current one included); with `unsentOnly`, only what was not sent yet. */
  figures(minutes: number, { unsentOnly = false } = {}): CallFigures {
    const figures = emptyFigures();
    const current = Math.floor(this.now() / MINUTE_MS);
    for (let slot = 0; slot < MINUTES_KEPT; slot++) {
      const minute = this.slotMinute[slot]!;
      if (minute <= current - minutes || minute > current) continue;
      const base = slot * FIELDS_PER_MINUTE;
      const numbers = this.totals.subarray(base, base + FIELDS_PER_MINUTE);
      addMinute(figures, unsentOnly ? this.deltaOf(slot) : numbers);
    }
    return figures;
  }

  /** The minutes that grew since the last send. */
  unsent(): { minutes: MinuteDelta[]; failure: LastFailure | null } {
    const minutes: MinuteDelta[] = [];
    for (let slot = 0; slot < MINUTES_KEPT; slot++) {
      const minute = this.slotMinute[slot]!;
      if (minute < 0) continue;
      const delta = this.deltaOf(slot);
      if (delta[CALLS] === 0) continue;
      const base = slot * FIELDS_PER_MINUTE;
      minutes.push({ minute, delta, totals: this.totals.slice(base, base + FIELDS_PER_MINUTE) });
    }
    const failure = this.latestFailure !== this.sentFailure ? this.latestFailure : null;
    return { minutes, failure };
  }

  /** Redis took `unsent`: what it held is no longer counted as unsent (calls recorded meanwhile still are). */
  markSent(unsent: { minutes: MinuteDelta[]; failure: LastFailure | null }): void {
    for (const { minute, totals } of unsent.minutes) {
      const slot = minute % MINUTES_KEPT;
      if (this.slotMinute[slot] === minute) this.sent.set(totals, slot * FIELDS_PER_MINUTE);
    }
    if (unsent.failure) this.sentFailure = unsent.failure;
  }

  private deltaOf(slot: number): number[] {
    const base = slot * FIELDS_PER_MINUTE;
    const delta = new Array<number>(FIELDS_PER_MINUTE);
    for (let field = 0; field < FIELDS_PER_MINUTE; field++)
      delta[field] = this.totals[base + field]! - this.sent[base + field]!;
    delta[MAX_LATENCY] = this.totals[base + MAX_LATENCY]!;
    return delta;
  }

  private record(latencyMs: number, failures: number): void {
    const minute = Math.floor(this.now() / MINUTE_MS);
    const slot = minute % MINUTES_KEPT;
    const base = slot * FIELDS_PER_MINUTE;
    if (this.slotMinute[slot] !== minute) {
      // The slot last counted a minute over an hour ago: it starts again, unsent or not.
      this.slotMinute[slot] = minute;
      this.totals.fill(0, base, base + FIELDS_PER_MINUTE);
      this.sent.fill(0, base, base + FIELDS_PER_MINUTE);
    }
    this.totals[base + CALLS]! += 1;
    this.totals[base + FAILURES]! += failures;
    if (latencyMs > this.totals[base + MAX_LATENCY]!) this.totals[base + MAX_LATENCY] = latencyMs;
    this.totals[base + HISTOGRAM + latencyBucketOf(latencyMs)]! += 1;
  }
}
