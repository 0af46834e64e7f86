// Changing one's own e-mail address, verified: the request (with the current password, or a
// recent sign-in) only mails a link to the new address; opening it makes the address the login.
// The old address is told at once, with a link that cancels the change, undoes it if it was
// already confirmed, and ends every session of the account. The pending change is the live
// email_change link itself (AccountTokens), which carries the new address: there is nothing else
// to keep in step, and an expired link is a change no longer pending.
import type { Config } from '../../config.js';
import { BadRequestError, NotFoundError } from '../../shared/errors.js';
import type { Mailer } from '../mail/mailer.gateway.js';
import { emailChangeMessage, emailChangeNoticeMessage } from '../mail/mail.templates.js';
import type { AccountTokens } from '../users/account-tokens.js';
import type { User } from '../users/user.entity.js';
import { normaliseEmail } from '../users/user.rules.js';
import { emailInUse, type UserService } from '../users/user.service.js';
import type { ReAuthentication, ReAuthenticationProof } from './re-authentication.js';
import { endSessionsOf } from './session.service.js';
import type { Throttle } from './throttle.js';
import type { EntityManager } from '@mikro-orm/postgresql';

/** The old address's cancel link outlives the change link, so that a confirmed change can still be undone. */
const CANCEL_LINK_TTL_HOURS = 7 * 24;

export const NO_CHANGE_PENDING = 'No e-mail change is pending';
const SAME_EMAIL = 'That is already your e-mail address';
const ADDRESS_TAKEN_MEANWHILE = 'That address now belongs to another account, so your e-mail address was not changed';

export interface PendingEmailChange {
  newEmail: string;
  expiresAt: Date;
}

export class EmailChangeService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UserService,
    private readonly accountTokens: AccountTokens,
    private readonly reauth: ReAuthentication,
    private readonly mailer: Mailer,
    private readonly throttle: Throttle,
    private readonly config: Config,
    private readonly clientIp: string,
  ) {}

  async pending(user: User): Promise<PendingEmailChange | null> {
    const link = await this.accountTokens.live(user, 'email_change');
    return link?.email ? { newEmail: link.email, expiresAt: link.expiresAt } : null;
  }

  /** Mails the confirmation link to the new address and the notice, with its cancel link, to the current one. */
  async request(user: User, newEmail: string, proof: ReAuthenticationProof): Promise<PendingEmailChange> {
    await this.reauth.requireRecentAuthentication(user, proof);
    const email = normaliseEmail(newEmail);
    if (email === user.email) throw new BadRequestError(SAME_EMAIL);
    if (!(await this.users.isAddressFree(email, user))) throw emailInUse();
    await this.throttle.attempt('email-change', user.email, this.clientIp);
    const pending = await this.sendConfirmation(user, email);
    // Earlier changes' cancel links keep working: a second change must not take the first
    // address's way back from its owner.
    const cancelToken = await this.accountTokens.issue(user, 'email_change_cancel', CANCEL_LINK_TTL_HOURS, {
      email: user.email,
      keepingOthers: true,
    });
    const cancelLink = `${this.config.frontendUrl}/email-change/cancel?token=${cancelToken}`;
    const notice = emailChangeNoticeMessage(
      this.config.projectName,
      user.email,
      email,
      cancelLink,
      CANCEL_LINK_TTL_HOURS,
    );
    await this.mailer.send({ to: user.email, ...notice, link: cancelLink });
    return pending;
  }

  /** A new confirmation link to the pending address; the one sent before stops working. */
  async resend(user: User): Promise<PendingEmailChange> {
    const pending = await this.pending(user);
    if (!pending) throw new NotFoundError(NO_CHANGE_PENDING);
    await this.throttle.attempt('email-change', user.email, this.clientIp);
    return this.sendConfirmation(user, pending.newEmail);
  }

  /** Withdraws the pending change. The old address's cancel link keeps working: it also ends every session. */
  async cancel(user: User): Promise<void> {
    if (!(await this.pending(user))) throw new NotFoundError(NO_CHANGE_PENDING);
    await this.accountTokens.withdraw(user, ['email_change']);
  }

  /** The new address's link: the address becomes the login, unless another account took it meanwhile. */
  async confirm(token: string): Promise<User> {
    const { user, email } = await this.accountTokens.consumeWithEmail(token, 'email_change');
    if (!email) throw new BadRequestError('Invalid token');
    if (!(await this.users.isAddressFree(email, user))) throw new BadRequestError(ADDRESS_TAKEN_MEANWHILE);
    await this.users.setEmail(user, email);
    return user;
  }

  /**
   * The old address's link: cancels the pending change, puts the old address back if the change
   * was confirmed meanwhile (the address stayed the account's, UserService.isAddressFree), and
   * ends every session of the account, so that whoever asked for the change is signed out. It
   * undoes every change made since it was mailed: their own cancel links, mailed to addresses the
   * account had after this one, stop working, so they cannot take the account there again.
   */
  async cancelByLink(token: string): Promise<User> {
    const { user, email: oldEmail, issuedAt } = await this.accountTokens.consumeWithEmail(token, 'email_change_cancel');
    await this.accountTokens.withdraw(user, ['email_change']);
    await this.accountTokens.withdrawIssuedAfter(user, 'email_change_cancel', issuedAt);
    if (oldEmail && user.email !== oldEmail && (await this.users.isAddressFree(oldEmail, user)))
      await this.users.setEmail(user, oldEmail);
    user.tokenVersion += 1;
    await this.em.flush();
    await endSessionsOf(this.em, user.id);
    return user;
  }

  private async sendConfirmation(user: User, email: string): Promise<PendingEmailChange> {
    const ttl = this.config.accountTokens.emailChangeTtlHours;
    const { token, expiresAt } = await this.accountTokens.issueExpiring(user, 'email_change', ttl, { email });
    const link = `${this.config.frontendUrl}/email-change/confirm?token=${token}`;
    await this.mailer.send({ to: email, ...emailChangeMessage(this.config.projectName, email, link, ttl), link });
    return { newEmail: email, expiresAt };
  }
}
