// End to end inside the bff: calls through the data proxy show up in the usage answers.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { bearer } from '../../test-support/test-app.js';
import { startProxyFixture, type ProxyFixture } from '../../test-support/proxy-fixture.js';

let p: ProxyFixture;
beforeAll(async () => {
  p = await startProxyFixture();
});
afterAll(() => p.close());

it('counts proxied calls in the summary, time series, top endpoints and keys', async () => {
  expect((await p.call('/api/flashscore/football/live')).statusCode).toBe(200);
  expect((await p.call('/api/flashscore/football/live')).headers['x-cache']).toBe('HIT');
  expect((await p.call('/api/flashscore/football/live?_status=404&x=1')).statusCode).toBe(404);
  await p.flushUsage();
  const get = async (path: string) =>
    (await p.t.app.inject({ method: 'GET', url: `/api/usage/${path}`, headers: bearer(p.token) })).json();

  const summary = await get('summary');
  expect(summary).toMatchObject({
    calls: 3,
    successful_calls: 2,
    client_errors: 1,
    cache_hits: 1,
    cache_hit_ratio: 1 / 3,
  });
  expect(summary.p95_latency_ms).toBeGreaterThanOrEqual(0);
  expect(summary.quota).toMatchObject({ plan: 'free', used: 3, remaining: 100_000 - 3 });

  const series = await get('timeseries');
  expect(series.data.reduce((sum: number, b: { calls: number }) => sum + b.calls, 0)).toBe(3);

  const top = await get('top-endpoints');
  expect(top.data).toEqual([
    expect.objectContaining({ provider: 'flashscore', endpoint: '/football/live', calls: 3, errors: 1 }),
  ]);

  const keys = await get('keys');
  expect(keys.data).toEqual([expect.objectContaining({ calls: 3, errors: 1, last_used_at: expect.any(String) })]);
});

it('logs each proxied call under the X-Request-Id its answer carried, with the method and the path as called', async () => {
  const answer = await p.t.app.inject({
    method: 'HEAD',
    url: '/api/transfermarkt/players/8198/profile?lang=en',
    headers: { 'x-api-key': p.key },
  });
  const requestId = answer.headers['x-request-id'] as string;
  expect(requestId).toEqual(expect.any(String));
  await p.flushUsage();
  const page = (
    await p.t.app.inject({
      method: 'GET',
      url: `/api/usage/requests?request_id=${requestId}`,
      headers: bearer(p.token),
    })
  ).json();
  expect(page.data).toEqual([
    expect.objectContaining({
      request_id: requestId,
      method: 'HEAD',
      path: '/players/8198/profile',
      provider: 'transfermarkt',
      endpoint: '/players/{player_id}/profile',
      status: answer.statusCode,
    }),
  ]);
});
