// Signs a Google identity in: an account already linked to it, else the account with the same
// verified e-mail (linking it), else a new active account. An unverified e-mail never creates
// or links anything, since whoever controls it would take over the account.
import type { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestError } from '../../shared/errors.js';
import { User } from '../users/user.entity.js';
import { normaliseEmail } from '../users/user.rules.js';
import type { UserService } from '../users/user.service.js';
import type { GoogleIdentity } from './google.gateway.js';

/** The address was given up by an e-mail change that its cancel link can still undo (UserService.isAddressFree). */
const ADDRESS_HELD =
  'An account changed away from this e-mail address in the last 7 days and can still take it back, so a new account cannot use it yet';

export class GoogleSignInService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UserService,
  ) {}

  async signIn(identity: GoogleIdentity): Promise<User> {
    const linked = await this.em.findOne(User, { googleSubject: identity.subject });
    if (linked) return this.activeOrRefuse(linked);
    if (!identity.email || !identity.isEmailVerified) {
      throw new BadRequestError('Your Google account has no verified e-mail address');
    }
    const existing = await this.users.findByEmail(identity.email);
    if (existing) {
      // An inactive account stays inactive: it may have been switched off by a superuser, and
      // Google sign-in must not undo that.
      this.activeOrRefuse(existing);
      existing.googleSubject = identity.subject;
      await this.em.flush();
      return existing;
    }
    if (!(await this.users.isAddressFree(identity.email))) throw new BadRequestError(ADDRESS_HELD);
    const user = this.em.create(User, {
      email: normaliseEmail(identity.email),
      fullName: identity.name ?? null,
      avatarUrl: identity.picture?.startsWith('https://') ? identity.picture : null,
      googleSubject: identity.subject,
      isActive: true,
    });
    await this.em.flush();
    return user;
  }

  private activeOrRefuse(user: User): User {
    if (!user.isActive) throw new BadRequestError('Inactive user');
    return user;
  }
}
