// One URL as different clients spell it: the typed SDK, the MCP server and most generated clients
// send the ":" of a flashscore id as "%3A" (or "%3a"), a browser or curl as ":". Every spelling
// must be counted under the catalog's endpoint, keep the catalog's cache lifetime and be answered
// from one cache entry. Over real HTTP as well as app.inject: a cached hit for a known key is
// answered by the cached-hit lane (`forwardFromCache`), which app.inject never meets.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import { startProxyFixture, type ProxyFixture } from '../../test-support/proxy-fixture.js';

const ENGLAND = { plain: 'england:198/premier-league:dYlOSQOD', encoded: 'england%3A198/premier-league%3AdYlOSQOD' };

let f: ProxyFixture;
let origin: string;
beforeAll(async () => {
  // Short enough to see the fixtures' lifetime run out; the catalog's own is five minutes.
  f = await startProxyFixture({ PROXY_CACHE_TTLS: JSON.stringify({ 'flashscore-fixtures': 0.3 }) });
  origin = await f.t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => f.close());

describe('a path with a percent-encoded ":"', () => {
  it('is counted under the catalog endpoint, with the path as the catalog spells it', async () => {
    const { key, id } = await f.newKey('Encoded');
    const lowerCase = 'england%3a198/premier-league%3adYlOSQOD';
    for (const spelling of [ENGLAND.encoded, lowerCase]) {
      expect((await f.call(`/api/flashscore/football/${spelling}/results`, key)).statusCode).toBe(200);
    }
    await f.flushUsage();
    const events = await f.t.app.deps.orm.em
      .fork()
      .execute<{ endpoint: string; path: string }[]>(
        'select endpoint, path from usage_events where api_key_id = ? order by occurred_at',
        [id],
      );
    expect(events).toEqual(
      Array(2).fill({
        endpoint: '/football/{country}/{tournament}/results',
        path: `/football/${ENGLAND.plain}/results`,
      }),
    );
  });

  it('keeps its answer as long as the catalog endpoint does', async () => {
    const path = `/api/flashscore/football/${ENGLAND.encoded}/fixtures`;
    expect((await f.call(path)).headers['x-cache']).toBe('MISS');
    expect((await f.call(path)).headers['x-cache']).toBe('HIT');
    await sleep(400);
    expect((await f.call(path)).headers['x-cache']).toBe('MISS');
  });

  it('is a cache hit, in both lanes, after the same call with ":", and makes no second upstream call', async () => {
    const get = (path: string) => fetch(origin + path, { headers: { 'x-api-key': f.key } });
    const first = await get(`/api/flashscore/football/${ENGLAND.plain}/standings`);
    expect(first.headers.get('x-cache')).toBe('MISS');
    const body = await first.text();

    const lane = jest.spyOn(f.t.app.deps.dataProxy, 'forwardFromCache');
    const encoded = await get(`/api/flashscore/football/${ENGLAND.encoded}/standings`);
    const answeredByLane = lane.mock.results.filter((result) => result.value !== undefined).length;
    lane.mockRestore();
    expect([encoded.headers.get('x-cache'), await encoded.text()]).toEqual(['HIT', body]);
    expect(answeredByLane).toBe(1);

    // Through Fastify's route (`forward`), as a call whose key is not in the key cache goes.
    const throughRoute = await f.call(`/api/flashscore/football/${ENGLAND.encoded}/standings`);
    expect([throughRoute.headers['x-cache'], throughRoute.body]).toEqual(['HIT', body]);
    expect(await f.upstreamCalls(`/flashscore/football/${ENGLAND.plain}/standings`)).toBe(1);
    expect(await f.upstreamCalls(`/flashscore/football/${ENGLAND.encoded}/standings`)).toBe(0);
  });
});
