// The exact status codes of the statuses breakdown against the rest of usage: for random sets of
// metered calls (through the real UsageRecorder and rollups), each class's codes add up to the
// class, and the classes to the window's calls as the summary or the key's usage counts them,
// for an account, one of its keys and the platform, whatever the compactor has closed; and
// closing buckets moves the per-code counts into every kept size without losing one.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import fc from 'fast-check';
import { closeEveryRollupBucket } from '../../test-support/rollups.js';
import { UsageFixture, freezeClock, type Account, type MeteredCall } from '../../test-support/usage-fixture.js';
import { PLATFORM_SUBJECT_ID } from './rollups.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const NOW0 = Date.parse('2030-06-30T00:00:00.000Z');
const WINDOWS = ['1h', '24h', '7d', '30d', '90d'] as const;

let f: UsageFixture;
let ana: Account;
let bob: Account;
let admin: Account;

beforeAll(async () => {
  freezeClock(new Date(NOW0));
  f = await UsageFixture.start();
  ana = await f.account({ keyCount: 2 });
  bob = await f.account({ keyCount: 1 });
  admin = await f.superuser();
});
afterAll(async () => {
  await f.close();
  jest.useRealTimers();
});

type CodeRow = { status_code: number; calls: number };
type ClassRow = { status_class: string; calls: number; status_codes: CodeRow[]; calls_without_code: number };

const callArb = fc.record({
  // Within the last hours, days (the hour slices of 24h and 7d) and months.
  age: fc.oneof(
    fc.integer({ min: 0, max: 3 * 60 * MINUTE }),
    fc.integer({ min: 0, max: 8 * DAY }),
    fc.integer({ min: 0, max: 95 * DAY }),
  ),
  who: fc.nat({ max: 2 }),
  status: fc.constantFrom(200, 201, 304, 400, 404, 414, 429, 500, 502, 503, 504),
});

const statuses = async (query: string, token: string): Promise<ClassRow[]> => {
  const response = await f.get(`/api/usage/statuses?${query}`, token);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

/** Every class's codes add up to it; the classes' calls, which the function answers, to the whole. */
function expectCodesAddUp(classes: ClassRow[]): number {
  for (const row of classes) {
    expect(row.calls_without_code).toBe(0);
    expect(row.status_codes.reduce((sum, code) => sum + code.calls, 0)).toBe(row.calls);
  }
  return classes.reduce((sum, row) => sum + row.calls, 0);
}

describe('exact status codes', () => {
  it('add up to their classes, and the classes to the window’s calls, for an account, a key and the platform, before and after compaction', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: DAY }),
        fc.array(callArb, { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 0, max: 3 * 60 * MINUTE }),
        async (offset, generated, closedAgo) => {
          const now = NOW0 + offset;
          jest.setSystemTime(now);
          await f.clearUsage();
          const keys = [ana.keys[0]!, ana.keys[1]!, bob.keys[0]!];
          const calls: MeteredCall[] = generated.map((c) => ({
            at: new Date(now - c.age),
            userId: c.who === 2 ? bob.id : ana.id,
            apiKeyId: keys[c.who]!,
            provider: 'flashscore',
            endpoint: '/football/live',
            status: c.status,
            latencyMs: 3,
            bytes: 10,
            cacheStatus: 'NONE',
          }));
          await f.meter(calls);
          const views = () => Promise.all(WINDOWS.map((window) => viewsOf(window)));
          const viewsOf = async (window: (typeof WINDOWS)[number]) => {
            const own = await statuses(`window=${window}`, ana.token);
            const key = await statuses(`window=${window}&api_key_id=${ana.keys[1]}`, ana.token);
            const platform = await statuses(`window=${window}&user_id=all`, admin.token);
            const summary = (await f.get(`/api/usage/summary?window=${window}`, ana.token)).json();
            const platformSummary = (
              await f.get(`/api/usage/summary?window=${window}&user_id=all`, admin.token)
            ).json();
            const keyUsage = (await f.get(`/api/usage/keys?window=${window}`, ana.token)).json();
            expect(expectCodesAddUp(own)).toBe(summary.calls);
            expect(expectCodesAddUp(platform)).toBe(platformSummary.calls);
            expect(expectCodesAddUp(key)).toBe(
              keyUsage.data.find((k: { id: string }) => k.id === ana.keys[1])?.calls ?? 0,
            );
            return { own, key, platform };
          };
          const open = await views();
          await f.closeBucketsEndedBy(now - closedAgo);
          expect(await views()).toEqual(open);
          await closeEveryRollupBucket(f.t.app.deps.orm);
          expect(await views()).toEqual(open);
        },
      ),
      { numRuns: 10 },
    );
  }, 180_000);

  it('are kept through compaction: closed buckets hold every code’s calls at each kept size, and no open row is left', async () => {
    jest.setSystemTime(NOW0);
    await f.clearUsage();
    const codes = [200, 200, 304, 404, 414, 429, 429, 502, 503];
    await f.meter(
      codes.map((status, i) => ({
        at: new Date(NOW0 - i * 17 * MINUTE),
        userId: ana.id,
        apiKeyId: ana.keys[i % 2]!,
        provider: 'flashscore',
        endpoint: '/football/live',
        status,
        latencyMs: 3,
        bytes: 10,
        cacheStatus: 'NONE',
      })),
    );
    const before = await statuses('window=24h', ana.token);
    await closeEveryRollupBucket(f.t.app.deps.orm);
    expect(await statuses('window=24h', ana.token)).toEqual(before);
    const em = f.t.app.deps.orm.em.fork();
    expect(await em.execute('select * from usage_status_code_rollups_open')).toEqual([]);
    const counted = await em.execute<{ subject: string; grain: string; size: string; code: number; calls: string }[]>(
      `select case when subject_id = ? then 'platform' else 'user' end as subject, grain, bucket_size as size,
         status_code as code, sum(calls) as calls
       from usage_status_code_rollups group by 1, 2, 3, 4`,
      [PLATFORM_SUBJECT_ID],
    );
    const expected: Record<number, number> = {};
    for (const code of codes) expected[code] = (expected[code] ?? 0) + 1;
    const targets = ['minute', 'hour', 'day'].flatMap((size) => [`total ${size}`, `key ${size}`]).concat('key week');
    for (const subject of ['user', 'platform'])
      for (const target of targets) {
        const rows = counted.filter((row) => row.subject === subject && `${row.grain} ${row.size}` === target);
        expect([subject, target, Object.fromEntries(rows.map((row) => [row.code, Number(row.calls)]))]).toEqual([
          subject,
          target,
          expected,
        ]);
      }
  });
});
