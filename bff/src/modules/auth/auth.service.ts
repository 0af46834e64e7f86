import type { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../shared/errors.js';
import { User } from '../users/user.entity.js';
import type { UserService } from '../users/user.service.js';
import { INVALID_CREDENTIALS, type AccessTokenClaims, type AccessTokens } from './access-tokens.js';
import type { PasswordHasher } from '../users/password-hasher.js';
import { UserSession } from './session.entity.js';
import type { RequestClient, SessionService } from './session.service.js';
import type { Throttle } from './throttle.js';
import type { TwoFactorChallenge } from './two-factor.type.js';

/** What a right password leads to for an account with a second factor (TwoFactorService). */
export interface SecondFactor {
  challengeFor(user: User): Promise<TwoFactorChallenge | null>;
}

export interface IssuedToken {
  accessToken: string;
  tokenType: 'bearer';
}

/** A bearer token's user and the session it belongs to. */
export interface Authenticated {
  user: User;
  session: UserSession;
}

export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UserService,
    private readonly tokens: AccessTokens,
    private readonly passwords: PasswordHasher,
    private readonly throttle: Throttle,
    private readonly sessions: SessionService,
    private readonly client: RequestClient,
    private readonly secondFactor: SecondFactor | null = null,
  ) {}

  /** An account with two-factor sign-in gets a challenge to complete with a code, not a token. */
  async login(email: string, password: string): Promise<IssuedToken | TwoFactorChallenge> {
    const user = await this.throttle.attempting('login', email, this.client.ip, () =>
      this.accountWithPassword(email, password),
    );
    if (!user) throw new BadRequestError('Incorrect email or password');
    await this.throttle.succeeded('login', email, this.client.ip);
    if (!user.isActive) throw new BadRequestError('Inactive user');
    return (await this.secondFactor?.challengeFor(user)) ?? this.issueFor(user);
  }

  /** The account if `password` is its password, else null: in the same time whether the account exists or not. */
  private async accountWithPassword(email: string, password: string): Promise<User | null> {
    const user = await this.users.findByEmail(email);
    const isValid = user?.hashedPassword
      ? await this.passwords.verify(user.hashedPassword, password)
      : await this.passwords.verifyUnknownUser(password);
    return user && isValid ? user : null;
  }

  /** Signs the user in from this request's client: a new session, and a token that names it. */
  async issueFor(user: User): Promise<IssuedToken> {
    const session = await this.sessions.open(user, this.client);
    const accessToken = await this.tokens.issue({
      userId: user.id,
      tokenVersion: user.tokenVersion,
      sessionId: session.id,
    });
    return { accessToken, tokenType: 'bearer' };
  }

  /**
   * Resolves a verified access token's claims (RequestScope.accessClaims) to its user and session,
   * with the inherited messages for each way it can fail. One query reads both, so that refusing
   * an ended session costs no extra round trip.
   */
  async authenticate(claims: AccessTokenClaims): Promise<Authenticated> {
    const session = await this.em.findOne(UserSession, { id: claims.sessionId }, { populate: ['user'] });
    if (!session) {
      // A deleted account takes its sessions with it: say so as before, rather than "invalid".
      if (!(await this.em.findOne(User, { id: claims.userId }))) throw new NotFoundError('User not found');
      throw new ForbiddenError(INVALID_CREDENTIALS);
    }
    const user = session.user;
    if (user.id !== claims.userId || user.tokenVersion !== claims.tokenVersion || session.endedAt !== null) {
      throw new ForbiddenError(INVALID_CREDENTIALS);
    }
    await this.sessions.touch(session);
    return { user, session };
  }

  /** Applies an access level to an authenticated user; deny is the default for anything unknown. */
  static assertAccess(user: User, access: 'user' | 'superuser'): void {
    if (!user.isActive) throw new BadRequestError('Inactive user');
    if (access === 'superuser' && !user.isSuperuser) {
      throw new ForbiddenError("The user doesn't have enough privileges");
    }
  }
}
