// Past its capacity the bff refuses new requests at once (503, Retry-After) instead of queueing
// them, and serves again once it has caught up. Overload is made deterministic here: on the event
// loop, the test keeps it busy in slices far longer than the threshold, as a backlog of work would;
// on what waits, it holds calls open at the sample upstream (its `_delay` control) for as long as
// it wants them in flight. Over real HTTP, so that the data proxy's cached-hit lane, which answers
// before Fastify, is met too, and requests are counted as the server receives them.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startProxyFixture, type ProxyFixture } from '../test-support/proxy-fixture.js';
import { bearer } from '../test-support/test-app.js';

const BUSY = { detail: 'Server is busy, retry shortly' };
const CACHED_PATH = '/api/flashscore/football/live?shedding=1';

let f: ProxyFixture;
let origin: string;

async function start(env: Record<string, string>): Promise<void> {
  // The cached answer stays fresh however slow the machine (live scores are kept only seconds).
  f = await startProxyFixture({
    SHED_RETRY_AFTER_SECONDS: '3',
    PROXY_CACHE_TTLS: '{"flashscore:/football/live": 600}',
    ...env,
  });
  origin = await f.t.app.listen({ port: 0, host: '127.0.0.1' });
}

const get = (path: string, headers: Record<string, string> = { 'x-api-key': f.key }) =>
  fetch(origin + path, { headers });

