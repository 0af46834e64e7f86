// Fast arrangement for tests that are not about logging in: users are stored with a password
// hash computed once per distinct password, and their access tokens are issued by the app's own
// token service instead of a login (each argon2 round costs a few hundred milliseconds on CI).
import { UserSession } from '../modules/auth/session.entity.js';
import { User } from '../modules/users/user.entity.js';
import type { TestApp } from './test-app.js';

const hashes = new Map<string, Promise<string>>();

export interface SeededUser {
  id: string;
  email: string;
  password: string;
  /** A valid access token, as a login would have returned. */
  token: string;
}

export async function seedUser(
  t: TestApp,
  {
    email,
    password = 'user-password-1',
    isActive = true,
    isSuperuser = false,
    fullName = null,
  }: {
    email: string;
    password?: string;
    isActive?: boolean;
    isSuperuser?: boolean;
    fullName?: string | null;
  },
): Promise<SeededUser> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = t.app.deps.passwords.hash(password);
    hashes.set(password, hash);
  }
  const em = t.app.deps.orm.em.fork();
  const user = em.create(User, {
    email: email.toLowerCase(),
    fullName,
    hashedPassword: await hash,
    isActive,
    isSuperuser,
  });
  await em.flush();
  const session = em.create(UserSession, { user, device: 'Desktop', browser: 'Test fixture', ipAddress: '127.0.0.1' });
  await em.flush();
  const token = await t.app.deps.tokens.issue({
    userId: user.id,
    tokenVersion: user.tokenVersion,
    sessionId: session.id,
  });
  return { id: user.id, email: user.email, password, token };
}

/** A session of the user (as a sign-in opens one, `signedInAt` by default now) and an access token that names it. */
export async function tokenFor(
  t: TestApp,
  userId: string,
  { tokenVersion = 0, signedInAt = new Date() } = {},
): Promise<{ token: string; sessionId: string }> {
  const em = t.app.deps.orm.em.fork();
  const session = em.create(UserSession, {
    user: userId,
    device: 'Desktop',
    browser: 'Test fixture',
    ipAddress: '127.0.0.1',
    signedInAt,
    lastSeenAt: signedInAt,
  });
  await em.flush();
  return {
    token: await t.app.deps.tokens.issue({ userId, tokenVersion, sessionId: session.id }),
    sessionId: session.id,
  };
}

/** Every field of a user as the REST API answers one, sorted: no more (no hash, no token version), no fewer. */
export const USER_FIELDS = [
  'avatar_url',
  'created_at',
  'email',
  'full_name',
  'id',
  'is_active',
  'is_superuser',
  'two_factor_enabled',
].sort();
