// The metering writer against the test run's PostgreSQL: no event may hold up the others. A
// batch the database refuses for some of its events is written without them (they are set
// aside with the reason), and a failure that passes is tried again without losing or doubling
// anything.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import pg, { type Pool } from 'pg';
import { inTransaction } from '../../../db/pool-transaction.js';
import { timeOrderedUuid } from '../../../shared/ids.js';
import { startProxyFixture, type ProxyFixture } from '../../../test-support/proxy-fixture.js';
import { closeEveryRollupBucket, truncateUsage } from '../../../test-support/rollups.js';
import { UsageBatchWriter, type TransactionRunner, type UsageEvent } from './usage-batch-writer.js';

let f: ProxyFixture;
let pool: Pool;
let owner: { userId: string; apiKeyId: string };
beforeAll(async () => {
  f = await startProxyFixture();
  pool = await f.t.app.deps.orm.em.getConnection().getNativeClient();
  const { id } = await f.newKey('Writer');
  const [row] = await f.t.app.deps.orm.em
    .fork()
    .execute<{ user_id: string }[]>('select user_id from api_keys where id = ?', [id]);
  owner = { userId: row!.user_id, apiKeyId: id };
});
afterAll(() => f.close());
beforeEach(() => truncateUsage(f.t.app.deps.orm));

const em = () => f.t.app.deps.orm.em.fork();
const event = (fields: Partial<UsageEvent> = {}): UsageEvent => ({
  requestId: timeOrderedUuid(),
  occurredAt: new Date(),
  ...owner,
  provider: 'flashscore',
  endpoint: '/football/live',
  status: 200,
  latencyMs: 12.5,
  bytes: 100,
  cacheStatus: 'MISS',
  method: 'GET',
  path: '/football/live',
  ...fields,
});

function writerWith(runTransaction?: TransactionRunner) {
  const logged: { details: Record<string, unknown>; message: string }[] = [];
  const writer = new UsageBatchWriter(
    pool,
    { error: (details, message) => logged.push({ details: details as Record<string, unknown>, message }) },
    runTransaction,
  );
  return { writer, logged };
}

const writtenIds = async () =>
  (await em().execute<{ request_id: string }[]>('select request_id from usage_events order by request_id')).map(
    (row) => row.request_id,
  );
// Read as text: the JSON may escape a NUL, which PostgreSQL's ->> could not turn into text.
const setAside = async () =>
  (
    await em().execute<{ event: string; sqlstate: string | null; error: string }[]>(
      'select event, sqlstate, error from usage_events_rejected',
    )
  )
    .map(({ event, sqlstate, error }) => {
      const { requestId, endpoint } = JSON.parse(event) as UsageEvent;
      return { request_id: requestId, endpoint, sqlstate, error };
    })
    .sort((a, b) => a.request_id.localeCompare(b.request_id));
async function keyDayCalls(): Promise<number> {
  await closeEveryRollupBucket(f.t.app.deps.orm);
  const [row] = await em().execute<{ calls: number }[]>(
    "select calls from usage_rollups where grain = 'key' and bucket_size = 'day' and subject_id = ? and api_key_id = ?",
    [owner.userId, owner.apiKeyId],
  );
  return row?.calls ?? 0;
}
const batchedEvents = async () =>
  Number((await em().execute<{ sum: string }[]>('select coalesce(sum(events), 0) as sum from usage_batches'))[0]!.sum);

describe('a batch the database refuses for some of its events', () => {
  it('writes every other event once, and sets the refused ones aside with the reason', async () => {
    const { writer, logged } = writerWith();
    const good = Array.from({ length: 40 }, () => event());
    const tooLong = event({ endpoint: `/football/${'x'.repeat(600)}` });
    const withNul = event({ endpoint: '/football/\u0000live' });
    // The refused ones among the good ones, as calls of other accounts would surround them.
    [...good.slice(0, 13), tooLong, ...good.slice(13, 31), withNul, ...good.slice(31)].forEach((e) => writer.add(e));
    await writer.flush();

    expect(await writtenIds()).toEqual(good.map((e) => e.requestId).sort());
    expect(await keyDayCalls()).toBe(40);
    // Each good event in exactly one written batch.
    expect(await batchedEvents()).toBe(40);
    expect(await setAside()).toEqual(
      [
        {
          request_id: tooLong.requestId,
          endpoint: tooLong.endpoint,
          sqlstate: '22001',
          error: 'value too long for type character varying(512)',
        },
        {
          request_id: withNul.requestId,
          endpoint: withNul.endpoint,
          sqlstate: '22021',
          error: expect.stringContaining('invalid byte sequence'),
        },
      ].sort((a, b) => a.request_id.localeCompare(b.request_id)),
    );
    const lines = logged.filter((line) =>
      line.message.startsWith('usage: metered calls the database refused are set aside'),
    );
    expect(lines.map((line) => line.details.requestIds)).toEqual(
      expect.arrayContaining([[tooLong.requestId], [withNul.requestId]]),
    );
    expect(lines.at(-1)!.details.setAsideSinceStart).toBe(2);
    expect(JSON.stringify(logged)).not.toContain('xxxxxxxxxx');
  });

  it('goes on writing the events that come after it', async () => {
    const { writer } = writerWith();
    writer.add(event({ endpoint: `/${'y'.repeat(513)}` }));
    await writer.flush();
    const later = Array.from({ length: 5 }, () => event());
    later.forEach((e) => writer.add(e));
    await writer.flush();
    expect(await writtenIds()).toEqual(later.map((e) => e.requestId).sort());
    expect((await setAside()).map((row) => row.sqlstate)).toEqual(['22001']);
  });

  it('sets aside an event whose values its columns cannot hold before any write, and writes the rest', async () => {
    const { writer } = writerWith();
    const good = [event(), event()];
    writer.add(good[0]!);
    const unencodable = event({ status: 70_000 });
    writer.add(unencodable);
    writer.add(good[1]!);
    await writer.flush();
    expect(await writtenIds()).toEqual(good.map((e) => e.requestId).sort());
    expect(await setAside()).toEqual([
      {
        request_id: unencodable.requestId,
        endpoint: '/football/live',
        sqlstate: null,
        error: expect.stringContaining('70000'),
      },
    ]);
  });
});

