import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { User } from './user.entity.js';

export type AccountTokenPurpose = 'activation' | 'password_reset';

/**
 * A single-use link token (activation, password reset). Only its SHA-256 is stored, so a
 * leaked database cannot be replayed into account takeovers.
 */
@Entity({ tableName: 'account_tokens' })
export class AccountToken {
  [OptionalProps]?: 'id' | 'usedAt' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', fieldName: 'user_id' })
  user!: User;

  @Enum({ items: ['activation', 'password_reset'], type: 'string' })
  purpose!: AccountTokenPurpose;

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @Property({ type: 'Date', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'Date', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
