import { Migration } from '@mikro-orm/migrations';

/**
 * Signed-in sessions, which access tokens now name, and e-mail changes: a change waits, as a
 * mailed link to the new address, until that link is opened; the link (and the old address's
 * cancel link) carries the address it is about.
 */
export class Migration20261127140000_sessions_email_change extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "user_sessions" (
        "id" uuid primary key,
        "user_id" uuid not null references "users" ("id") on delete cascade,
        "user_agent" varchar(512) not null default '',
        "device" varchar(64) not null,
        "browser" varchar(64) not null,
        "ip_address" varchar(64) not null,
        "signed_in_at" timestamptz not null default now(),
        "last_seen_at" timestamptz not null default now(),
        "ended_at" timestamptz null
      );`);
    this.addSql(`create index "user_sessions_user_id_index" on "user_sessions" ("user_id", "signed_in_at");`);
    this.addSql(`alter table "account_tokens" drop constraint if exists "account_tokens_purpose_check";`);
    this.addSql(`alter table "account_tokens" add constraint "account_tokens_purpose_check"
      check ("purpose" in ('activation', 'password_reset', 'email_change', 'email_change_cancel'));`);
    this.addSql(`alter table "account_tokens" add column "email" varchar(255) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "account_tokens" where "purpose" in ('email_change', 'email_change_cancel');`);
    this.addSql(`alter table "account_tokens" drop column "email";`);
    this.addSql(`alter table "account_tokens" drop constraint if exists "account_tokens_purpose_check";`);
    this.addSql(`alter table "account_tokens" add constraint "account_tokens_purpose_check" check ("purpose" in ('activation', 'password_reset'));`);
    this.addSql(`drop table if exists "user_sessions";`);
  }
}
