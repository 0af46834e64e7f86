// The status breakdown and the last-hour window over REST and GraphQL, against the metered
// scenario (test-support/usage-scenario.ts, clock at 2030-03-15T10:30:20Z).
import { describe, expect, it } from '@jest/globals';
import { A1, A2, ana, bob, f, NOW, useUsageScenario } from '../../test-support/usage-scenario.js';

useUsageScenario();

const CLASS_CODES = {
  success: '100-399',
  client_error: '400-499 except 429',
  rate_limited: '429',
  server_error: '500 and above',
} as const;
const REASONS: Record<number, string> = {
  200: 'OK',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** The REST breakdown of calls per exact code: every class, its codes lowest first, shares of all calls. */
const breakdown = (callsByCode: Record<number, number>) => {
  const calls = Object.values(callsByCode).reduce((sum, n) => sum + n, 0);
  const share = (n: number) => (calls === 0 ? null : n / calls);
  const classOf = (code: number) =>
    code < 400 ? 'success' : code === 429 ? 'rate_limited' : code < 500 ? 'client_error' : 'server_error';
  return Object.entries(CLASS_CODES).map(([statusClass, codes]) => {
    const statusCodes = Object.entries(callsByCode)
      .map(([code, n]) => [Number(code), n] as const)
      .filter(([code]) => classOf(code) === statusClass)
      .map(([code, n]) => ({ status_code: code, reason: REASONS[code], calls: n, share: share(n) }));
    const classCalls = statusCodes.reduce((sum, code) => sum + code.calls, 0);
    return {
      status_class: statusClass,
      codes,
      calls: classCalls,
      share: share(classCalls),
      status_codes: statusCodes,
      calls_without_code: 0,
    };
  });
};

describe('GET /api/usage/statuses', () => {
  it('counts the window’s calls per status class, 429 apart from the other client errors, and per exact code', async () => {
    const response = await f.get('/api/usage/statuses', ana.token);
    expect(response.statusCode).toBe(200);
    // e1, e2, e6 succeed; e3 is a 404, e5 a 429, e4 a 500.
    expect(response.json()).toEqual({
      window: '24h',
      user_id: ana.id,
      api_key_id: null,
      date_from: '2030-03-14T11:00:00.000Z',
      date_to: NOW.toISOString(),
      data: breakdown({ 200: 3, 404: 1, 429: 1, 500: 1 }),
    });
  });

  it('counts only one key’s calls with api_key_id', async () => {
    expect((await f.get(`/api/usage/statuses?api_key_id=${A2}`, ana.token)).json()).toMatchObject({
      api_key_id: A2,
      data: breakdown({ 200: 1, 404: 1 }), // e6 and e3
    });
    expect((await f.get(`/api/usage/statuses?window=1h&api_key_id=${A1}`, ana.token)).json().data).toEqual(
      breakdown({ 200: 2 }), // e1 and e2
    );
  });

  it('answers every class with a null share and no codes without calls', async () => {
    const carl = await f.account();
    expect((await f.get('/api/usage/statuses?window=90d', carl.token)).json().data).toEqual(breakdown({}));
  });

  it('answers the same figures over GraphQL', async () => {
    const body = await f.graphql(
      `query ($k: ID) { usageStatuses(window: "7d", apiKeyId: $k) { window apiKeyId data {
         statusClass codes calls share callsWithoutCode statusCodes { statusCode reason calls share } } } }`,
      { k: A1 },
      ana.token,
    );
    const rest = (await f.get(`/api/usage/statuses?window=7d&api_key_id=${A1}`, ana.token)).json();
    type Code = { status_code: number; reason: string | null; calls: number; share: number | null };
    type Row = {
      status_class: string;
      codes: string;
      calls: number;
      share: number | null;
      calls_without_code: number;
      status_codes: Code[];
    };
    expect(rest.data.flatMap((row: Row) => row.status_codes.map((code) => code.status_code))).toEqual([200, 429, 500]);
    expect(body.data!.usageStatuses).toEqual({
      window: '7d',
      apiKeyId: A1,
      data: rest.data.map((row: Row) => ({
        statusClass: row.status_class,
        codes: row.codes,
        calls: row.calls,
        share: row.share,
        callsWithoutCode: row.calls_without_code,
        statusCodes: row.status_codes.map((code) => ({
          statusCode: code.status_code,
          reason: code.reason,
          calls: code.calls,
          share: code.share,
        })),
      })),
    });
  });

  it('refuses an unknown window with the list of windows', async () => {
    const response = await f.get('/api/usage/statuses?window=2h', ana.token);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0]).toMatchObject({ loc: ['query', 'window'] });
  });
});

describe('window=1h', () => {
  it('is the last 60 whole UTC minutes, the current one included', async () => {
    const body = (await f.get('/api/usage/summary?window=1h', ana.token)).json();
    // 10:30:20 → from 09:31; e1 (10:30:10), e2 (10:29) and e3 (10:00) are in it, e4 (08:15) is not.
    expect(body).toMatchObject({ window: '1h', date_from: '2030-03-15T09:31:00.000Z', calls: 3, errors: 1 });
  });

  it('ranks the last hour’s endpoints and keys from minute rollups', async () => {
    const top = (await f.get('/api/usage/top-endpoints?window=1h', ana.token)).json();
    expect(top.data.map((e: { endpoint: string; calls: number }) => [e.endpoint, e.calls])).toEqual([
      ['/football/live', 2],
      ['/players/{id}/profile', 1],
    ]);
    const keys = (await f.get('/api/usage/keys?window=1h', ana.token)).json();
    expect(keys.data.map((k: { id: string; calls: number }) => [k.id, k.calls])).toEqual(
      expect.arrayContaining([
        [A1, 2],
        [A2, 1],
      ]),
    );
  });

  it('counts a call at the window’s first instant and none a millisecond before', async () => {
    const carl = await f.account({ keyCount: 1 });
    const call = { userId: carl.id, apiKeyId: carl.keys[0]!, provider: 'flashscore', endpoint: '/football/live' };
    const rest = { status: 200, latencyMs: 5, bytes: 10, cacheStatus: 'NONE' as const };
    await f.meter([
      { ...call, ...rest, at: new Date('2030-03-15T09:31:00.000Z') },
      { ...call, ...rest, at: new Date('2030-03-15T09:30:59.999Z') },
    ]);
    for (const path of ['summary', 'statuses']) {
      const body = (await f.get(`/api/usage/${path}?window=1h`, carl.token)).json();
      expect(path === 'summary' ? body.calls : body.data[0].calls).toBe(1);
    }
    expect((await f.get('/api/usage/top-endpoints?window=1h', carl.token)).json().data[0].calls).toBe(1);
    expect((await f.get('/api/usage/keys?window=1h', carl.token)).json().data[0].calls).toBe(1);
  });

  it('gives a superuser the platform’s last hour, keys and endpoints included', async () => {
    const admin = await f.superuser();
    const summary = (await f.get('/api/usage/summary?window=1h&user_id=all', admin.token)).json();
    const keys = (await f.get('/api/usage/keys?window=1h&user_id=all', admin.token)).json();
    const top = (await f.get('/api/usage/top-endpoints?window=1h&user_id=all', admin.token)).json();
    const sum = (rows: { calls: number }[]) => rows.reduce((total, row) => total + row.calls, 0);
    expect(sum(keys.data)).toBe(summary.calls);
    expect(sum(top.data)).toBe(summary.calls);
    expect(keys.data.map((k: { id: string }) => k.id)).toContain(bob.keys[0]);
  });
});
