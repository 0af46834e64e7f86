// Two bff processes sharing one database, one Redis and one upstream: the status either answers
// counts the calls made through both, and a breaker open in one is the deployment's. And a
// process whose Redis stops answering still answers, with its own figures, and says so.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { freePort } from '../../test-support/free-port.js';
import { startProxyFixture } from '../../test-support/proxy-fixture.js';
import { startProxyReplicas, type ProxyReplicas } from '../../test-support/proxy-replicas.js';
import type { BootedServer } from '../../test-support/server-process.js';
import { startTcpGate } from '../../test-support/tcp-gate.js';
import { ProviderCallStats } from './provider-call-stats.js';
import { ProviderStatusRedis } from './provider-status.redis.js';
import { TEST_REDIS_URL } from '../../test-support/test-redis.js';

// A database of its own on the shared Redis: other test runs' processes report in database 0.
const REDIS = new URL(TEST_REDIS_URL);
const REDIS_URL = `redis://${REDIS.host}/9`;

type Server = BootedServer;
type Status = Record<string, unknown> & { provider: string; five_minute_calls: number; last_hour_calls: number };
let replicas: ProxyReplicas | undefined;
let first: Server;
let second: Server;
let key: string;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function statusOf(server: Server, provider: string): Promise<Status> {
  const response = await fetch(`${server.url}/api/status`);
  expect(response.status).toBe(200);
  const { providers } = (await response.json()) as { providers: Status[] };
  return providers.find((status) => status.provider === provider)!;
}

/** Reads the status until it shows what `isShown` waits for (the processes send once a second), or gives up after 10 s. */
async function statusShowing(server: Server, provider: string, isShown: (status: Status) => boolean) {
  let status = await statusOf(server, provider);
  for (let tries = 0; tries < 50 && !isShown(status); tries++) {
    await sleep(200);
    status = await statusOf(server, provider);
  }
  return status;
}

const call = async (server: Server, path: string) =>
  (await fetch(`${server.url}${path}`, { headers: { 'x-api-key': key } })).status;

beforeAll(async () => {
  // The second process's transfermarkt upstream refuses connections: only its breaker opens.
  replicas = await startProxyReplicas(
    REDIS_URL,
    { UPSTREAM_BREAKER_OPEN_MS: '60000' },
    { TRANSFERMARKT_UPSTREAM_URL: `http://127.0.0.1:${await freePort()}/transfermarkt` },
  );
  ({ first, second, key } = replicas);
}, 180_000);

afterAll(() => replicas?.stop());

describe('provider status with REDIS_URL', () => {
  it('counts the calls made through both processes in one status, whichever process answers it', async () => {
    const before = await statusOf(first, 'flashscore');
    const run = Date.now();
    for (let i = 0; i < 3; i++) expect(await call(first, `/api/flashscore/football/live?run=${run}&n=${i}`)).toBe(200);
    for (let i = 0; i < 4; i++)
      expect(await call(second, `/api/flashscore/football/today?run=${run}&n=${i}`)).toBe(200);
    const expected = before.five_minute_calls + 7;
    for (const server of [first, second]) {
      const status = await statusShowing(server, 'flashscore', (shown) => shown.five_minute_calls >= expected);
      expect(status).toMatchObject({
        scope: 'deployment',
        processes: 2,
        five_minute_calls: expected,
        last_hour_calls: before.last_hour_calls + 7,
      });
    }
  });

  it('shows the latest failure whichever process saw it', async () => {
    const startedAt = Date.now();
    expect(await call(second, `/api/flashscore/football/live?_status=500&run=${startedAt}`)).toBe(500);
    const status = await statusShowing(
      first,
      'flashscore',
      (shown) => Date.parse(String(shown.last_failure_at)) >= startedAt,
    );
    expect(status.last_failure_kind).toBe('server-error');
  });

  it("shows a breaker open in one of the two processes as the deployment's, and that it is one of two", async () => {
    for (let i = 0; i < 5; i++) expect(await call(second, `/api/transfermarkt/players/search/x${i}`)).toBe(502);
    expect(await call(second, '/api/transfermarkt/players/search/open')).toBe(503);
    expect(await call(first, '/api/transfermarkt/players/search/rodri')).toBe(200);
    const status = await statusShowing(first, 'transfermarkt', (shown) => shown.breaker_state === 'open');
    expect(status).toMatchObject({
      breaker_state: 'open',
      breaker_open_processes: 1,
      processes: 2,
      is_degraded: true,
      last_failure_kind: 'connection-refused',
    });
    expect((await statusOf(first, 'flashscore')).breaker_state).toBe('closed');
  });
});

describe('provider status when Redis stops answering', () => {
  it("answers with this process's own figures, says they are only this process's, and sends them once Redis is back", async () => {
    // A database of its own, emptied first: the figures compared are absolute.
    const redis = new Redis(`redis://${REDIS.host}/10`);
    await redis.flushdb();
    await redis.quit();
    const gate = await startTcpGate({ host: REDIS.hostname, port: Number(REDIS.port || 6379) });
    const fixture = await startProxyFixture({ REDIS_URL: `redis://127.0.0.1:${gate.port}/10` });
    let isShut = false;
    try {
      const read = async () =>
        ((await fixture.t.app.inject({ method: 'GET', url: '/api/status' })).json().providers as Status[])[0]!;
      expect((await read()).scope).toBe('deployment');
      gate.shut();
      isShut = true;
      await sleep(1100); // past the second an answer is reused for
      const run = Date.now();
      for (let i = 0; i < 2; i++)
        expect((await fixture.call(`/api/flashscore/football/live?run=${run}&n=${i}`)).statusCode).toBe(200);
      const status = await read();
      expect(status).toMatchObject({ provider: 'flashscore', scope: 'process', processes: 1, five_minute_calls: 2 });

      // Redis back: the deployment's figures again, the calls counted while it was away included.
      gate.reopen();
      isShut = false;
      let again = await read();
      for (let tries = 0; tries < 50 && again.scope !== 'deployment'; tries++) {
        await sleep(200);
        again = await read();
      }
      expect(again).toMatchObject({ scope: 'deployment', five_minute_calls: 2 });
    } finally {
      if (isShut) gate.reopen();
      await fixture.close();
      await gate.close();
    }
  }, 30_000);
});

describe('the send to Redis', () => {
  it("adds a send's figures once when it arrives twice (a timed-out send that Redis ran, sent again)", async () => {
    const redis = new Redis(`redis://${REDIS.host}/11`);
    try {
      await redis.flushdb();
      const shared = new ProviderStatusRedis(redis);
      const stats = new ProviderCallStats();
      stats.succeeded(3);
      stats.failed(40, 'timeout');
      const unsent = [{ provider: 'flashscore' as const, ...stats.unsent() }];
      const report = { at: Date.now(), states: { flashscore: 'closed' as const } };
      await shared.send('process-a', 1, report, unsent);
      await shared.send('process-a', 1, report, unsent);
      const minute = unsent[0]!.minutes[0]!.minute;
      const { figures } = await shared.read(['flashscore'], minute, minute);
      expect(figures.flashscore!.minutes[0]!.slice(0, 2)).toEqual([2, 1]);
      await shared.send('process-a', 2, report, unsent);
      expect((await shared.read(['flashscore'], minute, minute)).figures.flashscore!.minutes[0]![0]).toBe(4);
    } finally {
      await redis.quit();
    }
  });
});
