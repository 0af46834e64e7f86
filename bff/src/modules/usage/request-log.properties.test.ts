// For random sets of metered calls, the request log and its CSV export hold exactly the calls the
// usage figures count for the same 30-day window: as many, per key, per endpoint, per outcome and
// per cache status; read through the real recorder, cursor pages of random sizes and the export.
import { afterAll, beforeAll, it, jest } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { UsageFixture, freezeClock, type Account, type MeteredCall } from '../../test-support/usage-fixture.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const NOW0 = Date.parse('2030-06-30T00:00:00.000Z');
const ENDPOINTS = [
  ['flashscore', '/football/live'],
  ['flashscore', '/match/{id}/details'],
  ['transfermarkt', '/players/{id}/profile'],
] as const;

let f: UsageFixture;
let ana: Account;
let bob: Account;

beforeAll(async () => {
  freezeClock(new Date(NOW0));
  f = await UsageFixture.start();
  ana = await f.account({ keyCount: 3 });
  bob = await f.account({ keyCount: 1 });
});
afterAll(async () => {
  await f.close();
  jest.useRealTimers();
});

const callArb = fc.record({
  // Anywhere in the last 32 days (the window's edge and a day past it), at times in the same millisecond too.
  age: fc.oneof(fc.integer({ min: 0, max: 32 * DAY }), fc.constantFrom(0, 1, 29 * DAY, 30 * DAY, 31 * DAY)),
  isBobs: fc.boolean(),
  key: fc.nat({ max: 2 }),
  endpoint: fc.nat({ max: ENDPOINTS.length - 1 }),
  status: fc.constantFrom(200, 304, 400, 404, 429, 500, 503),
  cacheStatus: fc.constantFrom('HIT', 'MISS', 'STALE', 'NONE' as const),
});

type Row = Record<string, string | number>;
type Figures = Record<string, number>;
const tally = (rows: Row[], of: (row: Row) => string) => {
  const counts: Figures = {};
  for (const row of rows) counts[of(row)] = (counts[of(row)] ?? 0) + 1;
  return counts;
};

/** Every page of the log, following next_cursor, `limit` rows at a time. */
async function wholeLog(query: string, limit: number): Promise<Row[]> {
  const rows: Row[] = [];
  let cursor: string | null = null;
  do {
    const page = (
      await f.get(
        `/api/usage/requests?limit=${limit}${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        ana.token,
      )
    ).json() as { data: Row[]; next_cursor: string | null };
    rows.push(...page.data);
    cursor = page.next_cursor;
  } while (cursor);
  return rows;
}

it('holds, page by page and in its export, exactly the calls the usage figures count for the 30d window', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 0, max: 2 * DAY }),
      fc.array(callArb, { maxLength: 40 }),
      fc.integer({ min: 1, max: 7 }),
      async (sinceNow0, generated, limit) => {
        const now = NOW0 + sinceNow0;
        jest.setSystemTime(now);
        await f.clearUsage();
        const calls: MeteredCall[] = generated.map((c) => {
          const [provider, endpoint] = ENDPOINTS[c.endpoint]!;
          return {
            at: new Date(now - c.age),
            userId: c.isBobs ? bob.id : ana.id,
            apiKeyId: c.isBobs ? bob.keys[0]! : ana.keys[c.key]!,
            provider,
            endpoint,
            status: c.status,
            latencyMs: 5,
            bytes: 10,
            cacheStatus: c.cacheStatus,
          };
        });
        await f.meter(calls);

        const log = await wholeLog('', limit);
        const summary = (await f.get('/api/usage/summary?window=30d', ana.token)).json();
        const keys = (await f.get('/api/usage/keys?window=30d', ana.token)).json();
        const top = (await f.get('/api/usage/top-endpoints?window=30d&limit=100', ana.token)).json();

        // As many calls, newest first, each once.
        if (log.length !== summary.calls) throw new Error(`log ${log.length} vs summary ${summary.calls}`);
        if (new Set(log.map((r) => r.request_id)).size !== log.length) throw new Error('a call twice');
        for (let i = 1; i < log.length; i++)
          if (String(log[i - 1]!.occurred_at) < String(log[i]!.occurred_at)) throw new Error('not newest first');
        // Per key and per endpoint, as per-key usage and top endpoints count them.
        const perKey = tally(log, (r) => String(r.api_key_id));
        for (const key of keys.data as { id: string; calls: number }[])
          if ((perKey[key.id] ?? 0) !== key.calls) throw new Error(`key ${key.id}: ${perKey[key.id]} vs ${key.calls}`);
        const perEndpoint = tally(log, (r) => `${r.provider} ${r.endpoint}`);
        for (const e of top.data as { provider: string; endpoint: string; calls: number }[])
          if (perEndpoint[`${e.provider} ${e.endpoint}`] !== e.calls) throw new Error(`endpoint ${e.endpoint}`);
        // The status and cache filters split the same calls as the summary's outcomes.
        const count = async (query: string) => (await wholeLog(query, 50)).length;
        if ((await count('&status_class=4xx')) !== summary.client_errors) throw new Error('4xx');
        if ((await count('&status_class=5xx')) !== summary.server_errors) throw new Error('5xx');
        const hits = (await count('&cache_status=HIT')) + (await count('&cache_status=STALE'));
        if (hits !== summary.cache_hits) throw new Error(`cache hits ${hits} vs ${summary.cache_hits}`);
        // The export: the same calls in the same order.
        const [, ...exported] = parse((await f.get('/api/usage/requests/export', ana.token)).body) as string[][];
        const exportedIds = exported.map((line) => line[1]);
        if (JSON.stringify(exportedIds) !== JSON.stringify(log.map((r) => r.request_id)))
          throw new Error('export differs');
      },
    ),
    { numRuns: 25 },
  );
});
