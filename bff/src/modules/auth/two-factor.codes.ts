// The codes of two-factor sign-in: time-based one-time passwords (RFC 6238, through otpauth, as
// every authenticator app computes them) and single-use recovery codes.
import { Secret, TOTP } from 'otpauth';
import { createHash, randomInt } from 'node:crypto';

/** What authenticator apps assume when the QR code does not say otherwise: SHA-1, 6 digits, 30 s. */
const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/**
 * Codes of the time step before and after the current one are accepted too: a phone's clock a few
 * seconds off, or a code typed as it changes, still works (RFC 6238 section 5.2 recommends one).
 */
const ACCEPTED_STEPS_EITHER_SIDE = 1;

const RECOVERY_CODE_COUNT = 10;
/** Lower-case letters and digits without the look-alikes (0/o, 1/l/i), as people copy them from paper. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** Ten characters of 31: about 50 bits, out of reach of guessing behind the attempt throttle. */
const RECOVERY_CODE_LENGTH = 10;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function otpauthUri(secretBase32: string, issuer: string, accountName: string): string {
  return new TOTP({ ...TOTP_SETTINGS, issuer, label: accountName, secret: Secret.fromBase32(secretBase32) }).toString();
}

/** The time step `code` belongs to if it is a valid code now, else null. */
export function totpStepOf(secretBase32: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = new TOTP({ ...TOTP_SETTINGS, secret: Secret.fromBase32(secretBase32) });
  const delta = totp.validate({ token: code, timestamp: now, window: ACCEPTED_STEPS_EITHER_SIDE });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/** Ten fresh recovery codes as shown to the user, `abcde-fghjk`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: RECOVERY_CODE_LENGTH },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A code as typed or pasted: spaces, dashes and case do not matter. */
export function normaliseCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

/** A recovery code has letters or is longer than a TOTP code; anything else is read as a TOTP code. */
export function isRecoveryCodeShaped(normalised: string): boolean {
  return normalised.length === RECOVERY_CODE_LENGTH;
}

/**
 * Recovery codes are random and 50 bits strong, so a plain SHA-256 keeps them as safe as a slow
 * password hash would (nobody can try 2^50 candidates against it), and lets one be found by value.
 */
export function recoveryCodeHash(normalised: string): string {
  return createHash('sha256').update(normalised).digest('hex');
}
