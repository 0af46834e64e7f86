import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../shared/ids.js';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../shared/errors.js';
import type { AccountTokens } from './account-tokens.js';
import type { PasswordHasher } from './password-hasher.js';
import type { ApiKeyAccessEvents } from '../keys/api-key-access.js';
import type { Mailer } from '../mail/mailer.gateway.js';
import { emailChangedByAdminMessage, welcomeMessage } from '../mail/mail.templates.js';
import { endSessionsOf } from '../auth/session.service.js';
import type { ReAuthentication, ReAuthenticationProof } from '../auth/re-authentication.js';
import { User } from './user.entity.js';
import type { AdminUserChanges, NewUser, ProfileChanges } from './user.input.js';
import { normaliseEmail, USER_FIELD_RULES } from './user.rules.js';

export interface Page<T> {
  data: T[];
  count: number;
}

/**
 * Flushes, turning a lost race for an e-mail address (two requests for one address at once, both
 * past the check before the insert) into the error that check gives, instead of a 500.
 */
export async function flushClaimingEmail(em: EntityManager, emailTaken: () => Error): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException && error.message.includes('users_email_unique'))
      throw emailTaken();
    throw error;
  }
}

export interface SubscriptionCanceller {
  cancelSubscriptionsOf(user: User): Promise<void>;
}

export class UserService {
  constructor(
    private readonly em: EntityManager,
    private readonly passwords: PasswordHasher,
    private readonly mailer: Mailer,
    /** The account's mailed links, withdrawn when what they were sent for has changed. */
    private readonly accountTokens: AccountTokens,
    private readonly product: { name: string; frontendUrl: string },
    /** Tells the data proxy's key cache when an account's keys stop working. */
    private readonly keyAccess: ApiKeyAccessEvents | null = null,
    /** Ends an account's paid subscription before the account goes. */
    private readonly billing: SubscriptionCanceller | null = null,
    /** Asks the caller to prove it is the owner before a change that could keep the account; without it such changes are refused. */
    private readonly reauth: Pick<ReAuthentication, 'requireRecentAuthentication'> | null = null,
  ) {}

  findById(id: string): Promise<User | null> {
    return this.em.findOne(User, { id });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.em.findOne(User, { email: normaliseEmail(email) }, { populate: ['hashedPassword'] });
  }

  async list(skip: number, limit: number): Promise<Page<User>> {
    const [data, count] = await this.em.findAndCount(
      User,
      {},
      { orderBy: { createdAt: 'desc', id: 'asc' }, offset: skip, limit },
    );
    return { data, count };
  }

  /**
   * Whether `email` may become the address of `forUser` (or of a new account): no other account
   * has it, and no other account's e-mail-change cancel link can still put it back. An address a
   * change gave up stays its account's while that link lives (7 days, EmailChangeService), so that
   * whoever changed it cannot take it, or have another account take it, to stop the owner undoing
   * the change.
   */
  async isAddressFree(email: string, forUser: User | null = null): Promise<boolean> {
    const address = normaliseEmail(email);
    const holder = await this.findByEmail(address);
    if (holder && holder.id !== forUser?.id) return false;
    return !(await this.accountTokens.isLiveAboutAddress(address, 'email_change_cancel', forUser?.id ?? null));
  }

  /**
   * An account created by a superuser: active at once unless said otherwise. An active one is
   * welcomed by e-mail; an inactive one is not told "your account is ready" when it cannot log in.
   */
  async create(input: NewUser): Promise<User> {
    const emailTaken = () => new BadRequestError('The user with this email already exists in the system.');
    if (!(await this.isAddressFree(input.email))) throw emailTaken();
    const user = this.em.create(User, {
      email: normaliseEmail(input.email),
      fullName: input.fullName ?? null,
      hashedPassword: await this.passwords.hash(input.password),
      isActive: input.isActive ?? true,
      isSuperuser: input.isSuperuser ?? false,
    });
    await flushClaimingEmail(this.em, emailTaken);
    if (user.isActive) {
      const message = welcomeMessage(this.product.name, user.email, this.product.frontendUrl);
      await this.mailer.send({ to: user.email, ...message, link: this.product.frontendUrl });
    }
    return user;
  }

  /** What a user may see of another: themselves always (ids in any case), anyone else only as a superuser. */
  async getVisibleTo(viewer: User, id: string): Promise<User> {
    if (viewer.id === id.toLowerCase()) return viewer;
    if (!viewer.isSuperuser) throw new ForbiddenError("The user doesn't have enough privileges");
    const user = isUuid(id) ? await this.findById(id) : null;
    if (!user) throw new NotFoundError('User not found');
    return user;
  }

