import { Migration } from '@mikro-orm/migrations';

const PLATFORM = `'00000000-0000-0000-0000-000000000000'::uuid`;
const LATENCY_BOUNDS = '{1,2,3,5,8,12,20,30,50,80,120,200,300,500,800,1200,2000,3000,5000,8000,12000,20000,30000}';
const HISTOGRAM_BUCKETS = 24;

/**
 * Minute buckets for the last-hour window (`window=1h`): its top endpoints and the whole
 * platform's per-key usage need minute rows of the endpoint grain (each user's and the
 * platform's) and of the platform's key grain, which were kept at hour size at the finest. The
 * metering path writes them from now on (modules/usage/rollups.ts, KEPT_SIZES); here they are
 * built from the raw events still held, which minute rollups are kept as long as. A frozen
 * statement of the rollup rules, as Migration20261122100000's; usage.migration.test.ts checks
 * that the two build the same rollups.
 */
export class Migration20261128100000_usage_minute_windows extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      insert into usage_rollups (subject_id, grain, bucket_size, bucket_start, api_key_id, provider, endpoint,
        calls, successes, client_errors, server_errors, rate_limited, cache_hits, bytes, latency_ms_sum, latency_buckets, latency_ms_max)
      select
        case when grouping(e.user_id) = 0 then e.user_id else ${PLATFORM} end,
        case when grouping(e.api_key_id) = 0 then 'key' else 'endpoint' end,
        'minute', date_trunc('minute', e.occurred_at, 'UTC'),
        coalesce(e.api_key_id, ${PLATFORM}), coalesce(e.provider, ''), coalesce(e.endpoint, ''),
        count(*), count(*) filter (where e.status < 400), count(*) filter (where e.status between 400 and 499),
        count(*) filter (where e.status >= 500), count(*) filter (where e.status = 429),
        count(*) filter (where e.cache_status in ('HIT', 'STALE')), sum(e.bytes), sum(e.latency_ms::double precision),
        array[${Array.from({ length: HISTOGRAM_BUCKETS }, (_, i) => `count(*) filter (where e.latency_bucket = ${i + 1})`).join(', ')}]::int[],
        max(e.latency_ms)
      from (select *, width_bucket(latency_ms, '${LATENCY_BOUNDS}'::real[]) + 1 as latency_bucket from usage_events) e
      group by date_trunc('minute', e.occurred_at, 'UTC'),
        grouping sets ((e.user_id, e.provider, e.endpoint), (e.provider, e.endpoint), (e.api_key_id))
      on conflict do nothing;`);
  }

  // An open minute row still carries its calls' share of the hour, day and week buckets, so the
  // way back needs those closed first (stop metering, let the compactor run), as for the open table.
  override async down(): Promise<void> {
    this.addSql(`
      do $$ begin
        if exists (select 1 from "usage_rollups_open" where bucket_size = 'minute'
            and (grain = 'endpoint' or (grain = 'key' and subject_id = ${PLATFORM}))) then
          raise exception 'usage_rollups_open still holds open minute buckets of the endpoint grain: close them first';
        end if;
      end $$;`);
    this.addSql(`
      delete from "usage_rollups" where bucket_size = 'minute'
        and (grain = 'endpoint' or (grain = 'key' and subject_id = ${PLATFORM}));`);
  }
}
