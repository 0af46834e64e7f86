import { Migration } from '@mikro-orm/migrations';

/**
 * Open buckets get a table of their own (why: modules/usage/rollup-compactor.ts). The metering
 * path adds to the rows of usage_rollups_open, each grain at its finest kept size; the compactor
 * moves a bucket's rows into usage_rollups once it has ended. Keyed like usage_rollups but
 * without the counters in the key, and with half of every page left free, so that adding to a
 * row rewrites it in place (a HOT update, no new index entry); vacuumed after every 10,000 dead
 * rows rather than after a share of a table that stays small.
 */
export class Migration20261123090000_usage_open_rollups extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "usage_rollups_open" (like "usage_rollups" including defaults including constraints)
        with (fillfactor = 50, autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 10000);`);
    this.addSql(`
      alter table "usage_rollups_open" add constraint "usage_rollups_open_pkey"
        primary key ("subject_id", "grain", "bucket_size", "bucket_start", "api_key_id", "provider", "endpoint");`);
  }

  // Open rows hold finest buckets only; dropping them would lose usage, so the way back needs
  // every bucket closed first (stop metering, let the compactor run with no settling time).
  override async down(): Promise<void> {
    this.addSql(`
      do $$ begin
        if exists (select 1 from "usage_rollups_open") then
          raise exception 'usage_rollups_open still holds open rollup buckets: close them into usage_rollups first';
        end if;
      end $$;`);
    this.addSql(`drop table "usage_rollups_open";`);
  }
}
