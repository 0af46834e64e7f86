import { Migration } from '@mikro-orm/migrations';

export class Migration20261121090000_users extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "users" (
        "id" uuid primary key,
        "email" varchar(255) not null,
        "full_name" varchar(255) null,
        "hashed_password" varchar(255) null,
        "is_active" boolean not null default false,
        "is_superuser" boolean not null default false,
        "avatar_url" varchar(2048) null,
        "token_version" int not null default 0,
        "created_at" timestamptz not null default now()
      );`);
    this.addSql(`create unique index "users_email_unique" on "users" ("email");`);
    this.addSql(`create index "users_created_at_index" on "users" ("created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "users";`);
  }
}
