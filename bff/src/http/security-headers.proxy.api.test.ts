// The data proxy writes its answers itself, past Fastify's hooks (the cached-hit lane, the route's
// own writing): they carry the same browser security headers as every other API answer, so that a
// JSON answer opened in a browser is never sniffed into a page nor allowed to run or load anything.
// Over real HTTP, so that the cached-hit lane, which answers before Fastify, is met too.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startProxyFixture, type ProxyFixture } from '../test-support/proxy-fixture.js';

let f: ProxyFixture;
let origin: string;
beforeAll(async () => {
  f = await startProxyFixture();
  origin = await f.t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => f.close());

function expectDataAnswerHeaders(response: Response) {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  const policy = response.headers.get('content-security-policy') ?? '';
  expect(policy).toMatch(/(^|; )default-src 'none'(;|$)/);
  expect(policy).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
}

describe("the data proxy's answers", () => {
  it("carry nosniff and a policy that allows nothing, on a miss, on a cached hit and on the proxy's own errors", async () => {
    const get = (path: string) => fetch(origin + path, { headers: { 'x-api-key': f.key } });
    const miss = await get('/api/flashscore/football/live?headers=1');
    expect(miss.headers.get('x-cache')).toBe('MISS');
    expectDataAnswerHeaders(miss);
    const hit = await get('/api/flashscore/football/live?headers=1');
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expectDataAnswerHeaders(hit);
    const notFound = await get('/api/flashscore/no-such-endpoint');
    expect(notFound.status).toBe(404);
    expectDataAnswerHeaders(notFound);
    const upstreamDown = await get('/api/flashscore/football/live?_status=500');
    expect(upstreamDown.status).toBe(500);
    expectDataAnswerHeaders(upstreamDown);
  });
});
