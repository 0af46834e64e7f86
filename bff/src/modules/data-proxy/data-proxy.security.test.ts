import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import net from 'node:net';
import { bearer } from '../../test-support/test-app.js';
import { startProxyFixture, type ProxyFixture } from '../../test-support/proxy-fixture.js';
import { generateApiKey } from '../keys/api-key.format.js';
import { UNLISTED_PATH } from './proxy-path.js';

let f: ProxyFixture;
beforeAll(async () => {
  f = await startProxyFixture();
});
afterAll(() => f.close());

const REFUSED = { detail: 'Invalid or missing API key' };
/** The app's address over real HTTP, listening from the first test that needs it. */
const listening = async () =>
  f.t.app.server.listening
    ? `http://127.0.0.1:${(f.t.app.server.address() as net.AddressInfo).port}`
    : f.t.app.listen({ port: 0, host: '127.0.0.1' });
const upstreamTotal = async () =>
  ((await (await fetch(`${f.upstream.url}/_sample/stats`)).json()) as { total: number }).total;

describe('API key authentication', () => {
  it.each([
    ['no key', null],
    ['a malformed key', 'not-a-key'],
    ['a well-formed key nobody was given', generateApiKey()],
  ])('refuses %s with 401 and the same body', async (_case, key) => {
    const response = await f.call('/api/flashscore/football/live', key);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(REFUSED);
    // The challenge names the key's header, not the dashboard's bearer token.
    expect(response.headers['www-authenticate']).toBe('ApiKey header="X-API-Key"');
  });

  it('refuses a revoked key with the same 401 within a second', async () => {
    const { id, key } = await f.newKey('Soon revoked');
    expect((await f.call('/api/flashscore/football', key)).statusCode).toBe(200);
    await f.t.app.inject({ method: 'POST', url: `/api/api-keys/${id}/revoke`, headers: bearer(f.token) });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const response = await f.call('/api/flashscore/football', key);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(REFUSED);
  });

  it('refuses an expired key with the same 401', async () => {
    const { id, key } = await f.newKey('Expired');
    await f.expireKeyIn(id, -1000);
    const response = await f.call('/api/flashscore/football', key);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(REFUSED);
  });

  it('stops a key in use at its expiry, not up to a cache lifetime later', async () => {
    const { id, key } = await f.newKey('Expiring');
    // 600 ms: time for the first call on a busy machine; checked 150 ms past it, still well before
    // an uncapped lookup (trusted a second from after the update) would lapse.
    const expiresAt = await f.expireKeyIn(id, 600);
    // Looked up and cached now; a lookup is otherwise trusted for a second.
    expect((await f.call('/api/flashscore/football', key)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, expiresAt + 150 - Date.now()));
    const response = await f.call('/api/flashscore/football', key);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(REFUSED);
  });

  it('refuses HEAD without a key as well', async () => {
    const response = await f.t.app.inject({ method: 'HEAD', url: '/api/flashscore/football/live' });
    expect(response.statusCode).toBe(401);
  });

  it('ignores a key passed in the query string', async () => {
    const response = await f.call(`/api/flashscore/football/live?api_key=${f.key}&x-api-key=${f.key}`, null);
    expect(response.statusCode).toBe(401);
  });

  it('does not forward a key found in the URL to the upstream, even beside a valid X-API-Key', async () => {
    const before = await upstreamTotal();
    const response = await f.call(`/api/flashscore/football/live?api_key=${f.key}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/^This URL carries an API key: send it in the X-API-Key header only/);
    expect(await upstreamTotal()).toBe(before);
  });

  it('does not accept a dashboard bearer token in place of a key', async () => {
    const response = await f.t.app.inject({
      method: 'GET',
      url: '/api/flashscore/football/live',
      headers: bearer(f.token),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('only the configured upstream is reachable', () => {
  it.each([
    '/api/flashscore/../../_sample/stats',
    '/api/flashscore/%2e%2e/_sample/stats',
    '/api/flashscore/%252e%252e/%252e%252e/_sample/stats',
    '/api/flashscore/football%2f..%2f..%2f_sample%2fstats',
    '/api/flashscore/http://169.254.169.254/latest/meta-data',
    '/api/flashscore//169.254.169.254/latest',
    '/api/flashscore/football\\..\\..\\_sample',
    '/api/flashscore/user@169.254.169.254/',
  ])('refuses %s without calling the upstream', async (path) => {
    const before = await upstreamTotal();
    const response = await f.call(path);
    // Paths a URL parser would resolve never reach the proxy route (404); the rest are refused there (400).
    expect([400, 404]).toContain(response.statusCode);
    expect(response.json().detail).toEqual(expect.any(String));
    expect(await upstreamTotal()).toBe(before);
  });

  it('refuses a raw dot-segment path sent over real HTTP with 400', async () => {
    const address = await listening();
    const { port } = new URL(address);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.end(
          `GET /api/flashscore/../../_sample/stats HTTP/1.1\r\nHost: x\r\nX-API-Key: ${f.key}\r\nConnection: close\r\n\r\n`,
        );
      });
      let data = '';
      socket.on('data', (chunk) => (data += chunk));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(answer).toContain('Invalid upstream path');
  });

  it('does not follow an upstream redirect', async () => {
    const response = await f.call('/api/flashscore/football/live?_redirect=1');
    expect(response.statusCode).toBe(502);
    expect(response.headers.location).toBeUndefined();
    expect(response.json().detail).toMatch(/redirect, which is not followed/);
  });
});

describe('credentials and headers', () => {
  it("adds the upstream's own credential and never forwards the client's", async () => {
    const guarded = await startProxyFixture(
      { FLASHSCORE_UPSTREAM_KEY: 'upstream-secret' },
      { expectedKey: 'upstream-secret' },
    );
    try {
      expect((await guarded.call('/api/flashscore/football')).statusCode).toBe(200);
      const viaTransfermarkt = await guarded.call('/api/transfermarkt/competitions/GB1/clubs');
      expect(viaTransfermarkt.statusCode).toBe(401);
      expect(viaTransfermarkt.json()).toEqual({ detail: 'Invalid upstream key' });
    } finally {
      await guarded.close();
    }
  });

  it('passes back no upstream cookies or hop-by-hop headers', async () => {
    const response = await f.call('/api/flashscore/football/live');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['keep-alive']).toBeUndefined();
    expect(response.headers['x-api-key']).toBeUndefined();
  });
});

describe('metering', () => {
  it('meters every call of a caller that reuses one X-Request-Id under ids of its own, and answers each with its own id', async () => {
    const { key, id } = await f.newKey('Reused request id');
    const reused = 'same-id-every-time';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        f.t.app.inject({
          method: 'GET',
          url: '/api/flashscore/football/live',
          headers: { 'x-api-key': key, 'x-request-id': reused },
        }),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    await f.flushUsage();
    const events = await f.t.app.deps.orm.em
      .fork()
      .execute<{ request_id: string }[]>('select request_id from usage_events where api_key_id = ?', [id]);
    expect(events).toHaveLength(20);
    expect(new Set(events.map((event) => event.request_id)).size).toBe(20);
    expect(events.map((event) => event.request_id)).not.toContain(reused);
    // Each answer names its own event, so a search of the request log by it finds the call.
    expect(new Set(answers.map((answer) => answer.headers['x-request-id']))).toEqual(
      new Set(events.map((event) => event.request_id)),
    );
  });

  it("keeps metering every other account's calls after one caller's over-long path, which is counted under a bounded name", async () => {
    const address = await listening();
    // The upstream answers the path itself (414), so the call is counted under the path's own name.
    const overLong = await fetch(`${address}/api/flashscore/football/${'x'.repeat(600)}?_status=414`, {
      headers: { 'x-api-key': f.key },
    });
    expect(overLong.status).toBe(414);
    const overLongRequestId = overLong.headers.get('x-request-id');

    const bystander = await f.newAccount('bystander');
    for (let i = 0; i < 50; i++) {
      const answer = await fetch(`${address}/api/flashscore/football/live`, {
        headers: { 'x-api-key': bystander.key },
      });
      await answer.arrayBuffer();
      expect(answer.status).toBe(200);
    }
    await f.flushUsage();

    const em = f.t.app.deps.orm.em.fork();
    const [metered] = await em.execute<{ count: string }[]>('select count(*) from usage_events where api_key_id = ?', [
      bystander.id,
    ]);
    expect(metered!.count).toBe('50');
    const summary = await f.t.app.inject({
      method: 'GET',
      url: '/api/usage/summary',
      headers: bearer(bystander.token),
    });
    expect(summary.json()).toMatchObject({ calls: 50 });
    const [overLongEvent] = await em.execute<{ endpoint: string; status: number }[]>(
      'select endpoint, status from usage_events where request_id = ?',
      [overLongRequestId],
    );
    expect(overLongEvent).toEqual({ endpoint: UNLISTED_PATH, status: 414 });
  });
});
