// The usage reads over REST against a metered scenario (test-support/usage-scenario.ts): totals,
// time series, top endpoints and per-key figures for each window, and who may read whose.
import { describe, expect, it } from '@jest/globals';
import { A1, A2, A3, ana, bob, f, LIVE, NOW, useUsageScenario } from '../../test-support/usage-scenario.js';

useUsageScenario();

describe('GET /api/usage/summary', () => {
  it('adds up the last 24 hours, both window edges included, with the daily quota', async () => {
    const response = await f.get('/api/usage/summary', ana.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      window: '24h',
      user_id: ana.id,
      date_from: '2030-03-14T11:00:00.000Z',
      date_to: NOW.toISOString(),
      calls: 6,
      successful_calls: 3,
      errors: 3,
      client_errors: 2,
      server_errors: 1,
      rate_limited_calls: 1,
      cache_hits: 2,
      error_rate: 0.5,
      cache_hit_ratio: 2 / 6,
      avg_latency_ms: (4 + 10 + 50 + 1000 + 0.5 + 2) / 6,
      p95_latency_ms: 1000, // the 6th of 6 calls: bucket [800, 1200) ms, capped by the largest latency
      bytes: 410,
      // Today's calls except the 429: e1-e4.
      quota: {
        plan: 'free',
        limit: 100,
        used: 4,
        remaining: 96,
        period_start: '2030-03-15T00:00:00.000Z',
        resets_at: '2030-03-16T00:00:00.000Z',
      },
    });
  });

  it.each([
    ['7d', '2030-03-08T11:00:00.000Z', 8],
    ['30d', '2030-02-14T00:00:00.000Z', 10],
    ['90d', '2029-12-16T00:00:00.000Z', 12],
  ])('%s starts at %s and counts %i calls', async (window, start, calls) => {
    const body = (await f.get(`/api/usage/summary?window=${window}`, ana.token)).json();
    expect(body).toMatchObject({ window, date_from: start, calls });
  });

  it('answers zeros and nulls without calls', async () => {
    const carl = await f.account();
    const body = (await f.get('/api/usage/summary?window=90d', carl.token)).json();
    expect(body).toMatchObject({
      calls: 0,
      errors: 0,
      bytes: 0,
      error_rate: null,
      cache_hit_ratio: null,
      avg_latency_ms: null,
      p95_latency_ms: null,
    });
    expect(body.quota).toMatchObject({ used: 0, remaining: 100 });
  });

  it("takes the plan's quota from the configuration", async () => {
    const em = f.t.app.deps.orm.em.fork();
    await em.execute(`update users set plan = 'pro' where id = '${ana.id}'`);
    try {
      const body = (await f.get('/api/usage/summary', ana.token)).json();
      expect(body.quota).toMatchObject({ plan: 'pro', limit: 50_000, used: 4, remaining: 49_996 });
    } finally {
      await em.execute(`update users set plan = 'free' where id = '${ana.id}'`);
    }
  });

  it('gives a superuser the whole platform with user_id=all, without a quota', async () => {
    const admin = await f.superuser();
    const body = (await f.get('/api/usage/summary?user_id=all', admin.token)).json();
    expect(body).toMatchObject({ user_id: null, calls: 7, quota: null });
    const own = (await f.get('/api/usage/summary', admin.token)).json();
    expect(own).toMatchObject({ user_id: admin.id, calls: 0 });
    const anas = (await f.get(`/api/usage/summary?user_id=${ana.id}`, admin.token)).json();
    expect(anas).toMatchObject({ user_id: ana.id, calls: 6 });
  });
});

