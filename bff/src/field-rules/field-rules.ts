// Every entity's field rules (`<module>/<noun>.rules.ts`), as the file bff/field-rules.json that
// the dashboard's forms read: what they check before sending, and the words they say.
import { API_KEY_FIELD_RULES } from '../modules/keys/api-key.rules.js';
import { ITEM_FIELD_RULES } from '../modules/items/item.rules.js';
import { USER_FIELD_RULES } from '../modules/users/user.rules.js';

const FIELD_RULES = { user: USER_FIELD_RULES, item: ITEM_FIELD_RULES, apiKey: API_KEY_FIELD_RULES };

export const FIELD_RULES_FILE = new URL('../../field-rules.json', import.meta.url);

export function printFieldRulesFile(): string {
  return `${JSON.stringify(FIELD_RULES, null, 2)}\n`;
}
