// The limits contract, in memory and in the machine's Redis.
import { afterAll, describe, expect, it } from '@jest/globals';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Plan, PlanId } from '../../config.js';
import { createRedisClient } from '../../shared/redis-client.js';
import { startTcpGate } from '../../test-support/tcp-gate.js';
import {
  LimitExceeded,
  MemoryAccountLimits,
  RedisAccountLimits,
  type AccountLimits,
  type QuotaCrossings,
} from './account-limits.js';
import { TEST_REDIS_URL } from '../../test-support/test-redis.js';

const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
const redis = new Redis(TEST_REDIS_URL);
afterAll(() => redis.quit());

const plans: Record<string, Plan> = {
  free: {
    id: 'free',
    name: 'Free',
    monthlyAmount: 0,
    currency: 'usd',
    requestsPerSecond: 2,
    requestsPerDay: 5,
    stripePriceId: null,
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    monthlyAmount: 0,
    currency: 'usd',
    requestsPerSecond: 1,
    requestsPerDay: 100,
    stripePriceId: null,
  },
  // Redis times the second itself, so the quota tests, which move a clock, stay under the rate.
  business: {
    id: 'business',
    name: 'Business',
    monthlyAmount: 0,
    currency: 'usd',
    requestsPerSecond: 100,
    requestsPerDay: 5,
    stripePriceId: null,
  },
  // A plan of this test's own, whose quota leaves room for calls counted on both sides of a merge.
  team: {
    id: 'team' as PlanId,
    name: 'Team',
    monthlyAmount: 0,
    currency: 'usd',
    requestsPerSecond: 100,
    requestsPerDay: 12,
    stripePriceId: null,
  },
};

async function outcome(limits: AccountLimits, userId: string, plan = 'free') {
  try {
    return { ok: true as const, state: await limits.consume(userId, plan) };
  } catch (error) {
    if (!(error instanceof LimitExceeded)) throw error;
    return { ok: false as const, error };
  }
}

describe.each([
  ['in memory', (now: () => number) => new MemoryAccountLimits(plans, now)],
  ['in Redis', (now: () => number) => new RedisAccountLimits(plans, redis, log, now)],
])('account limits %s', (_name, create) => {
  it('refuses calls over the per-second rate with the time left in the second', async () => {
    const limits = create(Date.now);
    const user = randomUUID();
    const results = [await outcome(limits, user), await outcome(limits, user), await outcome(limits, user)];
    expect(results.map((result) => result.ok)).toEqual([true, true, false]);
    const refused = results[2]!;
    if (refused.ok) throw new Error('expected a refusal');
    expect(refused.error.message).toBe('Rate limit of 2 requests per second exceeded for the free plan');
    expect(refused.error.headers['retry-after']).toBe('1');
    expect(refused.error.state.remaining).toBe(3);
  });

  it('does not count a call the quota refuses: after an upgrade the account has what the bigger quota leaves of its allowed calls', async () => {
    const limits = create(() => Date.UTC(2026, 10, 21, 12));
    const user = randomUUID();
    const results = [];
    for (let i = 0; i < 8; i++) results.push(await outcome(limits, user, 'business'));
    expect(results.map((result) => result.ok)).toEqual([true, true, true, true, true, false, false, false]);
    expect(await limits.usedToday(user)).toBe(5);
    // Upgraded to a quota of 12: 5 used and this one, whatever was refused before.
    expect(await limits.consume(user, 'team')).toMatchObject({ limit: 12, remaining: 6 });
  });

  it('counts the daily quota across calls, names it when it runs out, and reports what is left', async () => {
    let now = Date.UTC(2026, 10, 21, 12);
    const limits = create(() => now);
    const user = randomUUID();
    const remaining: number[] = [];
    for (let i = 0; i < 5; i++) {
      const result = await outcome(limits, user, 'business');
      if (!result.ok) throw result.error;
      remaining.push(result.state.remaining);
      expect(result.state.resetAt).toBe(Date.UTC(2026, 10, 22) / 1000);
      now += 1000;
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0]);
    const refused = await outcome(limits, user, 'business');
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.message).toBe(
      'Daily quota of 5 requests for the business plan is used up; it resets at 2026-11-22T00:00:00Z',
    );
    expect(refused.error.state).toEqual({ limit: 5, remaining: 0, resetAt: Date.UTC(2026, 10, 22) / 1000 });
    expect(Number(refused.error.headers['retry-after'])).toBe(12 * 3600 - 5);
  });

  it('starts a new quota at midnight UTC', async () => {
    let now = Date.UTC(2026, 10, 21, 23, 59, 50);
    const limits = create(() => now);
    const user = randomUUID();
    for (let i = 0; i < 5; i++) {
      await limits.consume(user, 'business');
      now += 1000;
    }
    expect((await outcome(limits, user, 'business')).ok).toBe(false);
    now = Date.UTC(2026, 10, 22, 0, 0, 1);
    const next = await outcome(limits, user, 'business');
    expect(next.ok && next.state.remaining).toBe(4);
  });

  it('resumes the day from the metered calls, and never lowers a count it already holds', async () => {
    let now = Date.UTC(2026, 10, 21, 12);
    const limits = create(() => now);
    const [resumed, counting] = [randomUUID(), randomUUID()];
    for (let i = 0; i < 3; i++) {
      await limits.consume(counting, 'business');
      now += 1000;
    }
    await limits.carryOver({
      dayStart: Date.UTC(2026, 10, 21),
      usedByAccount: new Map([
        [resumed, 4],
        [counting, 1],
      ]),
    });
    expect(await outcome(limits, resumed, 'business')).toMatchObject({ ok: true, state: { remaining: 0 } });
    expect((await outcome(limits, resumed, 'business')).ok).toBe(false);
    expect(await outcome(limits, counting, 'business')).toMatchObject({ ok: true, state: { remaining: 1 } });
  });

  it('takes nothing from a day that is over', async () => {
    const now = Date.UTC(2026, 10, 21, 0, 0, 1);
    const limits = create(() => now);
    const user = randomUUID();
    await limits.carryOver({ dayStart: Date.UTC(2026, 10, 20), usedByAccount: new Map([[user, 5]]) });
    expect(await outcome(limits, user, 'business')).toMatchObject({ ok: true, state: { remaining: 4 } });
  });

  it("applies the account's own plan", async () => {
    const limits = create(Date.now);
    const user = randomUUID();
    expect((await outcome(limits, user, 'pro')).ok).toBe(true);
    const refused = await outcome(limits, user, 'pro');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toBe('Rate limit of 1 request per second exceeded for the pro plan');
  });
});

