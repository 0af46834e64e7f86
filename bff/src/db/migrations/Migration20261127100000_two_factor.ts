import { Migration } from '@mikro-orm/migrations';

/**
 * An account's second factor: its TOTP secret (sealed with a key derived from SECRET_KEY), when
 * it was confirmed (null while enrolment is pending), the last time step a code was accepted for
 * (no code is accepted twice) and the SHA-256 of each unspent recovery code.
 */
export class Migration20261127100000_two_factor extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "two_factor_credentials" (
      "user_id" uuid primary key references "users" ("id") on delete cascade,
      "sealed_secret" text not null,
      "enabled_at" timestamptz null,
      "last_used_step" bigint null,
      "recovery_code_hashes" text[] not null default '{}',
      "created_at" timestamptz not null default now()
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "two_factor_credentials";`);
  }
}
