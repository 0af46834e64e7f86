import { Migration } from '@mikro-orm/migrations';

/**
 * A fixed log-scale latency histogram on every usage rollup, so p95 latency can be read from
 * rollups of any size: 24 counts, bucket k holding latencies in [bound(k-1), bound(k)) ms with
 * the bounds below (first bucket under 1 ms, last 30 s and more), plus the largest latency.
 * Existing rollups are filled from the raw events they were built from.
 *
 * The bounds are frozen here on purpose; modules/usage/latency-histogram.ts holds the same list
 * (a test compares them), and changing it would need a new column, not an edit.
 */
export const LATENCY_BOUNDS_AT_MIGRATION = [1, 2, 3, 5, 8, 12, 20, 30, 50, 80, 120, 200, 300, 500, 800, 1200, 2000, 3000, 5000, 8000, 12000, 20000, 30000];

export class Migration20261122090000_usage_latency_histogram extends Migration {
  override async up(): Promise<void> {
    const buckets = LATENCY_BOUNDS_AT_MIGRATION.length + 1;
    const zeros = `'{${new Array(buckets).fill(0).join(',')}}'`;
    const counts = Array.from({ length: buckets }, (_, i) => `count(*) filter (where e.bucket = ${i + 1})`).join(', ');
    this.addSql(`
      alter table "usage_rollups"
        add column "latency_buckets" integer[] not null default ${zeros}
          constraint "usage_rollups_latency_buckets_check" check (cardinality("latency_buckets") = ${buckets}),
        add column "latency_ms_max" real not null default 0;`);
    this.addSql(`
      update "usage_rollups" r set "latency_buckets" = h.histogram, "latency_ms_max" = h.max_latency
      from (
        select s.size, date_trunc(s.size, e.occurred_at, 'UTC') as bucket_start, e.user_id, e.api_key_id, e.provider, e.endpoint,
          array[${counts}]::integer[] as histogram, max(e.latency_ms) as max_latency
        from (
          select *, width_bucket("latency_ms", '{${LATENCY_BOUNDS_AT_MIGRATION.join(',')}}'::real[]) + 1 as bucket from "usage_events"
        ) e cross join (values ('minute'), ('hour'), ('day')) as s(size)
        group by 1, 2, 3, 4, 5, 6
      ) h
      where r.bucket_size = h.size and r.bucket_start = h.bucket_start and r.user_id = h.user_id
        and r.api_key_id = h.api_key_id and r.provider = h.provider and r.endpoint = h.endpoint;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "usage_rollups" drop column "latency_buckets", drop column "latency_ms_max";`);
  }
}
