import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash, randomBytes } from 'node:crypto';
import { BadRequestError } from '../../shared/errors.js';
import { User } from './user.entity.js';
import { AccountToken, type AccountTokenPurpose } from './account-token.entity.js';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Single-use, expiring link tokens: 256 random bits handed out, only their hash kept. */
export class AccountTokens {
  constructor(private readonly em: EntityManager) {}

  /**
   * A new link, which replaces the older ones of the same purpose (only the latest message
   * works) unless `keepingOthers`: a superuser's preview of a message must not break the link
   * the user was sent.
   */
  async issue(
    user: User,
    purpose: AccountTokenPurpose,
    ttlHours: number,
    options: { keepingOthers?: boolean; email?: string | null } = {},
  ): Promise<string> {
    return (await this.issueExpiring(user, purpose, ttlHours, options)).token;
  }

  /** `issue`, with the moment the link stops working as stored, for an answer that states it. */
  async issueExpiring(
    user: User,
    purpose: AccountTokenPurpose,
    ttlHours: number,
    { keepingOthers = false, email = null as string | null } = {},
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + ttlHours * 3600_000);
    if (!keepingOthers) await this.withdraw(user, [purpose]);
    this.em.create(AccountToken, { user, purpose, tokenHash: hashOf(token), expiresAt, email });
    await this.em.flush();
    return { token, expiresAt };
  }

  /** Makes the links of these purposes that the user has not used stop working. */
  async withdraw(user: User, purposes: readonly AccountTokenPurpose[]): Promise<void> {
    await this.em.nativeDelete(AccountToken, { user, purpose: { $in: [...purposes] }, usedAt: null });
  }

  /** Makes the user's unused links of this purpose issued after `issuedAt` stop working. */
  async withdrawIssuedAfter(user: User, purpose: AccountTokenPurpose, issuedAt: Date): Promise<void> {
    await this.em.nativeDelete(AccountToken, { user, purpose, usedAt: null, createdAt: { $gt: issuedAt } });
  }

  /** The newest link of this purpose the user can still use (not used, not expired), if any. */
  live(user: User, purpose: AccountTokenPurpose): Promise<AccountToken | null> {
    return this.em.findOne(
      AccountToken,
      { user, purpose, usedAt: null, expiresAt: { $gt: new Date() } },
      { orderBy: { createdAt: 'desc' } },
    );
  }

  /** Whether an account other than `exceptUserId` holds a live link of this purpose about `email`. */
  async isLiveAboutAddress(email: string, purpose: AccountTokenPurpose, exceptUserId: string | null): Promise<boolean> {
    const count = await this.em.count(AccountToken, {
      email,
      purpose,
      usedAt: null,
      expiresAt: { $gt: new Date() },
      ...(exceptUserId ? { user: { $ne: exceptUserId } } : {}),
    });
    return count > 0;
  }

  /**
   * Whether the user holds a link of this purpose not yet used, expired or not. An account awaits
   * activation exactly while it holds an activation link: sign-up issues one, and a superuser
   * switching an account on or off withdraws it, so an account switched off cannot mail itself
   * a new link and switch itself back on.
   */
  async isHolding(user: User, purpose: AccountTokenPurpose): Promise<boolean> {
    return (await this.em.count(AccountToken, { user, purpose, usedAt: null })) > 0;
  }

  /**
   * Marks the token used and returns its user, in one conditional UPDATE so that two
   * concurrent uses cannot both succeed. Unknown, expired and used tokens fail alike. A token of
   * an inactive account is refused with 'Inactive user' and left unused, for once it is active.
   */
  async consume(token: string, purpose: AccountTokenPurpose, { ofActiveAccount = false } = {}): Promise<User> {
    return (await this.consumeWithEmail(token, purpose, { ofActiveAccount })).user;
  }

  /** `consume`, with the address the link was issued about (e-mail changes) and when it was issued. */
  async consumeWithEmail(
    token: string,
    purpose: AccountTokenPurpose,
    { ofActiveAccount = false } = {},
  ): Promise<{ user: User; email: string | null; issuedAt: Date }> {
    const rows = await this.em.execute<{ user_id: string; email: string | null; created_at: Date }[]>(
      `update "account_tokens" set "used_at" = now()
        where "token_hash" = ? and "purpose" = ? and "used_at" is null and "expires_at" > now()
          and (not ? or exists (select 1 from "users" where "users"."id" = "user_id" and "users"."is_active"))
        returning "user_id", "email", "created_at"`,
      [hashOf(token), purpose, ofActiveAccount],
    );
    const userId = rows[0]?.user_id;
    const user = userId ? await this.em.findOne(User, { id: userId }, { populate: ['hashedPassword'] }) : null;
    if (user) return { user, email: rows[0]!.email, issuedAt: new Date(rows[0]!.created_at) };
    throw refusalOf(await this.liveTokenHolder(token, purpose), ofActiveAccount);
  }

  /**
   * Fails as `consume` would, and leaves the token unused: for work that must succeed before the
   * link is spent (a new password's hash, which a busy server may refuse).
   */
  async assertUsable(token: string, purpose: AccountTokenPurpose, { ofActiveAccount = false } = {}): Promise<void> {
    const holder = await this.liveTokenHolder(token, purpose);
    if (holder && (holder.isActive || !ofActiveAccount)) return;
    throw refusalOf(holder, ofActiveAccount);
  }

  /** Whether the account holding this unused, unexpired token is active; null when there is no such token. */
  private async liveTokenHolder(token: string, purpose: AccountTokenPurpose): Promise<{ isActive: boolean } | null> {
    const rows = await this.em.execute<{ is_active: boolean }[]>(
      `select u."is_active" from "account_tokens" t join "users" u on u."id" = t."user_id"
        where t."token_hash" = ? and t."purpose" = ? and t."used_at" is null and t."expires_at" > now()`,
      [hashOf(token), purpose],
    );
    return rows[0] ? { isActive: rows[0].is_active } : null;
  }
}

/**
 * Why a token cannot be used. A live token of an inactive account, where an active one is needed,
 * is 'Inactive user' (and stays unused, for once it is active); anything else is 'Invalid token'.
 */
function refusalOf(holder: { isActive: boolean } | null, ofActiveAccount: boolean): BadRequestError {
  return ofActiveAccount && holder && !holder.isActive
    ? new BadRequestError('Inactive user')
    : new BadRequestError('Invalid token');
}
