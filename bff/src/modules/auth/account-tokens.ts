import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash, randomBytes } from 'node:crypto';
import { BadRequestError } from '../../shared/errors.js';
import { User } from '../users/user.entity.js';
import { AccountToken, type AccountTokenPurpose } from './account-token.entity.js';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Single-use, expiring link tokens: 256 random bits handed out, only their hash kept. */
export class AccountTokens {
  constructor(private readonly em: EntityManager) {}

  async issue(user: User, purpose: AccountTokenPurpose, ttlHours: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    // A new link replaces the older ones of the same purpose: only the latest message works.
    await this.em.nativeDelete(AccountToken, { user, purpose, usedAt: null });
    this.em.create(AccountToken, {
      user,
      purpose,
      tokenHash: hashOf(token),
      expiresAt: new Date(Date.now() + ttlHours * 3600_000),
    });
    await this.em.flush();
    return token;
  }

  /**
   * Marks the token used and returns its user, in one conditional UPDATE so that two
   * concurrent uses cannot both succeed. Unknown, expired and used tokens fail alike.
   */
  async consume(token: string, purpose: AccountTokenPurpose): Promise<User> {
    const rows = await this.em.execute<{ user_id: string }[]>(
      `update "account_tokens" set "used_at" = now()
        where "token_hash" = ? and "purpose" = ? and "used_at" is null and "expires_at" > now()
        returning "user_id"`,
      [hashOf(token), purpose],
    );
    const userId = rows[0]?.user_id;
    const user = userId ? await this.em.findOne(User, { id: userId }, { populate: ['hashedPassword'] }) : null;
    if (!user) throw new BadRequestError('Invalid token');
    return user;
  }
}
