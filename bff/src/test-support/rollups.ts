// Rollups as a reader of usage_rollups alone would see them once every bucket has ended.
import type { MikroORM } from '@mikro-orm/postgresql';
import { RollupCompactor } from '../modules/usage/rollup-compactor.js';

const silent = { error: () => undefined } as never;

/**
 * Closes every open rollup bucket, running and future ones included (as if the year 9999 had
 * come): afterwards usage_rollups holds every metered call at every kept size, and
 * usage_rollups_open is empty.
 */
export async function closeEveryRollupBucket(orm: MikroORM): Promise<void> {
  await new RollupCompactor(orm, silent, () => new Date(Date.UTC(9999, 0, 1))).run(0);
}
