import { Migration } from '@mikro-orm/migrations';

/** Keys may be created with an expiry; a key without one (every key made before) never expires. */
export class Migration20261126090000_api_key_expiry extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "api_keys" add column "expires_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "api_keys" drop column "expires_at";`);
  }
}
