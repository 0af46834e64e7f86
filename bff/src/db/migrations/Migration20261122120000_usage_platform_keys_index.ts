import { Migration } from '@mikro-orm/migrations';

/**
 * Per-key usage of the whole platform adds up the platform's key rows of the window: about
 * 1,000 keys × 13-25 buckets. Read through the covering primary key, each row drags its latency
 * histogram along (the index entries are ~250 bytes); this partial index holds only those rows
 * and only the columns the per-key list reads (~60 bytes an entry), so the same range is a
 * quarter of the pages. Users' own key lists are a handful of keys and stay on the primary key.
 */
export class Migration20261122120000_usage_platform_keys_index extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create index "usage_rollups_platform_keys" on "usage_rollups" ("bucket_size", "bucket_start")
        include ("api_key_id", "calls", "client_errors", "server_errors")
        where "subject_id" = '00000000-0000-0000-0000-000000000000' and "grain" = 'key';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "usage_rollups_platform_keys";`);
  }
}
