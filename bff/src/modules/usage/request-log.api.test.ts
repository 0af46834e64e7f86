// The request log over REST and GraphQL: an account's calls newest first, each filter, cursor
// paging, the search by request id and the CSV export, over calls metered at chosen moments.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { UsageFixture, freezeClock, type Account, type MeteredCall } from '../../test-support/usage-fixture.js';

const NOW = new Date('2030-03-15T10:30:20.000Z');

let f: UsageFixture;
let ana: Account;
let ids: string[];
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  freezeClock(NOW);
  f = await UsageFixture.start();
  ana = await f.account({ keyCount: 2 });
  const [k1, k2] = ana.keys as [string, string];
  const call = (fields: Partial<MeteredCall> & Pick<MeteredCall, 'at'>): MeteredCall => ({
    userId: ana.id,
    apiKeyId: k1,
    provider: 'flashscore',
    endpoint: '/football/live',
    status: 200,
    latencyMs: 5,
    bytes: 10,
    cacheStatus: 'MISS',
    ...fields,
  });
  ids = await f.meter([
    call({ at: at('2030-03-15T10:30:10Z'), cacheStatus: 'HIT', latencyMs: 0.5, bytes: 1234 }), // 0
    call({
      at: at('2030-03-15T10:29:00Z'),
      apiKeyId: k2,
      provider: 'transfermarkt',
      endpoint: '/players/{player_id}/profile',
      path: '/players/8198/profile',
      status: 404,
    }), // 1
    call({ at: at('2030-03-15T09:00:00Z'), status: 503, cacheStatus: 'NONE', method: 'HEAD' }), // 2
    call({ at: at('2030-03-14T12:00:00Z'), status: 304, cacheStatus: 'STALE' }), // 3
    call({ at: at('2030-02-14T00:00:00Z'), path: '/football/live,"quoted"' }), // 4: the log's first day
    call({ at: at('2030-02-13T23:59:59.999Z') }), // 5: past the log's 30 days
  ]);
});
afterAll(async () => {
  await f.close();
  jest.useRealTimers();
});

const log = async (query = '', token = ana.token) => {
  const response = await f.get(`/api/usage/requests${query}`, token);
  expect(response.statusCode).toBe(200);
  return response.json() as { data: Record<string, unknown>[]; next_cursor: string | null; date_from: string };
};
const idsOf = (page: { data: Record<string, unknown>[] }) => page.data.map((row) => row.request_id);

