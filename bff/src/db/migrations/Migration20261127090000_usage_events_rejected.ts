import { Migration } from '@mikro-orm/migrations';

/**
 * Metered calls the database refuses (a value a column cannot hold, say) are set aside here by
 * the metering writer (data-proxy/usage-batch-writer.ts) instead of holding up every call metered
 * after them: the event as JSON text (jsonb cannot hold a NUL, which may be why the event was
 * refused), the SQLSTATE when PostgreSQL gave one, and the error. They are not in the usage
 * figures; this table is for looking into what happened, and for putting an event right by hand.
 * Ids are UUID v7, minted when an event is set aside, so retention deletes old rows by a key range
 * (usage-retention.ts), as for usage_batches.
 */
export class Migration20261127090000_usage_events_rejected extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "usage_events_rejected" (
        "id" uuid primary key,
        "event" text not null,
        "sqlstate" varchar(5),
        "error" text not null,
        "rejected_at" timestamptz not null default now()
      );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "usage_events_rejected";`);
  }
}
