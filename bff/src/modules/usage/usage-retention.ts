// Keeps usage storage bounded: raw events for `eventsDays` days, dropped a whole daily partition
// at a time (no row-by-row delete, no bloat), minute rollups, the ids of written metering
// batches and the events the database refused (usage_events_rejected) as long, and hour and day rollups for `rollupsDays` days. Also creates
// the partitions of today and the next days ahead of time, so the metering path seldom has to.
// Runs when the bff starts and then every hour; with several bff processes, whichever takes the
// advisory lock first does the work and the others skip that round.
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import { firstTimeOrderedUuidAt } from '../../shared/ids.js';
import { PeriodicJob } from '../../shared/periodic-job.js';
import { ensureEventPartitionsSql } from './rollup-sql.js';
import { utcDayOf } from './usage.rules.js';

const DAY_MS = 86_400_000;
const RUN_EVERY_MS = 3_600_000;
const DAYS_AHEAD = 2;
const PARTITION_NAME = /^usage_events_(\d{4})(\d{2})(\d{2})$/;

export interface UsageRetentionSettings {
  /** Raw events and minute rollups older than this many days are dropped. */
  eventsDays: number;
  /** Hour and day rollups whose bucket started more than this many days ago are deleted. */
  rollupsDays: number;
}

export interface RetentionRun {
  droppedPartitions: string[];
  deletedRollups: number;
  /** Ids of metering batches written before the oldest kept day of raw events. */
  deletedBatches: number;
  /** Refused events set aside before the oldest kept day of raw events. */
  deletedRejected: number;
}

export class UsageRetention {
  private readonly job = new PeriodicJob(
    RUN_EVERY_MS,
    () => this.run(),
    (error) => this.log.error({ err: error }, 'usage retention failed; will try again'),
  );

  constructor(
    private readonly orm: MikroORM,
    private readonly settings: UsageRetentionSettings,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  start() {
    this.job.start({ runNow: true });
  }

  stop() {
    return this.job.stop();
  }

  /** One round; null when another process holds the lock. */
  async run(): Promise<RetentionRun | null> {
    const today = Math.floor(this.now().getTime() / DAY_MS) * DAY_MS;
    // A partition goes once every event it can hold is older than the retention period.
    const firstKeptDay = today - (this.settings.eventsDays - 1) * DAY_MS;
    const rollupCutoff = today - (this.settings.rollupsDays - 1) * DAY_MS;
    // Two transactions: dropping a partition briefly locks usage_events, and that lock must not
    // be held while old rollups are deleted.
    const droppedPartitions = await this.locked(async (em) => {
      const ahead = Array.from({ length: DAYS_AHEAD + 1 }, (_, i) => utcDayOf(today + i * DAY_MS));
      await em.execute(ensureEventPartitionsSql('?'), [`{${ahead.join(',')}}`]);
      const partitions = await em.execute<{ name: string }[]>(
        `select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
         where i.inhparent = 'usage_events'::regclass`,
      );
      const expired = partitions
        .map(({ name }) => PARTITION_NAME.exec(name))
        .filter(
          (match) =>
            match !== null && Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) < firstKeptDay,
        )
        .map((match) => match![0])
        .sort();
      for (const name of expired) await em.execute(`drop table "${name}"`);
      return expired;
    });
    if (droppedPartitions === null) return null;
    const deleted = await this.locked(async (em) => {
      // Open rows older than the rollups' period go too, should any be left. (Not by the minute
      // cutoff: an open minute row still holds its calls' share of the hour and day buckets.)
      // The per-status-code rollups are kept exactly as the others.
      const [rollups] = await em.execute<{ count: string }[]>(
        `with expired as (
           delete from usage_rollups where bucket_start < ? or (bucket_size = 'minute' and bucket_start < ?) returning 1
         ), expired_open as (
           delete from usage_rollups_open where bucket_start < ? returning 1
         ), expired_codes as (
           delete from usage_status_code_rollups where bucket_start < ? or (bucket_size = 'minute' and bucket_start < ?) returning 1
         ), expired_open_codes as (
           delete from usage_status_code_rollups_open where bucket_start < ? returning 1
         ) select (select count(*) from expired) + (select count(*) from expired_open)
             + (select count(*) from expired_codes) + (select count(*) from expired_open_codes) as count`,
        [
          new Date(rollupCutoff).toISOString(),
          new Date(firstKeptDay).toISOString(),
          new Date(rollupCutoff).toISOString(),
          new Date(rollupCutoff).toISOString(),
          new Date(firstKeptDay).toISOString(),
          new Date(rollupCutoff).toISOString(),
        ],
      );
      // A batch id only has to outlive the chance of its batch being written again, which ends
      // with the process that recorded it; kept as long as the raw events, it certainly does.
      const [batches] = await em.execute<{ count: string }[]>(
        'with expired as (delete from usage_batches where id < ? returning 1) select count(*) as count from expired',
        [firstTimeOrderedUuidAt(firstKeptDay)],
      );
      const [rejected] = await em.execute<{ count: string }[]>(
        'with expired as (delete from usage_events_rejected where id < ? returning 1) select count(*) as count from expired',
        [firstTimeOrderedUuidAt(firstKeptDay)],
      );
      return {
        rollups: Number(rollups?.count ?? 0),
        batches: Number(batches?.count ?? 0),
        rejected: Number(rejected?.count ?? 0),
      };
    });
    const run = {
      droppedPartitions,
      deletedRollups: deleted?.rollups ?? 0,
      deletedBatches: deleted?.batches ?? 0,
      deletedRejected: deleted?.rejected ?? 0,
    };
    if (droppedPartitions.length > 0 || run.deletedRollups > 0 || run.deletedBatches > 0 || run.deletedRejected > 0) {
      this.log.info(run, 'usage retention: old usage data removed');
    }
    return run;
  }

  /** Runs `work` in a transaction holding the retention lock; null if another process holds it. */
  private locked<T>(work: (em: EntityManager) => Promise<T>): Promise<T | null> {
    return this.orm.em.fork().transactional(async (em: EntityManager) => {
      const [lock] = await em.execute<{ locked: boolean }[]>(
        `select pg_try_advisory_xact_lock(hashtext('usage_retention')) as locked`,
      );
      return lock?.locked ? work(em) : null;
    });
  }
}
