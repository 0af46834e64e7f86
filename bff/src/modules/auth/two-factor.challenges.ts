// The proof that a password (or Google) was right, good only for the second step of sign-in.
// It is signed with a key of its own, derived from SECRET_KEY, so it can never pass as an access
// token (AccessTokens checks signatures with SECRET_KEY itself), nor an access token as one; it
// carries the account's token version, so a password change or "log out everywhere" ends it too.
import { SignJWT, jwtVerify } from 'jose';
import { createHash } from 'node:crypto';
import { BadRequestError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';

/** Long enough to open an authenticator app and type a code; short enough to be useless later. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;
const PURPOSE = 'two-factor-sign-in';

/** A 400, not a 401/403: the dashboard ends the session on those, and this is a form's answer. */
export const CHALLENGE_EXPIRED = 'Your sign-in has expired. Log in again.';

export interface ChallengeClaims {
  userId: string;
  tokenVersion: number;
}

/** The derived signing key; exported for the tests that forge expired or foreign challenges. */
export function challengeKey(secretKey: string): Uint8Array {
  return createHash('sha256').update(`two-factor-challenge:${secretKey}`).digest();
}

export class TwoFactorChallenges {
  private readonly key: Uint8Array;

  constructor(secretKey: string) {
    this.key = challengeKey(secretKey);
  }

  issue(claims: ChallengeClaims): Promise<string> {
    return new SignJWT({ ver: claims.tokenVersion, purpose: PURPOSE })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime(`${CHALLENGE_TTL_SECONDS}s`)
      .sign(this.key);
  }

  async verify(token: string): Promise<ChallengeClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], requiredClaims: ['sub', 'exp'] });
      if (payload.purpose !== PURPOSE || !isUuid(payload.sub ?? '') || !Number.isInteger(payload.ver))
        throw new Error('claims');
      return { userId: payload.sub!, tokenVersion: payload.ver as number };
    } catch {
      throw new BadRequestError(CHALLENGE_EXPIRED);
    }
  }
}
