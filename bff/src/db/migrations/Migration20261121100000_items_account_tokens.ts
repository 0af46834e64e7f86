import { Migration } from '@mikro-orm/migrations';

export class Migration20261121100000_items_account_tokens extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "items" (
        "id" uuid primary key,
        "title" varchar(255) not null,
        "description" varchar(255) null,
        "owner_id" uuid not null references "users" ("id") on delete cascade,
        "created_at" timestamptz not null default now()
      );`);
    this.addSql(`create index "items_owner_id_index" on "items" ("owner_id");`);
    this.addSql(`
      create table "account_tokens" (
        "id" uuid primary key,
        "user_id" uuid not null references "users" ("id") on delete cascade,
        "purpose" text not null check ("purpose" in ('activation', 'password_reset')),
        "token_hash" varchar(64) not null,
        "expires_at" timestamptz not null,
        "used_at" timestamptz null,
        "created_at" timestamptz not null default now()
      );`);
    this.addSql(`create unique index "account_tokens_token_hash_unique" on "account_tokens" ("token_hash");`);
    this.addSql(`create index "account_tokens_user_id_index" on "account_tokens" ("user_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "account_tokens";`);
    this.addSql(`drop table if exists "items";`);
  }
}
