import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { NOT_ENOUGH_PRIVILEGES } from '../../test-support/test-app.js';
import { UsageFixture, freezeClock, type Account } from '../../test-support/usage-fixture.js';

const NOW = new Date('2030-03-15T10:30:20.000Z');
const PATHS = ['summary', 'timeseries', 'top-endpoints', 'keys', 'statuses'] as const;
const GRAPHQL_FIELDS: Record<(typeof PATHS)[number], string> = {
  summary: 'usageSummary(userId: $userId) { calls userId }',
  timeseries: 'usageTimeseries(userId: $userId) { userId data { calls } }',
  'top-endpoints': 'usageTopEndpoints(userId: $userId) { userId data { calls } }',
  keys: 'usageKeys(userId: $userId) { userId data { id calls } }',
  statuses: 'usageStatuses(userId: $userId) { userId data { statusClass calls } }',
};

let f: UsageFixture;
let ana: Account;
let bob: Account;
let admin: Account;

beforeAll(async () => {
  freezeClock(NOW);
  f = await UsageFixture.start();
  ({ ana, bob, admin } = await f.twoAccountsAndTheSuperuser());
  const base = {
    provider: 'flashscore',
    endpoint: '/football/live',
    status: 200,
    latencyMs: 5,
    bytes: 10,
    cacheStatus: 'NONE' as const,
  };
  await f.meter([
    { ...base, at: new Date('2030-03-15T10:00:00Z'), userId: ana.id, apiKeyId: ana.keys[0]! },
    { ...base, at: new Date('2030-03-15T10:00:00Z'), userId: bob.id, apiKeyId: bob.keys[0]! },
    { ...base, at: new Date('2030-03-15T10:01:00Z'), userId: bob.id, apiKeyId: bob.keys[0]!, status: 503 },
  ]);
});
afterAll(async () => {
  await f.close();
  jest.useRealTimers();
});

