import { Migration } from '@mikro-orm/migrations';

/**
 * A rotated key keeps the secret it replaced, working until the grace period the owner chose
 * ends; the data proxy finds a key by either hash, so the replaced one needs an index too.
 */
export class Migration20261127120000_api_key_rotation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "api_keys" add column "previous_key_hash" varchar(64) null, add column "previous_key_expires_at" timestamptz null, add column "rotated_at" timestamptz null;`);
    this.addSql(`create index "api_keys_previous_key_hash_index" on "api_keys" ("previous_key_hash") where "previous_key_hash" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "api_keys_previous_key_hash_index";`);
    this.addSql(`alter table "api_keys" drop column "previous_key_hash", drop column "previous_key_expires_at", drop column "rotated_at";`);
  }
}
