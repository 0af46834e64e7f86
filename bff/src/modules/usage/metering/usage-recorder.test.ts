// Several bff replicas meter into one database at once, and every batch adds to rows they share
// (the platform's totals, a key called through two replicas), while a compactor moves rows out
// from under them. Their writes must neither lose nor double a call, nor deadlock on each other.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { Worker } from 'node:worker_threads';
import { UsageFixture } from '../../../test-support/usage-fixture.js';
import { RollupCompactor } from '../rollup-compactor.js';
import { PLATFORM_SUBJECT_ID } from '../rollups.js';
import { closeEveryRollupBucket } from '../../../test-support/rollups.js';
import { UsageRecorder, type UsageEvent } from './usage-recorder.js';

let f: UsageFixture;
beforeAll(async () => {
  f = await UsageFixture.start();
});
afterAll(() => f.close());

it('adds up every call when replicas write overlapping batches at the same moment', async () => {
  const accounts = await Promise.all([f.account({ keyCount: 3 }), f.account({ keyCount: 3 })]);
  const keys = accounts.flatMap((account) => account.keys.map((key) => ({ userId: account.id, key })));
  const failures: unknown[] = [];
  const log = { error: (details: unknown) => failures.push(details) } as never;
  const replicas = [0, 1, 2].map(() => new UsageRecorder(f.t.app.deps.orm, log));
  const at = new Date();
  const perReplica = 3000;
  const batches = replicas.map((replica, r) => {
    for (let i = 0; i < perReplica; i++) {
      // Each replica meets the keys and endpoints in its own order, some the others' reverse.
      const k = (i + r) % keys.length;
      const { userId, key } = keys[r % 2 === 0 ? k : keys.length - 1 - k]!;
      const event: UsageEvent = {
        requestId: randomUUID(),
        occurredAt: new Date(at.getTime() + ((i * 7919 * (r + 1)) % 60_000)),
        userId,
        apiKeyId: key,
        provider: 'flashscore',
        endpoint: `/endpoint/${r % 2 === 0 ? i % 25 : 24 - (i % 25)}`,
        status: 200,
        latencyMs: 5,
        bytes: 100,
        cacheStatus: 'MISS',
        method: 'GET',
        path: `/endpoint/${i}`,
      };
      replica.record(event);
    }
    return replica;
  });

  // A compactor that takes every bucket for ended moves rows while the replicas write to them.
  const compactor = new RollupCompactor(f.t.app.deps.orm, log, () => new Date(Date.now() + 8 * 86_400_000));
  let writing = true;
  const compacting = (async () => {
    let rounds = 0;
    while (writing || rounds === 0) {
      await compactor.run(0);
      rounds++;
    }
  })();
  await Promise.all(batches.map((replica) => replica.stop()));
  writing = false;
  await compacting;
  await closeEveryRollupBucket(f.t.app.deps.orm);

  expect(failures).toEqual([]);
  const em = f.t.app.deps.orm.em.fork();
  const [events] = await em.execute<{ count: string }[]>('select count(*) from usage_events');
  expect(Number(events!.count)).toBe(3 * perReplica);
  const perSize = await em.execute<{ bucket_size: string; calls: string }[]>(
    `select bucket_size, sum(calls) as calls from usage_rollups where subject_id = ? and grain = 'total' group by bucket_size order by bucket_size`,
    [PLATFORM_SUBJECT_ID],
  );
  expect(perSize.map((row) => [row.bucket_size, Number(row.calls)])).toEqual([
    ['day', 3 * perReplica],
    ['hour', 3 * perReplica],
    ['minute', 3 * perReplica],
  ]);
});

it('goes on metering after its worker thread dies, and says how many calls the dead worker held', async () => {
  const account = await f.account({ keyCount: 1 });
  const errors: { details: Record<string, unknown>; message: string }[] = [];
  const log = {
    error: (details: Record<string, unknown>, message: string) => errors.push({ details, message }),
  } as never;
  const recorder = new UsageRecorder(f.t.app.deps.orm, log);
  // The recorder's insides, to hand a chunk over without the flush that would write it, and to end its worker.
  const internals = recorder as unknown as {
    worker: Worker;
    encoder: { take(): unknown };
    handOver(chunk: unknown): void;
  };
  const call = (requestId: string): UsageEvent => ({
    requestId,
    occurredAt: new Date(),
    userId: account.id,
    apiKeyId: account.keys[0]!,
    provider: 'flashscore',
    endpoint: '/football/live',
    status: 200,
    latencyMs: 2,
    bytes: 100,
    cacheStatus: 'HIT',
    method: 'HEAD',
    path: '/football/live',
  });
  try {
    for (const n of [1, 2, 3]) recorder.record(call(`written-${n}`));
    await recorder.flush();
    recorder.record(call('held-by-the-worker'));
    internals.handOver(internals.encoder.take());
    // A crash, as an uncaught error in the worker would end it.
    await internals.worker.terminate();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const exited = errors.find((error) => error.message === 'usage: the metering worker exited; starting a new one');
    expect(exited?.details.lostEvents).toBe(1);

    recorder.record(call('after-the-crash'));
    await recorder.flush();
    const em = f.t.app.deps.orm.em.fork();
    const rows = await em.execute<{ request_id: string }[]>(
      'select request_id from usage_events where api_key_id = ? order by request_id',
      [account.keys[0]!],
    );
    // The held call is lost unless the worker's own 500 ms timer happened to write it in the moment before it ended.
    expect(rows.map((row) => row.request_id).filter((id) => id !== 'held-by-the-worker')).toEqual([
      'after-the-crash',
      'written-1',
      'written-2',
      'written-3',
    ]);
  } finally {
    await recorder.stop();
  }
});
