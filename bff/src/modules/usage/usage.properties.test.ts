// For random sets of metered calls, every usage endpoint answers what a direct recomputation
// from the raw calls gives: window and bucket edges, UTC, offsets in dates, empty windows.
// The calls go through the real UsageRecorder, so the rollups read are the real ones, and the
// real rollup compactor closes none, some or all of their buckets before the answers are read.
import { afterAll, beforeAll, describe, it, jest } from '@jest/globals';
import fc from 'fast-check';
import { LATENCY_BOUNDS_MS } from './latency-histogram.js';
import { UsageFixture, freezeClock, type Account, type MeteredCall } from '../../test-support/usage-fixture.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NOW0 = Date.parse('2030-06-30T00:00:00.000Z');
const SPANS = { '1h': [MINUTE, 60], '24h': [HOUR, 24], '7d': [HOUR, 168], '30d': [DAY, 30], '90d': [DAY, 90] } as const;
type Window = keyof typeof SPANS;
const SIZES = { minute: MINUTE, hour: HOUR, day: DAY } as const;
type Interval = keyof typeof SIZES;
const ENDPOINTS = [
  ['flashscore', '/football/live'],
  ['flashscore', '/match/{id}/details'],
  ['transfermarkt', '/players/{id}/profile'],
  ['transfermarkt', '/clubs/{id}/players'],
] as const;
const FREE_PER_DAY = 100;

let f: UsageFixture;
let ana: Account;
let bob: Account;
let admin: Account;
let keys: { userId: string; keyId: string; name: string }[];

beforeAll(async () => {
  freezeClock(new Date(NOW0));
  f = await UsageFixture.start();
  ana = await f.account({ keyCount: 3 });
  bob = await f.account({ keyCount: 2 });
  admin = await f.superuser();
  keys = [
    ...ana.keys.map((keyId, i) => ({ userId: ana.id, keyId, name: `Key ${i + 1}` })),
    ...bob.keys.map((keyId, i) => ({ userId: bob.id, keyId, name: `Key ${i + 1}` })),
  ];
});
afterAll(async () => {
  await f.close();
  jest.useRealTimers();
});

// ---- arbitraries -------------------------------------------------------------------------------

const floorTo = (ms: number, size: number) => Math.floor(ms / size) * size;

/** "Now" for one run: on a day, hour or minute boundary, or anywhere in the next two days. */
const nowArb = fc.oneof(
  fc.integer({ min: 0, max: 2 }).map((d) => NOW0 + d * DAY),
  fc.integer({ min: 0, max: 48 }).map((h) => NOW0 + h * HOUR),
  fc.integer({ min: 0, max: 2 * 24 * 60 }).map((m) => NOW0 + m * MINUTE),
  fc.integer({ min: 0, max: 2 * DAY }).map((ms) => NOW0 + ms),
);

/** When a call happened: anywhere in the last 91 days, or on (or 1 ms off) a minute, hour or day boundary near a window edge. */
const whenArb: fc.Arbitrary<(now: number) => number> = fc.oneof(
  fc.integer({ min: 0, max: 91 * DAY }).map((age) => (now: number) => now - age),
  fc
    .oneof(
      fc.tuple(fc.constant(MINUTE), fc.nat({ max: 1500 })),
      fc.tuple(fc.constant(HOUR), fc.nat({ max: 200 })),
      fc.tuple(fc.constant(DAY), fc.nat({ max: 92 })),
    )
    .chain(([size, n]) =>
      fc.constantFrom(-1, 0, 1).map((jitter) => (now: number) => Math.min(now, floorTo(now, size) - n * size + jitter)),
    ),
);

// Latencies are multiples of 0.25 ms (exact as float32), often right on a histogram bound.
const latencyArb = fc.oneof(
  fc.constantFrom(0, 0.25, ...LATENCY_BOUNDS_MS, ...LATENCY_BOUNDS_MS.map((b) => b - 0.25), 45_000),
  fc.integer({ min: 0, max: 4 * 40_000 }).map((q) => q / 4),
  fc.integer({ min: 0, max: 4 * 100 }).map((q) => q / 4),
);

const callArb = fc.record({
  when: whenArb,
  key: fc.nat({ max: 4 }),
  endpoint: fc.nat({ max: ENDPOINTS.length - 1 }),
  status: fc.constantFrom(200, 201, 304, 400, 401, 404, 429, 500, 502, 503, 504),
  latencyMs: latencyArb,
  bytes: fc.nat({ max: 100_000 }),
  cacheStatus: fc.constantFrom('HIT', 'MISS', 'STALE', 'NONE' as const),
});

