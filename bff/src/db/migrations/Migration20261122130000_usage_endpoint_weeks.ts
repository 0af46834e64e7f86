import { Migration } from '@mikro-orm/migrations';

const HISTOGRAM_BUCKETS = 24;

/**
 * Week buckets (Monday 00:00 UTC) for the endpoint grain, as the key grain has: top endpoints over
 * 90 days added up 90 day rows per endpoint, each with its latency histogram; weeks make it about
 * 19. Built here from the day buckets; the metering path writes them from now on.
 */
export class Migration20261122130000_usage_endpoint_weeks extends Migration {
  override async up(): Promise<void> {
    const histogramSum = Array.from({ length: HISTOGRAM_BUCKETS }, (_, i) => `sum(latency_buckets[${i + 1}])`).join(', ');
    this.addSql(`
      insert into "usage_rollups" (subject_id, grain, bucket_size, bucket_start, api_key_id, provider, endpoint,
        calls, successes, client_errors, server_errors, rate_limited, cache_hits, bytes, latency_ms_sum, latency_buckets, latency_ms_max)
      select subject_id, grain, 'week', date_trunc('week', bucket_start, 'UTC'), api_key_id, provider, endpoint,
        sum(calls), sum(successes), sum(client_errors), sum(server_errors), sum(rate_limited), sum(cache_hits), sum(bytes),
        sum(latency_ms_sum), array[${histogramSum}]::int[], max(latency_ms_max)
      from "usage_rollups" where grain = 'endpoint' and bucket_size = 'day'
      group by subject_id, grain, date_trunc('week', bucket_start, 'UTC'), api_key_id, provider, endpoint;`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "usage_rollups" where grain = 'endpoint' and bucket_size = 'week';`);
  }
}