/** Keeps the event loop blocked in `sliceMs` slices, with a short breath between them for I/O, until stopped. */
function overload(sliceMs = 300) {
  let running = true;
  const done = (async () => {
    while (running) {
      const until = performance.now() + sliceMs;
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

/** Asks until the answer has the status wanted (the shedding state changes with the next sample), for at most `withinMs`. */
async function untilAnswered(
  status: number,
  path: string,
  headers: Record<string, string>,
  withinMs = Infinity,
): Promise<void> {
  const deadline = performance.now() + withinMs;
  for (;;) {
    const response = await get(path, headers);
    await response.arrayBuffer();
    if (response.status === status) return;
    if (performance.now() > deadline)
      throw new Error(`no ${status} within ${withinMs} ms: the last was ${response.status}`);
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

describe('load shedding on event-loop delay', () => {
  beforeAll(() => start({ SHED_MAX_EVENT_LOOP_DELAY_MS: '100', SHED_SAMPLE_INTERVAL_MS: '100' }), 120_000);
  afterAll(() => f.close());

  it('refuses requests with 503 and Retry-After while overloaded (cached hits, other routes), keeps the health check answering, and serves again once recovered', async () => {
    // A busy machine can delay the new process's event loop past the threshold on its own: the
    // test starts from a process that serves.
    await untilAnswered(200, '/api/users/me', bearer(f.token));
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

describe('load shedding on CPU starvation', () => {
  // The loop is kept busy in 60 ms slices: utilisation near 1 and a mean delay of tens of ms, far
  // under the delay threshold alone (1 s here) but over the starvation one (20 ms): the state of a
  // process that gets a CPU only in turns on shared cores.
  beforeAll(
    () =>
      start({
        SHED_MAX_EVENT_LOOP_DELAY_MS: '1000',
        SHED_STARVED_EVENT_LOOP_UTILIZATION: '0.9',
        SHED_STARVED_EVENT_LOOP_DELAY_MS: '20',
        SHED_SAMPLE_INTERVAL_MS: '100',
      }),
    120_000,
  );
  afterAll(() => f.close());

  it('refuses requests with 503 and Retry-After while the event loop is busy all the time and tens of ms late, and serves again once it is not', async () => {
    await untilAnswered(200, '/api/users/me', bearer(f.token));
    const miss = await get(CACHED_PATH);
    await miss.arrayBuffer();

    const load = overload(60);
    try {
      await untilAnswered(503, '/api/users/me', bearer(f.token), 10_000);
      await expectBusy(await get(CACHED_PATH));
      await expectBusy(await get('/api/users/me', bearer(f.token)));
      expect((await get('/api/utils/health-check/', {})).status).toBe(200);
    } finally {
      await load.stop();
    }

    await untilAnswered(200, '/api/users/me', bearer(f.token), 10_000);
    const hit = await get(CACHED_PATH);
    expect(hit.status).toBe(200);
    expect(hit.headers.get('x-cache')).toBe('HIT');
  });
});

/** How long a held call waits at the upstream: far longer than any answer the test expects at once. */
const HELD_MS = 3000;
/** What "at once" means for a shed answer here, with room for a slow machine: well under HELD_MS. */
const PROMPT_MS = 1000;

/** Starts `count` proxied calls that the upstream holds for HELD_MS (each its own miss), and waits until the upstream has them all. */
async function holdCalls(count: number, run: string): Promise<{ answered: Promise<number[]> }> {
  const paths = Array.from({ length: count }, (_, i) => `/api/flashscore/football?_delay=${HELD_MS}&hold=${run}-${i}`);
  const answered = Promise.all(
    paths.map(async (path) => {
      const response = await get(path);
      await response.arrayBuffer();
      return response.status;
    }),
  );
  for (const [i] of paths.entries()) {
    while ((await f.upstreamCalls('/flashscore/football')) < i + 1 + heldBefore)
      await new Promise((resolve) => setTimeout(resolve, 10));
  }
  heldBefore += count;
  return { answered };
}
let heldBefore = 0;

async function timed(path: string, headers?: Record<string, string>): Promise<{ response: Response; ms: number }> {
  const startedAt = performance.now();
  const response = await get(path, headers);
  return { response, ms: performance.now() - startedAt };
}

describe('load shedding on requests in flight', () => {
  beforeAll(async () => {
    heldBefore = 0;
    await start({ SHED_MAX_REQUESTS_IN_FLIGHT: '3' });
  }, 120_000);
  afterAll(() => f.close());

  it('serves every call while the requests in flight stay within the limit', async () => {
    const held = await holdCalls(2, 'under');
    const { response } = await timed('/api/users/me', bearer(f.token));
    expect(response.status).toBe(200);
    expect((await get(CACHED_PATH)).status).toBe(200);
    expect(await held.answered).toEqual([200, 200]);
  });

  it('refuses a call over the limit at once with 503 and Retry-After (cached hits, other routes), keeps the health check answering, and serves again once calls are answered', async () => {
    const miss = await get(CACHED_PATH);
    await miss.arrayBuffer();
    const remainingBefore = Number(miss.headers.get('x-ratelimit-remaining'));
    const held = await holdCalls(3, 'over');

    for (const [path, headers] of [
      [CACHED_PATH, undefined],
      ['/api/flashscore/football/today', undefined],
      ['/api/users/me', bearer(f.token)],
    ] as const) {
      const { response, ms } = await timed(path, headers);
      await expectBusy(response);
      expect(ms).toBeLessThan(PROMPT_MS);
    }
    const health = await get('/api/utils/health-check/', {});
    expect(health.status).toBe(200);

    expect(await held.answered).toEqual([200, 200, 200]);
    const hit = await get(CACHED_PATH);
    expect(hit.status).toBe(200);
    expect(hit.headers.get('x-cache')).toBe('HIT');
    // The shed calls were not counted against the account's quota: the held ones and this one were.
    expect(Number(hit.headers.get('x-ratelimit-remaining'))).toBe(remainingBefore - 3 - 1);
  });
});

describe('load shedding on calls under way to the upstream', () => {
  beforeAll(async () => {
    heldBefore = 0;
    // Admitted misses wait for their answers here, however long: their deadline is tried below.
    await start({ SHED_MAX_UPSTREAM_CALLS_IN_FLIGHT: '2', SHED_MISS_DEADLINE_MS: '0' });
  }, 120_000);
  afterAll(() => f.close());

  it('refuses a miss at once with 503 and Retry-After, unmetered, while the upstream has as many calls as it may, and serves cached hits meanwhile', async () => {
    const miss = await get(CACHED_PATH);
    await miss.arrayBuffer();
    const remainingBefore = Number(miss.headers.get('x-ratelimit-remaining'));
    const held = await holdCalls(2, 'upstream');

    const { response, ms } = await timed('/api/flashscore/football/today');
    expect(response.headers.get('x-cache')).toBeNull();
    await expectBusy(response);
    expect(ms).toBeLessThan(PROMPT_MS);
    const hit = await get(CACHED_PATH);
    expect(hit.status).toBe(200);
    expect(hit.headers.get('x-cache')).toBe('HIT');

    expect(await held.answered).toEqual([200, 200]);
    const after = await get('/api/flashscore/football/today');
    expect(after.status).toBe(200);
    // Counted: the first miss, the two held, the hit and this one; not the shed miss.
    expect(Number(after.headers.get('x-ratelimit-remaining'))).toBe(remainingBefore - 4);
  });

  it('serves misses while the upstream has fewer calls than the limit', async () => {
    const held = await holdCalls(1, 'upstream-under');
    const response = await get('/api/flashscore/football/today?under=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-cache')).toBe('MISS');
    expect(await held.answered).toEqual([200]);
  });
});

describe("a miss's deadline while its upstream is under pressure", () => {
  const DEADLINE_MS = 300;
  beforeAll(async () => {
    heldBefore = 0;
    await start({ SHED_MAX_UPSTREAM_CALLS_IN_FLIGHT: '2', SHED_MISS_DEADLINE_MS: String(DEADLINE_MS) });
  }, 120_000);
  afterAll(() => f.close());

  it('answers an admitted miss 503 with Retry-After, metered, once it has waited its deadline while the upstream is saturated, and the call it started fills the cache for the retry', async () => {
    const path = `/api/flashscore/football?_delay=${HELD_MS}&deadline=1`;
    const startedAt = performance.now();
    const calls = [get(path), get(`/api/flashscore/football?_delay=${HELD_MS}&deadline=2`)];
    const [late, other] = await Promise.all(calls);
    const waitedMs = performance.now() - startedAt;

    await expectBusy(late!);
    await expectBusy(other!);
    expect(late!.headers.get('x-cache')).toBe('MISS');
    expect(waitedMs).toBeGreaterThanOrEqual(DEADLINE_MS);
    expect(waitedMs).toBeLessThan(HELD_MS);
    // Counted and metered like any answer of the proxy's own (the call reached the upstream).
    const logged = await f.usageAfterFlush(`requests?request_id=${late!.headers.get('x-request-id')}`);
    expect(logged.json().data).toEqual([expect.objectContaining({ status: 503, cache_status: 'NONE' })]);

    while ((await f.upstreamCalls('/flashscore/football')) < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, HELD_MS));
    const retry = await get(path);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('x-cache')).toBe('HIT');
  });

  it('waits for a slow answer past the deadline while the upstream is not under pressure', async () => {
    const { response, ms } = await timed(`/api/flashscore/football?_delay=${3 * DEADLINE_MS}&patient=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-cache')).toBe('MISS');
    expect(ms).toBeGreaterThanOrEqual(3 * DEADLINE_MS);
  });
});
