// The response cache contract, run against both implementations (the Redis one against the
// machine's Redis), then what only the shared cache promises: several processes (here, several
// caches with their own Redis connections) share entries, stale answers and upstream calls.
import { afterAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { RedisBus } from '../../shared/redis-bus.js';
import { freePort } from '../../test-support/free-port.js';
import { RedisResponseCache } from './redis-response-cache.js';
import { MemoryResponseCache, type ResponseCache } from './response-cache.js';
import { TEST_REDIS_URL } from '../../test-support/test-redis.js';

const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
const BOUNDS = { maxEntries: 100, maxBytes: 1024 * 1024 };
const answer = (body: string, status = 200) => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: Buffer.from(body),
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const opened: { cache: ResponseCache; bus?: RedisBus }[] = [];
afterAll(async () => {
  for (const { cache, bus } of opened) {
    await cache.close();
    await bus?.close();
    if (bus?.redis.status === 'ready') await bus.redis.quit();
    else if (bus && bus.redis.status !== 'end') bus.redis.disconnect();
  }
});

/** A Redis-backed cache with its own connections, as one bff process would have. */
async function redisCache(options: { lockMs?: number; now?: () => number; maxEntries?: number; url?: string } = {}) {
  // An unreachable Redis is not retried, so the test does not wait out reconnection timers.
  const redis = new Redis(options.url ?? TEST_REDIS_URL, {
    maxRetriesPerRequest: 2,
    ...(options.url ? { retryStrategy: () => null } : {}),
  });
  redis.on('error', () => {});
  const bus = new RedisBus(redis, log);
  const cache = new RedisResponseCache(
    bus,
    { ...BOUNDS, maxEntries: options.maxEntries ?? BOUNDS.maxEntries, lockMs: options.lockMs ?? 5000 },
    log,
    options.now,
  );
  bus.start();
  opened.push({ cache, bus });
  if (!options.url) await bus.untilLive();
  return cache;
}

function memoryCache(options: { now?: () => number; maxEntries?: number } = {}) {
  const cache = new MemoryResponseCache(
    { ...BOUNDS, maxEntries: options.maxEntries ?? BOUNDS.maxEntries },
    options.now,
  );
  opened.push({ cache });
  return cache;
}

describe.each([
  ['in memory', memoryCache],
  ['shared through Redis', redisCache],
])('response cache %s', (_name, create) => {
  // Redis outlives test runs: every test uses keys of its own.
  const key = (name: string) => `${name}:${randomUUID()}`;

  it('makes one upstream call for many identical concurrent misses', async () => {
    const cache = await create();
    const k = key('many');
    let calls = 0;
    const load = async () => {
      calls += 1;
      await sleep(20);
      return answer('live');
    };
    const results = await Promise.all(Array.from({ length: 100 }, () => cache.load(k, 5000, load, () => true)));
    expect(calls).toBe(1);
    expect(results.filter((result) => !result.isShared)).toHaveLength(1);
    expect(cache.fresh(k)?.body.toString()).toBe('live');
  });

  it('serves an answer fresh until its TTL, then only as stale within the stale window', async () => {
    let now = 1_000_000;
    const cache = await create({ now: () => now });
    const k = key('ttl');
    await cache.load(
      k,
      1000,
      async () => answer('x'),
      () => true,
    );
    now += 999;
    expect(cache.fresh(k)).toBeDefined();
    now += 2;
    expect(cache.fresh(k)).toBeUndefined();
    expect((await cache.stale(k))?.body.toString()).toBe('x');
    now += 10_000;
    expect(await cache.stale(k)).toBeUndefined();
  });

  it('does not store answers the caller calls uncacheable', async () => {
    const cache = await create();
    const k = key('error');
    await cache.load(
      k,
      1000,
      async () => answer('err', 500),
      (loaded) => loaded.status === 200,
    );
    expect(cache.fresh(k)).toBeUndefined();
    expect(await cache.stale(k)).toBeUndefined();
  });

  it('keeps no more entries in memory than its bound', async () => {
    const cache = await create({ maxEntries: 2 });
    const [a, b, c] = [key('a'), key('b'), key('c')];
    for (const k of [a, b, c])
      await cache.load(
        k,
        1000,
        async () => answer(k),
        () => true,
      );
    expect(cache.fresh(a)).toBeUndefined();
    expect(cache.fresh(c)).toBeDefined();
  });
});

describe('response cache shared through Redis, across processes', () => {
  const key = (name: string) => `${name}:${randomUUID()}`;

  it('makes one upstream call for 100 identical concurrent misses spread over two processes', async () => {
    const [first, second] = [await redisCache(), await redisCache()];
    const k = key('spread');
    let calls = 0;
    const load = async () => {
      calls += 1;
      await sleep(100);
      return answer('shared');
    };
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? first : second).load(k, 5000, load, () => true)),
    );
    expect(calls).toBe(1);
    expect(results.filter((result) => !result.isShared)).toHaveLength(1);
    expect(results.every((result) => result.answer.body.toString() === 'shared')).toBe(true);
  });

  it('answers a process from the entry another process stored, without an upstream call', async () => {
    const [first, second] = [await redisCache(), await redisCache()];
    const k = key('handover');
    await first.load(
      k,
      5000,
      async () => answer('from first'),
      () => true,
    );
    let calls = 0;
    const { answer: got, isShared } = await second.load(
      k,
      5000,
      async () => (calls++, answer('from second')),
      () => true,
    );
    expect(calls).toBe(0);
    expect(isShared).toBe(true);
    expect(got.body.toString()).toBe('from first');
    expect(got.headers).toEqual({ 'content-type': 'application/json' });
    expect(second.fresh(k)?.body.toString()).toBe('from first');
  });

  it("serves another process's expired answer as stale", async () => {
    const [first, second] = [await redisCache(), await redisCache()];
    const k = key('stale');
    await first.load(
      k,
      100,
      async () => answer('old'),
      () => true,
    );
    await sleep(150);
    expect(second.fresh(k)).toBeUndefined();
    expect((await second.stale(k))?.body.toString()).toBe('old');
  });

  it('lets another process call the upstream once a lock holder has taken longer than the lock', async () => {
    const [first, second] = [await redisCache({ lockMs: 200 }), await redisCache({ lockMs: 200 })];
    const k = key('slow');
    let calls = 0;
    const slow = first.load(
      k,
      5000,
      async () => (calls++, await sleep(1500), answer('slow')),
      () => true,
    );
    await sleep(20);
    const started = Date.now();
    const quick = await second.load(
      k,
      5000,
      async () => (calls++, answer('quick')),
      () => true,
    );
    expect(quick.answer.body.toString()).toBe('quick');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(calls).toBe(2);
    await slow;
  });

  it('does not share an uncacheable answer across processes', async () => {
    const [first, second] = [await redisCache(), await redisCache()];
    const k = key('uncacheable');
    let calls = 0;
    const failing = async () => (calls++, await sleep(50), answer('down', 503));
    await Promise.all([
      first.load(k, 5000, failing, (a) => a.status === 200),
      second.load(k, 5000, failing, (a) => a.status === 200),
    ]);
    expect(calls).toBe(2);
  });

  it('keeps answering from the upstream when Redis is unreachable', async () => {
    const cache = await redisCache({ url: `redis://127.0.0.1:${await freePort()}` });
    const k = key('no-redis');
    let calls = 0;
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        cache.load(
          k,
          5000,
          async () => (calls++, await sleep(20), answer('direct')),
          () => true,
        ),
      ),
    );
    expect(calls).toBe(1);
    expect(results[0]!.answer.body.toString()).toBe('direct');
    expect(cache.fresh(k)?.body.toString()).toBe('direct');
  });
});