describe('memory limits', () => {
  it('answer synchronously', () => {
    const limits = new MemoryAccountLimits(plans);
    expect(limits.consume(randomUUID(), 'free')).toMatchObject({ limit: 5, remaining: 4 });
  });

  it('open a new second once the last one has passed', () => {
    let now = 1_000_000;
    const limits = new MemoryAccountLimits(plans, () => now);
    const user = randomUUID();
    limits.consume(user, 'free');
    limits.consume(user, 'free');
    expect(() => limits.consume(user, 'free')).toThrow(LimitExceeded);
    now += 1000;
    expect(limits.consume(user, 'free').remaining).toBe(2);
  });
});

describe('Redis limits at start', () => {
  it("take today's quotas even when told them before their connection is up", async () => {
    const connecting = new Redis(TEST_REDIS_URL, { enableOfflineQueue: false });
    try {
      const limits = new RedisAccountLimits(plans, connecting, log);
      const user = randomUUID();
      const now = Date.now();
      await limits.carryOver({ dayStart: now - (now % 86_400_000), usedByAccount: new Map([[user, 4]]) });
      expect(await limits.consume(user, 'business')).toMatchObject({ remaining: 0 });
    } finally {
      await connecting.quit();
    }
  });
});

describe("Redis limits whose resume of today's quotas fails at start", () => {
  it('count the calls meanwhile in the process, merge them into Redis once it answers, and enforce the quota on the total', async () => {
    const { hostname, port } = new URL(TEST_REDIS_URL);
    const gate = await startTcpGate({ host: hostname, port: Number(port || 6379) });
    const lines: string[] = [];
    const capturing = pino(
      { level: 'info' },
      { write: (line: string) => lines.push(line) },
    ) as unknown as FastifyBaseLogger;
    // The bff's own client: commands that get no answer time out, as they did on a busy start.
    const client = createRedisClient(`redis://127.0.0.1:${gate.port}`, capturing);
    try {
      if (client.status !== 'ready') await once(client, 'ready');
      const limits = new RedisAccountLimits(plans, client, capturing);
      const user = randomUUID();
      const now = Date.now();
      gate.shut();
      // The database has metered 8 of the account's 12 calls today; Redis holds no count for it.
      const resumed = limits.carryOver({ dayStart: now - (now % 86_400_000), usedByAccount: new Map([[user, 8]]) });
      expect(await outcome(limits, user, 'team')).toMatchObject({ ok: true, state: { remaining: 3 } });
      await until(() => lines.some((line) => line.includes("could not resume today's quotas in redis")));
      expect(await outcome(limits, user, 'team')).toMatchObject({ ok: true, state: { remaining: 2 } });
      expect(await outcome(limits, user, 'team')).toMatchObject({ ok: true, state: { remaining: 1 } });

      gate.reopen();
      await resumed;
      // Redis now holds the database's 8 and the 3 counted meanwhile: one call left, for any process.
      const elsewhere = new RedisAccountLimits(plans, redis, log);
      expect(await outcome(elsewhere, user, 'team')).toMatchObject({ ok: true, state: { remaining: 0 } });
      const refused = await outcome(limits, user, 'team');
      expect(refused.ok).toBe(false);
      if (!refused.ok)
        expect(refused.error.message).toMatch(/^Daily quota of 12 requests for the team plan is used up/);
    } finally {
      client.disconnect();
      await gate.close();
    }
  });

  it('keep trying no longer once closed', async () => {
    const unreachable = createRedisClient(`redis://127.0.0.1:1`, log);
    try {
      const limits = new RedisAccountLimits(plans, unreachable, log);
      const resuming = limits.carryOver({
        dayStart: Date.now() - (Date.now() % 86_400_000),
        usedByAccount: new Map([[randomUUID(), 1]]),
      });
      limits.close();
      await resuming;
    } finally {
      unreachable.disconnect();
    }
  });
});

