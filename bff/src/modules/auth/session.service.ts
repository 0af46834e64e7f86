// The account's signed-in sessions: opened by every sign-in, named by its access token, ended by
// sign-out, by "sign out everywhere else" and by whatever ends every session at once (a new
// password, an e-mail change cancelled from the old address, an account switched off).
//
// A token is accepted only while its session has not ended. The check rides on the query that
// loads the token's user anyway (AuthService.authenticate joins the session row), so every bff
// process sees an ended session on the very next request, with no cache to invalidate and no
// extra round trip.
import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import type { User } from '../users/user.entity.js';
import { UserSession } from './session.entity.js';
import { describeUserAgent } from './user-agent.js';

/** "Last seen" moves at most this often per session: one write a minute, not one per request. */
const LAST_SEEN_EVERY_MS = 60_000;
/** Ended and expired sessions are kept this long for the list's sake, then deleted at the next sign-in. */
const KEPT_AFTER_END_DAYS = 30;

/** Where a request comes from, as a session records it. */
export interface RequestClient {
  ip: string;
  userAgent: string;
}

const SESSION_NOT_FOUND = 'Session not found';
/** The list shows at most this many sessions, the latest seen first. */
export const MAX_SESSIONS_LISTED = 100;

export class SessionService {
  constructor(
    private readonly em: EntityManager,
    /** How long an access token lives: a session outlives its token by nothing. */
    private readonly tokenTtlMinutes: number,
  ) {}

  /** Records a sign-in, and forgets the account's sessions that ended long ago. */
  async open(user: User, client: RequestClient): Promise<UserSession> {
    await this.em.execute(
      `delete from "user_sessions" where "user_id" = ?
        and coalesce("ended_at", "signed_in_at" + make_interval(mins => ?)) < now() - make_interval(days => ?)`,
      [user.id, this.tokenTtlMinutes, KEPT_AFTER_END_DAYS],
    );
    const userAgent = client.userAgent.slice(0, 512);
    const session = this.em.create(UserSession, {
      user,
      userAgent,
      ...describeUserAgent(userAgent),
      ipAddress: client.ip.slice(0, 64),
    });
    await this.em.flush();
    return session;
  }

  /** The account's sessions still signed in (not ended, token not expired), the latest seen first, at most MAX_SESSIONS_LISTED. */
  listLive(user: User): Promise<UserSession[]> {
    return this.em.find(
      UserSession,
      { user, endedAt: null, signedInAt: { $gt: this.oldestLiveSignIn() } },
      { orderBy: { lastSeenAt: 'desc', id: 'asc' }, limit: MAX_SESSIONS_LISTED },
    );
  }

  /** Ends one of the user's own live sessions; anyone else's, or one already over, is not found. */
  async end(user: User, sessionId: string): Promise<void> {
    const ended = isUuid(sessionId)
      ? await this.em.nativeUpdate(
          UserSession,
          { id: sessionId.toLowerCase(), user, endedAt: null, signedInAt: { $gt: this.oldestLiveSignIn() } },
          { endedAt: new Date() },
        )
      : 0;
    if (ended === 0) throw new NotFoundError(SESSION_NOT_FOUND);
  }

  /** Ends every session of the account but `keep` (none when it is omitted); returns how many ended. */
  endAll(user: Pick<User, 'id'>, keep?: string): Promise<number> {
    return endSessionsOf(this.em, user.id, keep);
  }

  /** Brings "last seen" forward when it is older than LAST_SEEN_EVERY_MS; a no-op otherwise. */
  async touch(session: UserSession): Promise<void> {
    if (Date.now() - session.lastSeenAt.getTime() < LAST_SEEN_EVERY_MS) return;
    const now = new Date();
    // Conditional, so several processes serving one session at once write it once.
    await this.em.nativeUpdate(
      UserSession,
      { id: session.id, lastSeenAt: { $lt: new Date(now.getTime() - LAST_SEEN_EVERY_MS) } },
      { lastSeenAt: now },
    );
    session.lastSeenAt = now;
  }

  private oldestLiveSignIn(): Date {
    return new Date(Date.now() - this.tokenTtlMinutes * 60_000);
  }
}

/** Ends the account's sessions (all, or all but `keep`): their tokens are refused from the next request on. */
export async function endSessionsOf(em: EntityManager, userId: string, keep?: string): Promise<number> {
  return em.nativeUpdate(
    UserSession,
    { user: userId, endedAt: null, ...(keep ? { id: { $ne: keep } } : {}) },
    { endedAt: new Date() },
  );
}
