import { Migration } from '@mikro-orm/migrations';

/**
 * The request log's endpoint filter may name a provider (`/api/transfermarkt/{unlisted}`: both
 * providers count unknown paths under `/{unlisted}`), so `usage_events_request_log` includes the
 * provider beside the other filtered columns: a filter on it stays an index-only walk. Built
 * before the old index is dropped, so the log is never without one.
 */
export class Migration20261201090000_request_log_provider extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "usage_events_request_log_v2" on "usage_events" ("user_id", "occurred_at", "request_id")
        include ("api_key_id", "status", "cache_status", "provider", "endpoint");`,
    );
    this.addSql(`drop index "usage_events_request_log";`);
    this.addSql(`alter index "usage_events_request_log_v2" rename to "usage_events_request_log";`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `create index "usage_events_request_log_v1" on "usage_events" ("user_id", "occurred_at", "request_id")
        include ("api_key_id", "status", "cache_status", "endpoint");`,
    );
    this.addSql(`drop index "usage_events_request_log";`);
    this.addSql(`alter index "usage_events_request_log_v1" rename to "usage_events_request_log";`);
  }
}
