import { describe, expect, it } from '@jest/globals';
import { generateApiKey } from '../keys/api-key.format.js';
import { MAX_ENDPOINT_NAME_LENGTH } from '../usage/usage.rules.js';
import { DATA_ENDPOINTS } from './endpoint-catalog.js';
import {
  canonicalProxyUrl,
  KEY_IN_URL,
  normaliseEndpoint,
  parseProxyTarget,
  UNLISTED_PATH,
  upstreamTargetOf,
} from './proxy-path.js';

const MOUNT = '/api/flashscore';

describe('proxy targets', () => {
  it('keeps the path and the query string', () => {
    expect(parseProxyTarget('/api/flashscore/football/live?tz=2', MOUNT)).toEqual({
      path: '/football/live',
      query: '?tz=2',
    });
  });

  it.each([
    ['/api/flashscore/../admin', 'dot segments'],
    ['/api/flashscore/football/%2e%2e/secret', 'encoded dot segments'],
    ['/api/flashscore/football%2F..%2Fsecret', 'encoded slashes'],
    ['/api/flashscore/%252e%252e/%252e%252e/secret', 'dot segments encoded twice'],
    ['/api/flashscore/football%252flive', 'slashes encoded twice'],
    ['/api/flashscore/football%25255C..', 'backslashes encoded three times'],
    ['/api/flashscore/football\\..\\secret', 'backslashes'],
    ['/api/flashscore/http://169.254.169.254/latest', 'absolute URLs'],
    ['/api/flashscore//evil.example.com/x', 'protocol-relative URLs'],
    ['/api/flashscore/user@evil.example.com', 'userinfo'],
    ['/api/flashscore/', 'an empty path'],
  ])('refuses %s (%s) with 400', (url) => {
    expect(() => parseProxyTarget(url, MOUNT)).toThrow('Invalid upstream path');
  });

  it('says in the refusal what to change: a name with a "/" in a path parameter, or no endpoint at all', () => {
    expect(() => parseProxyTarget('/api/transfermarkt/players/search/AC%2FDC', '/api/transfermarkt')).toThrow(
      'nor hold "@", a backslash, a control character or an encoded ".", "/" or "\\"',
    );
    expect(() => parseProxyTarget('/api/flashscore/', MOUNT)).toThrow(
      'Invalid upstream path: name an endpoint below the provider, such as /football/live',
    );
  });

  it('keeps an encoded percent sign that encodes nothing dangerous', () => {
    expect(parseProxyTarget('/api/flashscore/search/100%25?q=50%2525', MOUNT)).toEqual({
      path: '/search/100%25',
      query: '?q=50%2525',
    });
  });

  it('refuses a URL that carries a well-formed API key, in the query or the path, and nothing that merely looks like one', () => {
    const key = generateApiKey();
    for (const url of [
      `/api/flashscore/football/live?api_key=${key}`,
      `/api/flashscore/football/live?tz=1&k=${key}&x=2`,
      `/api/flashscore/players/search/${key}`,
    ]) {
      expect(() => parseProxyTarget(url, MOUNT)).toThrow(KEY_IN_URL);
    }
    const mistyped = key.slice(0, -1) + (key.endsWith('a') ? 'b' : 'a');
    expect(parseProxyTarget(`/api/flashscore/players/search/tl_rodri?q=${mistyped}`, MOUNT).path).toBe(
      '/players/search/tl_rodri',
    );
  });

  it('builds the upstream target under the base path, encoded as the URL parser would', () => {
    expect(upstreamTargetOf(new URL('http://upstream.test/base'), { path: '/football/live', query: '?a=1' })).toBe(
      '/base/football/live?a=1',
    );
    expect(upstreamTargetOf(new URL('http://upstream.test/base/'), { path: '/x', query: '' })).toBe('/base/x');
    expect(upstreamTargetOf(new URL('http://upstream.test'), { path: '/x', query: "?q=a b'c" })).toBe('/x?q=a%20b%27c');
    expect(upstreamTargetOf(new URL('http://upstream.test'), { path: '/players/search/Müller', query: '' })).toBe(
      '/players/search/M%C3%BCller',
    );
  });

  it('gives, for any path that passed the checks, the target the WHATWG URL parser gives', () => {
    const base = new URL('http://upstream.test/api/v1');
    const characters = [...'aZ09-._~!$&()*+,;=:@/?%#[]{}|^`"\'<> é日\u0001'];
    let state = 7; // xorshift32: deterministic, so a difference names a case that can be re-run
    const below = (n: number) => {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return (state >>> 0) % n;
    };
    const differences: string[] = [];
    for (let i = 0; i < 5000; i++) {
      const raw =
        '/api/flashscore/' + Array.from({ length: 1 + below(12) }, () => characters[below(characters.length)]).join('');
      let target;
      try {
        target = parseProxyTarget(raw, MOUNT);
      } catch {
        continue; // refused before any URL is built
      }
      const parsed = new URL('/api/v1' + target.path + target.query, base.origin);
      const expected = parsed.pathname + parsed.search;
      const built = upstreamTargetOf(base, target);
      if (built !== expected) differences.push(`${raw} → ${built}, parser: ${expected}`);
      expect(built.startsWith('/api/v1/')).toBe(true);
    }
    expect(differences).toEqual([]);
  });
});

