import { Migration } from '@mikro-orm/migrations';

/**
 * Usage storage built for scale.
 *
 * 1. Raw events become a table partitioned by UTC day (`usage_events_YYYYMMDD`), so retention
 *    drops whole days instead of deleting rows one by one. `usage_events_ensure_partition(day)`
 *    creates a day's partition once (an advisory lock serialises concurrent creators); the
 *    metering path calls it for every new day it meets, so no row ever lacks a partition.
 *    The raw (user_id, occurred_at) index goes: nothing the product serves reads raw events.
 *
 * 2. Rollups are kept at the three grains the usage API reads, for every user and once more for
 *    the whole platform (subject `00000000-…`, a user id no account can have), instead of one
 *    (user, key, provider, endpoint) grain that a platform-wide query had to add up by the million
 *    (minute buckets only for the user's total and keys and the platform's total):
 *      total    (subject, bucket)                     summary, time series, quota
 *      key      (subject, bucket, api_key_id)         per-key usage, time series of one key
 *      endpoint (subject, bucket, provider, endpoint) top endpoints
 *    Unused dimensions hold a placeholder (nil uuid, '') so one primary key covers every grain
 *    and leads with what every read filters on. A BRIN index on bucket_start serves retention.
 *    The new rollups are rebuilt from the raw events, which until now were all kept.
 *
 * The rollup SQL below is this migration's own frozen statement of the rollup rules (today in
 * modules/usage/rollups.ts); usage.migration.test.ts checks that both build the same rollups.
 */
const PLATFORM = `'00000000-0000-0000-0000-000000000000'::uuid`;
const LATENCY_BOUNDS = '{1,2,3,5,8,12,20,30,50,80,120,200,300,500,800,1200,2000,3000,5000,8000,12000,20000,30000}';
const HISTOGRAM_BUCKETS = 24;

export const REBUILD_ROLLUPS_AT_MIGRATION = `
  insert into usage_rollups (subject_id, grain, bucket_size, bucket_start, api_key_id, provider, endpoint,
    calls, successes, client_errors, server_errors, rate_limited, cache_hits, bytes, latency_ms_sum, latency_buckets, latency_ms_max)
  select
    case when grouping(e.user_id) = 0 then e.user_id else ${PLATFORM} end,
    case when grouping(e.api_key_id) = 0 then 'key' when grouping(e.endpoint) = 0 then 'endpoint' else 'total' end,
    s.size, date_trunc(s.size, e.occurred_at, 'UTC'),
    coalesce(e.api_key_id, ${PLATFORM}), coalesce(e.provider, ''), coalesce(e.endpoint, ''),
    count(*), count(*) filter (where e.status < 400), count(*) filter (where e.status between 400 and 499),
    count(*) filter (where e.status >= 500), count(*) filter (where e.status = 429),
    count(*) filter (where e.cache_status in ('HIT', 'STALE')), sum(e.bytes), sum(e.latency_ms::double precision),
    array[${Array.from({ length: HISTOGRAM_BUCKETS }, (_, i) => `count(*) filter (where e.latency_bucket = ${i + 1})`).join(', ')}]::int[],
    max(e.latency_ms)
  from (select *, width_bucket(latency_ms, '${LATENCY_BOUNDS}'::real[]) + 1 as latency_bucket from usage_events) e
    cross join (values ('minute'), ('hour'), ('day')) as s(size)
  group by s.size, date_trunc(s.size, e.occurred_at, 'UTC'),
    grouping sets ((e.user_id), (e.user_id, e.api_key_id), (e.user_id, e.provider, e.endpoint), (), (e.api_key_id), (e.provider, e.endpoint))
  having s.size <> 'minute' or (grouping(e.endpoint) = 1 and (grouping(e.user_id) = 0 or grouping(e.api_key_id) = 1))`;

export class Migration20261122100000_usage_partitions_grains extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "usage_events" rename to "usage_events_unpartitioned";`);
    this.addSql(`alter index "usage_events_request_id_unique" rename to "usage_events_unpartitioned_request_id_unique";`);
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
      ) partition by range ("occurred_at");`);
    // Idempotent metering: a request id is written once (the partition key must be part of it).
    this.addSql(`create unique index "usage_events_request_id_unique" on "usage_events" ("request_id", "occurred_at");`);
    this.addSql(`
      create function usage_events_ensure_partition(day date) returns void language plpgsql as $$
      declare
        partition_name text := 'usage_events_' || to_char(day, 'YYYYMMDD');
      begin
        if to_regclass(partition_name) is not null then
          return;
        end if;
        perform pg_advisory_xact_lock(hashtext('usage_events_ensure_partition'));
        if to_regclass(partition_name) is null then
          execute format('create table %I partition of usage_events for values from (%L) to (%L)',
            partition_name, day::timestamp at time zone 'UTC', (day + 1)::timestamp at time zone 'UTC');
        end if;
      end $$;`);
    this.addSql(`
      select usage_events_ensure_partition(day)
      from (select distinct (occurred_at at time zone 'UTC')::date as day from usage_events_unpartitioned) days;`);
    this.addSql(`insert into "usage_events" select * from "usage_events_unpartitioned";`);
    this.addSql(`drop table "usage_events_unpartitioned";`);

    this.addSql(`drop table "usage_rollups";`);
    this.addSql(`
      create table "usage_rollups" (
        "subject_id" uuid not null,
        "grain" varchar(8) not null check ("grain" in ('total', 'key', 'endpoint')),
        "bucket_size" varchar(8) not null check ("bucket_size" in ('minute', 'hour', 'day')),
        "bucket_start" timestamptz not null,
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
        "latency_buckets" integer[] not null check (cardinality("latency_buckets") = ${HISTOGRAM_BUCKETS}),
        "latency_ms_max" real not null,
        primary key ("subject_id", "grain", "bucket_size", "bucket_start", "api_key_id", "provider", "endpoint")
      );`);
    this.addSql(`create index "usage_rollups_bucket_start_brin" on "usage_rollups" using brin ("bucket_start");`);
    // The platform's rows are a large share of the table and each user's a small one: without
    // statistics on the combination, the planner takes the platform's 90 day rows for millions.
    this.addSql(`create statistics "usage_rollups_slice_statistics" (mcv, dependencies) on "subject_id", "grain", "bucket_size" from "usage_rollups";`);
    this.addSql(REBUILD_ROLLUPS_AT_MIGRATION);
  }
}
