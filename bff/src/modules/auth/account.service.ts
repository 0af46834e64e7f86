// Self-service account lifecycle: sign-up with a bot check, activation by e-mail, password
// recovery. Messages and status codes follow the inherited REST contract.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { BadRequestError, NotFoundError, ValidationError } from '../../shared/errors.js';
import type { Mailer } from '../mail/mailer.gateway.js';
import { activationMessage, recoveryMessage, type Rendered } from '../mail/mail.templates.js';
import { User } from '../users/user.entity.js';
import { normaliseEmail } from '../users/user.rules.js';
import { flushClaimingEmail, type UserService } from '../users/user.service.js';
import type { AccountTokens } from '../users/account-tokens.js';
import type { Signup } from './account.input.js';
import type { BotCheck } from './bot-check.gateway.js';
import type { PasswordHasher } from '../users/password-hasher.js';
import type { Throttle } from './throttle.js';

export const RECOVERY_SENT = 'If that email is registered, we sent a password recovery link';
export const ACTIVATION_SENT = 'If that account is waiting for activation, we sent a new activation link';

/**
 * Runs account work after the answer has gone, on its own entity manager. What only a registered
 * address costs (finding it, issuing a link, the mail server's round trip) then does not show in
 * how long the answer takes, so the time cannot tell a registered address from an unknown one.
 */
export type AfterAnswer = (what: string, work: (accounts: AccountService) => Promise<void>) => void;

export class AccountService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UserService,
    private readonly accountTokens: AccountTokens,
    private readonly passwords: PasswordHasher,
    private readonly mailer: Mailer,
    private readonly botCheck: BotCheck,
    private readonly throttle: Throttle,
    private readonly config: Config,
    private readonly clientIp: string,
    private readonly afterAnswer: AfterAnswer,
  ) {}

  /** Creates an inactive account and mails its activation link. */
  async signup(input: Signup): Promise<User> {
    if (input.password !== input.confirmPassword) {
      throw new ValidationError([
        { loc: ['body', 'confirm_password'], msg: 'The passwords do not match', type: 'value_error' },
      ]);
    }
    const emailTaken = () => new BadRequestError('The user with this email already exists in the system');
    const hashedPassword = await this.throttle.attempting('signup', input.email, this.clientIp, async () => {
      await this.botCheck.verify(input.turnstileToken, this.clientIp);
      if (!(await this.users.isAddressFree(input.email))) throw emailTaken();
      return this.passwords.hash(input.password);
    });
    const user = this.em.create(User, {
      email: normaliseEmail(input.email),
      fullName: input.fullName.trim() || null,
      hashedPassword,
      isActive: false,
    });
    await flushClaimingEmail(this.em, emailTaken);
    await this.sendActivation(user);
    return user;
  }

  /** Only an account awaiting activation holds an activation link (AccountTokens.isHolding). */
  async activate(token: string): Promise<User> {
    const user = await this.accountTokens.consume(token, 'activation');
    user.isActive = true;
    await this.em.flush();
    return user;
  }

  /** Answers the same, and as fast, whatever the case; the mail, if any, goes after the answer. */
  async resendActivation(email: string): Promise<void> {
    await this.throttle.attempt('activation-resend', email, this.clientIp);
    this.afterAnswer('activation resend', (accounts) => accounts.mailActivationAgain(email));
  }

  /**
   * Mails a new link to an account awaiting activation; one a superuser switched off (or created
   * inactive) is not awaiting it and gets nothing.
   */
  async mailActivationAgain(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (user && !user.isActive && (await this.accountTokens.isHolding(user, 'activation')))
      await this.sendActivation(user);
  }

  /** Answers the same, and as fast, whether or not the account exists; the mail goes after the answer. */
  async requestPasswordRecovery(email: string): Promise<void> {
    await this.throttle.attempt('recovery', email, this.clientIp);
    this.afterAnswer('password recovery', (accounts) => accounts.mailRecovery(email));
  }

  /** Mails a recovery link if `email` is a registered account; nothing otherwise. */
  async mailRecovery(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (user) await this.send(user, await this.recoveryFor(user));
  }

  /** The recovery message a superuser can preview for any user; the link the user was sent still works. */
  async recoveryMessageFor(email: string): Promise<Rendered> {
    const user = await this.users.findByEmail(email);
    if (!user) throw new NotFoundError('The user with this username does not exist in the system.');
    return this.recoveryFor(user, { keepingOthers: true });
  }

  /** An inactive account's link is refused without being used up, so it works once the account is active. */
  async resetPassword(token: string, newPassword: string): Promise<void> {
    // The new password is hashed before the link is spent: a busy server may refuse the hash
    // (503), and the link must then still work for the retry.
    await this.accountTokens.assertUsable(token, 'password_reset', { ofActiveAccount: true });
    const hashedPassword = await this.passwords.hash(newPassword);
    const user = await this.accountTokens.consume(token, 'password_reset', { ofActiveAccount: true });
    await this.users.setHashedPassword(user, hashedPassword);
    await this.em.flush();
  }

  private async sendActivation(user: User) {
    const ttl = this.config.accountTokens.activationTtlHours;
    const token = await this.accountTokens.issue(user, 'activation', ttl);
    const link = `${this.config.frontendUrl}/activate?token=${token}`;
    await this.send(user, activationMessage(this.config.projectName, user.fullName, link, ttl), link);
  }

  private async recoveryFor(user: User, options?: { keepingOthers: boolean }): Promise<Rendered & { link: string }> {
    const ttl = this.config.accountTokens.passwordResetTtlHours;
    const token = await this.accountTokens.issue(user, 'password_reset', ttl, options);
    const link = `${this.config.frontendUrl}/reset-password?token=${token}`;
    return { ...recoveryMessage(this.config.projectName, user.email, link, ttl), link };
  }

  private send(user: User, message: Rendered, link?: string) {
    return this.mailer.send({ to: user.email, ...message, link });
  }
}
