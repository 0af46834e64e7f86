// Rollups as tests need them: buckets closed on demand, usage forgotten between cases. The app's
// own compactor runs meanwhile (every 10 s); both helpers wait for its round rather than race it.
import type { MikroORM } from '@mikro-orm/postgresql';
import { setTimeout as sleep } from 'node:timers/promises';
import { COMPACTOR_LOCK, RollupCompactor } from '../modules/usage/rollup-compactor.js';

const silent = { error: () => undefined } as never;

/**
 * Closes the rollup buckets that had ended by `endedBy` (ms), as the compactor does; when the
 * app's compactor holds the lock, waits for its round to end and closes them then.
 */
export async function closeRollupBuckets(orm: MikroORM, endedBy: number): Promise<void> {
  const compactor = new RollupCompactor(orm, silent, () => new Date(endedBy));
  while ((await compactor.run(0)) === null) await sleep(10);
}

/**
 * Closes every open rollup bucket, running and future ones included (as if the year 9999 had
 * come): afterwards usage_rollups holds every metered call at every kept size, and
 * usage_rollups_open is empty.
 */
export function closeEveryRollupBucket(orm: MikroORM): Promise<void> {
  return closeRollupBuckets(orm, Date.UTC(9999, 0, 1));
}

/**
 * Empties the usage tables. Holds the compactor's lock while it truncates: a truncate that
 * waited on a compactor round's rows while the round waited on the truncate's tables would be a
 * deadlock, and PostgreSQL would fail one of them.
 */
export async function truncateUsage(orm: MikroORM): Promise<void> {
  await orm.em.fork().transactional(async (em) => {
    await em.execute(`select pg_advisory_xact_lock(${COMPACTOR_LOCK})`);
    await em.execute(`truncate usage_events, usage_rollups, usage_rollups_open, usage_status_code_rollups,
         usage_status_code_rollups_open, usage_batches, usage_events_rejected`);
  });
}
