import { FIELD_RULES } from '@touchline/field-rules';

/**
 * The bff's rules for a key name (it answers 422 otherwise), checked here first for instant
 * feedback, in the bff's words: trimmed, 1 to 100 characters counted as people count them (code
 * points: an emoji is one), no control characters, and something visible (not only spaces or
 * zero-width characters).
 */
const rule = FIELD_RULES.apiKey.name;
export const KEY_NAME_MAX_LENGTH = rule.maxLength;

/** The name's length as the server counts it: code points of the trimmed name. */
export function keyNameLength(name: string): number {
  return [...name.trim()].length;
}

/** The error to show for a key name, or undefined when the name is acceptable. */
export function validateKeyName(name: string): string | undefined {
  const trimmed = name.trim();
  const length = keyNameLength(trimmed);
  if (length === 0) return rule.messages.required;
  if (length > KEY_NAME_MAX_LENGTH) return rule.messages.tooLong;
  if (/\p{Cc}/u.test(trimmed)) return rule.messages.controlCharacters;
  // Separators (spaces of every width) and format characters (zero-width space, joiners) show nothing.
  if (!/[^\p{Z}\p{Cf}]/u.test(trimmed)) return rule.messages.invisible;
  return undefined;
}
