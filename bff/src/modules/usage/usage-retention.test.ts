// Usage retention: raw events go a whole day partition at a time once they are older than the
// retention period, rollups (which every usage answer is read from) stay much longer, and the
// metering path never loses an event to a partition that retention dropped.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { FastifyBaseLogger } from 'fastify';
import { closeEveryRollupBucket } from '../../test-support/rollups.js';
import { timeOrderedUuid } from '../../shared/ids.js';
import { bearer } from '../../test-support/test-app.js';
import { UsageRetention } from './usage-retention.js';
import { UsageFixture, type Account, type MeteredCall } from '../../test-support/usage-fixture.js';

const NOW = new Date('2031-06-15T12:00:00Z');
const DAY = 86_400_000;
const quietLog = { info: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

let f: UsageFixture;
let account: Account;
beforeAll(async () => {
  f = await UsageFixture.start();
  account = await f.account({ keyCount: 1 });
});
afterAll(() => f.close());
beforeEach(() => f.clearUsage());

const call = (daysAgo: number): MeteredCall => ({
  at: new Date(NOW.getTime() - daysAgo * DAY),
  userId: account.id,
  apiKeyId: account.keys[0]!,
  provider: 'flashscore',
  endpoint: '/football/live',
  status: 200,
  latencyMs: 10,
  bytes: 100,
  cacheStatus: 'MISS',
});

const retention = (eventsDays: number, rollupsDays: number) =>
  new UsageRetention(f.t.app.deps.orm, { eventsDays, rollupsDays }, quietLog, () => NOW);

const em = () => f.t.app.deps.orm.em.fork();
const partitions = async () =>
  (
    await em().execute<{ name: string }[]>(
      `select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'usage_events'::regclass order by 1`,
    )
  ).map((row) => row.name);
const rawEventDays = async () =>
  (
    await em().execute<{ day: string }[]>(
      `select distinct to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD') as day from usage_events order by 1`,
    )
  ).map((row) => row.day);
const dayRollupCalls = async () => {
  await closeEveryRollupBucket(f.t.app.deps.orm);
  return Number(
    (
      await em().execute<{ calls: string }[]>(
        `select coalesce(sum(calls), 0) as calls from usage_rollups where subject_id = ? and grain = 'total' and bucket_size = 'day'`,
        [account.id],
      )
    )[0]!.calls,
  );
};

describe('raw events', () => {
  it('drops whole day partitions older than the retention period and keeps the newer ones', async () => {
    await f.meter([call(0), call(1), call(29), call(30), call(31), call(45)]);
    const run = await retention(30, 400).run();
    // (Partitions made for the real today when the app started are older still, and go too.)
    expect(run!.droppedPartitions.filter((name) => name >= 'usage_events_2031')).toEqual([
      'usage_events_20310501',
      'usage_events_20310515',
      'usage_events_20310516',
    ]);
    expect(await rawEventDays()).toEqual(['2031-05-17', '2031-06-14', '2031-06-15']);
  });

  it('creates the partitions of today and the next two days ahead of the traffic', async () => {
    await retention(30, 400).run();
    expect(await partitions()).toEqual(
      expect.arrayContaining(['usage_events_20310615', 'usage_events_20310616', 'usage_events_20310617']),
    );
  });

  it('keeps serving usage from the rollups after the raw events are gone', async () => {
    await f.meter([call(0), call(40), call(40), call(80)]);
    const before = (await f.get(`/api/usage/summary?window=90d`, account.token)).json();
    await retention(30, 400).run();
    expect(await rawEventDays()).toEqual(['2031-06-15']);
    const after = await f.t.app.inject({
      method: 'GET',
      url: '/api/usage/summary?window=90d',
      headers: bearer(account.token),
    });
    expect(after.json().calls).toBe(before.calls);
  });

  it('loses no event metered into a day whose partition retention dropped meanwhile', async () => {
    await f.meter([call(40)]);
    await f.t.app.deps.usage.flush(); // (an earlier test dropped this day's partition too)
    expect(await rawEventDays()).toEqual(['2031-05-06']);
    await retention(30, 400).run();
    expect(await rawEventDays()).toEqual([]);
    // The recorder still believes the partition exists: its first write fails, keeps the
    // events, and the next one creates the partition again.
    await f.meter([call(40), call(0)]);
    await f.t.app.deps.usage.flush();
    expect(await dayRollupCalls()).toBe(3);
    expect((await em().execute(`select 1 from usage_events`)).length).toBe(2);
  });
});

describe('rollups', () => {
  it('keeps hour and day rollups for their own, longer period, and minute rollups as long as raw events, per-code rollups alike', async () => {
    await f.meter([call(0), call(100), call(399), call(400), call(500)]);
    await closeEveryRollupBucket(f.t.app.deps.orm);
    const run = await retention(30, 400).run();
    expect(await dayRollupCalls()).toBe(3);
    // Nothing whose bucket started before the cutoff (399 days before today) is left, and the
    // rows that went are at least the two old calls' 6 hour, 6 day and 3 minute rollups each.
    const cutoff = new Date(Date.UTC(2031, 5, 15) - 399 * DAY).toISOString();
    const [older] = await em().execute<{ count: string }[]>(
      `select count(*) as count from usage_rollups where bucket_start < ?`,
      [cutoff],
    );
    expect(Number(older!.count)).toBe(0);
    expect(run!.deletedRollups).toBeGreaterThanOrEqual(2 * (6 + 6 + 3) + 2 * 3);
    for (const table of ['usage_rollups', 'usage_status_code_rollups']) {
      const [olderRows] = await em().execute<{ count: string }[]>(
        `select count(*) as count from ${table} where bucket_start < ?`,
        [cutoff],
      );
      expect(Number(olderRows!.count)).toBe(0);
      const minutes = await em().execute<{ start: Date }[]>(
        `select distinct bucket_start as start from ${table} where bucket_size = 'minute'`,
      );
      expect(minutes.map((row) => new Date(row.start).toISOString())).toEqual(['2031-06-15T12:00:00.000Z']);
    }
    const [dayCodeCalls] = await em().execute<{ calls: string }[]>(
      `select coalesce(sum(calls), 0) as calls from usage_status_code_rollups where subject_id = ? and grain = 'total' and bucket_size = 'day'`,
      [account.id],
    );
    expect(Number(dayCodeCalls!.calls)).toBe(await dayRollupCalls());
  });
});

describe('open rollup buckets', () => {
  it('keeps an open minute row older than the raw events: it still carries its hour and day counts', async () => {
    await f.meter([call(40)]);
    await f.t.app.deps.usage.flush(); // (earlier tests dropped this day's partition)
    await retention(30, 400).run();
    expect(await dayRollupCalls()).toBe(1);
  });

  it('deletes open rows whose buckets are older than the rollups are kept', async () => {
    await f.meter([call(500), call(0)]);
    await f.t.app.deps.usage.flush(); // (earlier tests dropped these days' partitions)
    const run = await retention(30, 400).run();
    // The old call's six open rows (one per grain of its user and of the platform) go, and its
    // four open per-code rows (the total and key grains').
    expect(run!.deletedRollups).toBe(6 + 4);
    expect(await dayRollupCalls()).toBe(1);
  });
});

describe('metering batch ids', () => {
  it('deletes the ids of batches written before the oldest kept day of raw events, and keeps the newer ones', async () => {
    await f.meter([call(0)]);
    await f.t.app.deps.usage.flush();
    // The batch just written carries today's real time, years before this test's NOW.
    const recent = timeOrderedUuid(NOW.getTime() - 29 * DAY + 1000);
    const aged = timeOrderedUuid(NOW.getTime() - 30 * DAY);
    await em().execute('insert into usage_batches (id, events) values (?, 1), (?, 1)', [recent, aged]);
    const run = await retention(30, 400).run();
    expect(run!.deletedBatches).toBe(2);
    expect((await em().execute<{ id: string }[]>('select id from usage_batches')).map((row) => row.id)).toEqual([
      recent,
    ]);
  });
});

describe('refused metered calls set aside', () => {
  it('deletes those set aside before the oldest kept day of raw events, and keeps the newer ones', async () => {
    const recent = timeOrderedUuid(NOW.getTime() - 29 * DAY + 1000);
    const aged = timeOrderedUuid(NOW.getTime() - 30 * DAY);
    await em().execute(
      `insert into usage_events_rejected (id, event, error) values (?, '{}', 'refused'), (?, '{}', 'refused')`,
      [recent, aged],
    );
    const run = await retention(30, 400).run();
    expect(run!.deletedRejected).toBe(1);
    expect((await em().execute<{ id: string }[]>('select id from usage_events_rejected')).map((row) => row.id)).toEqual(
      [recent],
    );
  });
});

it('skips a round while another process holds the retention lock', async () => {
  await f.meter([call(45)]);
  await em().transactional(async (other) => {
    await other.execute(`select pg_advisory_xact_lock(hashtext('usage_retention'))`);
    expect(await retention(30, 400).run()).toBeNull();
  });
  expect(await rawEventDays()).toEqual(['2031-05-01']);
  expect((await retention(30, 400).run())!.droppedPartitions).toContain('usage_events_20310501');
});