describe('canonical URLs', () => {
  it('decodes an encoded ":" in either case, so an SDK\'s call is named, timed and cached as the same call with ":"', () => {
    for (const url of [
      '/api/flashscore/football/england%3A198/premier-league%3AdYlOSQOD/standings',
      '/api/flashscore/football/england%3a198/premier-league%3adYlOSQOD/standings',
    ]) {
      const canonical = canonicalProxyUrl(url);
      expect(canonical).toBe('/api/flashscore/football/england:198/premier-league:dYlOSQOD/standings');
      expect(normaliseEndpoint('flashscore', parseProxyTarget(canonical, MOUNT).path)).toBe(
        '/football/{country}/{tournament}/standings',
      );
    }
  });

  it('decodes every encoded unreserved character but the dot: letters, digits, "-", "_" and "~"', () => {
    expect(canonicalProxyUrl('/api/transfermarkt/players/search/%4d%C3%BCller%2d%5F%7e%30')).toBe(
      '/api/transfermarkt/players/search/M%C3%BCller-_~0',
    );
  });

  it('upper-cases the hex digits of every other encoding and decodes none of them', () => {
    expect(canonicalProxyUrl('/api/transfermarkt/players/search/m%c3%bcller%20%40%3f%23%25%2b')).toBe(
      '/api/transfermarkt/players/search/m%C3%BCller%20%40%3F%23%25%2B',
    );
    // One pass: an encoded "%" stays one, whatever follows it.
    expect(canonicalProxyUrl('/api/flashscore/search/100%253a')).toBe('/api/flashscore/search/100%253a');
  });

  it.each([
    ['/api/flashscore/football/%2e%2e/secret', '/api/flashscore/football/%2E%2E/secret'],
    ['/api/flashscore/football%2f..%2fsecret', '/api/flashscore/football%2F..%2Fsecret'],
    ['/api/flashscore/football%5c..', '/api/flashscore/football%5C..'],
    ['/api/flashscore/%252e%252e/secret', '/api/flashscore/%252e%252e/secret'],
  ])('keeps encoded dots, slashes and backslashes encoded, so %s is still refused', (url, canonical) => {
    expect(canonicalProxyUrl(url)).toBe(canonical);
    expect(() => parseProxyTarget(canonicalProxyUrl(url), MOUNT)).toThrow('Invalid upstream path');
  });

  it('refuses a forbidden path spelt with encoded letters once they are decoded', () => {
    expect(() => parseProxyTarget(canonicalProxyUrl('/api/flashscore/%68ttp://169.254.169.254/x'), MOUNT)).toThrow(
      'Invalid upstream path',
    );
  });

  it('leaves the query as sent', () => {
    expect(canonicalProxyUrl('/api/flashscore/football/england%3A198?q=a%3Ab%2c%7e&r=%2e')).toBe(
      '/api/flashscore/football/england:198?q=a%3Ab%2c%7e&r=%2e',
    );
    const encodedOnlyInQuery = '/api/flashscore/football/today?q=england%3A198';
    expect(canonicalProxyUrl(encodedOnlyInQuery)).toBe(encodedOnlyInQuery);
  });

  it('returns a URL whose path holds no "%" as the same string', () => {
    const url = '/api/flashscore/football/england:198/premier-league:dYlOSQOD/standings?day=1';
    expect(canonicalProxyUrl(url)).toBe(url);
  });

  it('leaves a path with a "%" that starts no encoding as sent, rather than make an encoding of what follows it', () => {
    expect(canonicalProxyUrl('/api/flashscore/search/100%%32%65%3A')).toBe('/api/flashscore/search/100%%32%65%3A');
  });

  it('gives a canonical URL as it is, so every spelling of a URL has one canonical form', () => {
    for (const url of [
      '/api/flashscore/football/england%3a198/premier-league%3AdYlOSQOD/fixtures',
      '/api/transfermarkt/players/search/%4d%c3%bcller%2e%252f',
    ]) {
      expect(canonicalProxyUrl(canonicalProxyUrl(url))).toBe(canonicalProxyUrl(url));
    }
  });
});

