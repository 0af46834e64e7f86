import { describe, expect, it } from '@jest/globals';
import { buildSampleUpstream } from '../../sample-upstream/sample-upstream.js';
import { PROVIDERS } from './endpoint-catalog.js';
import { CacheLifetimes, isCacheTtlOverrideKey } from './cache-rules.js';
import { DATA_ENDPOINTS, endpointAt } from './endpoint-catalog.js';

/** `/players/{player_id}/profile` and `/players/:player_id/profile` both become `/players/:/profile`. */
const shape = (route: string) => route.replace(/\{\w+\}|:\w+/g, ':');

/** The GET routes the sample upstream registers under each provider's prefix, as Fastify sees them. */
async function sampleUpstreamRoutes(): Promise<Map<string, string[]>> {
  const app = buildSampleUpstream();
  const routes = new Map<string, string[]>();
  app.addHook('onRoute', (route) => {
    const prefix = /^\/(\w+)(\/.*)$/.exec(route.url);
    if (route.method !== 'GET' || !prefix) return;
    routes.set(prefix[1]!, [...(routes.get(prefix[1]!) ?? []), shape(prefix[2]!)]);
  });
  await app.ready();
  await app.close();
  return routes;
}

/** A request path for an endpoint, its path parameters filled with their examples. */
const examplePath = (endpoint: (typeof DATA_ENDPOINTS)[number]) =>
  endpoint.path.replace(
    /\{(\w+)\}/g,
    (_, name: string) => endpoint.parameters.find((parameter) => parameter.name === name)!.example || 'x',
  );

describe('endpoint catalog', () => {
  it('describes only routes the sample upstream really serves, and every one of them', async () => {
    const routes = await sampleUpstreamRoutes();
    for (const provider of PROVIDERS) {
      const served = routes.get(provider) ?? [];
      const described = DATA_ENDPOINTS.filter((endpoint) => endpoint.provider === provider).map((endpoint) =>
        shape(endpoint.path),
      );
      expect(served.length).toBeGreaterThan(0);
      expect([...described].sort()).toEqual([...served].sort());
    }
  });

  it('has unique ids, declares every path parameter, and examples that match their own patterns', () => {
    expect(new Set(DATA_ENDPOINTS.map((endpoint) => endpoint.id)).size).toBe(DATA_ENDPOINTS.length);
    for (const endpoint of DATA_ENDPOINTS) {
      const inPath = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      expect(
        endpoint.parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
      ).toEqual(inPath);
      for (const { example, pattern } of endpoint.parameters) {
        if (example && pattern) expect(example).toMatch(new RegExp(pattern));
      }
    }
  });

  it('finds the endpoint a request path calls, its parameters matching only what their patterns allow', () => {
    for (const endpoint of DATA_ENDPOINTS) {
      expect(endpointAt(endpoint.provider, examplePath(endpoint))?.id).toBe(endpoint.id);
    }
    expect(endpointAt('flashscore', '/football/live')?.id).toBe('flashscore-live');
    expect(endpointAt('flashscore', '/football/spain:176')?.id).toBe('flashscore-country');
    expect(endpointAt('flashscore', '/football/live/extra')).toBeUndefined();
    expect(endpointAt('transfermarkt', '/football/live')).toBeUndefined();
  });
});

describe('cache lifetimes', () => {
  const secondsFor = (lifetimes: CacheLifetimes, provider: 'flashscore' | 'transfermarkt', path: string) =>
    lifetimes.secondsFor(provider, path);

  it("are the catalog's: live scores for seconds, fixtures for minutes, transfers and profiles for hours", () => {
    const lifetimes = new CacheLifetimes();
    expect(secondsFor(lifetimes, 'flashscore', '/football/live')).toBe(5);
    expect(secondsFor(lifetimes, 'flashscore', '/football/england:198/premier-league:dYlOSQOD/fixtures')).toBe(300);
    expect(secondsFor(lifetimes, 'transfermarkt', '/players/search/rodri')).toBe(3600);
    expect(secondsFor(lifetimes, 'transfermarkt', '/players/934467/transfers')).toBe(6 * 3600);
    for (const endpoint of DATA_ENDPOINTS) {
      expect(secondsFor(lifetimes, endpoint.provider, examplePath(endpoint))).toBe(endpoint.cacheTtlSeconds);
    }
  });

  it('keep live data short on upstream paths the catalog does not list', () => {
    const lifetimes = new CacheLifetimes();
    expect(secondsFor(lifetimes, 'flashscore', '/tennis/live')).toBe(5);
    expect(secondsFor(lifetimes, 'flashscore', '/tennis')).toBe(60);
  });

  it('follow an override by endpoint id, for the calls and for what the explorer and docs show', () => {
    const lifetimes = new CacheLifetimes({ 'transfermarkt-player-profile': 60 });
    const profile = DATA_ENDPOINTS.find((endpoint) => endpoint.id === 'transfermarkt-player-profile')!;
    expect(lifetimes.secondsOf(profile)).toBe(60);
    expect(secondsFor(lifetimes, 'transfermarkt', '/players/8198/profile')).toBe(60);
    expect(secondsFor(lifetimes, 'transfermarkt', '/players/8198/transfers')).toBe(6 * 3600);
  });

  it('follow an override of one normalised endpoint for that endpoint only', () => {
    const lifetimes = new CacheLifetimes({
      'flashscore:/football/england:{id}/premier-league:{id}/fixtures': 30,
      'flashscore:/football/live': 2,
    });
    expect(secondsFor(lifetimes, 'flashscore', '/football/england:198/premier-league:dYlOSQOD/fixtures')).toBe(30);
    expect(secondsFor(lifetimes, 'flashscore', '/football/spain:176/laliga:QVmLl54o/fixtures')).toBe(300);
    expect(secondsFor(lifetimes, 'flashscore', '/football/live')).toBe(2);
    expect(lifetimes.secondsOf(DATA_ENDPOINTS.find((endpoint) => endpoint.id === 'flashscore-live')!)).toBe(2);
  });

  it('may be overridden only for endpoints that exist: a catalog id, or a path of a known provider', () => {
    expect(isCacheTtlOverrideKey('flashscore-live')).toBe(true);
    expect(isCacheTtlOverrideKey('flashscore:/football/england:{id}/premier-league:{id}/fixtures')).toBe(true);
    expect(isCacheTtlOverrideKey('transfermarkt:/players/{id}/profile')).toBe(true);
    expect(isCacheTtlOverrideKey('flashscore-livescores')).toBe(false);
    expect(isCacheTtlOverrideKey('sofascore:/football/live')).toBe(false);
    expect(isCacheTtlOverrideKey('flashscore:football/live')).toBe(false);
  });
});
