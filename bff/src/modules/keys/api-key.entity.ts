import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { User } from '../users/user.entity.js';

@Entity({ tableName: 'api_keys' })
export class ApiKey {
  [OptionalProps]?:
    | 'id'
    | 'createdAt'
    | 'lastUsedAt'
    | 'revokedAt'
    | 'expiresAt'
    | 'isRevoked'
    | 'isExpired'
    | 'previousKeyHash'
    | 'previousKeyExpiresAt'
    | 'previousPrefix'
    | 'rotatedAt'
    | 'previousSecretExpiresAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade', fieldName: 'user_id' })
  user!: User;

  @Property({ type: 'string', length: 100 })
  name!: string;

  /** The first characters of the key, shown so people can tell their keys apart. */
  @Property({ type: 'string', length: 16 })
  prefix!: string;

  /** SHA-256 of the full key; the key itself is shown once and never stored. */
  @Property({ type: 'string', length: 64, unique: true, lazy: true })
  keyHash!: string;

  @Property({ type: 'Date', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  lastUsedAt: Date | null = null;

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  revokedAt: Date | null = null;

  /** When the key stops working by itself; null: never. */
  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  expiresAt: Date | null = null;

  /** SHA-256 of the secret the last rotation replaced, while it may still work; null: none. */
  @Property({ type: 'string', length: 64, nullable: true, lazy: true })
  previousKeyHash: string | null = null;

  /**
   * The first characters of the secret the last rotation replaced (kept after its grace ends), so
   * that the dashboard can tell a pasted old secret is this key's; null: never rotated.
   */
  @Property({ type: 'string', length: 16, nullable: true })
  previousPrefix: string | null = null;

  /** When the replaced secret stops working (the end of the grace period chosen at rotation). */
  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  previousKeyExpiresAt: Date | null = null;

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  rotatedAt: Date | null = null;

  /** Until when the replaced secret still works, if it still does. */
  get previousSecretExpiresAt(): Date | null {
    const until = this.previousKeyExpiresAt;
    return this.previousKeyHash !== null && until !== null && !hasKeyExpired(until, new Date()) ? until : null;
  }

  get isRevoked(): boolean {
    return this.revokedAt !== null;
  }

  /** Whether the key has expired by now. */
  get isExpired(): boolean {
    return hasKeyExpired(this.expiresAt, new Date());
  }
}

/** A key stops working at its expiry itself (the proxy's lookup refuses `expires_at <= now()`). */
export function hasKeyExpired(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && expiresAt.getTime() <= now.getTime();
}