  /**
   * One's own name and avatar. The e-mail is changed through EmailChangeService (password, then a
   * link to the new address): here it may only be sent unchanged, as a form sending the whole
   * profile does.
   */
  async updateProfile(viewer: User, changes: ProfileChanges): Promise<User> {
    if (changes.email !== undefined && normaliseEmail(changes.email) !== viewer.email)
      throw new BadRequestError(EMAIL_CHANGE_ELSEWHERE);
    await this.applyProfile(viewer, { ...changes, email: undefined });
    await flushClaimingEmail(this.em, emailInUse);
    return viewer;
  }

  /**
   * Changes (or, for an account that signed up with Google, sets) the password and ends every
   * session issued before, this one included. Needs the current password, or a recent sign-in
   * for an account without one.
   */
  async changePassword(viewer: User, currentPassword: string | null | undefined, newPassword: string): Promise<User> {
    await this.reauthenticate(viewer, { currentPassword });
    const user = await this.em.findOneOrFail(User, { id: viewer.id }, { populate: ['hashedPassword'] });
    if (currentPassword === newPassword) {
      throw new BadRequestError('New password cannot be the same as the current one');
    }
    await this.setPassword(user, newPassword);
    await this.em.flush();
    return user;
  }

  /** Needs the current password, or a recent sign-in for an account without one. */
  async deleteOwnAccount(viewer: User, proof: ReAuthenticationProof): Promise<void> {
    if (viewer.isSuperuser) throw new ForbiddenError('Super users are not allowed to delete themselves');
    await this.reauthenticate(viewer, proof);
    // First, so that a subscription Stripe could not cancel leaves the account, and its billing, in place.
    await this.billing?.cancelSubscriptionsOf(viewer);
    await this.em.remove(viewer).flush();
    await this.keyAccess?.changed({ userId: viewer.id });
  }

  /**
   * A superuser's change to any account. Their own account cannot be switched off or lose its
   * superuser rights here, as it cannot be deleted: it would lock them out of the admin area,
   * and perhaps the platform out of its last superuser. The refusal is a 400, not a 403, which
   * the dashboard would take for an ended session.
   */
  async updateById(viewer: User, id: string, changes: AdminUserChanges): Promise<User> {
    const user = isUuid(id) ? await this.findById(id) : null;
    if (!user) throw new NotFoundError('The user with this id does not exist in the system');
    const oldEmail = user.email;
    const takesRights = user.isSuperuser && (changes.isSuperuser === false || changes.isActive === false);
    if (takesRights) await this.whileStillSuperuser(viewer, user, () => this.applyAdminChanges(viewer, user, changes));
    else await this.applyAdminChanges(viewer, user, changes);
    // Once committed: the account's keys are looked up again, and the owner hears of a new address.
    if (changes.isActive === false) await this.keyAccess?.changed({ userId: user.id });
    // A superuser's change needs no confirmation, but the owner hears of it where they used to be reached.
    if (user.email !== oldEmail) {
      const message = emailChangedByAdminMessage(this.product.name, oldEmail, user.email);
      await this.mailer.send({ to: oldEmail, ...message });
    }
    return user;
  }

  private async applyAdminChanges(viewer: User, user: User, changes: AdminUserChanges): Promise<void> {
    if (user.id === viewer.id && (changes.isActive === false || changes.isSuperuser === false)) {
      throw new BadRequestError('Super users cannot switch off their own account or remove their own superuser rights');
    }
    // One's own password and address change under /users/me, which asks for the current password
    // (and a confirmation from the new address): a superuser's token alone must not take them.
    if (user.id === viewer.id && changes.password !== undefined) throw new BadRequestError(OWN_PASSWORD_ELSEWHERE);
    if (user.id === viewer.id && changes.email !== undefined && normaliseEmail(changes.email) !== user.email)
      throw new BadRequestError(EMAIL_CHANGE_ELSEWHERE);
    await this.applyProfile(user, changes);
    if (changes.password !== undefined) await this.setPassword(user, changes.password);
    if (changes.isActive !== undefined) await this.setActive(user, changes.isActive);
    if (changes.isSuperuser !== undefined) user.isSuperuser = changes.isSuperuser;
    await flushClaimingEmail(this.em, emailInUse);
    if (changes.isActive === false) await endSessionsOf(this.em, user.id);
  }

  /**
   * A superuser's decision, which no mailed link may undo: the account's unused activation and
   * recovery links, and a pending e-mail change's, are withdrawn (switched off, it can no longer
   * mail itself a new activation link, see AccountService.resendActivation), and switching it off
   * ends its sessions for good, so a token issued before does not come back to life if it is
   * switched on again.
   */
  private async setActive(user: User, isActive: boolean): Promise<void> {
    await this.accountTokens.withdraw(
      user,
      isActive ? ['activation'] : ['activation', 'password_reset', 'email_change'],
    );
    if (user.isActive && !isActive) user.tokenVersion += 1;
    user.isActive = isActive;
  }