describe('endpoint names in usage figures', () => {
  it.each([
    ['transfermarkt', '/players/28003/profile', '/players/{player_id}/profile'],
    ['transfermarkt', '/players/search/messi', '/players/search/{name}'],
    [
      'flashscore',
      '/football/england:198/premier-league:dYlOSQOD/standings',
      '/football/{country}/{tournament}/standings',
    ],
    ['flashscore', '/match/KbS1suSm/details', '/match/{eventId}/details'],
    ['flashscore', '/football/live', '/football/live'],
    ['transfermarkt', '/competitions/GB1/clubs', '/competitions/{competition_id}/clubs'],
    ['transfermarkt', '/competitions/search/premier', '/competitions/search/{name}'],
  ] as const)('counts a call to a listed path (%s %s) under its catalog name %s', (provider, path, endpoint) => {
    expect(normaliseEndpoint(provider, path)).toBe(endpoint);
  });

  it('names every listed path exactly as the endpoint catalog, the docs and the explorer do', () => {
    for (const endpoint of DATA_ENDPOINTS) {
      const example = endpoint.path.replace(
        /\{(\w+)\}/g,
        (_, name: string) => endpoint.parameters.find((parameter) => parameter.name === name)!.example || 'A1b2C3',
      );
      expect(normaliseEndpoint(endpoint.provider, example)).toBe(endpoint.path);
    }
  });

  it.each([
    ['/tennis/wimbledon:123/draw', '/tennis/wimbledon:{id}/draw'],
    ['/players/28003/injuries', '/players/{id}/injuries'],
    ['/coaches/search/klopp', '/coaches/search/{name}'],
  ])('replaces the ids and search text of an unlisted path %s: %s', (path, endpoint) => {
    expect(normaliseEndpoint('transfermarkt', path)).toBe(endpoint);
  });

  it('names a path whose name would not fit in the usage tables as the unlisted path, and keeps one that just fits', () => {
    const fits = `/football/${'x'.repeat(MAX_ENDPOINT_NAME_LENGTH - '/football/'.length)}`;
    expect(normaliseEndpoint('flashscore', fits)).toBe(fits);
    expect(normaliseEndpoint('flashscore', `${fits}x`)).toBe(UNLISTED_PATH);
    expect(normaliseEndpoint('flashscore', `/football/${'x'.repeat(600)}`)).toBe(UNLISTED_PATH);
    // Measured once named: a long search text is still one endpoint.
    expect(normaliseEndpoint('transfermarkt', `/players/search/${'x'.repeat(600)}`)).toBe('/players/search/{name}');
  });
});
