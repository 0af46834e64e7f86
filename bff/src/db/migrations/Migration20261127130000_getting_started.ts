import { Migration } from '@mikro-orm/migrations';

/**
 * What the dashboard's "Get started" checklist cannot read from the rest of the data: whether the
 * account has looked at its usage since its first call, and whether it dismissed the checklist.
 * A table of its own, so the checklist adds nothing to every read of a user.
 */
export class Migration20261127130000_getting_started extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "getting_started" (
        "user_id" uuid primary key references "users" ("id") on delete cascade,
        "usage_seen_at" timestamptz null,
        "dismissed_at" timestamptz null
      );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "getting_started";`);
  }
}
