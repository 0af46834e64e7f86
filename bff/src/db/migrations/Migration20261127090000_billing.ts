import { Migration } from '@mikro-orm/migrations';

/**
 * Billing: the account's Stripe customer (one per account, behind unique constraints) with the
 * last subscription state read from Stripe, and the ids of the webhook events already applied.
 */
export class Migration20261127090000_billing extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "billing_accounts" (
        "user_id" uuid primary key references "users" ("id") on delete cascade,
        "stripe_customer_id" varchar(255) not null unique,
        "subscription_id" varchar(255) null,
        "subscription_status" varchar(32) not null default 'none',
        "price_id" varchar(255) null,
        "current_period_end" timestamptz null,
        "cancel_at_period_end" boolean not null default false,
        "past_due_since" timestamptz null,
        "checkout_session_id" varchar(255) null,
        "checkout_price_id" varchar(255) null,
        "checkout_generation" integer not null default 0,
        "updated_at" timestamptz not null default now()
      );`);
    this.addSql(`
      create table "billing_webhook_events" (
        "event_id" varchar(255) primary key,
        "type" varchar(128) not null,
        "processed_at" timestamptz not null default now()
      );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "billing_webhook_events";`);
    this.addSql(`drop table if exists "billing_accounts";`);
  }
}