describe('GET /api/usage/timeseries', () => {
  const series = async (query: string, token = ana.token) => {
    const response = await f.get(`/api/usage/timeseries?${query}`, token);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('answers zero-filled UTC buckets overlapping [date_from, date_to)', async () => {
    const body = await series('interval=hour&date_from=2030-03-15T08:00:00Z&date_to=2030-03-15T10:30:20Z');
    expect(body).toEqual({
      interval: 'hour',
      date_from: '2030-03-15T08:00:00.000Z',
      date_to: '2030-03-15T10:30:20.000Z',
      user_id: ana.id,
      api_key_id: null,
      data: [
        {
          start: '2030-03-15T08:00:00.000Z',
          calls: 1,
          errors: 1,
          client_errors: 0,
          server_errors: 1,
          p95_latency_ms: 1000,
        },
        {
          start: '2030-03-15T09:00:00.000Z',
          calls: 0,
          errors: 0,
          client_errors: 0,
          server_errors: 0,
          p95_latency_ms: null,
        },
        {
          start: '2030-03-15T10:00:00.000Z',
          calls: 3,
          errors: 1,
          client_errors: 1,
          server_errors: 0,
          p95_latency_ms: 50,
        },
      ],
    });
  });

  it('treats date_to as exclusive and widens a partial first bucket to the whole bucket', async () => {
    const body = await series('interval=hour&date_from=2030-03-15T08:59:59Z&date_to=2030-03-15T10:00:00Z');
    expect(body.data.map((b: { start: string }) => b.start)).toEqual([
      '2030-03-15T08:00:00.000Z',
      '2030-03-15T09:00:00.000Z',
    ]);
    expect(body.data[0].calls).toBe(1);
  });

  it('answers no buckets for an empty range', async () => {
    expect((await series('interval=day&date_from=2030-03-15T10:00:00Z&date_to=2030-03-15T10:00:00Z')).data).toEqual([]);
  });

  it('puts a call on a minute boundary into the bucket that starts there', async () => {
    const body = await series('interval=minute&date_from=2030-03-14T10:59:00Z&date_to=2030-03-14T11:01:00Z');
    expect(body.data.map((b: { calls: number }) => b.calls)).toEqual([1, 1]); // e7 at 10:59:59.999, e6 at 11:00:00
  });

  it('refuses minute buckets older than minute rollups are kept, and says for how long they are', async () => {
    // Kept 30 days (the raw-event retention): from 2030-02-14T00:00Z on.
    expect(
      (await series('interval=minute&date_from=2030-02-14T00:00:00Z&date_to=2030-02-14T01:00:00Z')).data,
    ).toHaveLength(60);
    const response = await f.get(
      '/api/usage/timeseries?interval=minute&date_from=2030-02-13T23:59:00Z&date_to=2030-02-14T01:00:00Z',
      ana.token,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      {
        loc: ['query', 'interval'],
        msg: 'Minute buckets are kept for 30 days: with interval=minute, date_from must not be before 2030-02-14T00:00:00.000Z; use interval=hour for older ranges',
        type: 'value_error',
      },
    ]);
  });

  it('picks hour buckets by default for a short range whose minute buckets are no longer kept, never refusing an interval the caller did not choose', async () => {
    const older = await f.get(
      '/api/usage/timeseries?date_from=2030-02-13T23:00:00Z&date_to=2030-02-14T01:00:00Z',
      ana.token,
    );
    expect(older.statusCode).toBe(200);
    expect(older.json()).toMatchObject({ interval: 'hour' });
    expect(older.json().data).toHaveLength(2);
    // From the first kept day on, the default is minutes again.
    expect((await series('date_from=2030-02-14T00:00:00Z&date_to=2030-02-14T01:00:00Z')).interval).toBe('minute');
  });

  it('defaults to the last 24 hours in hour buckets', async () => {
    const body = await series('');
    expect(body).toMatchObject({ interval: 'hour', date_from: '2030-03-14T10:30:20.000Z', date_to: NOW.toISOString() });
    expect(body.data).toHaveLength(25);
    expect(body.data[0]).toMatchObject({ start: '2030-03-14T10:00:00.000Z', calls: 1 }); // e7
    expect(body.data[1]).toMatchObject({ start: '2030-03-14T11:00:00.000Z', calls: 1 }); // e6
    expect(body.data.reduce((sum: number, b: { calls: number }) => sum + b.calls, 0)).toBe(7);
  });

  it('picks minute buckets for a short range and day buckets for a long one', async () => {
    expect((await series('date_from=2030-03-15T10:00:00Z')).interval).toBe('minute');
    const long = await series('date_from=2029-12-01&date_to=2030-03-16');
    expect(long.interval).toBe('day');
    expect(long.data).toHaveLength(105);
  });

  it('filters by one of the caller’s keys', async () => {
    const body = await series(`interval=day&date_from=2030-03-14&date_to=2030-03-16&api_key_id=${A2}`);
    expect(body.api_key_id).toBe(A2);
    expect(body.data.map((b: { calls: number }) => b.calls)).toEqual([2, 1]); // e6 + e7; e3
    const unused = await series(`interval=day&date_from=2030-03-14&date_to=2030-03-16&api_key_id=${A3}`);
    expect(unused.data.map((b: { calls: number }) => b.calls)).toEqual([0, 0]);
  });

  it('understands ISO 8601 offsets, encoded or not, and plain dates as UTC midnight', async () => {
    const encoded = await series(
      'interval=hour&date_from=2030-03-15T10:00:00%2B02:00&date_to=2030-03-15T12:00:00%2B0200',
    );
    expect(encoded).toMatchObject({ date_from: '2030-03-15T08:00:00.000Z', date_to: '2030-03-15T10:00:00.000Z' });
    const unencoded = await series('interval=hour&date_from=2030-03-15T10:00:00+02:00&date_to=2030-03-15T07:00:00-03');
    expect(unencoded).toMatchObject({ date_from: '2030-03-15T08:00:00.000Z', date_to: '2030-03-15T10:00:00.000Z' });
    expect(await series('interval=day&date_from=2030-03-15&date_to=2030-03-15T00:00:00.001')).toMatchObject({
      date_from: '2030-03-15T00:00:00.000Z',
    });
    expect((await series('interval=day&date_from=0001-01-01&date_to=0001-01-02T12:00:00Z')).data).toHaveLength(2);
  });

  it('allows 1,500 buckets and refuses 1,501 with a detail naming the limit', async () => {
    expect(
      (await series('interval=minute&date_from=2030-03-14T00:00:00Z&date_to=2030-03-15T01:00:00Z')).data,
    ).toHaveLength(1500);
    const response = await f.get(
      '/api/usage/timeseries?interval=minute&date_from=2030-03-14T00:00:00Z&date_to=2030-03-15T01:00:00.001Z',
      ana.token,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0]).toMatchObject({ loc: ['query', 'interval'], type: 'value_error' });
    expect(response.json().detail[0].msg).toMatch(/1501 minute buckets.*at most 1500/);
  });
});

