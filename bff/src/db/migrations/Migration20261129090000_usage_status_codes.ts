import { Migration } from '@mikro-orm/migrations';

const PLATFORM = `'00000000-0000-0000-0000-000000000000'::uuid`;

/**
 * The per-code rollups of the raw events still held, at every kept size of the total and key
 * grains, each user's and the platform's: a frozen statement of the rules in
 * modules/usage/status-code-rollups.ts, which usage.migration.test.ts checks against what the
 * metering path writes. Older calls (raw events are kept 30 days, hour and day rollups 400) have
 * no codes; the statuses answer counts them as `calls_without_code`.
 */
export const STATUS_CODE_ROLLUPS_FROM_EVENTS_SQL = `
  insert into "usage_status_code_rollups" (subject_id, grain, bucket_size, bucket_start, api_key_id, status_code, calls)
  select
    case when grouping(e.user_id) = 0 then e.user_id else ${PLATFORM} end,
    case when grouping(e.api_key_id) = 0 then 'key' else 'total' end,
    s.size, date_trunc(s.size, e.occurred_at, 'UTC'), coalesce(e.api_key_id, ${PLATFORM}), e.status, count(*)
  from usage_events e cross join (values ('minute'), ('hour'), ('day'), ('week')) as s(size)
  group by s.size, date_trunc(s.size, e.occurred_at, 'UTC'), e.status,
    grouping sets ((e.user_id), (), (e.user_id, e.api_key_id), (e.api_key_id))
  having s.size <> 'week' or grouping(e.api_key_id) = 0;`;

/**
 * Calls per exact status code (200, 304, 404, 429, 502, ...), which the statuses breakdown lists
 * within each class: usage_rollups counts classes only. Two tables keyed like usage_rollups
 * and usage_rollups_open (the open one, where the metering path adds, with the same free room on
 * its pages for in-place updates), for the total and key grains only (the statuses read no other),
 * plus the status code, with one counter. The metering path writes them in the same transaction
 * as the other rollups; the compactor moves them with the others (modules/usage/README.md).
 */
export class Migration20261129090000_usage_status_codes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "usage_status_code_rollups" (
        "subject_id" uuid not null,
        "grain" varchar(8) not null check ("grain" in ('total', 'key')),
        "bucket_size" varchar(8) not null check ("bucket_size" in ('minute', 'hour', 'day', 'week')),
        "bucket_start" timestamptz not null,
        "api_key_id" uuid not null,
        "status_code" smallint not null,
        "calls" integer not null,
        constraint "usage_status_code_rollups_pkey"
          primary key ("subject_id", "grain", "bucket_size", "bucket_start", "api_key_id", "status_code") include ("calls")
      );`);
    this.addSql(`
      create statistics "usage_status_code_rollups_slice_statistics" (mcv, dependencies)
        on "subject_id", "grain", "bucket_size" from "usage_status_code_rollups";`);
    this.addSql(`
      create table "usage_status_code_rollups_open" (like "usage_status_code_rollups" including defaults including constraints)
        with (fillfactor = 50, autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 10000);`);
    this.addSql(`
      alter table "usage_status_code_rollups_open" add constraint "usage_status_code_rollups_open_pkey"
        primary key ("subject_id", "grain", "bucket_size", "bucket_start", "api_key_id", "status_code");`);
    this.addSql(STATUS_CODE_ROLLUPS_FROM_EVENTS_SQL);
  }

  // Only the codes go: usage_rollups still counts every call by class.
  override async down(): Promise<void> {
    this.addSql(`drop table "usage_status_code_rollups_open";`);
    this.addSql(`drop table "usage_status_code_rollups";`);
  }
}
