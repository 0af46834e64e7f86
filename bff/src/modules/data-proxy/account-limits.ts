// Per-account limits from the account's plan, across all of its keys (rotating keys must not
// reset a quota): a per-second rate and a daily quota that resets at midnight UTC. Counted in
// process memory by default; with Redis, atomically in Redis, so every bff process shares them.
//
// Both sit on the proxy's hot path: the memory counter answers synchronously (a promise per call
// is measurable there) and the Redis one costs one round trip. Callers accept either a state or
// a promise of one.
//
// The counters also tell quota alerts (modules/quota-alerts/) when an account's count today is at
// 80% of its quota or more: two multiplications and a comparison per counted call, and a call to
// `QuotaCrossings.reached` (which must return at once) only past that point.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Plan } from '../../config.js';
import { backoffMs } from '../../shared/backoff.js';
import { TooManyRequestsError } from '../../shared/errors.js';
import { isAtAlertLevel } from '../quota-alerts/quota-alert.rules.js';
import type { QuotaUseToday } from '../usage/usage.service.js';
import { BUCKET_MS, floorTo } from '../usage/usage.rules.js';
import {
  CONSUME,
  dayKey,
  MERGE,
  mergeMarkKey,
  secondKey,
  type LimitCommands,
  type MergeCommands,
} from './account-limits.redis-scripts.js';

export interface LimitState {
  limit: number;
  remaining: number;
  /** Unix seconds when the daily quota resets. */
  resetAt: number;
}

export interface AccountLimits {
  /** Counts one call; throws (or rejects with) LimitExceeded when the rate or the quota is exceeded. */
  consume(userId: string, planName: string): LimitState | Promise<LimitState>;
  /**
   * Resumes the daily quotas from what the accounts used today before this process counted (the
   * metered calls in PostgreSQL), so that a restart does not hand every account a fresh quota.
   * Counts this process already holds are not lowered. Resolves once the counts are in force
   * wherever the limits are counted (with Redis, possibly after many attempts), or on close().
   */
  carryOver(today: QuotaUseToday): void | Promise<void>;
  /** Calls counted against the account's quota today (where the limits are counted); refused calls are not. */
  usedToday(userId: string): number | Promise<number>;
  /** Stops work in the background (a carry-over still trying); calls are still counted. */
  close(): void;
}

/**
 * Told on the counting call, synchronously, that an account's count today is at 80% of its quota
 * or more (every such call: telling one from the next is the listener's work). It must return at
 * once and never throw: it runs on the proxy's hot path.
 */
export interface QuotaCrossings {
  reached(userId: string, used: number, plan: Plan, dayStart: number): void;
}

const DAY_MS = BUCKET_MS.day;
/** The UTC day a moment is in, the day usage rollups count in: a carried-over count and a live one must agree on it. */
const dayStartOf = (now: number) => floorTo(now, 'day');

export function createAccountLimits(
  plans: Readonly<Record<string, Plan>>,
  redis: Redis | null,
  log: FastifyBaseLogger,
  crossings?: QuotaCrossings,
): AccountLimits {
  return redis
    ? new RedisAccountLimits(plans, redis, log, Date.now, crossings)
    : new MemoryAccountLimits(plans, Date.now, crossings);
}

const rateMessage = (plan: Plan) =>
  `Rate limit of ${plan.requestsPerSecond} request${plan.requestsPerSecond === 1 ? '' : 's'} per second exceeded for the ${plan.id} plan`;

function quotaExceeded(plan: Plan, resetAt: number, now: number): LimitExceeded {
  const resetIso = new Date(resetAt * 1000).toISOString().replace('.000Z', 'Z');
  return new LimitExceeded(
    `Daily quota of ${plan.requestsPerDay} requests for the ${plan.id} plan is used up; it resets at ${resetIso}`,
    resetAt - now / 1000,
    { limit: plan.requestsPerDay, remaining: 0, resetAt },
  );
}

interface Counter {
  /** The current one-second window, which starts at the first call after the previous one ended. */
  secondEndsAt: number;
  secondCount: number;
  dayStart: number;
  dayCount: number;
}

export class MemoryAccountLimits implements AccountLimits {
  private readonly counters = new Map<string, Counter>();
  private currentDay = 0;