describe('GET /api/usage/top-endpoints', () => {
  it('ranks endpoints by calls with error rate and latencies', async () => {
    const body = (await f.get('/api/usage/top-endpoints', ana.token)).json();
    expect(body).toMatchObject({ window: '24h', user_id: ana.id, date_from: '2030-03-14T11:00:00.000Z' });
    expect(body.data).toEqual([
      {
        provider: 'flashscore',
        endpoint: LIVE,
        calls: 4,
        errors: 1,
        error_rate: 0.25,
        avg_latency_ms: (4 + 10 + 1000 + 2) / 4,
        p95_latency_ms: 1000,
      },
      {
        provider: 'flashscore',
        endpoint: '/football/today',
        calls: 1,
        errors: 1,
        error_rate: 1,
        avg_latency_ms: 0.5,
        p95_latency_ms: 0.5,
      },
      {
        provider: 'transfermarkt',
        endpoint: '/players/{id}/profile',
        calls: 1,
        errors: 1,
        error_rate: 1,
        avg_latency_ms: 50,
        p95_latency_ms: 50,
      },
    ]);
  });

  it('honours limit', async () => {
    const body = (await f.get('/api/usage/top-endpoints?limit=1&window=90d', ana.token)).json();
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ endpoint: LIVE, calls: 9 });
  });
});

describe('GET /api/usage/keys', () => {
  it('lists every key of the caller, unused ones too, most calls first', async () => {
    const body = (await f.get('/api/usage/keys', ana.token)).json();
    expect(body).toMatchObject({ window: '24h', user_id: ana.id });
    expect(body.data).toEqual([
      {
        id: A1,
        user_id: ana.id,
        name: 'Key 1',
        prefix: expect.stringMatching(/^tl_/),
        is_revoked: false,
        is_expired: false,
        calls: 4,
        errors: 2,
        last_used_at: '2030-03-15T10:30:10.000Z',
      },
      {
        id: A2,
        user_id: ana.id,
        name: 'Key 2',
        prefix: expect.stringMatching(/^tl_/),
        is_revoked: false,
        is_expired: false,
        calls: 2,
        errors: 1,
        last_used_at: '2030-03-15T10:00:00.000Z',
      },
      {
        id: A3,
        user_id: ana.id,
        name: 'Key 3',
        prefix: expect.stringMatching(/^tl_/),
        is_revoked: false,
        is_expired: false,
        calls: 0,
        errors: 0,
        last_used_at: null,
      },
    ]);
  });

  it('shows revoked keys as revoked', async () => {
    await f.t.app.inject({
      method: 'POST',
      url: `/api/api-keys/${A3}/revoke`,
      headers: { authorization: `Bearer ${ana.token}` },
    });
    const body = (await f.get('/api/usage/keys?window=7d', ana.token)).json();
    expect(body.data.find((k: { id: string }) => k.id === A3)).toMatchObject({ is_revoked: true, calls: 0 });
  });

  it('shows a key whose expiry passed by the end of the window as expired, its calls still counted', async () => {
    const em = f.t.app.deps.orm.em.fork();
    // This suite's clock reads 2030-03-15: Key 2 expired that morning, Key 1 expires next month.
    await em.execute(
      `update api_keys set expires_at = case id when ? then '2030-03-15T08:00:00Z'::timestamptz else '2030-04-01T00:00:00Z'::timestamptz end where id in (?, ?)`,
      [A2, A1, A2],
    );
    try {
      const body = (await f.get('/api/usage/keys', ana.token)).json();
      expect(body.data.find((k: { id: string }) => k.id === A2)).toMatchObject({
        is_expired: true,
        is_revoked: false,
        calls: 2,
      });
      expect(body.data.find((k: { id: string }) => k.id === A1)).toMatchObject({ is_expired: false });
    } finally {
      await em.execute('update api_keys set expires_at = null where id in (?, ?)', [A1, A2]);
    }
  });

  it('lists the keys used in the window across the platform for user_id=all', async () => {
    const admin = await f.superuser();
    const body = (await f.get('/api/usage/keys?user_id=all', admin.token)).json();
    expect(body.data.map((k: { id: string; calls: number }) => [k.id, k.calls])).toEqual([
      [A1, 4],
      [A2, 2],
      [bob.keys[0], 1],
    ]);
  });

  it('answers at most limit keys, the busiest first', async () => {
    const admin = await f.superuser();
    const platform = (await f.get('/api/usage/keys?user_id=all&limit=2', admin.token)).json();
    expect(platform.data.map((k: { id: string }) => k.id)).toEqual([A1, A2]);
    const own = (await f.get('/api/usage/keys?limit=1', ana.token)).json();
    expect(own.data.map((k: { id: string }) => k.id)).toEqual([A1]);
  });
});