describe('GET /api/usage/requests', () => {
  it("answers the account's calls of the last 30 UTC days, newest first, each with what was called", async () => {
    const page = await log();
    expect(idsOf(page)).toEqual([ids[0], ids[1], ids[2], ids[3], ids[4]]);
    expect(page.date_from).toBe('2030-02-14T00:00:00.000Z');
    expect(page.next_cursor).toBeNull();
    expect(page.data[1]).toEqual({
      occurred_at: '2030-03-15T10:29:00.000Z',
      request_id: ids[1],
      api_key_id: ana.keys[1],
      key_name: 'Key 2',
      method: 'GET',
      path: '/players/8198/profile',
      provider: 'transfermarkt',
      endpoint: '/players/{player_id}/profile',
      status: 404,
      latency_ms: 5,
      bytes: 10,
      cache_status: 'MISS',
    });
    expect(page.data[2]).toMatchObject({ method: 'HEAD', status: 503, cache_status: 'NONE' });
  });

  it.each([
    ['?status_class=4xx', [1]],
    ['?status_class=5xx', [2]],
    ['?status_class=3xx', [3]],
    ['?status_class=2xx', [0, 4]],
    ['?cache_status=HIT', [0]],
    ['?cache_status=STALE', [3]],
    ['?endpoint=/players/{player_id}/profile', [1]],
    // As the top endpoints and the log's rows show it: with the provider's mount path.
    ['?endpoint=/api/transfermarkt/players/{player_id}/profile', [1]],
    ['?date_from=2030-03-15T09:00:00Z&date_to=2030-03-15T10:29:00Z', [2]],
    ['?date_from=2030-03-14&date_to=2030-03-15', [3]],
    ['?date_from=2020-01-01&status_class=2xx', [0, 4]],
    ['?status_class=2xx&cache_status=MISS', [4]],
  ])('filters %s to the matching calls', async (query, expected) => {
    expect(idsOf(await log(query))).toEqual(expected.map((i) => ids[i]));
  });

  it("takes a provider's mount path in the endpoint filter as that provider's calls only: its /{unlisted}, not the other's", async () => {
    const bo = await f.account({ keyCount: 1 });
    const unlisted = (provider: MeteredCall['provider'], path: string, when: string): MeteredCall => ({
      at: at(when),
      userId: bo.id,
      apiKeyId: bo.keys[0]!,
      provider,
      endpoint: '/{unlisted}',
      path,
      status: 404,
      latencyMs: 1,
      bytes: 10,
      cacheStatus: 'NONE',
    });
    const [flashscore, transfermarkt] = await f.meter([
      unlisted('flashscore', '/nothing/here', '2030-03-15T10:00:00Z'),
      unlisted('transfermarkt', '/nor/here', '2030-03-15T10:01:00Z'),
    ]);
    expect(idsOf(await log('?endpoint=/api/transfermarkt/{unlisted}', bo.token))).toEqual([transfermarkt]);
    expect(idsOf(await log('?endpoint=/api/flashscore/{unlisted}', bo.token))).toEqual([flashscore]);
    expect(idsOf(await log('?endpoint=/{unlisted}', bo.token))).toEqual([transfermarkt, flashscore]);
  });

  it("filters by key: the account's own key only", async () => {
    expect(idsOf(await log(`?api_key_id=${ana.keys[1]}`))).toEqual([ids[1]]);
  });

  it('pages by cursor: every call once, in order, the last page without a cursor', async () => {
    const seen: unknown[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await log(`?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...idsOf(page));
      cursor = page.next_cursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(ids.slice(0, 5));
  });

  it('keeps its filters across pages', async () => {
    const first = await log('?limit=1&status_class=2xx');
    expect(idsOf(first)).toEqual([ids[0]]);
    const second = await log(`?limit=1&status_class=2xx&cursor=${first.next_cursor}`);
    expect(idsOf(second)).toEqual([ids[4]]);
    expect(second.next_cursor).toBeNull();
  });

  it('finds a call by the request id its answer carried, and nothing for an id of no call', async () => {
    expect(idsOf(await log(`?request_id=${ids[2]}`))).toEqual([ids[2]]);
    expect(idsOf(await log(`?request_id=${ids[2]!.toUpperCase()}`))).toEqual([ids[2]]);
    expect(idsOf(await log('?request_id=0190c8a2-0000-7000-8000-000000000000'))).toEqual([]);
    expect(idsOf(await log('?request_id=not-an-id'))).toEqual([]);
    // Older than the log's 30 days: gone from it, as from the usage figures' 30d window.
    expect(idsOf(await log(`?request_id=${ids[5]}`))).toEqual([]);
  });

  /** A cursor as the log makes them, around a request id no request is named by. */
  const cursorAround = (requestId: string) => Buffer.from(`1900000000000~${requestId}`).toString('base64url');

  it.each([
    ['?cursor=bm9wZQ', 'cursor'],
    // A NUL hidden in the cursor's base64 reached PostgreSQL, which refuses it in text: a 500.
    [`?cursor=${cursorAround('a\u0000b')}`, 'cursor'],
    [`?cursor=${cursorAround('x'.repeat(129))}`, 'cursor'],
    [`?cursor=${cursorAround("it's")}`, 'cursor'],
    ['?limit=0', 'limit'],
    ['?limit=501', 'limit'],
    ['?status_class=6xx', 'status_class'],
    ['?cache_status=hit', 'cache_status'],
    ['?date_from=yesterday', 'date_from'],
    ['?date_from=2030-03-15&date_to=2030-03-14', 'date_from'],
  ])('refuses %s with a 422 naming %s', async (query, field) => {
    const response = await f.get(`/api/usage/requests${query}`, ana.token);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].loc).toEqual(['query', field]);
  });

  it('refuses a key that is not one of the account’s with a 404', async () => {
    const response = await f.get('/api/usage/requests?api_key_id=not-a-key', ana.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'API key not found' });
  });
});

describe('GET /api/usage/requests/export', () => {
  it('streams the filtered log as a CSV attachment: a header row, then one line per call with ISO times', async () => {
    const response = await f.get('/api/usage/requests/export?status_class=2xx', ana.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="request-log-2030-03-15.csv"');
    const [header, ...rows] = parse(response.body) as string[][];
    expect(header).toEqual([
      'occurred_at',
      'request_id',
      'api_key_id',
      'key_name',
      'method',
      'path',
      'provider',
      'endpoint',
      'status',
      'latency_ms',
      'bytes',
      'cache_status',
    ]);
    expect(rows).toEqual([
      [
        '2030-03-15T10:30:10.000Z',
        ids[0],
        ana.keys[0],
        'Key 1',
        'GET',
        '/football/live',
        'flashscore',
        '/football/live',
        '200',
        '0.5',
        '1234',
        'HIT',
      ],
      [
        '2030-02-14T00:00:00.000Z',
        ids[4],
        ana.keys[0],
        'Key 1',
        'GET',
        '/football/live,"quoted"',
        'flashscore',
        '/football/live',
        '200',
        '5',
        '10',
        'MISS',
      ],
    ]);
  });

  it('answers only the header row when nothing matches', async () => {
    const response = await f.get('/api/usage/requests/export?request_id=nothing', ana.token);
    expect(response.statusCode).toBe(200);
    expect(parse(response.body)).toEqual([[expect.any(String), 'request_id', ...Array(10).fill(expect.any(String))]]);
  });

  it('refuses bad filters with a 422 before anything is streamed', async () => {
    const response = await f.get('/api/usage/requests/export?status_class=1xx', ana.token);
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('GraphQL usageRequestLog', () => {
  const QUERY = `query ($statusClass: String, $cursor: String, $limit: Int!, $requestId: String) {
    usageRequestLog(statusClass: $statusClass, cursor: $cursor, limit: $limit, requestId: $requestId) {
      userId nextCursor data { occurredAt requestId keyName method path status latencyMs bytes cacheStatus endpoint }
    }
  }`;

  it('answers the same rows and pages as REST, in camelCase', async () => {
    const first = await f.graphql(QUERY, { statusClass: '2xx', limit: 1 }, ana.token);
    expect(first.errors).toBeUndefined();
    expect(first.data!.usageRequestLog.userId).toBe(ana.id);
    expect(first.data!.usageRequestLog.data).toEqual([
      {
        occurredAt: '2030-03-15T10:30:10.000Z',
        requestId: ids[0],
        keyName: 'Key 1',
        method: 'GET',
        path: '/football/live',
        status: 200,
        latencyMs: 0.5,
        bytes: 1234,
        cacheStatus: 'HIT',
        endpoint: '/football/live',
      },
    ]);
    const next = await f.graphql(
      QUERY,
      { statusClass: '2xx', limit: 1, cursor: first.data!.usageRequestLog.nextCursor },
      ana.token,
    );
    expect(next.data!.usageRequestLog.data.map((row: { requestId: string }) => row.requestId)).toEqual([ids[4]]);
  });

  it("refuses REST's bad values with REST's words", async () => {
    const answer = await f.graphql(QUERY, { statusClass: '9xx', limit: 1 }, ana.token);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ status: 422 });
    const cursor = Buffer.from('1900000000000~a\u0000b').toString('base64url');
    const withNul = await f.graphql(QUERY, { cursor, limit: 1 }, ana.token);
    expect(withNul.errors?.[0]?.extensions).toMatchObject({ status: 422 });
  });
});
