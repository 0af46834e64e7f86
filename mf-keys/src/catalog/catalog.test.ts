import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ENDPOINTS } from './endpoints';
import { parameterErrors, requestPath, snippet, exampleValues, looksLikeApiKey } from './request';

/** `/players/{player_id}/profile` and `/players/:player_id/profile` both become `/players/:/profile`. */
const shape = (route: string) => route.replace(/\{\w+\}|:\w+/g, ':');

function sampleUpstreamRoutes(provider: string): string[] {
  const file = path.resolve(import.meta.dirname, `../../../bff/src/sample-upstream/${provider}.routes.ts`);
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/app\.get(?:<[^>]*>)?\(\s*'([^']+)'/g)].map((match) => shape(match[1]));
}

describe('endpoint catalog', () => {
  it('describes only routes the sample upstream really serves, and every one of them', () => {
    for (const provider of ['flashscore', 'transfermarkt'] as const) {
      const served = sampleUpstreamRoutes(provider);
      const described = ENDPOINTS.filter((endpoint) => endpoint.provider === provider).map((endpoint) => shape(endpoint.path));
      expect(served.length).toBeGreaterThan(0);
      expect([...described].sort()).toEqual([...served].sort());
    }
  });

  it('has unique ids, declares every path parameter, and examples that pass their own checks', () => {
    expect(new Set(ENDPOINTS.map((endpoint) => endpoint.id)).size).toBe(ENDPOINTS.length);
    for (const endpoint of ENDPOINTS) {
      const inPath = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      expect(endpoint.parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name)).toEqual(inPath);
      const errors = parameterErrors(endpoint, exampleValues(endpoint));
      const withoutExample = endpoint.parameters.filter((parameter) => parameter.required && !parameter.example).map((p) => p.name);
      expect(Object.keys(errors)).toEqual(withoutExample);
    }
  });
});

describe('explorer requests', () => {
  const byId = (id: string) => ENDPOINTS.find((endpoint) => endpoint.id === id)!;

  it('fills path parameters, keeps flashscore colons readable and adds only the query values given', () => {
    expect(requestPath(byId('flashscore-standings'), { country: 'england:198', tournament: 'premier-league:dYlOSQOD' })).toBe(
      '/flashscore/football/england:198/premier-league:dYlOSQOD/standings',
    );
    expect(requestPath(byId('transfermarkt-player-search'), { name: 'Jan de Vries', page_number: '' })).toBe(
      '/transfermarkt/players/search/Jan%20de%20Vries',
    );
    expect(requestPath(byId('transfermarkt-player-search'), { name: 'a/b', page_number: '2' })).toBe(
      '/transfermarkt/players/search/a%2Fb?page_number=2',
    );
  });

  it('explains a missing or malformed parameter', () => {
    expect(parameterErrors(byId('transfermarkt-player-profile'), { player_id: '' })).toEqual({ player_id: 'player_id is required' });
    expect(parameterErrors(byId('transfermarkt-player-profile'), { player_id: 'abc' })).toEqual({
      player_id: 'player_id should look like 934467',
    });
    expect(parameterErrors(byId('flashscore-today'), { day: '9' })).toEqual({ day: 'day should look like 0' });
  });

  it('writes the same request as curl, fetch and Python requests', () => {
    const url = 'http://localhost:8000/api/flashscore/football/live';
    expect(snippet('curl', url, 'tl_key')).toBe(`curl -H "X-API-Key: tl_key" \\\n  "${url}"`);
    expect(snippet('fetch', url, 'tl_key')).toContain(`fetch("${url}", {\n  headers: { 'X-API-Key': 'tl_key' },`);
    expect(snippet('python', url, '')).toContain(`requests.get(\n    "${url}",\n    headers={"X-API-Key": "<your key>"},`);
  });

  it('recognises the shape of a key', () => {
    expect(looksLikeApiKey('tl_AbC12345dEf67890GhIj12345KlMn6789OpQrs')).toBe(true);
    expect(looksLikeApiKey('sk_live_123')).toBe(false);
  });
});
