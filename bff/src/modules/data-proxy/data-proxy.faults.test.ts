// The proxy against a misbehaving upstream: slow, failing, resetting, lying, and down then back.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startSampleUpstream } from '../../sample-upstream/sample-upstream.js';
import { startProxyFixture, type ProxyFixture } from '../../test-support/proxy-fixture.js';

let f: ProxyFixture;
beforeAll(async () => {
  f = await startProxyFixture({ UPSTREAM_TIMEOUT_MS: '300', UPSTREAM_BREAKER_OPEN_MS: '500' });
});
afterAll(() => f.close());

describe('upstream faults', () => {
  it('answers 504 with a clear detail when the upstream is slower than the timeout', async () => {
    const response = await f.call('/api/flashscore/football/live?_delay=1500');
    expect(response.statusCode).toBe(504);
    expect(response.json().detail).toBe('The flashscore upstream did not answer within 300 ms');
  });

  it('gives up on a slow upstream at its timeout, not up to a second later', async () => {
    // UPSTREAM_TIMEOUT_MS is the whole wait; undici's own timeouts ran on a clock ticking every
    // ~half second, and a 100 ms timeout fired only after 0.5-1 s.
    const fixture = await startProxyFixture({ UPSTREAM_TIMEOUT_MS: '100' });
    try {
      const waits: number[] = [];
      for (let i = 0; i < 3; i++) {
        const startedAt = performance.now();
        const response = await fixture.call(`/api/flashscore/football/live?_delay=1500&n=${i}`);
        waits.push(performance.now() - startedAt);
        expect(response.statusCode).toBe(504);
        expect(response.json().detail).toBe('The flashscore upstream did not answer within 100 ms');
      }
      const median = waits.sort((a, b) => a - b)[1]!;
      expect(median).toBeLessThan(400);
    } finally {
      await fixture.close();
    }
  });

  it('retries a 503 at most twice, then passes it through, metered once', async () => {
    const { key, id } = await f.newKey('Retry');
    const response = await f.call('/api/transfermarkt/players/search/a?_status=503', key);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(await f.upstreamCalls('/transfermarkt/players/search/a')).toBe(3);
    await f.flushUsage();
    const events = await f.t.app.deps.orm.em.fork().execute('select 1 from usage_events where api_key_id = ?', [id]);
    expect(events).toHaveLength(1);
  });

  it('does not retry a 404', async () => {
    await f.call('/api/transfermarkt/players/search/b?_status=404');
    expect(await f.upstreamCalls('/transfermarkt/players/search/b')).toBe(1);
  });

  it("passes the upstream's own 429 through once, with its Retry-After", async () => {
    const response = await f.call('/api/transfermarkt/players/search/e?_status=429');
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('1');
    expect(await f.upstreamCalls('/transfermarkt/players/search/e')).toBe(1);
  });

  it('does not retry a redirect, which no retry would change', async () => {
    const response = await f.call('/api/transfermarkt/players/search/f?_redirect=1');
    expect(response.statusCode).toBe(502);
    expect(await f.upstreamCalls('/transfermarkt/players/search/f')).toBe(1);
  });

  it('serves an answer without a content type as JSON only when it is JSON', async () => {
    const untyped = await f.call('/api/transfermarkt/players/search/g?_untyped=1');
    expect(untyped.statusCode).toBe(200);
    expect(untyped.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(untyped.json()).toEqual(expect.any(Object));
    const broken = await f.call('/api/transfermarkt/players/search/h?_untyped=1&_badjson=1');
    expect(broken.statusCode).toBe(502);
    expect(broken.json().detail).toBe('The transfermarkt upstream answered invalid JSON');
  });

  it('answers 502 when the upstream drops the connection', async () => {
    const response = await f.call('/api/transfermarkt/players/search/c?_reset=1');
    expect(response.statusCode).toBe(502);
    expect(response.json().detail).toBe('The transfermarkt upstream could not be reached');
  });

  it('answers 502 rather than passing on a body that is not JSON', async () => {
    const response = await f.call('/api/transfermarkt/players/search/d?_badjson=1');
    expect(response.statusCode).toBe(502);
    expect(response.json().detail).toBe('The transfermarkt upstream answered invalid JSON');
  });
});

describe('the circuit breaker', () => {
  it("is not opened by an upstream's 500s for one path: the upstream is up, and other calls go through", async () => {
    const fixture = await startProxyFixture({ UPSTREAM_BREAKER_OPEN_MS: '5000' });
    try {
      for (let i = 0; i < 6; i++)
        expect((await fixture.call(`/api/flashscore/football/live?_status=500&n=${i}`)).statusCode).toBe(500);
      expect((await fixture.call('/api/flashscore/football/today')).statusCode).toBe(200);
    } finally {
      await fixture.close();
    }
  });

  it("is not opened by one account's calls that the upstream fails (503s, dropped connections, timeouts): another account's calls go through", async () => {
    const fixture = await startProxyFixture({ UPSTREAM_TIMEOUT_MS: '300', UPSTREAM_BREAKER_OPEN_MS: '5000' });
    try {
      const failing = [
        ...Array.from({ length: 6 }, (_, i) => `/api/flashscore/football/live?_status=503&n=${i}`),
        ...Array.from({ length: 3 }, (_, i) => `/api/transfermarkt/players/search/x${i}?_status=503`),
        ...Array.from({ length: 3 }, (_, i) => `/api/flashscore/football/today?_reset=1&n=${i}`),
        ...Array.from({ length: 2 }, (_, i) => `/api/flashscore/football?_delay=1000&n=${i}`),
      ];
      for (const path of failing) expect([502, 503, 504]).toContain((await fixture.call(path)).statusCode);

      const bystander = (await fixture.newAccount('bystander')).key;
      expect((await fixture.call('/api/flashscore/football/today', bystander)).statusCode).toBe(200);
      expect((await fixture.call('/api/flashscore/football/live', bystander)).statusCode).toBe(200);
      expect((await fixture.call('/api/transfermarkt/players/search/rodri', bystander)).statusCode).toBe(200);
    } finally {
      await fixture.close();
    }
  });

  it('opens when calls from several accounts all fail, and then refuses fast with 503 and Retry-After', async () => {
    const fixture = await startProxyFixture({ UPSTREAM_BREAKER_OPEN_MS: '5000' });
    try {
      const keys = [fixture.key, (await fixture.newAccount('second')).key, (await fixture.newAccount('third')).key];
      for (let i = 0; i < 6; i++) await fixture.call(`/api/flashscore/football/live?_status=503&n=${i}`, keys[i % 3]!);

      const fast = await fixture.call('/api/flashscore/football/today', (await fixture.newAccount('fourth')).key);
      expect(fast.statusCode).toBe(503);
      expect(fast.json()).toEqual({ detail: 'The flashscore upstream is unavailable; retrying shortly' });
      expect(Number(fast.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(await fixture.upstreamCalls('/flashscore/football/today')).toBe(0);
    } finally {
      await fixture.close();
    }
  });
});

describe('an upstream that goes down and comes back', () => {
  it('serves a recently expired answer marked STALE, opens the breaker, and closes it once the upstream is back', async () => {
    const fixture = await startProxyFixture({
      UPSTREAM_TIMEOUT_MS: '300',
      UPSTREAM_BREAKER_OPEN_MS: '400',
      PROXY_CACHE_TTLS: JSON.stringify({ 'flashscore:/football': 0.2 }),
    });
    const port = Number(new URL(fixture.upstream.url).port);
    try {
      expect((await fixture.call('/api/flashscore/football')).headers['x-cache']).toBe('MISS');
      await fixture.upstream.close();
      await new Promise((resolve) => setTimeout(resolve, 250));

      const stale = await fixture.call('/api/flashscore/football');
      expect(stale.statusCode).toBe(200);
      expect(stale.headers['x-cache']).toBe('STALE');

      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await fixture.call('/api/flashscore/football/live')).statusCode);
      // The stale answer above was the first failure; four more open the breaker.
      expect(statuses).toEqual([502, 502, 502, 502, 503, 503]);
      const fast = await fixture.call('/api/flashscore/football/live');
      expect(fast.json().detail).toBe('The flashscore upstream is unavailable; retrying shortly');
      expect(fast.headers['retry-after']).toBe('1');

      const revived = await startSampleUpstream({ port });
      try {
        await new Promise((resolve) => setTimeout(resolve, 450));
        expect((await fixture.call('/api/flashscore/football/live')).statusCode).toBe(200);
        expect((await fixture.call('/api/flashscore/football/today')).statusCode).toBe(200);
      } finally {
        await revived.close();
      }
    } finally {
      await fixture.t.close();
    }
  });
});
