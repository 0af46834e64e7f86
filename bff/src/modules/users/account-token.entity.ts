import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { User } from './user.entity.js';

export type AccountTokenPurpose = 'activation' | 'password_reset' | 'email_change' | 'email_change_cancel';

/**
 * A single-use link token (activation, password reset, e-mail change and its cancellation). Only its SHA-256 is stored, so a
 * leaked database cannot be replayed into account takeovers.
 */
@Entity({ tableName: 'account_tokens' })
export class AccountToken {
  [OptionalProps]?: 'id' | 'email' | 'usedAt' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', fieldName: 'user_id' })
  user!: User;

  @Enum({ items: ['activation', 'password_reset', 'email_change', 'email_change_cancel'], type: 'string' })
  purpose!: AccountTokenPurpose;

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  /** The address an e-mail change link is about: the new one (email_change) or the old one (email_change_cancel). */
  @Property({ type: 'string', length: 255, nullable: true })
  email: string | null = null;

  @Property({ type: 'Date', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'Date', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
