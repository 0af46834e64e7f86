// Asking again who is there, on the server, before what would let a stolen session keep the
// account: deleting it, changing its e-mail or password, turning two-factor sign-in off. An
// account with a password types it again; one without (Google) must have signed in recently.
import type { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestError } from '../../shared/errors.js';
import type { PasswordHasher } from '../users/password-hasher.js';
import { User } from '../users/user.entity.js';
import type { UserSession } from './session.entity.js';
import type { Throttle } from './throttle.js';

/** How recent a password-less account's sign-in must be to count as the person being there. */
const RECENT_SIGN_IN_MINUTES = 10;

export const PASSWORD_REQUIRED = 'Enter your current password to confirm it is you';
export const INCORRECT_PASSWORD = 'Incorrect password';
export const SIGN_IN_AGAIN = `For your security, sign in again first: this needs a sign-in from the last ${RECENT_SIGN_IN_MINUTES} minutes`;

export interface ReAuthenticationProof {
  /** The account's password as typed now; ignored for an account that has none. */
  currentPassword?: string | null;
}

export class ReAuthentication {
  constructor(
    private readonly em: EntityManager,
    private readonly passwords: PasswordHasher,
    private readonly throttle: Throttle,
    private readonly clientIp: string,
    /** The session of the request's token (RequestScope.viewerSession). */
    private readonly currentSession: () => Promise<UserSession>,
  ) {}

  /**
   * Resolves when the caller has just proved to be the account's owner, else throws a 400 with
   * what to do. Wrong passwords count against the account's sign-in throttle: guessing here is
   * no cheaper than guessing at the login form.
   */
  async requireRecentAuthentication(user: User, { currentPassword }: ReAuthenticationProof): Promise<void> {
    const { hashedPassword } = await this.em.findOneOrFail(User, { id: user.id }, { populate: ['hashedPassword'] });
    if (hashedPassword) {
      if (!currentPassword) throw new BadRequestError(PASSWORD_REQUIRED);
      const isRight = await this.throttle.attempting('login', user.email, this.clientIp, () =>
        this.passwords.verify(hashedPassword, currentPassword),
      );
      if (!isRight) throw new BadRequestError(INCORRECT_PASSWORD);
      await this.throttle.succeeded('login', user.email, this.clientIp);
      return;
    }
    const session = await this.currentSession();
    if (Date.now() - session.signedInAt.getTime() > RECENT_SIGN_IN_MINUTES * 60_000)
      throw new BadRequestError(SIGN_IN_AGAIN);
  }
}
