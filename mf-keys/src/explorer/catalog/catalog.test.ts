import { describe, expect, it } from '@jest/globals';
import { sampleEndpoints } from '../../testing/fixtures';
import { groupByProvider } from './endpoints';
import {
  canBeSentAsKey,
  exampleValues,
  looksLikeApiKey,
  maskApiKey,
  parameterErrors,
  requestPath,
  snippet,
} from './request';

describe('the catalog from the bff', () => {
  it('is grouped by provider in the order it comes, with readable provider names', () => {
    expect(groupByProvider(sampleEndpoints).map(({ label, endpoints }) => [label, endpoints.length])).toEqual([
      ['Live scores (flashscore)', 3],
      ['Transfers (transfermarkt)', 2],
    ]);
    const unknown = { ...sampleEndpoints[0]!, id: 'statsperform-live', provider: 'statsperform' };
    expect(groupByProvider([unknown]).map(({ label }) => label)).toEqual(['statsperform']);
  });

  it("prefills each endpoint's examples, and they pass the endpoint's own checks", () => {
    for (const endpoint of sampleEndpoints) {
      const withoutExample = endpoint.parameters
        .filter((parameter) => parameter.required && !parameter.example)
        .map((p) => p.name);
      expect(Object.keys(parameterErrors(endpoint, exampleValues(endpoint)))).toEqual(withoutExample);
    }
  });
});

describe('explorer requests', () => {
  const byId = (id: string) => sampleEndpoints.find((endpoint) => endpoint.id === id)!;

  it('fills path parameters, keeps flashscore colons readable and adds only the query values given', () => {
    expect(
      requestPath(byId('flashscore-standings'), { country: 'england:198', tournament: 'premier-league:dYlOSQOD' }),
    ).toBe('/flashscore/football/england:198/premier-league:dYlOSQOD/standings');
    expect(requestPath(byId('transfermarkt-player-search'), { name: 'Jan de Vries', page_number: '' })).toBe(
      '/transfermarkt/players/search/Jan%20de%20Vries',
    );
    expect(requestPath(byId('transfermarkt-player-search'), { name: 'a/b', page_number: '2' })).toBe(
      '/transfermarkt/players/search/a%2Fb?page_number=2',
    );
  });

  it('keeps a path parameter left empty as its placeholder, so the URL and snippets do not read /players//profile', () => {
    const profile = byId('transfermarkt-player-profile');
    expect(requestPath(profile, { player_id: '' })).toBe('/transfermarkt/players/{player_id}/profile');
    expect(requestPath(profile, { player_id: '  ' })).toBe('/transfermarkt/players/{player_id}/profile');
  });

  it('explains a missing or malformed parameter in the words of its description, with an example', () => {
    expect(parameterErrors(byId('transfermarkt-player-profile'), { player_id: '' })).toEqual({
      player_id: 'player_id is required',
    });
    expect(parameterErrors(byId('transfermarkt-player-profile'), { player_id: 'abc' })).toEqual({
      player_id: 'Not a valid player_id: player id, as returned by the player search, for example 934467',
    });
    // The range the hint states, not "should look like 0" for a day of 9.
    expect(parameterErrors(byId('flashscore-today'), { day: '9' })).toEqual({
      day: 'Not a valid day: offset in days from today, -7 to 7, for example 0',
    });
  });

  it('refuses a path parameter the proxy would refuse as an unsafe path (a slash, a backslash, a dot segment) before sending it', () => {
    const search = byId('transfermarkt-player-search');
    const refusal = 'name is part of the path: it cannot hold / or \\, or be . or ..';
    for (const name of ['AC/DC', 'a\\b', '.', '..'])
      expect(parameterErrors(search, { name, page_number: '' })).toEqual({ name: refusal });
    expect(parameterErrors(search, { name: 'J.R. Smith', page_number: '' })).toEqual({});
  });

  it('writes the same request as curl, fetch and Python requests', () => {
    const url = 'http://localhost:8000/api/flashscore/football/live';
    expect(snippet('curl', url, 'tl_key')).toBe(`curl -H "X-API-Key: tl_key" \\\n  "${url}"`);
    expect(snippet('fetch', url, 'tl_key')).toContain(`fetch("${url}", {\n  headers: { "X-API-Key": "tl_key" },`);
    expect(snippet('python', url, '')).toContain(
      `requests.get(\n    "${url}",\n    headers={"X-API-Key": "<your key>"},`,
    );
  });

  it('writes the fetch snippet in one quote style', () => {
    expect(snippet('fetch', 'http://localhost:8000/api/flashscore/football/live', 'tl_key')).not.toContain("'");
  });

  it('masks a pasted key for display: the listed prefix stays readable, every other character is a •', () => {
    const key = 'tl_AbC12345dEf67890GhIj12345KlMn6789OpQrs';
    expect(maskApiKey(key)).toBe(`tl_AbC12345${'•'.repeat(key.length - 11)}`);
    expect(maskApiKey(`  ${key} `)).toBe(maskApiKey(key));
    // Something short that is not a key still shows no more than a third of itself.
    expect(maskApiKey('secret')).toBe('se••••');
    expect(maskApiKey('')).toBe('');
  });

  it('recognises the shape of a key', () => {
    expect(looksLikeApiKey('tl_AbC12345dEf67890GhIj12345KlMn6789OpQrs')).toBe(true);
    expect(looksLikeApiKey('sk_live_123')).toBe(false);
  });

  it("tells a key a browser can send (printable ASCII: a wrong one gets the API's 401) from one it cannot", () => {
    expect(canBeSentAsKey('tl_AbC12345dEf67890GhIj12345KlMn6789OpQrs')).toBe(true);
    expect(canBeSentAsKey('not a key at all')).toBe(true);
    expect(canBeSentAsKey('garbage key with spaces ✓')).toBe(false);
    expect(canBeSentAsKey('tl_abc\ndef')).toBe(false);
  });
});
