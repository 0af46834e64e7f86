import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inTransaction } from '../../db/pool-transaction.js';
import { timeOrderedUuid } from '../../shared/ids.js';
import { startProxyFixture, type ProxyFixture } from '../../test-support/proxy-fixture.js';
import { bearer } from '../../test-support/test-app.js';
import { closeEveryRollupBucket } from '../../test-support/rollups.js';
import { UNLISTED_PATH } from './proxy-path.js';
import { UsageBatchWriter } from '../usage/metering/usage-batch-writer.js';

let f: ProxyFixture;
beforeAll(async () => {
  f = await startProxyFixture();
});
afterAll(() => f.close());

describe('GET /api/flashscore/{path} and /api/transfermarkt/{path}', () => {
  it('forwards path and query to the upstream and returns its JSON, labelled as sample data', async () => {
    const response = await f.call('/api/transfermarkt/players/search/rodri?page_number=1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ query: 'rodri', pageNumber: 1 });
    expect(response.headers['x-sample-data']).toBe('true');
  });

  it('answers from the cache on the second identical call', async () => {
    const first = await f.call('/api/flashscore/football/today');
    const second = await f.call('/api/flashscore/football/today');
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(await f.upstreamCalls('/flashscore/football/today')).toBe(1);
  });

  it('carries the rate-limit headers on every answer', async () => {
    const response = await f.call('/api/flashscore/football/live');
    expect(Number(response.headers['x-ratelimit-limit'])).toBe(100000);
    expect(Number(response.headers['x-ratelimit-remaining'])).toBeLessThan(100000);
    const reset = Number(response.headers['x-ratelimit-reset']);
    expect(reset % 86400).toBe(0);
    expect(reset * 1000).toBeGreaterThan(Date.now());
  });

  it('gives every answer, from the upstream or the cache, its request id, JSON type, exact length and X-Cache', async () => {
    const path = '/api/flashscore/football/today?headers-check=1';
    for (const cacheStatus of ['MISS', 'HIT']) {
      const response = await f.call(path);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-request-id']).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(response.headers['x-cache']).toBe(cacheStatus);
    }
    const traced = await f.t.app.inject({
      method: 'GET',
      url: path,
      headers: { 'x-api-key': f.key, 'x-request-id': 'trace-7.proxy' },
    });
    // A caller's own id is answered with the id the call is logged under (the request log finds it).
    expect(traced.headers['x-request-id']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    const failed = await f.call('/api/transfermarkt/players/999999998/profile');
    expect(failed.statusCode).toBe(404);
    expect(failed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(failed.headers['x-ratelimit-remaining']).toBeDefined();
  });

  it('passes upstream errors through with their status', async () => {
    const response = await f.call('/api/transfermarkt/players/999999999/profile');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Player not found' });
  });

  it('answers HEAD without a body and every other method, OPTIONS included, with 405 naming GET and HEAD', async () => {
    const head = await f.t.app.inject({
      method: 'HEAD',
      url: '/api/flashscore/football/live',
      headers: { 'x-api-key': f.key },
    });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const get = await f.call('/api/flashscore/football/live');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'] as const) {
      const refused = await f.t.app.inject({
        method,
        url: '/api/flashscore/football/live',
        headers: { 'x-api-key': f.key },
      });
      expect([method, refused.statusCode, refused.headers.allow, refused.json()]).toEqual([
        method,
        405,
        'GET, HEAD',
        { detail: 'Method Not Allowed: the data API is read-only' },
      ]);
    }
  });

  it('makes exactly one upstream call for 100 concurrent identical misses', async () => {
    const path = '/api/transfermarkt/clubs/11/players';
    const answers = await Promise.all(Array.from({ length: 100 }, () => f.call(path)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await f.upstreamCalls('/transfermarkt/clubs/11/players')).toBe(1);
  });
});

describe("a listed endpoint's query parameters", () => {
  it('refuses a value its pattern does not allow with a 422 naming it, before anything is counted, metered or forwarded', async () => {
    const { token, key } = await f.newAccount('query-checks');
    const upstreamBefore = await f.upstreamCalls('/flashscore/football/today');
    const refused = await f.call('/api/flashscore/football/today?day=9', key);
    expect([refused.statusCode, refused.json().detail]).toEqual([
      422,
      [
        {
          loc: ['query', 'day'],
          msg: 'Not a valid day: offset in days from today, -7 to 7, for example 0',
          type: 'string_pattern_mismatch',
        },
      ],
    ]);
    expect(refused.headers['x-ratelimit-remaining']).toBeUndefined();
    const page = await f.call('/api/transfermarkt/players/search/rodri?page_number=12345678901', key);
    expect([page.statusCode, page.json().detail[0].loc]).toEqual([422, ['query', 'page_number']]);
    expect(await f.upstreamCalls('/flashscore/football/today')).toBe(upstreamBefore);

    await new Promise((resolve) => setTimeout(resolve, 1100)); // the plan's per-second rate
    const allowed = await f.call('/api/flashscore/football/today?day=-3', key);
    expect(allowed.statusCode).toBe(200);
    // The first call the quota counted: the refusals cost nothing, and no log holds them.
    expect(Number(allowed.headers['x-ratelimit-remaining'])).toBe(Number(allowed.headers['x-ratelimit-limit']) - 1);
    await f.flushUsage();
    const log = await f.t.app.inject({ method: 'GET', url: '/api/usage/requests', headers: bearer(token) });
    expect(log.json().data.map((row: { status: number }) => row.status)).toEqual([200]);
  });
});

describe('answers without a body', () => {
  it('passes an upstream 204 on without Content-Type or Content-Length', async () => {
    const emptyUpstream = createServer((_request, response) => response.writeHead(204).end());
    await new Promise<void>((resolve) => emptyUpstream.listen(0, '127.0.0.1', resolve));
    const g = await startProxyFixture({
      FLASHSCORE_UPSTREAM_URL: `http://127.0.0.1:${(emptyUpstream.address() as AddressInfo).port}`,
    });
    try {
      const response = await g.call('/api/flashscore/football/live');
      expect(response.statusCode).toBe(204);
      expect(response.headers['content-type']).toBeUndefined();
      expect(response.headers['content-length']).toBeUndefined();
      expect(response.headers['x-cache']).toBe('MISS');
      expect(response.headers['x-ratelimit-remaining']).toBeDefined();
    } finally {
      await g.close();
      emptyUpstream.close();
    }
  });
});

describe('metering', () => {
  it('records every answered call once, with the endpoint normalised', async () => {
    const { key, id } = await f.newKey('Metered');
    for (const player of ['706697', '808201', '706697'])
      await f.call(`/api/transfermarkt/players/${player}/profile`, key);
    await f.flushUsage();
    const em = f.t.app.deps.orm.em.fork();
    const events = await em.execute<{ endpoint: string; status: number; cache_status: string }[]>(
      'select endpoint, status, cache_status from usage_events where api_key_id = ? order by occurred_at',
      [id],
    );
    expect(events.map((event) => event.endpoint)).toEqual(Array(3).fill('/players/{player_id}/profile'));
    expect(events.map((event) => event.cache_status)).toEqual(['MISS', 'MISS', 'HIT']);
    await closeEveryRollupBucket(f.t.app.deps.orm);
    const rollups = await em.execute<{ bucket_size: string; calls: number; cache_hits: number }[]>(
      `select bucket_size, calls, cache_hits from usage_rollups
       where grain = 'key' and api_key_id = ? and subject_id = (select user_id from api_keys where id = ?) order by bucket_size`,
      [id, id],
    );
    expect(rollups).toEqual([
      { bucket_size: 'day', calls: 3, cache_hits: 1 },
      { bucket_size: 'hour', calls: 3, cache_hits: 1 },
      { bucket_size: 'minute', calls: 3, cache_hits: 1 },
      { bucket_size: 'week', calls: 3, cache_hits: 1 },
    ]);
    const [touched] = await em.execute<{ last_used_at: Date | null }[]>(
      'select last_used_at from api_keys where id = ?',
      [id],
    );
    expect(touched!.last_used_at).not.toBeNull();
  });

  it('counts paths the catalog does not list and the upstream did not find under one endpoint, and keeps a listed path its own', async () => {
    const { key, id } = await f.newKey('Typos');
    const paths = [
      '/api/transfermarkt/playres/706697/profile',
      '/api/transfermarkt/wp-admin/setup.php',
      '/api/transfermarkt/players/999999999/profile',
      '/api/transfermarkt/players/706697/profile',
    ];
    for (const path of paths) await f.call(path, key);
    await f.flushUsage();
    const events = await f.t.app.deps.orm.em
      .fork()
      .execute<{ endpoint: string; status: number }[]>(
        'select endpoint, status from usage_events where api_key_id = ? order by occurred_at',
        [id],
      );
    expect(events).toEqual([
      { endpoint: UNLISTED_PATH, status: 404 },
      { endpoint: UNLISTED_PATH, status: 404 },
      { endpoint: '/players/{player_id}/profile', status: 404 },
      { endpoint: '/players/{player_id}/profile', status: 200 },
    ]);
  });

  it('counts calls the proxy refuses to paths the catalog does not list under the same one endpoint, and a listed path under its own', async () => {
    const limited = await startProxyFixture({ PLAN_FREE_PER_SECOND: '1' });
    try {
      const { key, id } = await limited.newKey('Scanner');
      const listed = '/api/flashscore/football/live';
      const paths = ['/api/flashscore/scan-a/xa', '/api/flashscore/scan-b/xb', '/api/flashscore/scan-c/xc', listed];
      // At once, so that one gets through (404 or 200) and the others are refused for the rate.
      const answers = await Promise.all(paths.map((path) => limited.call(path, key)));
      const refusedUnlisted = answers.filter((answer, index) => answer.statusCode === 429 && paths[index] !== listed);
      expect(refusedUnlisted.length).toBeGreaterThanOrEqual(1);
      await limited.flushUsage();
      const events = await limited.t.app.deps.orm.em
        .fork()
        .execute<{ request_id: string; endpoint: string; status: number }[]>(
          'select request_id::text as request_id, endpoint, status from usage_events where api_key_id = ?',
          [id],
        );
      const eventOf = (index: number) =>
        events.find((event) => event.request_id === answers[index]!.headers['x-request-id']);
      expect(paths.map((_, index) => eventOf(index))).toEqual(
        paths.map((path, index) => ({
          request_id: answers[index]!.headers['x-request-id'],
          endpoint: path === listed ? '/football/live' : UNLISTED_PATH,
          status: answers[index]!.statusCode,
        })),
      );
    } finally {
      await limited.close();
    }
  });

  it('counts a batch once when its commit went through, the answer was lost and it is written again', async () => {
    const { id } = await f.newKey('Lost commit answer');
    const em = f.t.app.deps.orm.em.fork();
    const [owner] = await em.execute<{ user_id: string }[]>('select user_id from api_keys where id = ?', [id]);
    const failures: unknown[] = [];
    let answersToLose = 1;
    const pool = await f.t.app.deps.orm.em.getConnection().getNativeClient();
    const writer = new UsageBatchWriter(
      pool,
      { error: (details: unknown) => failures.push(details) },
      async (pool, work) => {
        await inTransaction(pool, work);
        if (answersToLose-- > 0) throw new Error('connection lost after COMMIT');
      },
    );
    for (const status of [200, 404, 500]) {
      writer.add({
        requestId: timeOrderedUuid(),
        occurredAt: new Date(),
        userId: owner!.user_id,
        apiKeyId: id,
        provider: 'flashscore',
        endpoint: '/football',
        status,
        latencyMs: 3,
        bytes: 10,
        cacheStatus: 'MISS',
        method: 'GET',
        path: '/football',
      });
    }
    await writer.flush(); // committed, but the writer cannot know: it keeps the batch
    expect(failures).toHaveLength(1);
    await writer.flush(); // the same batch again, recognised by its id
    expect(failures).toHaveLength(1);
    const events = await em.execute<{ status: number }[]>(
      'select status from usage_events where api_key_id = ? order by status',
      [id],
    );
    expect(events.map((event) => event.status)).toEqual([200, 404, 500]);
    await closeEveryRollupBucket(f.t.app.deps.orm);
    const [day] = await em.execute<{ calls: number; server_errors: number }[]>(
      "select calls, server_errors from usage_rollups where grain = 'key' and api_key_id = ? and bucket_size = 'day' and subject_id = ?",
      [id, owner!.user_id],
    );
    expect(day).toEqual({ calls: 3, server_errors: 1 });
  });

  it("writes a batch into its day's partition, and one that spans a midnight into both days'", async () => {
    const { id } = await f.newKey('Partitions');
    const em = f.t.app.deps.orm.em.fork();
    const [owner] = await em.execute<{ user_id: string }[]>('select user_id from api_keys where id = ?', [id]);
    const pool = await f.t.app.deps.orm.em.getConnection().getNativeClient();
    const failures: unknown[] = [];
    const writer = new UsageBatchWriter(pool, { error: (details: unknown) => failures.push(details) });
    const midnight = Math.floor(Date.now() / 86_400_000) * 86_400_000;
    const write = async (...times: number[]) => {
      for (const at of times) {
        writer.add({
          requestId: timeOrderedUuid(),
          occurredAt: new Date(at),
          userId: owner!.user_id,
          apiKeyId: id,
          provider: 'flashscore',
          endpoint: '/football',
          status: 200,
          latencyMs: 3,
          bytes: 10,
          cacheStatus: 'MISS',
          method: 'GET',
          path: '/football',
        });
      }
      await writer.flush();
    };
    await write(midnight + 1000, midnight + 2000); // one day
    await write(midnight - 100, midnight + 100); // across a midnight
    expect(failures).toEqual([]);
    const stored = await em.execute<{ partition: string; events: string }[]>(
      'select tableoid::regclass::text as partition, count(*) as events from usage_events where api_key_id = ? group by 1 order by 1',
      [id],
    );
    const day = (ms: number) => `usage_events_${new Date(ms).toISOString().slice(0, 10).replaceAll('-', '')}`;
    expect(stored).toEqual([
      { partition: day(midnight - 100), events: '1' },
      { partition: day(midnight), events: '3' },
    ]);
  });
});

describe('account limits', () => {
  it('shares the daily quota across all keys of an account and names it when it runs out', async () => {
    const limited = await startProxyFixture({ PLAN_FREE_PER_DAY: '3' });
    try {
      const second = await limited.newKey('Second');
      expect((await limited.call('/api/flashscore/football')).statusCode).toBe(200);
      expect((await limited.call('/api/flashscore/football', second.key)).statusCode).toBe(200);
      expect((await limited.call('/api/flashscore/football')).statusCode).toBe(200);
      const refused = await limited.call('/api/flashscore/football', second.key);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().detail).toMatch(
        /^Daily quota of 3 requests for the free plan is used up; it resets at \d{4}-\d\d-\d\dT00:00:00Z$/,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    } finally {
      await limited.close();
    }
  });

  it("resumes today's quota after a restart instead of starting it at zero", async () => {
    const limited = await startProxyFixture({ PLAN_FREE_PER_DAY: '3', PLAN_FREE_PER_SECOND: '2' });
    try {
      // Two calls and one refused for the rate (which does not count against the quota).
      const first = await Promise.all(Array.from({ length: 3 }, () => limited.call('/api/flashscore/football')));
      expect(first.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 429]);
      await limited.t.restart();
      const resumed = await limited.call('/api/flashscore/football');
      expect(resumed.statusCode).toBe(200);
      expect(resumed.headers['x-ratelimit-remaining']).toBe('0');
      const refused = await limited.call('/api/transfermarkt/players/search/rodri');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().detail).toMatch(/^Daily quota of 3 requests/);
    } finally {
      await limited.close();
    }
  });

  it('answers 429 with Retry-After over the per-second rate', async () => {
    const limited = await startProxyFixture({ PLAN_FREE_PER_SECOND: '2' });
    try {
      const answers = await Promise.all(Array.from({ length: 4 }, () => limited.call('/api/flashscore/football')));
      const refused = answers.filter((answer) => answer.statusCode === 429);
      expect(refused).toHaveLength(2);
      expect(refused[0]!.headers['retry-after']).toBe('1');
      expect(refused[0]!.json().detail).toBe('Rate limit of 2 requests per second exceeded for the free plan');
    } finally {
      await limited.close();
    }
  });
});
