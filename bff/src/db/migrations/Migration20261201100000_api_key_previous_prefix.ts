import { Migration } from '@mikro-orm/migrations';

/**
 * `previous_prefix`: the first characters of the secret a key's last rotation replaced, so the
 * dashboard can name a pasted old secret as the key's own (it has only prefixes). Keys rotated
 * before have none: their old secrets read as unknown until the next rotation.
 */
export class Migration20261201100000_api_key_previous_prefix extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "api_keys" add column "previous_prefix" varchar(16) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "api_keys" drop column "previous_prefix";`);
  }
}
