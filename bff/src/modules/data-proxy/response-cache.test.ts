import { describe, expect, it } from '@jest/globals';
import { ResponseCache } from './response-cache.js';

const answer = (body: string) => ({ status: 200, headers: {}, body: Buffer.from(body) });

describe('response cache', () => {
  it('makes one upstream call for many identical concurrent misses', async () => {
    const cache = new ResponseCache(100);
    let calls = 0;
    const load = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return answer('live');
    };
    const results = await Promise.all(Array.from({ length: 100 }, () => cache.load('k', 5000, load, () => true)));
    expect(calls).toBe(1);
    expect(results.filter((result) => !result.isShared)).toHaveLength(1);
    expect(cache.fresh('k')?.body.toString()).toBe('live');
  });

  it('serves an answer fresh until its TTL, then only as stale within the grace period', async () => {
    let now = 0;
    const cache = new ResponseCache(100, () => now);
    await cache.load('k', 1000, async () => answer('x'), () => true);
    now = 999;
    expect(cache.fresh('k')).toBeDefined();
    now = 1001;
    expect(cache.fresh('k')).toBeUndefined();
    expect(cache.stale('k')).toBeDefined();
    now = 1000 + 10_001;
    expect(cache.stale('k')).toBeUndefined();
  });

  it('does not store answers the caller calls uncacheable', async () => {
    const cache = new ResponseCache(100);
    await cache.load('k', 1000, async () => ({ ...answer('err'), status: 500 }), (loaded) => loaded.status === 200);
    expect(cache.fresh('k')).toBeUndefined();
  });

  it('keeps no more entries than its bound', async () => {
    const cache = new ResponseCache(2);
    for (const key of ['a', 'b', 'c']) await cache.load(key, 1000, async () => answer(key), () => true);
    expect(cache.fresh('a')).toBeUndefined();
    expect(cache.fresh('c')).toBeDefined();
  });
});