  async deleteById(viewer: User, id: string): Promise<void> {
    const user = isUuid(id) ? await this.findById(id) : null;
    if (!user) throw new NotFoundError('User not found');
    if (user.id === viewer.id) throw new ForbiddenError('Super users are not allowed to delete themselves');
    const remove = async () => {
      await this.billing?.cancelSubscriptionsOf(user);
      await this.em.remove(user).flush();
    };
    await (user.isSuperuser ? this.whileStillSuperuser(viewer, user, remove) : remove());
    await this.keyAccess?.changed({ userId: id });
  }

  /**
   * Runs a change that takes a superuser's rights away (demoting, switching off or deleting one)
   * in a transaction that first locks both accounts' rows, in one order, and reads the acting
   * superuser's rights again. Two superusers doing it to each other at once both passed the access
   * check and both succeeded, which could leave the platform without a superuser; now the second
   * waits for the first, then finds its own rights gone (403).
   */
  private async whileStillSuperuser<T>(viewer: User, target: User, change: () => Promise<T>): Promise<T> {
    await this.em.begin();
    try {
      const rows: { id: string; may_act: boolean }[] = await this.em.execute(
        'select id, is_superuser and is_active as may_act from users where id in (?, ?) order by id for update',
        [viewer.id, target.id],
      );
      if (!rows.find((row) => row.id === viewer.id)?.may_act)
        throw new ForbiddenError("The user doesn't have enough privileges");
      const result = await change();
      await this.em.commit();
      return result;
    } catch (error) {
      await this.em.rollback();
      throw error;
    }
  }

  /**
   * Sets a new password hash and bumps the token version, which ends every existing session.
   * Recovery links mailed before stop working: they were for the password that is gone. So does a
   * pending e-mail change: whoever knew the old password could have asked for it, and a new
   * password is how an owner locks them out; its link would otherwise still move the login to
   * their address.
   */
  async setPassword(user: User, password: string): Promise<void> {
    await this.setHashedPassword(user, await this.passwords.hash(password));
  }

  /** `setPassword` with the new password hashed already. */
  async setHashedPassword(user: User, hashedPassword: string): Promise<void> {
    user.hashedPassword = hashedPassword;
    user.tokenVersion += 1;
    await endSessionsOf(this.em, user.id);
    await this.accountTokens.withdraw(user, ['password_reset', 'email_change']);
  }

  /**
   * Makes `email` the account's login (a confirmed change, or a cancelled one undone), refusing an
   * address another account holds. Links mailed about the old address stop working: a recovery
   * link must not reset the password from there, and a pending change is superseded.
   */
  async setEmail(user: User, email: string): Promise<void> {
    await this.applyProfile(user, { email });
    await flushClaimingEmail(this.em, emailInUse);
  }

  /**
   * Makes sure the configured first superuser exists. An existing account is left as it is:
   * its password may have been changed on purpose since the first start.
   */
  async ensureFirstSuperuser(email: string, password: string): Promise<{ user: User; isCreated: boolean }> {
    const existing = await this.findByEmail(email);
    if (existing) return { user: existing, isCreated: false };
    const user = this.em.create(User, {
      email: normaliseEmail(email),
      fullName: 'Touchline Admin',
      hashedPassword: await this.passwords.hash(password),
      isActive: true,
      isSuperuser: true,
    });
    await this.em.flush();
    return { user, isCreated: true };
  }

  private async reauthenticate(viewer: User, proof: ReAuthenticationProof): Promise<void> {
    if (!this.reauth) throw new ForbiddenError('Re-authentication is not available here');
    await this.reauth.requireRecentAuthentication(viewer, proof);
  }

  private async applyProfile(user: User, changes: ProfileChanges): Promise<void> {
    if (changes.email !== undefined) {
      const email = normaliseEmail(changes.email);
      if (!(await this.isAddressFree(email, user))) throw emailInUse();
      // A recovery link mailed to the old address must not reset the account's password any more,
      // and a change still pending is superseded by this one.
      if (email !== user.email) await this.accountTokens.withdraw(user, ['password_reset', 'email_change']);
      user.email = email;
    }
    if (changes.fullName !== undefined) user.fullName = changes.fullName?.trim() || null;
    if (changes.avatarUrl !== undefined) user.avatarUrl = validAvatarUrl(changes.avatarUrl);
  }
}

export const emailInUse = () => new ConflictError('User with this email already exists');

const OWN_PASSWORD_ELSEWHERE =
  'Change your own password with PATCH /api/users/me/password (the changePassword mutation): it needs your current password';

export const EMAIL_CHANGE_ELSEWHERE =
  'Change your e-mail address with POST /api/users/me/email-change (the changeEmail mutation): it needs your password and a confirmation from the new address';

/** Avatars render in other people's browsers: only http(s) URLs, never javascript: or data:. */
function validAvatarUrl(value: string | null): string | null {
  if (value === null || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.toString();
  } catch {
    // falls through to the validation error
  }
  throw new ValidationError([
    { loc: ['body', 'avatar_url'], msg: USER_FIELD_RULES.avatarUrl.messages.invalid, type: 'url_parsing' },
  ]);
}
