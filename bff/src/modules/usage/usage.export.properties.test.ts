// For random sets of metered calls, each CSV export holds the figures of the JSON answer with the
// same filters, row for row, and the status breakdown (classes and exact codes) equals a recomputation from the raw calls.
// The calls go through the real UsageRecorder and rollups; the compactor closes some buckets or none.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import fc from 'fast-check';
import { csvRecords } from '../../test-support/csv.js';
import { UsageFixture, freezeClock, type Account, type MeteredCall } from '../../test-support/usage-fixture.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NOW0 = Date.parse('2030-06-30T00:00:00.000Z');
const WINDOW_STARTS = {
  '1h': (now: number) => Math.floor(now / MINUTE) * MINUTE - 59 * MINUTE,
  '24h': (now: number) => Math.floor(now / HOUR) * HOUR - 23 * HOUR,
  '30d': (now: number) => Math.floor(now / DAY) * DAY - 29 * DAY,
} as const;
type Window = keyof typeof WINDOW_STARTS;
const ENDPOINTS = ['/football/live', '/match/{id}/details', '/players/{id}/profile'] as const;

let f: UsageFixture;
let ana: Account;
let admin: Account;

beforeAll(async () => {
  freezeClock(new Date(NOW0));
  f = await UsageFixture.start();
  ana = await f.account({ keyCount: 3 });
  admin = await f.superuser();
});
afterAll(async () => {
  await f.close();
  jest.useRealTimers();
});

const callArb = fc.record({
  age: fc.oneof(fc.integer({ min: 0, max: 2 * HOUR }), fc.integer({ min: 0, max: 31 * DAY })),
  key: fc.nat({ max: 2 }),
  endpoint: fc.nat({ max: ENDPOINTS.length - 1 }),
  status: fc.constantFrom(200, 304, 400, 404, 429, 500, 503),
  latencyMs: fc.integer({ min: 0, max: 4000 }).map((q) => q / 4),
});

const queryArb = fc.record({
  window: fc.constantFrom<Window>('1h', '24h', '30d'),
  key: fc.option(fc.nat({ max: 2 }), { nil: null }),
  asAdmin: fc.boolean(),
});

/** The CSV's cells hold the JSON answer's rows: numbers as numbers, null as an empty cell. */
function expectSameRows(csvText: string, json: Record<string, unknown>[]) {
  const { header, records } = csvRecords(csvText);
  expect(records).toHaveLength(json.length);
  records.forEach((record, i) => {
    const row = json[i]!;
    for (const name of header) {
      const value = row[name];
      const cell = record[name];
      if (value === null) expect(cell).toBe('');
      else if (typeof value === 'number') expect(Number(cell)).toBe(value);
      else expect(cell).toBe(String(value));
    }
  });
}

type CodeRow = { status_code: number; reason: string | null; calls: number; share: number | null };
type ClassRow = { status_class: string; codes: string; calls: number; share: number | null };
type StatusesRow = ClassRow & { status_codes: CodeRow[]; calls_without_code: number };

/** The statuses export's records: per class its codes, then its calls without a code when any or no code at all. */
const statusRecordsOf = (data: StatusesRow[]) =>
  data.flatMap(({ status_class, codes, calls, share, status_codes, calls_without_code }) => {
    const records: (Omit<CodeRow, 'status_code'> & ClassRow & { status_code: number | null })[] = status_codes.map(
      (code) => ({ status_class, codes, ...code }),
    );
    if (calls_without_code > 0 || records.length === 0) {
      const withoutShare = share === null || calls === 0 ? share : (share * calls_without_code) / calls;
      records.push({
        status_class,
        codes,
        status_code: null,
        reason: null,
        calls: calls_without_code,
        share: withoutShare,
      });
    }
    return records;
  });

function modelCodes(calls: MeteredCall[], start: number, keyId: string | null) {
  const codes: Record<number, number> = {};
  for (const c of calls)
    if (c.at.getTime() >= start && (keyId === null || c.apiKeyId === keyId))
      codes[c.status] = (codes[c.status] ?? 0) + 1;
  return codes;
}

function modelStatuses(calls: MeteredCall[], start: number, keyId: string | null) {
  const inWindow = calls.filter((c) => c.at.getTime() >= start && (keyId === null || c.apiKeyId === keyId));
  const count = (test: (status: number) => boolean) => inWindow.filter((c) => test(c.status)).length;
  return {
    success: count((s) => s < 400),
    client_error: count((s) => s >= 400 && s < 500 && s !== 429),
    rate_limited: count((s) => s === 429),
    server_error: count((s) => s >= 500),
  };
}

describe('usage exports agree with the JSON answers for the same window and filters', () => {
  it('for the time series, top endpoints, keys and status classes and codes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 2 * DAY }),
        fc.array(callArb, { maxLength: 60 }),
        fc.array(queryArb, { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        async (offset, generated, queries, isClosed) => {
          const now = NOW0 + offset;
          jest.setSystemTime(now);
          await f.clearUsage();
          const calls: MeteredCall[] = generated.map((c) => ({
            at: new Date(now - c.age),
            userId: ana.id,
            apiKeyId: ana.keys[c.key]!,
            provider: 'flashscore',
            endpoint: ENDPOINTS[c.endpoint]!,
            status: c.status,
            latencyMs: c.latencyMs,
            bytes: 10,
            cacheStatus: 'NONE',
          }));
          await f.meter(calls);
          if (isClosed) await f.closeBucketsEndedBy(now);
          for (const q of queries) {
            const token = q.asAdmin ? admin.token : ana.token;
            const keyId = q.key === null ? null : ana.keys[q.key]!;
            const params = new URLSearchParams({ window: q.window });
            if (q.asAdmin) params.set('user_id', ana.id);
            const withKey = new URLSearchParams(params);
            if (keyId) withKey.set('api_key_id', keyId);
            const start = WINDOW_STARTS[q.window](now);
            const series = new URLSearchParams({
              interval: q.window === '30d' ? 'day' : q.window === '24h' ? 'hour' : 'minute',
              date_from: new Date(start).toISOString(),
            });
            if (q.asAdmin) series.set('user_id', ana.id);
            if (keyId) series.set('api_key_id', keyId);
            for (const [path, query] of [
              ['timeseries', series],
              ['top-endpoints', params],
              ['keys', params],
              ['statuses', withKey],
            ] as const) {
              const json = (await f.get(`/api/usage/${path}?${query}`, token)).json();
              const csv = await f.get(`/api/usage/${path}.csv?${query}`, token);
              expect(csv.statusCode).toBe(200);
              expectSameRows(csv.body, path === 'statuses' ? statusRecordsOf(json.data) : json.data);
              if (path === 'statuses') {
                const model = modelStatuses(calls, start, keyId);
                const counted = Object.fromEntries(json.data.map((row: ClassRow) => [row.status_class, row.calls]));
                expect(counted).toEqual(model);
                const codes = json.data.flatMap((row: StatusesRow) =>
                  row.status_codes.map((code) => [code.status_code, code.calls]),
                );
                expect(Object.fromEntries(codes)).toEqual(modelCodes(calls, start, keyId));
              }
            }
          }
        },
      ),
      { numRuns: 15 },
    );
    // Fifteen runs of up to three views, eight requests each: longer than one request's default 30 s.
  }, 180_000);
});
