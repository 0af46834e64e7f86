// Whose request log a caller may read or export: their own; a superuser anyone's (never the
// whole platform's at once); another account's key or request id shows nothing of it.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { NOT_ENOUGH_PRIVILEGES } from '../../test-support/test-app.js';
import { UsageFixture, freezeClock, type Account } from '../../test-support/usage-fixture.js';

const NOW = new Date('2030-03-15T10:30:20.000Z');
const PATHS = ['/api/usage/requests', '/api/usage/requests/export'] as const;

let f: UsageFixture;
let ana: Account;
let bob: Account;
let admin: Account;
let bobsCall: string;

beforeAll(async () => {
  freezeClock(NOW);
  f = await UsageFixture.start();
  ({ ana, bob, admin } = await f.twoAccountsAndTheSuperuser());
  const base = { provider: 'flashscore', endpoint: '/football/live', status: 200, latencyMs: 5, bytes: 10 };
  [, bobsCall] = (await f.meter([
    { ...base, cacheStatus: 'MISS', at: new Date('2030-03-15T10:00:00Z'), userId: ana.id, apiKeyId: ana.keys[0]! },
    { ...base, cacheStatus: 'HIT', at: new Date('2030-03-15T10:01:00Z'), userId: bob.id, apiKeyId: bob.keys[0]! },
  ])) as [string, string];
});
afterAll(async () => {
  await f.close();
  jest.useRealTimers();
});

const lines = (csv: string) => csv.trim().split('\n');

describe('without a session', () => {
  it.each(PATHS)('%s answers 401', async (path) => {
    const response = await f.t.app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Not authenticated' });
  });

  it('GraphQL usageRequestLog answers UNAUTHENTICATED', async () => {
    const response = await f.t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ usageRequestLog { userId } }' },
    });
    expect(response.json().errors[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
  });
});

describe('a normal user', () => {
  it.each(PATHS)("%s refuses another user's id, 'all' and anything else with 403", async (path) => {
    for (const userId of [bob.id, admin.id, 'all', 'not-a-uuid']) {
      const response = await f.get(`${path}?user_id=${encodeURIComponent(userId)}`, ana.token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(NOT_ENOUGH_PRIVILEGES);
    }
  });

  it('GraphQL refuses another user with FORBIDDEN', async () => {
    const body = await f.graphql(
      'query ($u: String) { usageRequestLog(userId: $u) { userId } }',
      { u: bob.id },
      ana.token,
    );
    expect(body.data).toBeNull();
    expect(body.errors?.[0]).toMatchObject({
      message: NOT_ENOUGH_PRIVILEGES.detail,
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('sees only their own calls, in the log and in the export', async () => {
    const page = (await f.get('/api/usage/requests', ana.token)).json();
    expect(page.data.map((row: { api_key_id: string }) => row.api_key_id)).toEqual([ana.keys[0]]);
    const csv = (await f.get('/api/usage/requests/export', ana.token)).body;
    expect(lines(csv)).toHaveLength(2);
    expect(csv).not.toContain(bob.keys[0]);
  });

  it.each(PATHS)("%s answers 404 for another account's key, as for a key that does not exist", async (path) => {
    const response = await f.get(`${path}?api_key_id=${bob.keys[0]}`, ana.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'API key not found' });
  });

  it("finds nothing by another account's request id", async () => {
    expect((await f.get(`/api/usage/requests?request_id=${bobsCall}`, ana.token)).json().data).toEqual([]);
    expect(lines((await f.get(`/api/usage/requests/export?request_id=${bobsCall}`, ana.token)).body)).toHaveLength(1);
  });
});

describe('a superuser', () => {
  it('reads their own log by default and any account’s by its id, in the log and the export', async () => {
    expect((await f.get('/api/usage/requests', admin.token)).json()).toMatchObject({ user_id: admin.id, data: [] });
    const bobs = (await f.get(`/api/usage/requests?user_id=${bob.id}`, admin.token)).json();
    expect(bobs.user_id).toBe(bob.id);
    expect(bobs.data.map((row: { request_id: string }) => row.request_id)).toEqual([bobsCall]);
    const csv = (await f.get(`/api/usage/requests/export?user_id=${bob.id}&request_id=${bobsCall}`, admin.token)).body;
    expect(lines(csv)[1]).toContain(bobsCall);
    const body = await f.graphql(
      'query ($u: String) { usageRequestLog(userId: $u) { userId data { requestId } } }',
      { u: bob.id },
      admin.token,
    );
    expect(body.data!.usageRequestLog).toEqual({ userId: bob.id, data: [{ requestId: bobsCall }] });
  });

  it.each(PATHS)(
    "%s refuses 'all' and any other non-id with one 422 that offers no 'all': the log is one account's",
    async (path) => {
      for (const userId of ['all', 'garbage']) {
        const response = await f.get(`${path}?user_id=${userId}`, admin.token);
        expect(response.statusCode).toBe(422);
        expect(response.json().detail[0]).toMatchObject({
          loc: ['query', 'user_id'],
          msg: "Input should be a user id (this reading is one account's, so not 'all')",
        });
      }
    },
  );

  it('gets 404 for an unknown user', async () => {
    const response = await f.get('/api/usage/requests?user_id=00000000-0000-4000-8000-000000000000', admin.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'The user with this id does not exist in the system' });
  });
});
