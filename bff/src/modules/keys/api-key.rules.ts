// An API key's fields: their limits and the words both the bff and the forms use
// (shared/field-rules.ts). The service applies them (api-key.service.ts), since a name is
// trimmed and counted as people count characters before it is judged.
import { textField, type FieldRule } from '../../shared/field-rules.js';

/** The longest expiry a key can be given (ten years); a key may also never expire. */
const KEY_EXPIRY_MAX_DAYS = 3650;

/**
 * Keys an account may hold working at once (neither revoked nor expired). Far above one key per
 * app and environment, and a bound on what one account can make every data call's key lookup,
 * the keys list and the usage filters carry.
 */
export const MAX_ACTIVE_KEYS_PER_ACCOUNT = 100;

export const ACTIVE_KEY_LIMIT_REACHED = `An account holds at most ${MAX_ACTIVE_KEYS_PER_ACCOUNT} active API keys: revoke one you no longer use, then create the new one`;

export const API_KEY_FIELD_RULES = {
  name: textField(
    'Name',
    { minLength: 1, maxLength: 100 },
    {
      length: 'Name must be 1 to 100 characters after trimming',
      controlCharacters: 'Name must not contain control characters (such as line breaks or tabs)',
      invisible: 'Name must contain a visible character',
    },
  ),
  expiresInDays: {
    label: 'Expires in (days)',
    minimum: 1,
    maximum: KEY_EXPIRY_MAX_DAYS,
    messages: {
      invalid: `Expiry must be a whole number of days from 1 to ${KEY_EXPIRY_MAX_DAYS}, or left out for a key that does not expire`,
    },
  } satisfies FieldRule,
};

const { name, expiresInDays } = API_KEY_FIELD_RULES;

/**
 * What is wrong with a (trimmed) key name, if anything. Characters are counted as people count
 * them (code points: an emoji is one), and a name must be something a person can read in a list:
 * no control characters, not only invisible ones.
 */
export function keyNameIssue(trimmed: string): string | null {
  const length = [...trimmed].length;
  if (length < name.minLength || length > name.maxLength) return name.messages.length;
  if (/\p{Cc}/u.test(trimmed)) return name.messages.controlCharacters;
  if (!/[^\p{Z}\p{Cf}]/u.test(trimmed)) return name.messages.invisible;
  return null;
}

/** What an expiry is, for the API's documentation. */
export const EXPIRY_DESCRIPTION = `Whole days until the key stops working (${expiresInDays.minimum} to ${expiresInDays.maximum}); left out, it never does.`;

/** What is wrong with an expiry, if anything; absent (null), the key never expires. */
export function expiryIssue(days: number | null | undefined): string | null {
  if (days === undefined || days === null) return null;
  return Number.isInteger(days) && days >= expiresInDays.minimum && days <= expiresInDays.maximum
    ? null
    : expiresInDays.messages.invalid;
}

/**
 * How long a rotated key's replaced secret keeps working, by the name the API and the dashboard
 * use: long enough to roll the new secret out, never open-ended (a leak is why keys are rotated).
 */
export const GRACE_PERIODS_MS = {
  none: 0,
  '1h': 3_600_000,
  '24h': 86_400_000,
  '7d': 7 * 86_400_000,
} as const;

export type GracePeriod = keyof typeof GRACE_PERIODS_MS;

export const GRACE_PERIOD_NAMES = Object.keys(GRACE_PERIODS_MS) as GracePeriod[];

export const GRACE_PERIOD_DESCRIPTION =
  'How long the replaced secret keeps working: none (it stops at once), 1h, 24h or 7d. The key keeps its id, name, expiry and usage.';
