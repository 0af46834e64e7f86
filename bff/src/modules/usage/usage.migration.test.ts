// Upgrading a database metered before raw events were partitioned and rollups kept per grain:
// the migration moves every event into its day's partition and rebuilds exactly the rollups the
// metering path would have written (once their buckets have been closed into usage_rollups).
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { STATUS_CODE_ROLLUPS_FROM_EVENTS_SQL } from '../../db/migrations/Migration20261129090000_usage_status_codes.js';
import { ormOptions } from '../../db/orm.js';
import { closeEveryRollupBucket } from '../../test-support/rollups.js';
import { LATENCY_BOUNDS_MS } from './latency-histogram.js';
import { UsageFixture } from '../../test-support/usage-fixture.js';

const BEFORE_PARTITIONS = 'Migration20261122090000_usage_latency_histogram';

let f: UsageFixture;
let oldDatabase: { url: string; drop: () => Promise<void> };

beforeAll(async () => {
  f = await UsageFixture.start();
  oldDatabase = await emptyDatabase();
});
afterAll(async () => {
  await f.close();
  await oldDatabase.drop();
});

async function emptyDatabase() {
  const server = new URL(process.env.TOUCHLINE_TEST_SERVER_URL!);
  const name = `touchline_test_${process.env.TOUCHLINE_TEST_RUN}_upgrade_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: new URL('/postgres', server).toString() });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`create database "${name}"`);
  return {
    url: new URL(`/${name}`, server).toString(),
    drop: () => admin(`drop database if exists "${name}" with (force)`),
  };
}

const EVENT_COLUMNS =
  'request_id, occurred_at, user_id, api_key_id, provider, endpoint, status, latency_ms, bytes, cache_status';
const ROLLUPS = `select * from usage_rollups order by subject_id, grain, bucket_size, bucket_start, api_key_id, provider, endpoint`;

it('moves raw events into daily partitions and rebuilds the rollups the recorder writes', async () => {
  const account = await f.account({ keyCount: 2 });
  const latencies = [0, 0.5, ...LATENCY_BOUNDS_MS, 2.5, 17, 640, 45_000];
  await f.meter(
    latencies.map((latencyMs, i) => ({
      at: new Date(Date.UTC(2030, 0, 1 + (i % 3), i % 5, i % 7, i)),
      userId: account.id,
      apiKeyId: account.keys[i % 2]!,
      provider: i % 4 === 3 ? 'transfermarkt' : 'flashscore',
      endpoint: i % 2 ? '/football/live' : '/football/today',
      status: [200, 304, 404, 429, 500][i % 5]!,
      latencyMs,
      bytes: i * 10,
      cacheStatus: (['HIT', 'MISS', 'STALE', 'NONE'] as const)[i % 4]!,
    })),
  );
  await closeEveryRollupBucket(f.t.app.deps.orm);
  const em = f.t.app.deps.orm.em.fork();
  const events = await em.execute(`select ${EVENT_COLUMNS} from usage_events order by request_id`);
  const written = await em.execute(ROLLUPS);
  expect(written.length).toBeGreaterThan(50);

  // A database as it was before the migration, holding the same raw events.
  const orm = await MikroORM.init(ormOptions(oldDatabase.url));
  try {
    await orm.migrator.up({ to: BEFORE_PARTITIONS });
    const old = orm.em.fork();
    await old.execute(
      `insert into usage_events (${EVENT_COLUMNS})
       select * from jsonb_to_recordset(?::jsonb) as e(request_id text, occurred_at timestamptz, user_id uuid, api_key_id uuid,
         provider text, endpoint text, status smallint, latency_ms real, bytes int, cache_status text)`,
      [JSON.stringify(events)],
    );
    await orm.migrator.up();

    const upgraded = orm.em.fork();
    expect(await upgraded.execute(`select ${EVENT_COLUMNS} from usage_events order by request_id`)).toEqual(events);
    const partitions = await upgraded.execute<{ name: string; rows: string }[]>(
      `select tableoid::regclass::text as name, count(*) as rows from usage_events group by 1 order by 1`,
    );
    expect(partitions.map((p) => p.name)).toEqual([
      'usage_events_20300101',
      'usage_events_20300102',
      'usage_events_20300103',
    ]);
    expect(await upgraded.execute(ROLLUPS)).toEqual(written);
  } finally {
    await orm.close();
  }
});

it('builds, from the raw events still held, exactly the per-code rollups the metering path writes', async () => {
  const account = await f.account({ keyCount: 2 });
  await f.meter(
    [200, 201, 304, 404, 414, 429, 500, 502, 503, 200, 404].map((status, i) => ({
      at: new Date(Date.UTC(2030, 0, 6 + (i % 3), i % 5, i % 7, i)),
      userId: account.id,
      apiKeyId: account.keys[i % 2]!,
      provider: 'flashscore',
      endpoint: '/football/live',
      status,
      latencyMs: 5,
      bytes: 10,
      cacheStatus: 'NONE' as const,
    })),
  );
  await closeEveryRollupBucket(f.t.app.deps.orm);
  const em = f.t.app.deps.orm.em.fork();
  const CODE_ROLLUPS = `select * from usage_status_code_rollups
    order by subject_id, grain, bucket_size, bucket_start, api_key_id, status_code`;
  const written = await em.execute(CODE_ROLLUPS);
  expect(written.length).toBeGreaterThan(50);
  await em.execute('delete from usage_status_code_rollups');
  await em.execute(STATUS_CODE_ROLLUPS_FROM_EVENTS_SQL);
  expect(await em.execute(CODE_ROLLUPS)).toEqual(written);
});