  constructor(
    private readonly plans: Readonly<Record<string, Plan>>,
    private readonly now: () => number = Date.now,
    private readonly crossings?: QuotaCrossings,
  ) {}

  consume(userId: string, planName: string): LimitState {
    const plan = this.plans[planName] ?? this.plans.free!;
    const now = this.now();
    const dayStart = dayStartOf(now);
    if (dayStart !== this.currentDay) this.startDay(dayStart);
    let counter = this.counters.get(userId);
    if (!counter) {
      counter = { secondEndsAt: 0, secondCount: 0, dayStart, dayCount: 0 };
      this.counters.set(userId, counter);
    }
    if (counter.dayStart !== dayStart) {
      counter.dayStart = dayStart;
      counter.dayCount = 0;
    }
    if (now >= counter.secondEndsAt) {
      counter.secondEndsAt = now + 1000;
      counter.secondCount = 0;
    }
    const resetAt = (dayStart + DAY_MS) / 1000;
    counter.secondCount += 1;
    if (counter.secondCount > plan.requestsPerSecond) {
      const state = {
        limit: plan.requestsPerDay,
        remaining: Math.max(0, plan.requestsPerDay - counter.dayCount),
        resetAt,
      };
      throw new LimitExceeded(rateMessage(plan), (counter.secondEndsAt - now) / 1000, state);
    }
    // A call the quota refuses is not counted against it (nor metered as used, rollup-reads.ts).
    const isUsedUp = counter.dayCount >= plan.requestsPerDay;
    if (!isUsedUp) counter.dayCount += 1;
    if (this.crossings !== undefined && isAtAlertLevel(counter.dayCount, plan.requestsPerDay))
      this.crossings.reached(userId, counter.dayCount, plan, dayStart);
    if (isUsedUp) throw quotaExceeded(plan, resetAt, now);
    return { limit: plan.requestsPerDay, remaining: plan.requestsPerDay - counter.dayCount, resetAt };
  }

  carryOver({ dayStart, usedByAccount }: QuotaUseToday): void {
    const now = this.now();
    if (dayStart !== dayStartOf(now)) return; // a day has passed since it was read
    if (dayStart !== this.currentDay) this.startDay(dayStart);
    for (const [userId, used] of usedByAccount) {
      const counter = this.counters.get(userId);
      if (counter?.dayStart === dayStart) counter.dayCount = Math.max(counter.dayCount, used);
      else this.counters.set(userId, { secondEndsAt: 0, secondCount: 0, dayStart, dayCount: used });
    }
  }

  /** Calls counted against the account's quota today; refused calls are not. */
  usedToday(userId: string): number {
    const counter = this.counters.get(userId);
    return counter !== undefined && counter.dayStart === dayStartOf(this.now()) ? counter.dayCount : 0;
  }

  close(): void {}

  /** Yesterday's counters are dropped once a day, so memory follows the accounts active today. */
  private startDay(dayStart: number) {
    this.currentDay = dayStart;
    for (const [userId, counter] of this.counters) if (counter.dayStart !== dayStart) this.counters.delete(userId);
  }
}

/**
 * While Redis cannot be reached, calls are counted in this process instead: limits stay in
 * force (per process) and customers keep being answered, rather than every call failing.
 */
const FALLBACK_LOG_EVERY_MS = 10_000;
/** The first number of CONSUME's answer when it refuses the call (account-limits.redis-scripts.ts). */
const RATE_REFUSED = 0;
const QUOTA_REFUSED = 2;
/** How long one attempt at resuming today's quotas waits for a connection, and for its answers. */
const RESUME_ATTEMPT_MS = 5_000;
/** The pause between attempts at resuming today's quotas, doubling with each failure. */
const RESUME_BACKOFF = { firstMs: 250, maxMs: 10_000 };
/** Accounts per round trip when resuming: one pipeline for every account could outlast the command timeout on a busy start. */
const RESUME_SLICE = 500;

/**
 * One merge into Redis: per account, a floor and calls to add. Its marks (`id`) make it count
 * once however often it is sent; `pending` holds the accounts whose merge has not been confirmed.
 */
interface MergeRound {
  id: string;
  dayStart: number;
  pending: Map<string, { floor: number; calls: number }>;
}

