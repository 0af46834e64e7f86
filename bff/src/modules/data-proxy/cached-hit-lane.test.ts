// The cached-hit lane answers the proxy's hottest calls before Fastify sees them. It must answer
// exactly what the Fastify route answers, count and meter every call it takes, and take nothing it
// cannot answer from memory: revoked keys, misses and every other request go to Fastify.
// Over real HTTP: app.inject calls Fastify directly and never meets the lane.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino } from 'pino';
import { bearer } from '../../test-support/test-app.js';
import { startProxyFixture, type ProxyFixture } from '../../test-support/proxy-fixture.js';
import { CachedHitLane } from './cached-hit-lane.js';

let f: ProxyFixture;
let origin: string;
beforeAll(async () => {
  f = await startProxyFixture({ PLAN_FREE_PER_SECOND: '5' });
  origin = await f.t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => f.close());

const proxy = () => f.t.app.deps.dataProxy;
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(origin + path, { method, headers: { 'x-api-key': f.key, ...headers } });
/** Waits out the account's one-second rate window, so that a test starts with the whole rate. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1050));

/**
 * Which way calls went in until `stop`: the lane answers through forwardFromCache, Fastify's
 * route through forward.
 */
function watchWaysIn() {
  const lane = jest.spyOn(proxy(), 'forwardFromCache');
  const route = jest.spyOn(proxy(), 'forward');
  return {
    stop: () => {
      const counts = {
        lane: lane.mock.results.filter((result) => result.value !== undefined).length,
        route: route.mock.calls.length,
      };
      lane.mockRestore();
      route.mockRestore();
      return counts;
    },
  };
}

/** An answer's headers, without those that differ between any two calls. */
function stableHeaders(headers: Headers | Record<string, unknown>): Record<string, string> {
  const entries =
    headers instanceof Headers
      ? [...headers.entries()]
      : Object.entries(headers).map(([name, value]) => [name, String(value)]);
  const varying = new Set(['x-request-id', 'x-ratelimit-remaining', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(entries.filter(([name]) => !varying.has(name!)).sort(([a], [b]) => (a! < b! ? -1 : 1)));
}

describe('the cached-hit lane', () => {
  it('answers a cached hit for a known key itself, with the status, headers and body the Fastify route gives', async () => {
    await nextSecond();
    const path = '/api/flashscore/football/live?lane=same-answer';
    const miss = await get(path);
    expect(miss.headers.get('x-cache')).toBe('MISS');
    await miss.arrayBuffer();

    const ways = watchWaysIn();
    const hit = await get(path);
    const body = Buffer.from(await hit.arrayBuffer());
    expect(ways.stop()).toEqual({ lane: 1, route: 0 });

    const throughFastify = await f.t.app.inject({ method: 'GET', url: path, headers: { 'x-api-key': f.key } });
    expect(hit.status).toBe(200);
    expect(hit.status).toBe(throughFastify.statusCode);
    expect(stableHeaders(hit.headers)).toEqual(stableHeaders(throughFastify.headers));
    expect(body.equals(throughFastify.rawPayload)).toBe(true);
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(hit.headers.get('x-request-id')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(Number(hit.headers.get('x-ratelimit-remaining'))).toBeGreaterThanOrEqual(0);
  });

  it('answers HEAD with the headers of the GET and no body', async () => {
    await nextSecond();
    const path = '/api/flashscore/football/live?lane=head';
    await (await get(path)).arrayBuffer();
    const ways = watchWaysIn();
    const head = await get(path, {}, 'HEAD');
    expect(ways.stop()).toEqual({ lane: 1, route: 0 });
    expect(head.status).toBe(200);
    expect(Buffer.from(await head.arrayBuffer()).length).toBe(0);
    const got = await get(path);
    expect(stableHeaders(head.headers)).toEqual(stableHeaders(got.headers));
    expect(Number(head.headers.get('content-length'))).toBe((await got.arrayBuffer()).byteLength);
  });

  it("meters every call it answers once, a caller's own X-Request-Id answered with the id its call is logged under", async () => {
    await nextSecond();
    const { id, key } = await f.newKey('Lane metering');
    const path = '/api/transfermarkt/players/search/saka?lane=metering';
    await (await get(path, { 'x-api-key': key })).arrayBuffer();
    const ways = watchWaysIn();
    const traced = await get(path, { 'x-api-key': key, 'x-request-id': 'trace-lane.1' });
    await traced.arrayBuffer();
    for (let i = 0; i < 3; i++) await (await get(path, { 'x-api-key': key })).arrayBuffer();
    expect(ways.stop()).toEqual({ lane: 4, route: 0 });
    const tracedId = traced.headers.get('x-request-id');

    await f.flushUsage();
    const events = await f.t.app.deps.orm.em
      .fork()
      .execute<{ request_id: string; cache_status: string }[]>(
        'select request_id, cache_status from usage_events where api_key_id = ? order by occurred_at',
        [id],
      );
    expect(events.map((event) => event.cache_status)).toEqual(['MISS', 'HIT', 'HIT', 'HIT', 'HIT']);
    expect(new Set(events.map((event) => event.request_id)).size).toBe(5);
    expect(events.map((event) => event.request_id)).not.toContain('trace-lane.1');
    expect(events.map((event) => event.request_id)).toContain(tracedId);
  });

  it('counts its calls against the account: past the rate it refuses with the 429 the route gives', async () => {
    await nextSecond();
    const { key } = await f.newKey('Lane limits');
    const path = '/api/flashscore/football/live?lane=limits';
    await (await get(path, { 'x-api-key': key })).arrayBuffer(); // the miss that fills the cache
    await nextSecond();
    const ways = watchWaysIn();
    const answers: Response[] = [];
    for (let i = 0; i < 6; i++) answers.push(await get(path, { 'x-api-key': key }));
    // The key's lookup is trusted for a second, so after the wait the first call looks it up
    // again through Fastify; the lane answers the rest, the refusal included.
    expect(ways.stop()).toEqual({ lane: 5, route: 1 });
    expect(answers.slice(0, 5).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const refused = answers[5]!;
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    const body = (await refused.json()) as { detail: string };
    expect(body.detail).toMatch(/^Rate limit of 5 requests per second exceeded/);
    const throughFastify = await f.t.app.inject({ method: 'GET', url: path, headers: { 'x-api-key': key } });
    expect(throughFastify.statusCode).toBe(429);
    expect(body).toEqual(throughFastify.json());
    const { 'retry-after': _retryAfter, ...laneHeaders } = stableHeaders(refused.headers);
    const { 'retry-after': _retryAfterThere, ...fastifyHeaders } = stableHeaders(throughFastify.headers);
    expect(laneHeaders).toEqual(fastifyHeaders);
  });

  it('leaves a revoked key to Fastify, which refuses it with the usual 401', async () => {
    await nextSecond();
    const { id, key } = await f.newKey('Lane revoked');
    const path = '/api/flashscore/football/live?lane=revoked';
    await (await get(path, { 'x-api-key': key })).arrayBuffer();
    expect((await get(path, { 'x-api-key': key })).headers.get('x-cache')).toBe('HIT');
    await f.t.app.inject({ method: 'POST', url: `/api/api-keys/${id}/revoke`, headers: bearer(f.token) });
    const ways = watchWaysIn();
    const refused = await get(path, { 'x-api-key': key });
    // Refused by the route's access check, before the service is asked.
    expect(ways.stop()).toEqual({ lane: 0, route: 0 });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ detail: 'Invalid or missing API key' });
  });

  it('takes a key in use only until it expires; Fastify then refuses it with the usual 401', async () => {
    await nextSecond();
    const { id, key } = await f.newKey('Lane expiring');
    const path = '/api/flashscore/football/live?lane=expiring';
    // 600 ms: time for the first calls on a busy machine; checked 150 ms past it, still well
    // before an uncapped lookup (trusted a second from after the update) would lapse.
    const expiresAt = await f.expireKeyIn(id, 600);
    await (await get(path, { 'x-api-key': key })).arrayBuffer();
    const hit = await get(path, { 'x-api-key': key });
    expect([hit.status, hit.headers.get('x-cache')]).toEqual([200, 'HIT']);
    // A lookup is otherwise trusted for a second; the key's expiry comes first.
    await new Promise((resolve) => setTimeout(resolve, expiresAt + 150 - Date.now()));
    const ways = watchWaysIn();
    const refused = await get(path, { 'x-api-key': key });
    expect(ways.stop()).toEqual({ lane: 0, route: 0 });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ detail: 'Invalid or missing API key' });
  });

  it('takes nothing it cannot answer from memory: misses, unknown keys, no key, writes, other paths', async () => {
    await nextSecond();
    const ways = watchWaysIn();
    const miss = await get('/api/flashscore/football/live?lane=never-asked-before');
    const unknownKey = await get('/api/flashscore/football/live?lane=same-answer', {
      'x-api-key': 'tl_unknownunknownunknownunknownunknown00',
    });
    const noKey = await fetch(`${origin}/api/flashscore/football/live?lane=same-answer`);
    const write = await get('/api/flashscore/football/live?lane=same-answer', {}, 'POST');
    const health = await fetch(`${origin}/api/utils/health-check/`);
    expect(ways.stop().lane).toBe(0);
    expect([miss.status, unknownKey.status, noKey.status, write.status]).toEqual([200, 401, 401, 405]);
    expect(miss.headers.get('x-cache')).toBe('MISS');
    expect(health.status).toBe(200);
  });
});

describe('when the lane stands aside', () => {
  const NOT_SHEDDING = { isShedding: () => false, writeBusy: () => undefined };
  const request = {
    method: 'GET',
    url: '/api/flashscore/football/live?lane=same-answer',
    headers: { 'x-api-key': 'any' },
  } as unknown as IncomingMessage;
  const response = {} as ServerResponse;
  const laneWith = (level: string) =>
    new CachedHitLane({
      proxy: proxy(),
      authenticator: f.t.app.deps.apiKeyAuthenticator,
      shedding: NOT_SHEDDING,
      log: pino({ level }, { write: () => undefined }),
    });

  it('stands aside while Fastify logs every request (LOG_LEVEL info), so that every proxied call is logged', () => {
    const ways = watchWaysIn();
    expect(
      laneWith('info').take({ ...request, headers: { 'x-api-key': f.key } } as unknown as IncomingMessage, response),
    ).toBe(false);
    expect(ways.stop().lane).toBe(0);
  });

  it('stands aside once the app is closing, so that Fastify answers what arrives during a shutdown', () => {
    const lane = laneWith('warn');
    lane.close();
    expect(lane.take({ ...request, headers: { 'x-api-key': f.key } } as unknown as IncomingMessage, response)).toBe(
      false,
    );
  });
});
