import { Migration } from '@mikro-orm/migrations';

/**
 * Quota alerts: one row per account, threshold and UTC day that the account reached, whose
 * primary key decides, across every bff process, which one records (and mails) a crossing: the
 * one whose insert was not a conflict. And the account's choice of whether it is mailed, in a
 * table of its own so that the setting adds nothing to every read of a user.
 */
export class Migration20261128110000_quota_alerts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "quota_alerts" (
        "user_id" uuid not null references "users" ("id") on delete cascade,
        "day" date not null,
        "threshold_percent" smallint not null check ("threshold_percent" in (80, 100)),
        "used" integer not null,
        "quota" integer not null,
        "crossed_at" timestamptz not null default now(),
        "mailed_at" timestamptz null,
        primary key ("user_id", "day", "threshold_percent")
      );`);
    this.addSql(`
      create table "quota_alert_settings" (
        "user_id" uuid primary key references "users" ("id") on delete cascade,
        "is_mail_enabled" boolean not null
      );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "quota_alert_settings";`);
    this.addSql(`drop table "quota_alerts";`);
  }
}
