import { describe, expect, it } from '@jest/globals';
import { normaliseEndpoint, parseProxyTarget, upstreamUrlOf } from './proxy-path.js';

const MOUNT = '/api/flashscore';

describe('proxy targets', () => {
  it('keeps the path and the query string', () => {
    expect(parseProxyTarget('/api/flashscore/football/live?tz=2', MOUNT)).toEqual({ path: '/football/live', query: '?tz=2' });
  });

  it.each([
    ['/api/flashscore/../admin', 'dot segments'],
    ['/api/flashscore/football/%2e%2e/secret', 'encoded dot segments'],
    ['/api/flashscore/football%2F..%2Fsecret', 'encoded slashes'],
    ['/api/flashscore/football\\..\\secret', 'backslashes'],
    ['/api/flashscore/http://169.254.169.254/latest', 'absolute URLs'],
    ['/api/flashscore//evil.example.com/x', 'protocol-relative URLs'],
    ['/api/flashscore/user@evil.example.com', 'userinfo'],
    ['/api/flashscore/', 'an empty path'],
  ])('refuses %s (%s) with 400', (url) => {
    expect(() => parseProxyTarget(url, MOUNT)).toThrow('Invalid upstream path');
  });

  it('never builds a URL outside the upstream base', () => {
    const url = upstreamUrlOf('http://upstream.test/base', { path: '/football/live', query: '?a=1' });
    expect(url.toString()).toBe('http://upstream.test/base/football/live?a=1');
    expect(upstreamUrlOf(new URL('http://upstream.test/base/'), { path: '/x', query: '' }).toString()).toBe('http://upstream.test/base/x');
    expect(upstreamUrlOf(new URL('http://upstream.test'), { path: '/x', query: '?q=a b' }).toString()).toBe('http://upstream.test/x?q=a%20b');
  });
});

describe('endpoint names in usage figures', () => {
  it.each([
    ['/players/28003/profile', '/players/{id}/profile'],
    ['/players/search/messi', '/players/search/{query}'],
    ['/football/england:198/premier-league:dYlOSQOD/standings', '/football/england:{id}/premier-league:{id}/standings'],
    ['/match/KbS1suSm/details', '/match/{id}/details'],
    ['/football/live', '/football/live'],
  ])('counts %s as %s', (path, endpoint) => {
    expect(normaliseEndpoint(path)).toBe(endpoint);
  });
});
