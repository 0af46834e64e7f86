import { Migration } from '@mikro-orm/migrations';
import { weekRollupsFromDaysSql } from './Migration20261122110000_usage_rollups_weeks_covering.js';

/**
 * Week buckets (Monday 00:00 UTC) for the endpoint grain, as the key grain has: top endpoints over
 * 90 days added up 90 day rows per endpoint, each with its latency histogram; weeks make it about
 * 19. Built here from the day buckets; the metering path writes them from now on.
 */
export class Migration20261122130000_usage_endpoint_weeks extends Migration {
  override async up(): Promise<void> {
    this.addSql(weekRollupsFromDaysSql('endpoint'));
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "usage_rollups" where grain = 'endpoint' and bucket_size = 'week';`);
  }
}