const callsArb = fc.array(callArb, { maxLength: 200, size: 'max' });

/**
 * How far the rollup compactor has got: no bucket closed yet, those ended by some moment (near
 * a bucket edge or anywhere in the window), or every one.
 */
const closedByArb: fc.Arbitrary<((now: number) => number) | null> = fc.oneof(
  fc.constant(null),
  whenArb,
  fc.constant(() => Date.UTC(9999, 0, 1)),
);

type GeneratedCall = typeof callArb extends fc.Arbitrary<infer T> ? T : never;

function materialise(now: number, generated: GeneratedCall[]): MeteredCall[] {
  return generated.map((c) => {
    const key = keys[c.key]!;
    const [provider, endpoint] = ENDPOINTS[c.endpoint]!;
    return {
      at: new Date(c.when(now)),
      userId: key.userId,
      apiKeyId: key.keyId,
      provider,
      endpoint,
      status: c.status,
      latencyMs: c.latencyMs,
      bytes: c.bytes,
      cacheStatus: c.cacheStatus,
    };
  });
}

// ---- the model: straight from the raw calls ------------------------------------------------------

const iso = (ms: number) => new Date(ms).toISOString();
const windowStart = (window: Window, now: number) => {
  const [size, buckets] = SPANS[window];
  return floorTo(now, size) - (buckets - 1) * size;
};
const isError = (c: MeteredCall) => c.status >= 400;

/** The nearest-rank p95, reported as the upper bound of its histogram bucket, or the maximum if smaller. */
function p95(calls: MeteredCall[]): number | null {
  if (calls.length === 0) return null;
  const sorted = calls.map((c) => Math.fround(c.latencyMs)).sort((a, b) => a - b);
  const value = sorted[Math.ceil((95 * sorted.length) / 100) - 1]!;
  const bucket = LATENCY_BOUNDS_MS.filter((bound) => value >= bound).length;
  const upper = bucket < LATENCY_BOUNDS_MS.length ? LATENCY_BOUNDS_MS[bucket]! : Infinity;
  return Math.min(upper, sorted[sorted.length - 1]!);
}

const sum = (calls: MeteredCall[], pick: (c: MeteredCall) => number) => calls.reduce((total, c) => total + pick(c), 0);
const count = (calls: MeteredCall[], test: (c: MeteredCall) => boolean) => calls.filter(test).length;
const ratio = (a: number, b: number) => (b === 0 ? null : a / b);

function modelSummary(all: MeteredCall[], window: Window, subject: string | null, now: number) {
  const start = windowStart(window, now);
  const calls = all.filter((c) => (subject === null || c.userId === subject) && c.at.getTime() >= start);
  const clientErrors = count(calls, (c) => c.status >= 400 && c.status < 500);
  const serverErrors = count(calls, (c) => c.status >= 500);
  const cacheHits = count(calls, (c) => c.cacheStatus === 'HIT' || c.cacheStatus === 'STALE');
  const today = floorTo(now, DAY);
  const used = count(all, (c) => c.userId === subject && c.at.getTime() >= today && c.status !== 429);
  return {
    window,
    user_id: subject,
    date_from: iso(start),
    date_to: iso(now),
    calls: calls.length,
    successful_calls: count(calls, (c) => c.status < 400),
    errors: clientErrors + serverErrors,
    client_errors: clientErrors,
    server_errors: serverErrors,
    rate_limited_calls: count(calls, (c) => c.status === 429),
    cache_hits: cacheHits,
    error_rate: ratio(clientErrors + serverErrors, calls.length),
    cache_hit_ratio: ratio(cacheHits, calls.length),
    avg_latency_ms: ratio(
      sum(calls, (c) => c.latencyMs),
      calls.length,
    ),
    p95_latency_ms: p95(calls),
    bytes: sum(calls, (c) => c.bytes),
    quota:
      subject === null
        ? null
        : {
            plan: 'free',
            limit: FREE_PER_DAY,
            used,
            remaining: Math.max(0, FREE_PER_DAY - used),
            period_start: iso(today),
            resets_at: iso(today + DAY),
          },
  };
}

