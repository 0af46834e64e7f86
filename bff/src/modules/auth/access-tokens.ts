import { SignJWT, jwtVerify } from 'jose';
import { ForbiddenError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';

export interface AccessTokenClaims {
  userId: string;
  tokenVersion: number;
  /** The sign-in the token belongs to (UserSession): once it ends, the token is refused. */
  sessionId: string;
}

export const INVALID_CREDENTIALS = 'Could not validate credentials';

/**
 * HS256 JWTs signed with SECRET_KEY. Only HS256 is accepted on the way in, which rules out
 * `alg: none` and algorithm-confusion tokens; the version claim lets a password change end
 * every session issued before it, and the session claim (`sid`) names the one sign-in that ending
 * refuses it. A token without one (issued before sessions existed) is refused.
 */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secretKey: string,
    private readonly ttlMinutes: number,
  ) {
    this.key = new TextEncoder().encode(secretKey);
  }

  issue(claims: AccessTokenClaims): Promise<string> {
    return new SignJWT({ ver: claims.tokenVersion, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlMinutes}m`)
      .sign(this.key);
  }

  async verify(token: string): Promise<AccessTokenClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], requiredClaims: ['sub', 'exp'] });
      if (
        !isUuid(payload.sub ?? '') ||
        !Number.isInteger(payload.ver) ||
        typeof payload.sid !== 'string' ||
        !isUuid(payload.sid)
      )
        throw new Error('claims');
      return { userId: payload.sub!, tokenVersion: payload.ver as number, sessionId: payload.sid };
    } catch {
      throw new ForbiddenError(INVALID_CREDENTIALS);
    }
  }
}
