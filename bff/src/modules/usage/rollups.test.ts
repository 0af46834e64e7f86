// The metering path folds each call into its rollup rows as it is recorded (RollupFold), and a
// call that repeats the one before (a busy key's calls: same key and endpoint, same minute)
// reuses the rows that call found. Whatever the order, a batch's rows must be exactly the sum of
// what each call alone adds.
import { expect, it } from '@jest/globals';
import { openRollupFold, type MeteredCall, type RollupRow } from './rollups.js';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 23, 9, 59); // a minute before an hour ends

const user = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
/** A key belongs to one user: its id names that user too. */
const key = (userN: number, n: number) => `00000000-0000-4000-9${userN}00-${String(n).padStart(12, '0')}`;

function call(n: number, overrides: Partial<MeteredCall>): MeteredCall {
  return {
    occurredAt: new Date(T0),
    userId: user(0),
    apiKeyId: key(0, 0),
    provider: 'flashscore',
    endpoint: '/football/live',
    status: [200, 200, 404, 429, 502][n % 5]!,
    latencyMs: (n % 40) / 4,
    bytes: 100 + n,
    cacheStatus: (['HIT', 'MISS', 'STALE', 'NONE'] as const)[n % 4]!,
    ...overrides,
  };
}

const rowKey = (row: RollupRow) =>
  [row.subjectId, row.grain, row.size, row.bucketStart, row.apiKeyId, row.provider, row.endpoint].join(' ');

/** Rows with the same rollup key added up: what folding their calls together must give. */
function summed(rows: RollupRow[]): RollupRow[] {
  const byKey = new Map<string, RollupRow>();
  for (const row of rows) {
    const total = byKey.get(rowKey(row));
    if (!total) {
      byKey.set(rowKey(row), {
        ...row,
        histogram: [...row.histogram],
        statusCodes: row.statusCodes && new Map(row.statusCodes),
      });
      continue;
    }
    for (const field of [
      'calls',
      'successes',
      'clientErrors',
      'serverErrors',
      'rateLimited',
      'cacheHits',
      'bytes',
      'latencyMsSum',
    ] as const)
      total[field] += row[field];
    total.histogram = total.histogram.map((count, i) => count + row.histogram[i]!);
    total.latencyMsMax = Math.max(total.latencyMsMax, row.latencyMsMax);
    for (const [code, calls] of row.statusCodes ?? [])
      total.statusCodes!.set(code, (total.statusCodes!.get(code) ?? 0) + calls);
  }
  return [...byKey.values()].sort((a, b) => (rowKey(a) < rowKey(b) ? -1 : 1));
}

const byKeyOrder = (rows: RollupRow[]) => [...rows].sort((a, b) => (rowKey(a) < rowKey(b) ? -1 : 1));

it('folds runs of repeated calls into exactly the rows that each call alone adds to, across minute and hour ends', () => {
  // Runs of 1-9 calls with one user, key, endpoint and minute, each run changing one of them
  // (or the time by a millisecond across a minute's end, or within the minute).
  const calls: MeteredCall[] = [];
  let at = T0 + MINUTE - 30;
  for (let run = 0; run < 300; run++) {
    const u = run % 3 === 0 ? 1 : 0;
    const fields = {
      userId: user(u),
      apiKeyId: key(u, Math.floor(run / 5) % 2),
      provider: run % 7 === 0 ? 'transfermarkt' : 'flashscore',
      endpoint: run % 4 === 0 ? '/football/:id' : '/football/live',
    };
    for (let i = 0; i < 1 + (run % 9); i++) {
      calls.push(call(calls.length, { ...fields, occurredAt: new Date(at) }));
      at += run % 11 === 0 ? 1 : 0;
    }
    at += [0, 1, 7_000][run % 3]!;
  }
  expect(new Set(calls.map((c) => Math.floor(c.occurredAt.getTime() / MINUTE))).size).toBeGreaterThan(3);

  const together = openRollupFold();
  for (const c of calls) together.add(c);
  const alone = calls.flatMap((c) => {
    const fold = openRollupFold();
    fold.add(c);
    return fold.rows();
  });
  expect(byKeyOrder(together.rows())).toEqual(summed(alone));
  expect(
    together
      .rows()
      .filter((row) => row.grain === 'total' && row.subjectId !== user(0) && row.subjectId !== user(1))
      .reduce((sum, row) => sum + row.calls, 0),
  ).toBe(calls.length);
});