function modelTopEndpoints(all: MeteredCall[], window: Window, subject: string | null, now: number, limit: number) {
  const start = windowStart(window, now);
  const calls = all.filter((c) => (subject === null || c.userId === subject) && c.at.getTime() >= start);
  const groups = new Map<string, MeteredCall[]>();
  for (const c of calls)
    groups.set(`${c.provider} ${c.endpoint}`, [...(groups.get(`${c.provider} ${c.endpoint}`) ?? []), c]);
  const rows = [...groups.values()].map((group) => {
    const errors = count(group, isError);
    return {
      provider: group[0]!.provider,
      endpoint: group[0]!.endpoint,
      calls: group.length,
      errors,
      error_rate: errors / group.length,
      avg_latency_ms: sum(group, (c) => c.latencyMs) / group.length,
      p95_latency_ms: p95(group),
    };
  });
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  rows.sort((a, b) => b.calls - a.calls || byText(a.provider, b.provider) || byText(a.endpoint, b.endpoint));
  return { window, user_id: subject, date_from: iso(start), date_to: iso(now), data: rows.slice(0, limit) };
}

function modelKeys(all: MeteredCall[], window: Window, subject: string | null, now: number) {
  const start = windowStart(window, now);
  const rows = keys
    .filter((k) => subject === null || k.userId === subject)
    .map((k) => {
      const calls = all.filter((c) => c.apiKeyId === k.keyId && c.at.getTime() >= start);
      const ever = all.filter((c) => c.apiKeyId === k.keyId).map((c) => c.at.getTime());
      return {
        id: k.keyId,
        user_id: k.userId,
        name: k.name,
        is_revoked: false,
        is_expired: false,
        calls: calls.length,
        errors: count(calls, isError),
        last_used_at: ever.length === 0 ? null : iso(Math.max(...ever)),
      };
    })
    .filter((row) => subject !== null || row.calls > 0);
  rows.sort((a, b) => b.calls - a.calls || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || (a.id < b.id ? -1 : 1));
  return { window, user_id: subject, date_from: iso(start), date_to: iso(now), data: rows };
}

function modelTimeseries(
  all: MeteredCall[],
  subject: string | null,
  keyId: string | null,
  from: number,
  to: number,
  interval: Interval,
) {
  const size = SIZES[interval];
  const calls = all.filter(
    (c) => (subject === null || c.userId === subject) && (keyId === null || c.apiKeyId === keyId),
  );
  const data = [];
  // Every bucket overlapping [from, to), whole.
  for (let start = floorTo(from, size); from < to && start < to; start += size) {
    const inBucket = calls.filter((c) => c.at.getTime() >= start && c.at.getTime() < start + size);
    const clientErrors = count(inBucket, (c) => c.status >= 400 && c.status < 500);
    const serverErrors = count(inBucket, (c) => c.status >= 500);
    data.push({
      start: iso(start),
      calls: inBucket.length,
      errors: clientErrors + serverErrors,
      client_errors: clientErrors,
      server_errors: serverErrors,
      p95_latency_ms: p95(inBucket),
    });
  }
  return { interval, date_from: iso(from), date_to: iso(to), user_id: subject, api_key_id: keyId, data };
}

// ---- comparing ---------------------------------------------------------------------------------

/** Equal, with floating-point fields compared to 9 significant digits. */
function expectClose(actual: unknown, expected: unknown, path = '$'): void {
  if (typeof expected === 'number' && typeof actual === 'number' && !Number.isInteger(expected)) {
    if (Math.abs(actual - expected) > 1e-9 * Math.max(1, Math.abs(expected)))
      throw new Error(`${path}: ${actual} != ${expected}`);
    return;
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object')
      throw new Error(`${path}: ${JSON.stringify(actual)} != ${JSON.stringify(expected)}`);
    const keysOf = (o: object) => Object.keys(o).sort().join(',');
    if (keysOf(actual) !== keysOf(expected)) throw new Error(`${path}: keys ${keysOf(actual)} != ${keysOf(expected)}`);
    for (const key of Object.keys(expected))
      expectClose((actual as any)[key], (expected as any)[key], `${path}.${key}`);
    return;
  }
  if (actual !== expected) throw new Error(`${path}: ${JSON.stringify(actual)} != ${JSON.stringify(expected)}`);
}

async function answer(url: string, token: string) {
  const response = await f.get(url, token);
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  const body = response.json();
  if (Array.isArray(body.data)) for (const row of body.data) delete row.prefix; // random, and not the point here
  return body;
}