export class RedisAccountLimits implements AccountLimits {
  private readonly redis: Redis & LimitCommands;
  private readonly fallback: MemoryAccountLimits;
  private lastFallbackLog = 0;
  private lastResumeLog = 0;
  /**
   * While today's quotas are being resumed in Redis: the calls this process counted meanwhile,
   * per account, to be added to Redis's counts once the database's are in. Until then Redis may
   * hold no count, or a lower one, for an account, so the process counts in memory (on top of
   * the database's counts, which the fallback holds from the start).
   */
  private resuming: { dayStart: number; calls: Map<string, number> } | undefined;
  private readonly closing = new AbortController();

  constructor(
    private readonly plans: Readonly<Record<string, Plan>>,
    redis: Redis,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
    private readonly crossings?: QuotaCrossings,
  ) {
    this.fallback = new MemoryAccountLimits(plans, now, crossings);
    this.redis = redis as Redis & LimitCommands;
    if (typeof (redis as Partial<LimitCommands>).touchlineLimitConsume !== 'function') {
      redis.defineCommand('touchlineLimitConsume', { numberOfKeys: 2, lua: CONSUME });
      redis.defineCommand('touchlineLimitMerge', { numberOfKeys: 2, lua: MERGE });
    }
  }

  /**
   * Redis keeps its counts across bff restarts, and other processes count there too, so the
   * database's count for an account is only a floor: Redis is told max(its own, the database's).
   * The in-process fallback takes the database's counts at once. Until Redis has taken them,
   * which is tried until it succeeds (a starting process does not wait for it, and a busy or
   * restarting Redis may time out), calls are counted in the process; once it has, they are
   * added to Redis's counts and calls are counted in Redis again. No call is failed meanwhile.
   */
  async carryOver(today: QuotaUseToday): Promise<void> {
    this.fallback.carryOver(today);
    if (today.usedByAccount.size === 0 || today.dayStart !== dayStartOf(this.now())) return;
    const resuming = { dayStart: today.dayStart, calls: new Map<string, number>() };
    this.resuming = resuming;
    const run = randomUUID();
    const floors = new Map([...today.usedByAccount].map(([userId, used]) => [userId, { floor: used, calls: 0 }]));
    if (!(await this.mergeUntilDone({ id: `${run}:floors`, dayStart: today.dayStart, pending: floors }))) return;
    // Redis holds at least the database's counts: calls from now on are counted there, and the
    // ones counted here meanwhile are added (increments, which no call counted in Redis can
    // disturb). That merge has marks of its own, so an answer lost on the way adds nothing twice.
    this.resuming = undefined;
    const calls = new Map([...resuming.calls].map(([userId, count]) => [userId, { floor: 0, calls: count }]));
    if (calls.size > 0) await this.mergeUntilDone({ id: `${run}:calls`, dayStart: today.dayStart, pending: calls });
  }

  async usedToday(userId: string): Promise<number> {
    if (this.resuming) return this.fallback.usedToday(userId);
    try {
      const held = await this.redis.get(dayKey(userId, dayStartOf(this.now())));
      return held === null ? 0 : Number(held);
    } catch {
      return this.fallback.usedToday(userId);
    }
  }

  close(): void {
    this.closing.abort();
  }

  /** Tries a merge until every account of it is confirmed (true), or the limits close or the day ends (false). */
  private async mergeUntilDone(round: MergeRound): Promise<boolean> {
    for (let failures = 0; ;) {
      if (this.closing.signal.aborted) return false;
      if (round.dayStart !== dayStartOf(this.now())) {
        this.resuming = undefined; // a new day: nothing of the old one is worth resuming
        return false;
      }
      try {
        await this.merge(round);
        if (failures > 0) this.log.info({ attempts: failures + 1 }, "limits: today's quotas are resumed in redis");
        return true;
      } catch (error) {
        failures += 1;
        const retryInMs = Math.round(backoffMs(failures, RESUME_BACKOFF));
        const now = this.now();
        if (failures === 1 || now - this.lastResumeLog >= FALLBACK_LOG_EVERY_MS) {
          this.lastResumeLog = now;
          this.log.error(
            { err: error, attempts: failures, accounts: round.pending.size, retryInMs },
            "limits: could not resume today's quotas in redis; counting in this process and trying again",
          );
        }
        await sleep(retryInMs, undefined, { signal: this.closing.signal }).catch(() => undefined);
      }
    }
  }

