import { Migration } from '@mikro-orm/migrations';

/**
 * An address an e-mail change gave up stays its account's while the old address's cancel link
 * lives (EmailChangeService): every claim of an address (sign-up, a superuser's create or edit, a
 * change, Google sign-in) asks whether another account's live cancel link is about it. This
 * index answers that without reading every account token.
 */
export class Migration20261130090000_email_change_held_addresses extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create index "account_tokens_held_address_index" on "account_tokens" ("email")
        where "purpose" = 'email_change_cancel' and "used_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "account_tokens_held_address_index";`);
  }
}