describe('a write that fails for another reason', () => {
  it('is tried again after a lost connection, after a pause unless a flush is asked for, with nothing set aside or counted twice', async () => {
    let connectionsToLose = 1;
    const { writer, logged } = writerWith(async (pool, work) =>
      inTransaction(pool, async (client) => {
        if (connectionsToLose-- > 0) {
          // The server ends this very connection, as a restart or a failover does.
          const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
          await pool.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
        }
        await work(client);
      }),
    );
    const events = Array.from({ length: 10 }, () => event());
    events.forEach((e) => writer.add(e));
    await writer.flush();
    expect(logged.map((line) => line.message)).toEqual(['usage: writing events failed; will retry']);
    expect(logged[0]!.details.retryInMs).toBeGreaterThanOrEqual(500);
    expect(await writtenIds()).toEqual([]);
    // The periodic write waits out the pause (a database restarting is not asked twice a second)...
    await writer.writeDue();
    expect(await writtenIds()).toEqual([]);
    // ...and a flush asked for, as at shutdown, does not.
    await writer.flush();
    expect(await writtenIds()).toEqual(events.map((e) => e.requestId).sort());
    expect(await batchedEvents()).toBe(10);
    expect(await setAside()).toEqual([]);
  });

  it('survives the server ending its connection in the middle of a statement, as a restart does, and writes the batch on the next flush', async () => {
    // The metering worker's own kind of pool (metering-worker.ts): a plain pg pool, whose
    // checked-out clients have no 'error' listener unless the transaction gives them one. An
    // 'error' nobody hears is an uncaught exception, which fails this test (and, in the worker,
    // ends the thread with every event it held).
    const workerPool = new pg.Pool({ connectionString: f.t.app.deps.orm.config.get('clientUrl'), max: 2 });
    try {
      let connectionsToLose = 1;
      let connectionEnded: Promise<unknown> = Promise.resolve();
      const writer = new UsageBatchWriter(workerPool, { error: () => undefined }, async (pool, work) =>
        inTransaction(pool, async (client) => {
          if (connectionsToLose-- > 0) {
            const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
            // (Not events.once, whose own 'error' listener would hear what nobody else does.)
            connectionEnded = new Promise((resolve) => client.once('end', resolve));
            // A statement is under way when the server ends the session, as a fast shutdown does.
            const running = client.query('select pg_sleep(30)');
            await workerPool.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
            await running;
          }
          await work(client);
        }),
      );
      const events = Array.from({ length: 5 }, () => event());
      events.forEach((e) => writer.add(e));
      await writer.flush();
      // The client reports the socket's close after the failed statement: 'error', then 'end'.
      await connectionEnded;
      await writer.flush();
      expect(await writtenIds()).toEqual(events.map((e) => e.requestId).sort());
      expect(await setAside()).toEqual([]);
    } finally {
      await workerPool.end();
    }
  });

  it('is tried a few times when nobody can tell why it failed, then set aside whole so that later batches are written', async () => {
    let failing = true;
    const { writer } = writerWith(async (pool, work) => {
      if (failing) throw new TypeError('a fault of the writer, say');
      await inTransaction(pool, work);
    });
    const stuck = [event(), event()];
    stuck.forEach((e) => writer.add(e));
    for (let attempt = 1; attempt < 5; attempt++) {
      await writer.flush();
      expect(await setAside()).toEqual([]);
    }
    await writer.flush();
    expect((await setAside()).map((row) => row.request_id)).toEqual(stuck.map((e) => e.requestId).sort());

    failing = false;
    const later = event();
    writer.add(later);
    await writer.flush();
    expect(await writtenIds()).toEqual([later.requestId]);
  });
});
