// Past its capacity the bff refuses new requests at once (503, Retry-After) instead of queueing
// them, and serves again once it has caught up. Overload is made deterministic here: the test
// keeps the event loop busy in slices far longer than the threshold, as a backlog of work would,
// for as long as it wants the process overloaded. Over real HTTP, so that the data proxy's
// cached-hit lane, which answers before Fastify, is met too.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startProxyFixture, type ProxyFixture } from '../test-support/proxy-fixture.js';
import { bearer } from '../test-support/test-app.js';

const BUSY = { detail: 'Server is busy, retry shortly' };
const CACHED_PATH = '/api/flashscore/football/live?shedding=1';

let f: ProxyFixture;
let origin: string;
beforeAll(async () => {
  f = await startProxyFixture({ SHED_MAX_EVENT_LOOP_DELAY_MS: '100', SHED_SAMPLE_INTERVAL_MS: '100', SHED_RETRY_AFTER_SECONDS: '3' });
  origin = await f.t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => f.close());

const get = (path: string, headers: Record<string, string> = { 'x-api-key': f.key }) => fetch(origin + path, { headers });

/** Keeps the event loop blocked in 300 ms slices (three times the threshold), with a short breath between them for I/O, until stopped. */
function overload() {
  let running = true;
  const done = (async () => {
    while (running) {
      const until = performance.now() + 300;
      while (performance.now() < until);
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
    },
  };
}

/** Asks until the answer has the status wanted (the shedding state changes with the next sample). */
async function untilAnswered(status: number, path: string, headers: Record<string, string>): Promise<void> {
  for (;;) {
    const response = await get(path, headers);
    await response.arrayBuffer();
    if (response.status === status) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function expectBusy(response: Response): Promise<void> {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('3');
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(response.headers.get('x-request-id')).toEqual(expect.any(String));
  expect(await response.json()).toEqual(BUSY);
}

describe('load shedding', () => {
  it('refuses requests with 503 and Retry-After while overloaded (cached hits, other routes), keeps the health check answering, and serves again once recovered', async () => {
    const miss = await get(CACHED_PATH);
    expect(miss.headers.get('x-cache')).toBe('MISS');
    await miss.arrayBuffer();
    const remainingBefore = Number(miss.headers.get('x-ratelimit-remaining'));

    const load = overload();
    try {
      await untilAnswered(503, '/api/users/me', bearer(f.token));
      await expectBusy(await get(CACHED_PATH));
      await expectBusy(await get('/api/flashscore/football/today'));
      await expectBusy(await get('/api/users/me', bearer(f.token)));
      const health = await get('/api/utils/health-check/', {});
      expect(health.status).toBe(200);
      expect(await health.json()).toBe(true);
    } finally {
      await load.stop();
    }

    await untilAnswered(200, '/api/users/me', bearer(f.token));
    const hit = await get(CACHED_PATH);
    expect(hit.status).toBe(200);
    expect(hit.headers.get('x-cache')).toBe('HIT');
    // The shed calls were not counted against the account's quota: only this one was.
    expect(Number(hit.headers.get('x-ratelimit-remaining'))).toBe(remainingBefore - 1);
    expect((await get('/api/users/me', bearer(f.token))).status).toBe(200);
  });
});
