// The usage API's contract against the same scenario: refusals of bad parameters, the GraphQL
// face answering as REST does, and the OpenAPI description.
import { describe, expect, it } from '@jest/globals';
import { A1, ana, f, LIVE, useUsageScenario } from '../../test-support/usage-scenario.js';

useUsageScenario();

describe('validation', () => {
  it.each([
    ['/api/usage/summary?window=1y', ['query', 'window'], "Input should be '1h', '24h', '7d', '30d', '90d'"],
    ['/api/usage/keys?window=24', ['query', 'window'], "Input should be '1h', '24h', '7d', '30d', '90d'"],
    ['/api/usage/top-endpoints?window=week', ['query', 'window'], "Input should be '1h', '24h', '7d', '30d', '90d'"],
    ['/api/usage/top-endpoints?limit=0', ['query', 'limit'], 'Input should be greater than or equal to 1'],
    ['/api/usage/top-endpoints?limit=101', ['query', 'limit'], 'Input should be less than or equal to 100'],
    ['/api/usage/top-endpoints?limit=ten', ['query', 'limit'], 'Input should be a valid integer'],
    ['/api/usage/keys?limit=0', ['query', 'limit'], 'Input should be greater than or equal to 1'],
    ['/api/usage/keys?limit=1001', ['query', 'limit'], 'Input should be less than or equal to 1000'],
    ['/api/usage/timeseries?interval=week', ['query', 'interval'], "Input should be 'minute', 'hour', 'day'"],
    ['/api/usage/timeseries?date_from=yesterday', ['query', 'date_from'], expect.stringContaining('ISO 8601')],
    ['/api/usage/timeseries?date_to=2030-02-30', ['query', 'date_to'], expect.stringContaining('ISO 8601')],
    ['/api/usage/timeseries?date_to=2030-03-15T24:00:00Z', ['query', 'date_to'], expect.stringContaining('ISO 8601')],
    ['/api/usage/timeseries?date_from=1742000000', ['query', 'date_from'], expect.stringContaining('ISO 8601')],
    [
      '/api/usage/timeseries?date_from=Fri, 15 Mar 2030 10:00:00 GMT',
      ['query', 'date_from'],
      expect.stringContaining('ISO 8601'),
    ],
    [
      '/api/usage/timeseries?date_from=2030-03-15T10:00:00Z&date_to=2030-03-15T09:59:59Z',
      ['query', 'date_from'],
      'date_from must not be after date_to',
    ],
    ['/api/usage/timeseries?date_from=2030-03-16', ['query', 'date_from'], 'date_from must not be after date_to'],
    [
      '/api/usage/timeseries?interval=day&date_from=2020-01-01&date_to=2024-12-31',
      ['query', 'interval'],
      expect.stringContaining('at most 1500'),
    ],
    ['/api/usage/timeseries?date_from=2000-01-01', ['query', 'date_from'], expect.stringContaining('at most 1500')],
  ])('%s answers 422', async (url, loc, msg) => {
    const response = await f.get(encodeURI(url), ana.token);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0]).toMatchObject({ loc, msg });
  });

  it('answers GraphQL with the same messages', async () => {
    const body = await f.graphql('query ($w: String) { usageSummary(window: $w) { calls } }', { w: '1y' }, ana.token);
    expect(body.errors?.[0]).toMatchObject({
      message: "Input should be '1h', '24h', '7d', '30d', '90d'",
      extensions: { code: 'BAD_USER_INPUT', status: 422 },
    });
    const limit = await f.graphql('{ usageTopEndpoints(limit: 101) { data { endpoint } } }', {}, ana.token);
    expect(limit.errors?.[0]).toMatchObject({
      message: 'Input should be less than or equal to 100',
      extensions: { status: 422 },
    });
    const dates = await f.graphql(
      '{ usageTimeseries(interval: "minute", dateFrom: "2030-03-01", dateTo: "2030-03-15") { interval } }',
      {},
      ana.token,
    );
    expect(dates.errors?.[0]?.message).toMatch(/at most 1500/);
  });
});

describe('GraphQL', () => {
  it('answers the same numbers in camelCase', async () => {
    const body = await f.graphql(
      `query ($key: ID) {
        usageSummary(window: "24h") { window userId calls successfulCalls errors clientErrors serverErrors rateLimitedCalls cacheHits cacheHitRatio avgLatencyMs p95LatencyMs bytes quota { plan limit used remaining resetsAt } }
        usageTimeseries(interval: "hour", dateFrom: "2030-03-15T08:00:00Z", dateTo: "2030-03-15T10:30:20Z", apiKeyId: $key) { interval apiKeyId data { start calls errors p95LatencyMs } }
        usageTopEndpoints(limit: 1) { data { provider endpoint calls errorRate p95LatencyMs } }
        usageKeys(window: "7d") { data { id name calls errors lastUsedAt isRevoked isExpired } }
      }`,
      { key: A1 },
      ana.token,
    );
    expect(body.errors).toBeUndefined();
    const rest = (await f.get('/api/usage/summary', ana.token)).json();
    expect(body.data!.usageSummary).toEqual({
      window: '24h',
      userId: ana.id,
      calls: rest.calls,
      successfulCalls: rest.successful_calls,
      errors: rest.errors,
      clientErrors: rest.client_errors,
      serverErrors: rest.server_errors,
      rateLimitedCalls: rest.rate_limited_calls,
      cacheHits: rest.cache_hits,
      cacheHitRatio: rest.cache_hit_ratio,
      avgLatencyMs: rest.avg_latency_ms,
      p95LatencyMs: rest.p95_latency_ms,
      bytes: rest.bytes,
      quota: { plan: 'free', limit: 100, used: 4, remaining: 96, resetsAt: '2030-03-16T00:00:00.000Z' },
    });
    expect(body.data!.usageTimeseries).toEqual({
      interval: 'hour',
      apiKeyId: A1,
      data: [
        { start: '2030-03-15T08:00:00.000Z', calls: 1, errors: 1, p95LatencyMs: 1000 },
        { start: '2030-03-15T09:00:00.000Z', calls: 0, errors: 0, p95LatencyMs: null },
        { start: '2030-03-15T10:00:00.000Z', calls: 2, errors: 0, p95LatencyMs: 10 },
      ],
    });
    expect(body.data!.usageTopEndpoints.data).toEqual([
      { provider: 'flashscore', endpoint: LIVE, calls: 4, errorRate: 0.25, p95LatencyMs: 1000 },
    ]);
    expect(body.data!.usageKeys.data.map((k: { calls: number }) => k.calls)).toEqual([5, 3, 0]);
  });
});

describe('OpenAPI', () => {
  it('documents the four paths and their answers', async () => {
    const spec = (await f.t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of ['summary', 'timeseries', 'top-endpoints', 'keys']) {
      const operation = spec.paths[`/api/usage/${path}`].get;
      expect(operation.responses['200'].content['application/json'].schema).toBeDefined();
      expect(operation.security).toEqual([{ bearerAuth: [] }]);
    }
    const ref: string = spec.paths['/api/usage/summary'].get.responses['200'].content['application/json'].schema.$ref;
    const summary = spec.components.schemas[ref.split('/').pop()!];
    expect(Object.keys(summary.properties)).toEqual(expect.arrayContaining(['calls', 'p95_latency_ms', 'quota']));
  });
});
