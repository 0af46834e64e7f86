import { Migration } from '@mikro-orm/migrations';

/**
 * Metering becomes idempotent per batch instead of per event. The recorder loads each batch of raw
 * events with a binary COPY (db/binary-copy.ts), which cannot skip rows already present, and
 * records the batch's id in `usage_batches` in the same transaction; a batch written again (its
 * commit succeeded but the answer was lost) finds its id there and writes nothing. The events'
 * unique index on (request_id, occurred_at) goes: it only guarded against such repeats, and
 * keeping it up cost PostgreSQL about half of each event's insert. Request ids stay unique by
 * construction: every event's id is a fresh UUID v7 minted by the bff (shared/ids.ts).
 *
 * Batch ids are UUID v7 too, so their primary key is also their order in time and retention
 * deletes old ones by a key range (usage-retention.ts).
 */
export class Migration20261124090000_usage_batches extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "usage_batches" (
        "id" uuid primary key,
        "events" integer not null,
        "written_at" timestamptz not null default now()
      );`);
    this.addSql(`drop index "usage_events_request_id_unique";`);
  }

  override async down(): Promise<void> {
    this.addSql(`create unique index "usage_events_request_id_unique" on "usage_events" ("request_id", "occurred_at");`);
    this.addSql(`drop table "usage_batches";`);
  }
}
