import { Migration } from '@mikro-orm/migrations';

/** Account plans, and the metering the data proxy writes: raw events plus per-bucket rollups. */
export class Migration20261121130000_plans_usage extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "plan" varchar(32) not null default 'free';`);
    this.addSql(`
      create table "usage_events" (
        "request_id" varchar(128) not null,
        "occurred_at" timestamptz not null,
        "user_id" uuid not null,
        "api_key_id" uuid not null,
        "provider" varchar(32) not null,
        "endpoint" varchar(512) not null,
        "status" smallint not null,
        "latency_ms" real not null,
        "bytes" integer not null,
        "cache_status" varchar(8) not null
      );`);
    this.addSql(`create unique index "usage_events_request_id_unique" on "usage_events" ("request_id", "occurred_at");`);
    this.addSql(`create index "usage_events_user_time_index" on "usage_events" ("user_id", "occurred_at");`);
    this.addSql(`
      create table "usage_rollups" (
        "bucket_size" varchar(8) not null check ("bucket_size" in ('minute', 'hour', 'day')),
        "bucket_start" timestamptz not null,
        "user_id" uuid not null,
        "api_key_id" uuid not null,
        "provider" varchar(32) not null,
        "endpoint" varchar(512) not null,
        "calls" integer not null,
        "successes" integer not null,
        "client_errors" integer not null,
        "server_errors" integer not null,
        "rate_limited" integer not null,
        "cache_hits" integer not null,
        "bytes" bigint not null,
        "latency_ms_sum" double precision not null,
        primary key ("bucket_size", "bucket_start", "user_id", "api_key_id", "provider", "endpoint")
      );`);
    this.addSql(`create index "usage_rollups_user_bucket_index" on "usage_rollups" ("user_id", "bucket_size", "bucket_start");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "usage_rollups";`);
    this.addSql(`drop table if exists "usage_events";`);
    this.addSql(`alter table "users" drop column "plan";`);
  }
}
