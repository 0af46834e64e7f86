import { Migration } from '@mikro-orm/migrations';

const HISTOGRAM_BUCKETS = 24;

/**
 * Week rollups of one grain built from its day rollups; this migration's frozen statement, also
 * used by the one that gives the endpoint grain its weeks.
 */
export function weekRollupsFromDaysSql(grain: 'key' | 'endpoint'): string {
  const histogramSum = Array.from({ length: HISTOGRAM_BUCKETS }, (_, i) => `sum(latency_buckets[${i + 1}])`).join(', ');
  return `
      insert into "usage_rollups" (subject_id, grain, bucket_size, bucket_start, api_key_id, provider, endpoint,
        calls, successes, client_errors, server_errors, rate_limited, cache_hits, bytes, latency_ms_sum, latency_buckets, latency_ms_max)
      select subject_id, grain, 'week', date_trunc('week', bucket_start, 'UTC'), api_key_id, provider, endpoint,
        sum(calls), sum(successes), sum(client_errors), sum(server_errors), sum(rate_limited), sum(cache_hits), sum(bytes),
        sum(latency_ms_sum), array[${histogramSum}]::int[], max(latency_ms_max)
      from "usage_rollups" where grain = '${grain}' and bucket_size = 'day'
      group by subject_id, grain, date_trunc('week', bucket_start, 'UTC'), api_key_id, provider, endpoint;`;
}

/**
 * Two changes for usage queries over long windows.
 *
 * Covering primary key. Rows are written bucket by bucket for all subjects at once, so one
 * subject's rows lay on as many heap pages as there are rows, and a 90-day query read thousands
 * of scattered pages. The primary key now carries every column the queries read (INCLUDE), so
 * they are answered by index-only scans over a few contiguous index pages (once vacuum has marked
 * the pages all-visible, which it does for every bucket that has stopped changing).
 *
 * Week buckets (Monday 00:00 UTC) for the key grain: per-key usage of the whole platform adds up
 * every key's rows, 90 a key for a 90-day window in day buckets, about 19 with weeks. They are
 * built here from the day buckets; the metering path writes them from now on.
 */
export class Migration20261122110000_usage_rollups_weeks_covering extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "usage_rollups" drop constraint "usage_rollups_pkey";`);
    this.addSql(`
      alter table "usage_rollups" add constraint "usage_rollups_pkey"
        primary key ("subject_id", "grain", "bucket_size", "bucket_start", "api_key_id", "provider", "endpoint")
        include ("calls", "successes", "client_errors", "server_errors", "rate_limited", "cache_hits", "bytes",
                 "latency_ms_sum", "latency_buckets", "latency_ms_max");`);
    this.addSql(`alter table "usage_rollups" drop constraint "usage_rollups_bucket_size_check";`);
    this.addSql(`alter table "usage_rollups" add constraint "usage_rollups_bucket_size_check" check ("bucket_size" in ('minute', 'hour', 'day', 'week'));`);
    this.addSql(weekRollupsFromDaysSql('key'));
  }
}
