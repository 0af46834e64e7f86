// The time series' dates at the ends of the calendar: a date whose buckets PostgreSQL could not
// read (year 0 once an offset is applied, year 10000 for a bucket's end) is a 422 naming the
// bound, over REST and GraphQL alike, never a failed statement.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UsageFixture, type Account } from '../../test-support/usage-fixture.js';

let f: UsageFixture;
let ana: Account;

beforeAll(async () => {
  f = await UsageFixture.start();
  ana = await f.account({ keyCount: 0 });
});
afterAll(() => f.close());

const EARLIEST = 'Input should be at or after 0001-01-01T00:00:00Z (UTC, once its offset is applied)';
const LIMIT = 'Input should be before 9999-01-01T00:00:00Z (UTC, once its offset is applied)';

describe('time series dates at the ends of the range', () => {
  it.each([
    // A bucket ending in year 10000: written +010000-01-01, which PostgreSQL took for a zone.
    ['interval=hour&date_from=9999-12-31T22:00:00Z&date_to=9999-12-31T23:30:00Z', 'date_from', LIMIT, 'less_than'],
    ['interval=day&date_from=9999-12-30&date_to=9999-12-31T12:00:00Z', 'date_from', LIMIT, 'less_than'],
    ['interval=day&date_from=9998-12-31&date_to=9999-01-01T00:00:00Z', 'date_to', LIMIT, 'less_than'],
    ['interval=hour&date_from=9998-12-31T23:00:00Z&date_to=9998-12-31T23:30:00-01:00', 'date_to', LIMIT, 'less_than'],
    // Year 0 once the offset is applied: 0000-12-31T23:00:00Z, which PostgreSQL refuses.
    [
      'interval=hour&date_from=0001-01-01T00:00:00%2B01:00&date_to=0001-01-01T03:00:00Z',
      'date_from',
      EARLIEST,
      'greater_than_equal',
    ],
  ])('answers %s with 422 naming the bound', async (query, name, msg, type) => {
    const response = await f.get(`/api/usage/timeseries?${query}`, ana.token);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: [{ loc: ['query', name], msg, type }] });
  });

  it('answers GraphQL with the same messages', async () => {
    const late = await f.graphql(
      '{ usageTimeseries(interval: "hour", dateFrom: "9999-12-31T22:00:00Z", dateTo: "9999-12-31T23:30:00Z") { interval } }',
      {},
      ana.token,
    );
    expect(late.errors?.[0]).toMatchObject({ message: LIMIT, extensions: { code: 'BAD_USER_INPUT', status: 422 } });
    const early = await f.graphql(
      '{ usageTimeseries(interval: "hour", dateFrom: "0001-01-01T00:00:00+01:00", dateTo: "0001-01-01T03:00:00Z") { interval } }',
      {},
      ana.token,
    );
    expect(early.errors?.[0]).toMatchObject({ message: EARLIEST, extensions: { code: 'BAD_USER_INPUT', status: 422 } });
  });

  it('answers the last dates and the first instant within the range', async () => {
    const last = await f.get(
      '/api/usage/timeseries?interval=day&date_from=9998-12-30&date_to=9998-12-31T23:59:59.999Z',
      ana.token,
    );
    expect(last.statusCode).toBe(200);
    expect(last.json().data.map((bucket: { start: string }) => bucket.start)).toEqual([
      '9998-12-30T00:00:00.000Z',
      '9998-12-31T00:00:00.000Z',
    ]);
    const offset = await f.get(
      '/api/usage/timeseries?interval=hour&date_from=9998-12-31T23:00:00Z&date_to=9999-01-01T00:30:00%2B01:00',
      ana.token,
    );
    expect(offset.statusCode).toBe(200);
    expect(offset.json()).toMatchObject({ date_to: '9998-12-31T23:30:00.000Z' });
    const first = await f.get(
      '/api/usage/timeseries?interval=hour&date_from=0001-01-01T01:00:00%2B01:00&date_to=0001-01-01T02:00:00Z',
      ana.token,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ date_from: '0001-01-01T00:00:00.000Z', date_to: '0001-01-01T02:00:00.000Z' });
    expect(first.json().data).toHaveLength(2);
  });

  it('starts the default range no earlier than the first instant allowed', async () => {
    const response = await f.get('/api/usage/timeseries?interval=hour&date_to=0001-01-01T05:00:00Z', ana.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      date_from: '0001-01-01T00:00:00.000Z',
      date_to: '0001-01-01T05:00:00.000Z',
    });
    expect(response.json().data).toHaveLength(5);
  });
});
