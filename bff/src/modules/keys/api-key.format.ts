// The shape of an API key: "tl_" + 32 random base62 characters + a 6-character checksum.
// The prefix makes leaked keys easy to scan for; the checksum rejects a mistyped or made-up
// key without touching the database.
import { createHash, randomBytes } from 'node:crypto';

export const KEY_PREFIX = 'tl_';
const BODY_LENGTH = 32;
const CHECKSUM_LENGTH = 6;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KEY_PATTERN = new RegExp(`^${KEY_PREFIX}[0-9A-Za-z]{${BODY_LENGTH + CHECKSUM_LENGTH}}$`);
/** How much of a key the dashboard shows to tell keys apart. */
export const VISIBLE_PREFIX_LENGTH = KEY_PREFIX.length + 8;

function base62(bytes: Uint8Array, length: number): string {
  let out = '';
  for (const byte of bytes) {
    // 62 * 4 = 248: bytes above it are skipped so every character is equally likely.
    if (byte < 248) out += ALPHABET[byte % 62];
    if (out.length === length) break;
  }
  return out;
}

function checksumOf(body: string): string {
  return base62(createHash('sha256').update(body).digest(), CHECKSUM_LENGTH);
}

export function generateApiKey(): string {
  let body = '';
  while (body.length < BODY_LENGTH) body += base62(randomBytes(48), BODY_LENGTH - body.length);
  return `${KEY_PREFIX}${body}${checksumOf(body)}`;
}

export function isWellFormedApiKey(key: string): boolean {
  if (!KEY_PATTERN.test(key)) return false;
  const body = key.slice(KEY_PREFIX.length, KEY_PREFIX.length + BODY_LENGTH);
  return key.slice(-CHECKSUM_LENGTH) === checksumOf(body);
}

/** Keys carry 190 random bits, so an unsalted SHA-256 is enough and allows indexed lookup. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
