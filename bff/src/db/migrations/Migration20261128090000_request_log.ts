import { Migration } from '@mikro-orm/migrations';

/**
 * The request log reads raw events: one account's calls, newest first, a page at a time
 * (modules/usage/request-log.service.ts).
 *
 * - `method` and `path`: what the call was, the path as called (ids and all, no query string),
 *   beside the endpoint name it is counted under. Calls metered before have neither: `GET` (the
 *   proxy's only method but HEAD) and no path, and the log shows their endpoint name instead.
 * - `usage_events_request_log`: one account's events in time order, so a page is a short
 *   backward index range scan whatever the table holds (without it, a page was a sort of the
 *   account's whole month). The request id is in the key so that a page ends on a unique
 *   position (the cursor) and so that a search by request id, bounded by the time a UUID v7
 *   carries, is answered from the index. The filtered columns are included, so a rare filter
 *   walks index entries only (an index-only scan, where the pages are all-visible) rather than
 *   visiting the table for every call it passes over. Every metered event pays for its entry:
 *   BENCHMARKS.md measures the metering path with and without it.
 */
export class Migration20261128090000_request_log extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "usage_events" add column "method" varchar(8) not null default 'GET';`);
    this.addSql(`alter table "usage_events" add column "path" text;`);
    this.addSql(
      `create index "usage_events_request_log" on "usage_events" ("user_id", "occurred_at", "request_id")
        include ("api_key_id", "status", "cache_status", "endpoint");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "usage_events_request_log";`);
    this.addSql(`alter table "usage_events" drop column "path";`);
    this.addSql(`alter table "usage_events" drop column "method";`);
  }
}
