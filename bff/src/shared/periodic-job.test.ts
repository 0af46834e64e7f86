import { expect, it } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import { PeriodicJob } from './periodic-job.js';

it('never runs two rounds at once, and stop() waits for the round in progress', async () => {
  let running = 0;
  let mostAtOnce = 0;
  let started = 0;
  let finished = 0;
  const job = new PeriodicJob(
    5,
    async () => {
      running++;
      started++;
      mostAtOnce = Math.max(mostAtOnce, running);
      await sleep(30);
      running--;
      finished++;
    },
    () => undefined,
  );
  job.start({ runNow: true });
  // Until a second round is under way, however late a busy machine runs the timers (it failed
  // with a fixed 100 ms wait at a load average of 6).
  while (started < 2) await sleep(5);
  await job.stop();
  expect(mostAtOnce).toBe(1);
  expect(running).toBe(0);
  expect(finished).toBe(started);
  expect(finished).toBeGreaterThanOrEqual(2);
});

it('reports a failed round and tries again at the next tick', async () => {
  const errors: unknown[] = [];
  let rounds = 0;
  const job = new PeriodicJob(
    5,
    async () => {
      rounds++;
      if (rounds === 1) throw new Error('database away');
    },
    (error) => errors.push(error),
  );
  job.start();
  await sleep(60);
  await job.stop();
  expect(errors).toEqual([new Error('database away')]);
  expect(rounds).toBeGreaterThan(1);
});
