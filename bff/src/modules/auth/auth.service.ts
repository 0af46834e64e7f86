import type { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestError, ForbiddenError, NotFoundError, UnauthenticatedError } from '../../shared/errors.js';
import { User } from '../users/user.entity.js';
import type { UserService } from '../users/user.service.js';
import { INVALID_CREDENTIALS, type AccessTokens } from './access-tokens.js';
import type { PasswordHasher } from '../users/password-hasher.js';
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

export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UserService,
    private readonly tokens: AccessTokens,
    private readonly passwords: PasswordHasher,
    private readonly throttle: Throttle,
    private readonly clientIp: string,
    private readonly secondFactor: SecondFactor | null = null,
  ) {}

  /** An account with two-factor sign-in gets a challenge to complete with a code, not a token. */
  async login(email: string, password: string): Promise<IssuedToken | TwoFactorChallenge> {
    await this.throttle.attempt('login', email, this.clientIp);
    const user = await this.users.findByEmail(email);
    const isValid = user?.hashedPassword
      ? await this.passwords.verify(user.hashedPassword, password)
      : await this.passwords.verifyUnknownUser(password);
    if (!user || !isValid) throw new BadRequestError('Incorrect email or password');
    await this.throttle.succeeded('login', email);
    if (!user.isActive) throw new BadRequestError('Inactive user');
    return (await this.secondFactor?.challengeFor(user)) ?? this.issueFor(user);
  }

  async issueFor(user: User): Promise<IssuedToken> {
    const accessToken = await this.tokens.issue({ userId: user.id, tokenVersion: user.tokenVersion });
    return { accessToken, tokenType: 'bearer' };
  }

  /** Resolves a bearer token to its user with the inherited messages for each way it can fail. */
  async authenticate(bearerToken: string | undefined): Promise<User> {
    if (!bearerToken) throw new UnauthenticatedError('Not authenticated');
    const claims = await this.tokens.verify(bearerToken);
    const user = await this.em.findOne(User, { id: claims.userId });
    if (!user) throw new NotFoundError('User not found');
    if (user.tokenVersion !== claims.tokenVersion) throw new ForbiddenError(INVALID_CREDENTIALS);
    return user;
  }

  /** Applies an access level to an authenticated user; deny is the default for anything unknown. */
  static assertAccess(user: User, access: 'user' | 'superuser'): void {
    if (!user.isActive) throw new BadRequestError('Inactive user');
    if (access === 'superuser' && !user.isSuperuser) {
      throw new ForbiddenError("The user doesn't have enough privileges");
    }
  }
}
