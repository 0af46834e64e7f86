// GET /api/status and GraphQL providerStatus in one process without Redis (the process is the
// deployment): the figures follow the upstream calls, failures name their kind, the breaker shows.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startProxyFixture, type ProxyFixture } from '../../test-support/proxy-fixture.js';
import { graphql } from '../../test-support/graphql.js';

let f: ProxyFixture;
beforeAll(async () => {
  f = await startProxyFixture({ UPSTREAM_TIMEOUT_MS: '300', UPSTREAM_BREAKER_OPEN_MS: '5000' });
});
afterAll(() => f.close());

type Status = Record<string, unknown> & {
  provider: string;
  five_minute_calls: number;
  last_hour_calls: number;
  five_minute_error_rate: number | null;
  last_hour_error_rate: number | null;
  five_minute_p95_latency_ms: number | null;
  last_failure_at: string | null;
  last_failure_kind: string | null;
  breaker_state: string;
  is_degraded: boolean;
};

async function statusOf(fixture: ProxyFixture, provider: string): Promise<Status> {
  const response = await fixture.t.app.inject({ method: 'GET', url: '/api/status' });
  expect(response.statusCode).toBe(200);
  const found = (response.json().providers as Status[]).find((status) => status.provider === provider);
  if (!found) throw new Error(`no status for ${provider}`);
  return found;
}

describe('provider status', () => {
  it('lists both providers, closed and not degraded, before any call', async () => {
    const response = await f.t.app.inject({ method: 'GET', url: '/api/status' });
    expect(response.json().providers.map((status: Status) => status.provider)).toEqual(['flashscore', 'transfermarkt']);
    expect(await statusOf(f, 'transfermarkt')).toEqual({
      provider: 'transfermarkt',
      breaker_state: 'closed',
      breaker_open_processes: 0,
      processes: 1,
      is_degraded: false,
      scope: 'deployment',
      five_minute_calls: 0,
      five_minute_error_rate: null,
      five_minute_p95_latency_ms: null,
      last_hour_calls: 0,
      last_hour_error_rate: null,
      last_hour_p95_latency_ms: null,
      last_failure_at: null,
      last_failure_kind: null,
    });
  });

  it('counts a successful upstream call in both windows, with its latency, and not a cached answer', async () => {
    const before = await statusOf(f, 'flashscore');
    expect((await f.call('/api/flashscore/football/live?n=success')).headers['x-cache']).toBe('MISS');
    expect((await f.call('/api/flashscore/football/live?n=success')).headers['x-cache']).toBe('HIT');
    const after = await statusOf(f, 'flashscore');
    expect(after.five_minute_calls).toBe(before.five_minute_calls + 1);
    expect(after.last_hour_calls).toBe(before.last_hour_calls + 1);
    expect(after.five_minute_error_rate).toBe(0);
    expect(after.five_minute_p95_latency_ms).toEqual(expect.any(Number));
    expect(after.last_failure_kind).toBeNull();
  });

  it('counts a 5xx answer as a failure and names it, with its time', async () => {
    const startedAt = Date.now();
    expect((await f.call('/api/flashscore/football/today?_status=500')).statusCode).toBe(500);
    const after = await statusOf(f, 'flashscore');
    expect(after.last_failure_kind).toBe('server-error');
    expect(Date.parse(after.last_failure_at!)).toBeGreaterThanOrEqual(startedAt);
    expect(Date.parse(after.last_failure_at!)).toBeLessThanOrEqual(Date.now());
    expect(after.five_minute_error_rate).toBe(0.5);
    expect(after.last_hour_error_rate).toBe(0.5);
  });

  it('names a timeout and a dropped connection as such', async () => {
    expect((await f.call('/api/transfermarkt/players/search/slow?_delay=1000')).statusCode).toBe(504);
    expect((await statusOf(f, 'transfermarkt')).last_failure_kind).toBe('timeout');
    expect((await f.call('/api/transfermarkt/players/search/reset?_reset=1')).statusCode).toBe(502);
    expect((await statusOf(f, 'transfermarkt')).last_failure_kind).toBe('connection-failed');
    expect((await f.call('/api/transfermarkt/players/search/bad?_badjson=1')).statusCode).toBe(502);
    expect((await statusOf(f, 'transfermarkt')).last_failure_kind).toBe('invalid-answer');
  });

  it("is degraded once a fifth of the last 5 minutes' calls (at least 10) failed, with the breaker still closed", async () => {
    for (let i = 0; i < 8; i++) await f.call(`/api/transfermarkt/players/search/ok${i}`);
    const status = await statusOf(f, 'transfermarkt');
    expect(status.five_minute_calls).toBe(11);
    expect(status.breaker_state).toBe('closed');
    expect(status.is_degraded).toBe(true);
    expect((await statusOf(f, 'flashscore')).is_degraded).toBe(false);
  });

  it('answers the same in GraphQL', async () => {
    const { data } = await graphql(
      f.t.app,
      '{ providerStatus { provider breakerState isDegraded scope fiveMinuteCalls lastFailureKind lastFailureAt } }',
    );
    const rest = await statusOf(f, 'transfermarkt');
    expect((data as { providerStatus: unknown[] }).providerStatus[1]).toEqual({
      provider: 'transfermarkt',
      breakerState: 'closed',
      isDegraded: true,
      scope: 'deployment',
      fiveMinuteCalls: rest.five_minute_calls,
      lastFailureKind: 'invalid-answer',
      lastFailureAt: rest.last_failure_at,
    });
  });
});

describe('provider status while the upstream is down', () => {
  it('shows the breaker open and the refused connections, and counts no call the open breaker refused', async () => {
    const fixture = await startProxyFixture({ UPSTREAM_BREAKER_OPEN_MS: '60000' });
    try {
      await fixture.upstream.close();
      for (let i = 0; i < 5; i++)
        expect((await fixture.call(`/api/flashscore/football/live?n=${i}`)).statusCode).toBe(502);
      expect((await fixture.call('/api/flashscore/football/live?n=refused')).statusCode).toBe(503);
      const status = await statusOf(fixture, 'flashscore');
      expect(status).toMatchObject({
        breaker_state: 'open',
        breaker_open_processes: 1,
        is_degraded: true,
        five_minute_calls: 5,
        five_minute_error_rate: 1,
        last_failure_kind: 'connection-refused',
      });
      expect((await statusOf(fixture, 'transfermarkt')).breaker_state).toBe('closed');
    } finally {
      await fixture.t.close();
    }
  });
});