describe('without a session', () => {
  it.each(PATHS)('/api/usage/%s answers 401', async (path) => {
    const response = await f.t.app.inject({ method: 'GET', url: `/api/usage/${path}` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Not authenticated' });
  });

  it.each(PATHS)('GraphQL %s answers UNAUTHENTICATED', async (path) => {
    const response = await f.t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: `query ($userId: String) { ${GRAPHQL_FIELDS[path]} }`, variables: {} },
    });
    expect(response.json().errors[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
  });

  it('answers 403 for a bad token', async () => {
    expect((await f.get('/api/usage/summary', 'not-a-token')).statusCode).toBe(403);
  });
});

describe('user_id for a normal user', () => {
  it.each(PATHS)("/api/usage/%s refuses another user's id, 'all' and anything else with 403", async (path) => {
    for (const userId of [bob.id, admin.id, 'all', 'ALL', 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const response = await f.get(`/api/usage/${path}?user_id=${encodeURIComponent(userId)}`, ana.token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(NOT_ENOUGH_PRIVILEGES);
    }
  });

  it.each(PATHS)('/api/usage/%s accepts their own id', async (path) => {
    const response = await f.get(`/api/usage/${path}?user_id=${ana.id}`, ana.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().user_id).toBe(ana.id);
    const upper = await f.get(`/api/usage/${path}?user_id=${ana.id.toUpperCase()}`, ana.token);
    expect(upper.statusCode).toBe(200);
  });

  it.each(PATHS)('GraphQL %s refuses another user with FORBIDDEN', async (path) => {
    for (const userId of [bob.id, 'all']) {
      const body = await f.graphql(`query ($userId: String) { ${GRAPHQL_FIELDS[path]} }`, { userId }, ana.token);
      expect(body.data).toBeNull();
      expect(body.errors?.[0]).toMatchObject({
        message: NOT_ENOUGH_PRIVILEGES.detail,
        extensions: { code: 'FORBIDDEN', status: 403 },
      });
    }
  });

  it('never shows another user’s calls, not even through their key', async () => {
    const keys = (await f.get('/api/usage/keys?window=90d', ana.token)).json();
    expect(keys.data.map((k: { id: string }) => k.id)).toEqual([ana.keys[0]]);
    expect((await f.get('/api/usage/summary', ana.token)).json().calls).toBe(1);
    expect((await f.get('/api/usage/top-endpoints', ana.token)).json().data[0].calls).toBe(1);
  });

  it('never shows another user’s status codes: only their own, and 404 for a key of theirs', async () => {
    type Row = { status_codes: { status_code: number; calls: number }[] };
    const codesOf = (data: Row[]) => data.flatMap((row) => row.status_codes.map((c) => [c.status_code, c.calls]));
    expect(codesOf((await f.get('/api/usage/statuses?window=90d', ana.token)).json().data)).toEqual([[200, 1]]);
    const graphql = await f.graphql(
      'query { usageStatuses(window: "90d") { data { statusCodes { statusCode calls } } } }',
      {},
      ana.token,
    );
    expect(
      graphql.data!.usageStatuses.data.flatMap((row: { statusCodes: { statusCode: number }[] }) =>
        row.statusCodes.map((c) => c.statusCode),
      ),
    ).toEqual([200]);
    const theirKey = await f.get(`/api/usage/statuses?api_key_id=${bob.keys[0]}`, ana.token);
    expect(theirKey.statusCode).toBe(404);
    expect(theirKey.json()).toEqual({ detail: 'API key not found' });
    const csv = await f.get(`/api/usage/statuses.csv?window=90d`, ana.token);
    expect(csv.body).not.toContain('503');
  });
});

describe('user_id for a superuser', () => {
  it.each(PATHS)('/api/usage/%s shows the superuser’s own usage by default', async (path) => {
    const body = (await f.get(`/api/usage/${path}`, admin.token)).json();
    expect(body.user_id).toBe(admin.id);
  });

  it.each(PATHS)('/api/usage/%s shows another user, or the whole platform with all', async (path) => {
    const bobs = await f.get(`/api/usage/${path}?user_id=${bob.id}`, admin.token);
    expect(bobs.statusCode).toBe(200);
    expect(bobs.json().user_id).toBe(bob.id);
    const all = await f.get(`/api/usage/${path}?user_id=all`, admin.token);
    expect(all.statusCode).toBe(200);
    expect(all.json().user_id).toBeNull();
  });

  it('sees the right numbers for each choice', async () => {
    expect((await f.get('/api/usage/summary', admin.token)).json().calls).toBe(0);
    expect((await f.get(`/api/usage/summary?user_id=${bob.id}`, admin.token)).json().calls).toBe(2);
    expect((await f.get('/api/usage/summary?user_id=all', admin.token)).json().calls).toBe(3);
    const body = await f.graphql(
      'query ($userId: String) { usageSummary(userId: $userId) { calls userId quota { used } } }',
      { userId: 'all' },
      admin.token,
    );
    expect(body.data!.usageSummary).toEqual({ calls: 3, userId: null, quota: null });
  });

  it('sees the chosen account’s status codes, and the whole platform’s with all', async () => {
    type Row = { status_codes: { status_code: number; calls: number }[] };
    const codes = async (userId: string) =>
      ((await f.get(`/api/usage/statuses?user_id=${userId}`, admin.token)).json().data as Row[]).flatMap((row) =>
        row.status_codes.map((c) => [c.status_code, c.calls]),
      );
    expect(await codes(bob.id)).toEqual([
      [200, 1],
      [503, 1],
    ]);
    expect(await codes('all')).toEqual([
      [200, 2],
      [503, 1],
    ]);
  });

  it('gets 404 for an unknown user, without the message that ends a dashboard session, and 422 for a malformed one', async () => {
    const unknown = await f.get('/api/usage/summary?user_id=00000000-0000-4000-8000-000000000000', admin.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'The user with this id does not exist in the system' });
    const malformed = await f.get('/api/usage/keys?user_id=bob', admin.token);
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().detail[0]).toMatchObject({ loc: ['query', 'user_id'] });
  });
});

describe('api_key_id', () => {
  const series = (query: string, token: string) => f.get(`/api/usage/timeseries?interval=hour&${query}`, token);

  it("answers 404 for someone else's key, as for an unknown or malformed one", async () => {
    for (const keyId of [bob.keys[0]!, '00000000-0000-4000-8000-000000000000', 'not-a-key']) {
      const response = await series(`api_key_id=${keyId}`, ana.token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'API key not found' });
    }
    const body = await f.graphql(
      'query ($k: ID) { usageTimeseries(apiKeyId: $k) { interval } }',
      { k: bob.keys[0] },
      ana.token,
    );
    expect(body.errors?.[0]).toMatchObject({
      message: 'API key not found',
      extensions: { code: 'NOT_FOUND', status: 404 },
    });
  });

  it("accepts the caller's own key", async () => {
    const response = await series(`api_key_id=${ana.keys[0]}`, ana.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.reduce((sum: number, b: { calls: number }) => sum + b.calls, 0)).toBe(1);
  });

  it("lets a superuser filter by the chosen user's keys, or any key platform-wide", async () => {
    expect((await series(`api_key_id=${bob.keys[0]}`, admin.token)).statusCode).toBe(404); // admin's own usage
    expect((await series(`user_id=${ana.id}&api_key_id=${bob.keys[0]}`, admin.token)).statusCode).toBe(404);
    const bobs = await series(`user_id=${bob.id}&api_key_id=${bob.keys[0]}`, admin.token);
    expect(bobs.statusCode).toBe(200);
    const all = await series(`user_id=all&api_key_id=${bob.keys[0]}`, admin.token);
    expect(all.json().data.reduce((sum: number, b: { calls: number }) => sum + b.calls, 0)).toBe(2);
  });
});

describe('CSV exports', () => {
  const EXPORTS = ['timeseries', 'top-endpoints', 'keys', 'statuses'] as const;

  it.each(EXPORTS)('/api/usage/%s.csv answers 401 without a session', async (path) => {
    const response = await f.t.app.inject({ method: 'GET', url: `/api/usage/${path}.csv` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Not authenticated' });
  });

  it.each(EXPORTS)("/api/usage/%s.csv refuses a normal user another account's usage with 403", async (path) => {
    for (const userId of [bob.id, 'all']) {
      const response = await f.get(`/api/usage/${path}.csv?user_id=${userId}`, ana.token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(NOT_ENOUGH_PRIVILEGES);
    }
  });

  it.each(['timeseries', 'statuses'] as const)(
    "/api/usage/%s.csv answers 404 for another account's key, as for an unknown one",
    async (path) => {
      const response = await f.get(`/api/usage/${path}.csv?api_key_id=${bob.keys[0]}`, ana.token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'API key not found' });
    },
  );

  it.each(EXPORTS)("/api/usage/%s.csv gives a superuser another account's figures", async (path) => {
    const response = await f.get(`/api/usage/${path}.csv?user_id=${bob.id}`, admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="usage-/);
    if (path === 'keys') expect(response.body).toContain(bob.keys[0]);
    if (path === 'statuses') {
      expect(response.body).toContain('success,100-399,200,OK,1,');
      expect(response.body).toContain('server_error,500 and above,503,Service Unavailable,1,');
    }
  });
});