  /** One attempt, bounded in time; accounts confirmed leave `round.pending`, so the next attempt sends only the rest. */
  private async merge(round: MergeRound): Promise<void> {
    const signal = AbortSignal.any([this.closing.signal, AbortSignal.timeout(RESUME_ATTEMPT_MS)]);
    if (this.redis.status !== 'ready') await once(this.redis, 'ready', { signal });
    const aborted = new Promise<never>((_, reject) =>
      signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
    );
    aborted.catch(() => undefined); // the attempt may well end before its time is up
    const accounts = [...round.pending];
    for (let at = 0; at < accounts.length; at += RESUME_SLICE) {
      const slice = accounts.slice(at, at + RESUME_SLICE);
      const pipeline = this.redis.pipeline() as MergeCommands;
      for (const [userId, { floor, calls }] of slice) {
        pipeline.touchlineLimitMerge(
          dayKey(userId, round.dayStart),
          mergeMarkKey(userId, round.id),
          floor,
          calls,
          2 * DAY_MS,
        );
      }
      const results = await Promise.race([pipeline.exec(), aborted]);
      let failure: Error | undefined;
      results?.forEach(([error], index) => {
        if (error) failure ??= error;
        else round.pending.delete(slice[index]![0]);
      });
      if (failure || !results) throw failure ?? new Error('the pipeline was discarded');
    }
  }

  consume(userId: string, planName: string): LimitState | Promise<LimitState> {
    return this.resuming
      ? this.consumeWhileResuming(this.resuming, userId, planName)
      : this.consumeInRedis(userId, planName);
  }

  /** Counts in the process, noting each call that moves the account's day for the merge into Redis. */
  private consumeWhileResuming(
    resuming: { dayStart: number; calls: Map<string, number> },
    userId: string,
    planName: string,
  ): LimitState {
    const before = this.fallback.usedToday(userId);
    try {
      return this.fallback.consume(userId, planName);
    } finally {
      const counted = this.fallback.usedToday(userId) - before;
      if (counted > 0 && dayStartOf(this.now()) === resuming.dayStart)
        resuming.calls.set(userId, (resuming.calls.get(userId) ?? 0) + counted);
    }
  }

  private async consumeInRedis(userId: string, planName: string): Promise<LimitState> {
    const plan = this.plans[planName] ?? this.plans.free!;
    const now = this.now();
    const dayStart = dayStartOf(now);
    const resetAt = (dayStart + DAY_MS) / 1000;
    let counted: [number, number, number];
    try {
      counted = await this.redis.touchlineLimitConsume(
        secondKey(userId),
        dayKey(userId, dayStart),
        plan.requestsPerSecond,
        plan.requestsPerDay,
        2 * DAY_MS,
      );
    } catch (error) {
      if (now - this.lastFallbackLog >= FALLBACK_LOG_EVERY_MS) {
        this.lastFallbackLog = now;
        this.log.error({ err: error }, 'limits: redis unavailable, counting in this process until it is back');
      }
      return this.fallback.consume(userId, planName);
    }
    const [outcome, msToNextSecond, usedToday] = counted;
    const remaining = Math.max(0, plan.requestsPerDay - usedToday);
    if (outcome === RATE_REFUSED) {
      throw new LimitExceeded(rateMessage(plan), Math.max(0, msToNextSecond) / 1000, {
        limit: plan.requestsPerDay,
        remaining,
        resetAt,
      });
    }
    // Every process that counts past 80% tells its listener, not only the one whose increment
    // crossed: a carry-over merges counts that jump past the mark, which no increment crosses.
    if (this.crossings !== undefined && isAtAlertLevel(usedToday, plan.requestsPerDay))
      this.crossings.reached(userId, usedToday, plan, dayStart);
    if (outcome === QUOTA_REFUSED) throw quotaExceeded(plan, resetAt, now);
    return { limit: plan.requestsPerDay, remaining, resetAt };
  }
}

export class LimitExceeded extends TooManyRequestsError {
  constructor(
    message: string,
    retryAfterSeconds: number,
    readonly state: LimitState,
  ) {
    super(message, retryAfterSeconds);
  }
}
