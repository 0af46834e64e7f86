import { Migration } from '@mikro-orm/migrations';

export class Migration20261121110000_google_subject extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "google_subject" varchar(255) null;`);
    this.addSql(`create unique index "users_google_subject_unique" on "users" ("google_subject");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "users" drop column "google_subject";`);
  }
}
