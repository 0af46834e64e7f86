// Per-account limits from the account's plan, across all of its keys (rotating keys must not
// reset a quota): a per-second rate and a daily quota that resets at midnight UTC. Counted in
// process memory by default; with Redis, atomically in Redis, so every bff process shares them.
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Plan } from '../../config.js';
import { TooManyRequestsError } from '../../shared/errors.js';

export interface LimitState {
  limit: number;
  remaining: number;
  /** Unix seconds when the daily quota resets. */
  resetAt: number;
}

const DAY_MS = 86_400_000;

export class AccountLimits {
  private readonly perSecond = new Map<string, RateLimiterAbstract>();
  private readonly perDay = new Map<string, RateLimiterAbstract>();

  constructor(
    private readonly plans: Readonly<Record<string, Plan>>,
    private readonly redis: Redis | null = null,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one call; throws 429 when the rate or the quota is exceeded (with the state for headers). */
  async consume(userId: string, planName: string): Promise<LimitState> {
    const plan = this.plans[planName] ?? this.plans.free!;
    const now = this.now();
    const dayStart = now - (now % DAY_MS);
    const resetAt = Math.floor((dayStart + DAY_MS) / 1000);
    const quotaKey = `${userId}:${dayStart}`;
    try {
      await this.limiter(this.perSecond, plan.name, plan.requestsPerSecond, 1).consume(userId);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const state = await this.peek(plan, quotaKey, resetAt);
      throw new LimitExceeded(`Rate limit of ${plan.requestsPerSecond} request${plan.requestsPerSecond === 1 ? '' : 's'} per second exceeded for the ${plan.name} plan`, rejection.msBeforeNext / 1000, state);
    }
    try {
      const result = await this.limiter(this.perDay, plan.name, plan.requestsPerDay, 2 * 86_400).consume(quotaKey);
      return { limit: plan.requestsPerDay, remaining: result.remainingPoints, resetAt };
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const state = { limit: plan.requestsPerDay, remaining: 0, resetAt };
      const resetIso = new Date(resetAt * 1000).toISOString().replace('.000Z', 'Z');
      throw new LimitExceeded(`Daily quota of ${plan.requestsPerDay} requests for the ${plan.name} plan is used up; it resets at ${resetIso}`, resetAt - now / 1000, state);
    }
  }

  private async peek(plan: Plan, quotaKey: string, resetAt: number): Promise<LimitState> {
    const used = await this.limiter(this.perDay, plan.name, plan.requestsPerDay, 2 * 86_400).get(quotaKey);
    return { limit: plan.requestsPerDay, remaining: Math.max(0, plan.requestsPerDay - (used?.consumedPoints ?? 0)), resetAt };
  }

  private limiter(cache: Map<string, RateLimiterAbstract>, planName: string, points: number, duration: number) {
    let limiter = cache.get(planName);
    if (!limiter) {
      const keyPrefix = `touchline:limit:${planName}:${duration}`;
      limiter = this.redis
        ? new RateLimiterRedis({ storeClient: this.redis, points, duration, keyPrefix })
        : new RateLimiterMemory({ points, duration, keyPrefix });
      cache.set(planName, limiter);
    }
    return limiter;
  }
}

export class LimitExceeded extends TooManyRequestsError {
  constructor(message: string, retryAfterSeconds: number, readonly state: LimitState) {
    super(message, retryAfterSeconds);
  }
}
