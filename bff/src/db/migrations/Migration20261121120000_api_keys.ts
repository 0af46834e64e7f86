import { Migration } from '@mikro-orm/migrations';

export class Migration20261121120000_api_keys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "api_keys" (
        "id" uuid primary key,
        "user_id" uuid not null references "users" ("id") on delete cascade,
        "name" varchar(100) not null,
        "prefix" varchar(16) not null,
        "key_hash" varchar(64) not null,
        "created_at" timestamptz not null default now(),
        "last_used_at" timestamptz null,
        "revoked_at" timestamptz null
      );`);
    this.addSql(`create unique index "api_keys_key_hash_unique" on "api_keys" ("key_hash");`);
    this.addSql(`create index "api_keys_user_id_index" on "api_keys" ("user_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "api_keys";`);
  }
}
