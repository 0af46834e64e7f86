import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import { graphql } from '../../test-support/graphql.js';
import { startProxyFixture, type ProxyFixture } from '../../test-support/proxy-fixture.js';
import { startTestApp } from '../../test-support/test-app.js';
import { DATA_ENDPOINTS } from './endpoint-catalog.js';

let f: ProxyFixture;
beforeAll(async () => {
  // The operator shortens one endpoint's lifetime by its id.
  f = await startProxyFixture({ PROXY_CACHE_TTLS: JSON.stringify({ 'transfermarkt-club-profile': 0.3 }) });
});
afterAll(() => f.close());

const DATA_ENDPOINTS_QUERY = `{ dataEndpoints { id provider path summary plans cacheTtlSeconds returns isSampleData parameters { name in required example pattern } } }`;

async function sampleDataByProvider(app: Parameters<typeof graphql>[0]): Promise<Record<string, boolean>> {
  const { data } = await graphql(app, '{ dataEndpoints { provider isSampleData } }');
  return Object.fromEntries(
    data!.dataEndpoints.map((endpoint: { provider: string; isSampleData: boolean }) => [
      endpoint.provider,
      endpoint.isSampleData,
    ]),
  );
}

describe('the endpoint catalog over GraphQL (dataEndpoints)', () => {
  it('lists every data endpoint, to anyone, like the API docs', async () => {
    const { data, errors } = await graphql(f.t.app, DATA_ENDPOINTS_QUERY);
    expect(errors).toBeUndefined();
    expect(data!.dataEndpoints.map((endpoint: { id: string }) => endpoint.id)).toEqual(
      DATA_ENDPOINTS.map((endpoint) => endpoint.id),
    );
    expect(data!.dataEndpoints[0]).toMatchObject({
      id: 'flashscore-live',
      provider: 'flashscore',
      path: '/football/live',
      cacheTtlSeconds: 5,
    });
    const profile = data!.dataEndpoints.find(
      (endpoint: { id: string }) => endpoint.id === 'transfermarkt-player-profile',
    );
    expect(profile.parameters).toEqual([
      { name: 'player_id', in: 'path', required: true, example: '934467', pattern: '^[0-9]+$' },
    ]);
  });

  it('says which plans may call each endpoint: every configured plan', async () => {
    const { data } = await graphql(f.t.app, DATA_ENDPOINTS_QUERY);
    for (const endpoint of data!.dataEndpoints) expect(endpoint.plans).toEqual(['free', 'pro', 'business']);
  });

  it('says that the answers are sample data when no upstream is configured', async () => {
    const { data } = await graphql(f.t.app, DATA_ENDPOINTS_QUERY);
    for (const endpoint of data!.dataEndpoints) expect(endpoint.isSampleData).toBe(true);
  });

  it("does not call a configured upstream's answers sample data", async () => {
    // flashscore from the operator's upstream, transfermarkt from the sample upstream (as npm start does).
    const configured = await startTestApp(
      { FLASHSCORE_UPSTREAM_URL: `${f.upstream.url}/flashscore` },
      { upstreamBaseUrls: { transfermarkt: `${f.upstream.url}/transfermarkt` } },
    );
    try {
      expect(await sampleDataByProvider(configured.app)).toEqual({ flashscore: false, transfermarkt: true });
    } finally {
      await configured.close();
    }
  });

  it('does not call an unconfigured provider sample data when no sample upstream answers for it', async () => {
    const bare = await startTestApp({ FLASHSCORE_UPSTREAM_URL: `${f.upstream.url}/flashscore` });
    try {
      expect(await sampleDataByProvider(bare.app)).toEqual({ flashscore: false, transfermarkt: false });
    } finally {
      await bare.close();
    }
  });

  it('shows the cache lifetime this deployment gives an endpoint, and the proxy keeps to it', async () => {
    const { data } = await graphql(f.t.app, DATA_ENDPOINTS_QUERY);
    const clubProfile = data!.dataEndpoints.find(
      (endpoint: { id: string }) => endpoint.id === 'transfermarkt-club-profile',
    );
    expect(clubProfile.cacheTtlSeconds).toBe(0.3);
    const path = '/api/transfermarkt/clubs/11/profile';
    expect((await f.call(path)).headers['x-cache']).toBe('MISS');
    expect((await f.call(path)).headers['x-cache']).toBe('HIT');
    await sleep(400);
    expect((await f.call(path)).headers['x-cache']).toBe('MISS');
    // Its neighbour keeps the catalog's six hours.
    await f.call('/api/transfermarkt/clubs/11/players');
    await sleep(400);
    expect((await f.call('/api/transfermarkt/clubs/11/players')).headers['x-cache']).toBe('HIT');
  });
});

describe('the data endpoints in /api/openapi.json', () => {
  it('documents each catalog endpoint as its own operation, before the wildcard routes', async () => {
    const paths = (await f.t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths as Record<
      string,
      any
    >;
    const dataPaths = Object.keys(paths).filter((path) => /^\/api\/(flashscore|transfermarkt)\//.test(path));
    expect(dataPaths).toEqual([
      ...DATA_ENDPOINTS.map((endpoint) => `/api/${endpoint.provider}${endpoint.path}`),
      '/api/flashscore/{*}',
      '/api/transfermarkt/{*}',
    ]);
    const live = paths['/api/flashscore/football/live'].get;
    expect(live).toMatchObject({ operationId: 'flashscore-live', security: [{ apiKeyAuth: [] }] });
    const answers = ['200', '400', '401', '404', '422', '429', '502', '503', '504'];
    expect(Object.keys(live.responses)).toEqual(answers);
    expect(Object.keys(live.responses['200'].headers)).toEqual([
      'X-Cache',
      'X-RateLimit-Limit',
      'X-RateLimit-Remaining',
      'X-RateLimit-Reset',
      'X-Request-Id',
      'X-Sample-Data',
      'X-Data-Source',
    ]);
    // A path the catalog does not list is answered, limited and refused as a listed one is.
    const passthrough = paths['/api/transfermarkt/{*}'].get;
    expect(Object.keys(passthrough.responses).sort()).toEqual(answers);
    expect(passthrough.responses['200'].headers).toEqual(live.responses['200'].headers);
    expect(Object.keys(live.responses['429'].headers)).toEqual([
      'Retry-After',
      'X-RateLimit-Limit',
      'X-RateLimit-Remaining',
      'X-RateLimit-Reset',
      'X-Request-Id',
    ]);
  });

  it('gives each parameter its place, pattern and a working example', async () => {
    const paths = (await f.t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths as Record<
      string,
      any
    >;
    const search = paths['/api/transfermarkt/players/search/{name}'].get;
    expect(search.parameters).toEqual([
      expect.objectContaining({ name: 'name', in: 'path', required: true, example: 'Caruso' }),
      expect.objectContaining({
        name: 'page_number',
        in: 'query',
        required: false,
        schema: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' },
      }),
    ]);
    expect(paths['/api/transfermarkt/clubs/{club_id}/profile'].get.description).toContain('Cached for 0.3 s');
  });
});
