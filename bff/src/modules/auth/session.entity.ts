import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { User } from '../users/user.entity.js';

/**
 * One sign-in (password or Google). Its access token names it, and is refused once it has ended
 * (sign-out, "sign out everywhere else", a password change, an e-mail change cancelled from the
 * old address). Rows stay after they end, for a while, so the account's history reads true.
 */
@Entity({ tableName: 'user_sessions' })
export class UserSession {
  [OptionalProps]?: 'id' | 'userAgent' | 'signedInAt' | 'lastSeenAt' | 'endedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', fieldName: 'user_id' })
  user!: User;

  @Property({ type: 'string', length: 512 })
  userAgent: string = '';

  /** "Desktop", "Mobile", "Tablet", … as read from the user agent when the session began. */
  @Property({ type: 'string', length: 64 })
  device!: string;

  /** "Chrome 131 on macOS", "Unknown browser", … */
  @Property({ type: 'string', length: 64 })
  browser!: string;

  @Property({ type: 'string', length: 64 })
  ipAddress!: string;

  @Property({ type: 'Date', columnType: 'timestamptz' })
  signedInAt: Date = new Date();

  /** Brought forward at most once a minute (SessionService.touch), not on every request. */
  @Property({ type: 'Date', columnType: 'timestamptz' })
  lastSeenAt: Date = new Date();

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  endedAt: Date | null = null;
}
