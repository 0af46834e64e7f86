// Per-account limits from the account's plan, across all of its keys (rotating keys must not
// reset a quota): a per-second rate and a daily quota that resets at midnight UTC. Counted in
// process memory by default; with Redis, atomically in Redis, so every bff process shares them.
//
// Both sit on the proxy's hot path: the memory counter answers synchronously (a promise per call
// is measurable there) and the Redis one costs one round trip. Callers accept either a state or
// a promise of one.
import { once } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Plan } from '../../config.js';
import { TooManyRequestsError } from '../../shared/errors.js';
import type { QuotaUseToday } from '../usage/usage.service.js';
import { BUCKET_MS, floorTo } from '../usage/usage.rules.js';

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
   * Counts this process already holds are not lowered.
   */
  carryOver(today: QuotaUseToday): void | Promise<void>;
}

const DAY_MS = BUCKET_MS.day;
/** The UTC day a moment is in, the day usage rollups count in: a carried-over count and a live one must agree on it. */
const dayStartOf = (now: number) => floorTo(now, 'day');

export function createAccountLimits(plans: Readonly<Record<string, Plan>>, redis: Redis | null, log: FastifyBaseLogger): AccountLimits {
  return redis ? new RedisAccountLimits(plans, redis, log) : new MemoryAccountLimits(plans);
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
      const state = { limit: plan.requestsPerDay, remaining: Math.max(0, plan.requestsPerDay - counter.dayCount), resetAt };
      throw new LimitExceeded(rateMessage(plan), (counter.secondEndsAt - now) / 1000, state);
    }
    counter.dayCount += 1;
    if (counter.dayCount > plan.requestsPerDay) throw quotaExceeded(plan, resetAt, now);
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

  /** Yesterday's counters are dropped once a day, so memory follows the accounts active today. */
  private startDay(dayStart: number) {
    this.currentDay = dayStart;
    for (const [userId, counter] of this.counters) if (counter.dayStart !== dayStart) this.counters.delete(userId);
  }
}

// KEYS: the account's current second, the account's day. ARGV: per-second rate, daily quota,
// how long a day's counter is kept (ms). One script, so both counters move in one round trip
// and atomically: {1, 0, used today} when the call is allowed, {0, ms until the second ends,
// used today} when the rate refuses it. A refused call still counts against the second, as the
// memory counter does; a call over the quota counts against the day and is refused by the caller.
const CONSUME = `
local second = redis.call('INCR', KEYS[1])
if second == 1 then redis.call('PEXPIRE', KEYS[1], 1000) end
if second > tonumber(ARGV[1]) then
  return {0, redis.call('PTTL', KEYS[1]), tonumber(redis.call('GET', KEYS[2]) or '0')}
end
local day = redis.call('INCR', KEYS[2])
if day == 1 then redis.call('PEXPIRE', KEYS[2], ARGV[3]) end
return {1, 0, day}`;

interface LimitCommands {
  touchlineLimitConsume(secondKey: string, dayKey: string, perSecond: number, perDay: number, dayTtlMs: number): Promise<[number, number, number]>;
}

/**
 * While Redis cannot be reached, calls are counted in this process instead: limits stay in
 * force (per process) and customers keep being answered, rather than every call failing.
 */
const FALLBACK_LOG_EVERY_MS = 10_000;
/** How long a starting process waits for Redis to tell it today's quotas (see carryOver). */
const CARRY_OVER_WAIT_MS = 30_000;

export class RedisAccountLimits implements AccountLimits {
  private readonly redis: Redis & LimitCommands;
  private readonly fallback: MemoryAccountLimits;
  private lastFallbackLog = 0;

  constructor(
    private readonly plans: Readonly<Record<string, Plan>>,
    redis: Redis,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {
    this.fallback = new MemoryAccountLimits(plans, now);
    this.redis = redis as Redis & LimitCommands;
    if (typeof (redis as Partial<LimitCommands>).touchlineLimitConsume !== 'function') {
      redis.defineCommand('touchlineLimitConsume', { numberOfKeys: 2, lua: CONSUME });
    }
  }

  /**
   * Redis keeps its counts across bff restarts; it is told the database's only for a day counter
   * it does not have (set only if absent: one that other processes count in is ahead of
   * PostgreSQL). The in-process fallback takes them at once; Redis once it is connected, which a
   * starting process does not wait for.
   */
  async carryOver(today: QuotaUseToday): Promise<void> {
    this.fallback.carryOver(today);
    const now = this.now();
    if (today.usedByAccount.size === 0 || today.dayStart !== dayStartOf(now)) return;
    try {
      if (this.redis.status !== 'ready') await once(this.redis, 'ready', { signal: AbortSignal.timeout(CARRY_OVER_WAIT_MS) });
      const pipeline = this.redis.pipeline();
      for (const [userId, used] of today.usedByAccount) pipeline.set(dayKey(userId, today.dayStart), used, 'PX', 2 * DAY_MS, 'NX');
      await pipeline.exec();
    } catch (error) {
      this.log.error({ err: error }, "limits: could not resume today's quotas in redis; it counts from what it holds");
    }
  }

  async consume(userId: string, planName: string): Promise<LimitState> {
    const plan = this.plans[planName] ?? this.plans.free!;
    const now = this.now();
    const dayStart = dayStartOf(now);
    const resetAt = (dayStart + DAY_MS) / 1000;
    let counted: [number, number, number];
    try {
      counted = await this.redis.touchlineLimitConsume(secondKey(userId), dayKey(userId, dayStart), plan.requestsPerSecond, plan.requestsPerDay, 2 * DAY_MS);
    } catch (error) {
      if (now - this.lastFallbackLog >= FALLBACK_LOG_EVERY_MS) {
        this.lastFallbackLog = now;
        this.log.error({ err: error }, 'limits: redis unavailable, counting in this process until it is back');
      }
      return this.fallback.consume(userId, planName);
    }
    const [isAllowed, msToNextSecond, usedToday] = counted;
    const remaining = Math.max(0, plan.requestsPerDay - usedToday);
    if (!isAllowed) {
      throw new LimitExceeded(rateMessage(plan), Math.max(0, msToNextSecond) / 1000, { limit: plan.requestsPerDay, remaining, resetAt });
    }
    if (usedToday > plan.requestsPerDay) throw quotaExceeded(plan, resetAt, now);
    return { limit: plan.requestsPerDay, remaining, resetAt };
  }
}

// One hash tag per account: both of its keys live in the same cluster slot.
const secondKey = (userId: string) => `touchline:limit:{${userId}}:second`;
const dayKey = (userId: string, dayStart: number) => `touchline:limit:{${userId}}:day:${dayStart}`;

export class LimitExceeded extends TooManyRequestsError {
  constructor(message: string, retryAfterSeconds: number, readonly state: LimitState) {
    super(message, retryAfterSeconds);
  }
}