/** Waits for a condition that the code under test brings about by itself, up to a generous bound. */
async function until(condition: () => boolean, boundMs = 15_000): Promise<void> {
  for (const started = Date.now(); !condition(); await sleep(20)) {
    if (Date.now() - started > boundMs) throw new Error('the awaited condition never came about');
  }
}

describe('Redis limits without Redis', () => {
  it('keep counting in the process rather than failing calls', async () => {
    const unreachable = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      lazyConnect: true,
    });
    unreachable.on('error', () => {});
    const limits = new RedisAccountLimits(plans, unreachable, log);
    const user = randomUUID();
    expect(await limits.consume(user, 'free')).toMatchObject({ limit: 5, remaining: 4 });
    await limits.consume(user, 'free');
    await expect(limits.consume(user, 'free')).rejects.toThrow(
      'Rate limit of 2 requests per second exceeded for the free plan',
    );
    if (unreachable.status !== 'end') unreachable.disconnect();
  });
});

describe.each([
  ['in memory', (crossings: QuotaCrossings) => new MemoryAccountLimits(plans, Date.now, crossings)],
  ['in Redis', (crossings: QuotaCrossings) => new RedisAccountLimits(plans, redis, log, Date.now, crossings)],
])('account limits %s, for quota alerts', (_name, create) => {
  it('tell every call from 80% of the quota on (refused ones over it too), none below, and count the allowed ones in usedToday', async () => {
    const told: number[] = [];
    const limits = create({ reached: (_userId, used) => void told.push(used) });
    const user = randomUUID();
    // The team plan's quota is 12: 80% of it is 9.6, so the 10th call is the first at 80% or more.
    for (let i = 0; i < 13; i++) await outcome(limits, user, 'team');
    expect(told).toEqual([10, 11, 12, 12]);
    expect(await limits.usedToday(user)).toBe(12);
    expect(await limits.usedToday(randomUUID())).toBe(0);
  });

  it('tell the first call after a carry-over that starts the day past 80%, which no increment crossed', async () => {
    const told: number[] = [];
    const limits = create({ reached: (_userId, used) => void told.push(used) });
    const user = randomUUID();
    await limits.carryOver({ dayStart: Date.UTC(...utcToday()), usedByAccount: new Map([[user, 10]]) });
    await outcome(limits, user, 'team');
    expect(told).toEqual([11]);
  });
});

function utcToday(): [number, number, number] {
  const now = new Date();
  return [now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()];
}
