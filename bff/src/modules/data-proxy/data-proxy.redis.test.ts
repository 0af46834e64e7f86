// Two bff processes sharing one database, one Redis and one upstream: the response cache, key
// revocations and key rotations reach across processes.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { RunningSampleUpstream } from '../../sample-upstream/sample-upstream.js';
import { startProxyReplicas, type ProxyReplicas } from '../../test-support/proxy-replicas.js';
import { type BootedServer, createApiKey } from '../../test-support/server-process.js';
import { TEST_REDIS_URL } from '../../test-support/test-redis.js';

// Redis outlives test runs: every path here carries this run's id so no earlier entry answers it.
const RUN = randomUUID();

type Server = BootedServer;
let replicas: ProxyReplicas | undefined;
let upstream: RunningSampleUpstream;
let first: Server;
let second: Server;
let token: string;
let key: string;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const upstreamCalls = async (path: string) =>
  ((await (await fetch(`${upstream.url}/_sample/stats`)).json()) as { paths: Record<string, number> }).paths[path] ?? 0;

async function call(server: Server, path: string, withKey = key) {
  const response = await fetch(`${server.url}${path}`, { headers: { 'x-api-key': withKey } });
  return { status: response.status, cache: response.headers.get('x-cache'), body: await response.text() };
}

const newKey = () => createApiKey(first.url, token, 'redis');

beforeAll(async () => {
  replicas = await startProxyReplicas(TEST_REDIS_URL, {
    UPSTREAM_TIMEOUT_MS: '1000',
    PROXY_CACHE_TTLS: JSON.stringify({ 'flashscore:/football': 0.3 }),
  });
  ({ upstream, first, second, token, key } = replicas);
}, 180_000);

afterAll(() => replicas?.stop());

describe('response cache with REDIS_URL', () => {
  it('makes exactly one upstream call for 100 identical concurrent misses spread over two processes', async () => {
    // The upstream takes 300 ms, so every call arrives while the first is still out.
    const path = `/api/transfermarkt/clubs/11/players?_delay=300&run=${RUN}`;
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => call(i % 2 === 0 ? first : second, path)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await upstreamCalls('/transfermarkt/clubs/11/players')).toBe(1);
    expect(answers.filter((answer) => answer.cache === 'MISS')).toHaveLength(1);
    expect(answers.filter((answer) => answer.cache === 'HIT')).toHaveLength(99);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it('answers a HIT in one process for what the other one fetched', async () => {
    const path = `/api/transfermarkt/players/706697/profile?run=${RUN}`;
    const fetched = await call(first, path);
    const elsewhere = await call(second, path);
    expect([fetched.cache, elsewhere.cache]).toEqual(['MISS', 'HIT']);
    expect(elsewhere.body).toBe(fetched.body);
    expect(await upstreamCalls('/transfermarkt/players/706697/profile')).toBe(1);
  });
});

describe('key revocation with REDIS_URL', () => {
  it('is refused by the other process within a second of the revocation', async () => {
    const { id, key: doomed } = await newKey();
    const path = `/api/transfermarkt/players/706697/profile?run=${RUN}`;
    // The second process now holds the key in its cache, which with Redis it keeps for 10 s.
    expect((await call(second, path, doomed)).status).toBe(200);
    expect((await call(second, path, doomed)).status).toBe(200);
    const revoked = await fetch(`${first.url}/api/api-keys/${id}/revoke`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.status).toBe(200);
    const since = Date.now();
    let refused = await call(second, path, doomed);
    while (refused.status !== 401 && Date.now() - since < 2000) {
      await sleep(20);
      refused = await call(second, path, doomed);
    }
    expect(refused.status).toBe(401);
    // Without the push the second process would accept the key for up to 10 s.
    expect(Date.now() - since).toBeLessThan(1000);
    expect(JSON.parse(refused.body)).toEqual({ detail: 'Invalid or missing API key' });
  });
});

describe('key rotation with REDIS_URL', () => {
  const rotate = async (id: string, gracePeriod: string) => {
    const response = await fetch(`${first.url}/api/api-keys/${id}/rotate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ grace_period: gracePeriod }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { key: string }).key;
  };

  it('without grace, the replaced secret is refused by the other process at once, though it held it cached', async () => {
    const { id, key: old } = await newKey();
    const path = `/api/transfermarkt/players/706697/profile?run=${RUN}`;
    // The second process now holds the old secret in its cache, which with Redis it keeps for 10 s.
    expect((await call(second, path, old)).status).toBe(200);
    expect((await call(second, path, old)).status).toBe(200);
    const fresh = await rotate(id, 'none');
    const since = Date.now();
    let refused = await call(second, path, old);
    while (refused.status !== 401 && Date.now() - since < 2000) {
      await sleep(20);
      refused = await call(second, path, old);
    }
    expect(refused.status).toBe(401);
    expect(Date.now() - since).toBeLessThan(1000);
    expect((await call(second, path, fresh)).status).toBe(200);
  });

  it('with grace, both secrets work on both processes', async () => {
    const { id, key: old } = await newKey();
    const path = `/api/transfermarkt/players/706697/profile?run=${RUN}`;
    expect((await call(second, path, old)).status).toBe(200);
    const fresh = await rotate(id, '1h');
    for (const server of [first, second]) {
      expect((await call(server, path, old)).status).toBe(200);
      expect((await call(server, path, fresh)).status).toBe(200);
    }
  });
});

describe('stale answers with REDIS_URL', () => {
  it('serves the answer another process fetched, marked STALE, while the upstream is down', async () => {
    const path = `/api/flashscore/football?run=${RUN}`;
    expect((await call(first, path)).cache).toBe('MISS');
    await upstream.close();
    await sleep(400);
    const stale = await call(second, path);
    expect(stale.status).toBe(200);
    expect(stale.cache).toBe('STALE');
  });
});
