// The histogram migration fills existing rollups from their raw events exactly as the metering
// path fills new ones.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Migration20261122090000_usage_latency_histogram } from '../../db/migrations/Migration20261122090000_usage_latency_histogram.js';
import { LATENCY_BOUNDS_MS } from './latency-histogram.js';
import { UsageFixture } from './usage.fixture.js';

let f: UsageFixture;
beforeAll(async () => {
  f = await UsageFixture.start();
});
afterAll(() => f.close());

const snapshot = (em: EntityManager) =>
  em.execute(
    `select bucket_size, bucket_start, api_key_id, endpoint, calls, latency_buckets, latency_ms_max
     from usage_rollups order by bucket_size, bucket_start, api_key_id, endpoint`,
  );

it('backfills the same histograms the recorder writes', async () => {
  const account = await f.account({ keyCount: 2 });
  const latencies = [0, 0.5, ...LATENCY_BOUNDS_MS, 2.5, 17, 640, 45_000];
  await f.meter(
    latencies.map((latencyMs, i) => ({
      at: new Date(Date.UTC(2030, 0, 1 + (i % 3), i % 5, i % 7, i)),
      userId: account.id,
      apiKeyId: account.keys[i % 2]!,
      provider: 'flashscore',
      endpoint: i % 2 ? '/football/live' : '/football/today',
      status: 200,
      latencyMs,
      bytes: 1,
      cacheStatus: 'NONE' as const,
    })),
  );
  const em = f.t.app.deps.orm.em.fork() as EntityManager;
  const written = await snapshot(em);
  expect(written.length).toBeGreaterThan(10);

  await em.execute(`update usage_rollups set latency_buckets = default, latency_ms_max = 0`);
  expect(await snapshot(em)).not.toEqual(written);
  const migration = new Migration20261122090000_usage_latency_histogram(f.t.app.deps.orm.em.getDriver(), f.t.app.deps.orm.config);
  await migration.up();
  const [, backfill] = migration.getQueries().map((query) => String(query));
  await em.execute(backfill!);

  expect(await snapshot(em)).toEqual(written);
});