/** An instant written with a whole-hour or half-hour offset from UTC, as a client abroad would. */
function withOffset(ms: number, offsetMinutes: number): string {
  const local = new Date(ms + offsetMinutes * MINUTE).toISOString().slice(0, 23);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

const seriesArb = fc.record({
  interval: fc.constantFrom<Interval>('minute', 'hour', 'day'),
  startAge: fc.integer({ min: 0, max: 91 * DAY }),
  span: fc.double({ min: 0, max: 1, noNaN: true }),
  offsetMinutes: fc.constantFrom(0, 60, -300, 330, 545, -570, 840, -720),
  key: fc.option(fc.nat({ max: 4 }), { nil: null }),
  who: fc.constantFrom('ana', 'bob', 'all'),
});

const RUNS = 30;
jest.setTimeout(180_000); // thirty runs of every window and asker outlast 30 s on a busy machine

describe('usage answers equal a recomputation from the raw calls, however many buckets have been closed', () => {
  it('for summary, top endpoints and keys in every window, for a user, another user and the platform', async () => {
    await fc.assert(
      fc.asyncProperty(
        nowArb,
        callsArb,
        fc.integer({ min: 1, max: 5 }),
        closedByArb,
        async (now, generated, limit, closedBy) => {
          jest.setSystemTime(now);
          await f.clearUsage();
          const calls = materialise(now, generated);
          await f.meter(calls);
          if (closedBy) await f.closeBucketsEndedBy(closedBy(now));
          const askers: [string | null, string, string][] = [
            [ana.id, ana.token, ''],
            [bob.id, admin.token, `&user_id=${bob.id}`],
            [null, admin.token, '&user_id=all'],
          ];
          for (const window of Object.keys(SPANS) as Window[]) {
            for (const [subject, token, param] of askers) {
              expectClose(
                await answer(`/api/usage/summary?window=${window}${param}`, token),
                modelSummary(calls, window, subject, now),
              );
              expectClose(
                await answer(`/api/usage/top-endpoints?window=${window}&limit=${limit}${param}`, token),
                modelTopEndpoints(calls, window, subject, now, limit),
              );
              expectClose(
                await answer(`/api/usage/keys?window=${window}${param}`, token),
                modelKeys(calls, window, subject, now),
              );
            }
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('for time series over random ranges, intervals, keys and UTC offsets', async () => {
    await fc.assert(
      fc.asyncProperty(
        nowArb,
        callsArb,
        fc.array(seriesArb, { minLength: 1, maxLength: 4 }),
        closedByArb,
        async (now, generated, queries, closedBy) => {
          jest.setSystemTime(now);
          await f.clearUsage();
          const calls = materialise(now, generated);
          await f.meter(calls);
          if (closedBy) await f.closeBucketsEndedBy(closedBy(now));
          for (const q of queries) {
            const size = SIZES[q.interval];
            // Minute buckets are kept 30 days (the test app's default); older ones are a 422 (usage.api.test.ts).
            const from = now - (q.interval === 'minute' ? q.startAge % (29 * DAY) : q.startAge);
            // Up to 1,498 buckets' worth of range, so that even misaligned ends stay within 1,500.
            const to = Math.min(from + Math.floor(q.span * 1498 * size), now + DAY);
            const subject = q.who === 'ana' ? ana.id : q.who === 'bob' ? bob.id : null;
            const token = q.who === 'ana' ? ana.token : admin.token;
            const key = q.key === null ? null : keys[q.key]!;
            const keyId = key && (subject === null || key.userId === subject) ? key.keyId : null;
            const params = new URLSearchParams({
              interval: q.interval,
              date_from: withOffset(from, q.offsetMinutes),
              date_to: withOffset(to, -q.offsetMinutes),
            });
            if (q.who !== 'ana') params.set('user_id', subject ?? 'all');
            if (keyId) params.set('api_key_id', keyId);
            expectClose(
              await answer(`/api/usage/timeseries?${params}`, token),
              modelTimeseries(calls, subject, keyId, from, to, q.interval),
            );
          }
          // The default: the last 24 hours in hour buckets.
          expectClose(
            await answer('/api/usage/timeseries', ana.token),
            modelTimeseries(calls, ana.id, null, now - DAY, now, 'hour'),
          );
        },
      ),
      { numRuns: RUNS },
    );
  });
});
