// The account's own sessions and the changes that could keep it: nobody reaches another account's
// sessions, an ended session's token is refused at once, mailed e-mail-change links work once
// and not after they expire, and deleting the account or changing its e-mail or password needs
// the password again (or, without one, a fresh sign-in), throttled like the login.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { linkIn, startSmtpInbox, type SmtpInbox } from '@touchline/test-stand-ins/smtp-inbox';
import { seedUser, type SeededUser } from '../../test-support/fixtures.js';
import { graphql, rest } from '../../test-support/graphql.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { AccountToken } from '../users/account-token.entity.js';
import { User } from '../users/user.entity.js';
import { INCORRECT_PASSWORD, PASSWORD_REQUIRED, SIGN_IN_AGAIN } from './re-authentication.js';
import { UserSession } from './session.entity.js';

const ATTEMPTS_PER_ACCOUNT = 4;
let inbox: SmtpInbox;
let t: TestApp;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp({ ...inbox.env, THROTTLE_ATTEMPTS_PER_ACCOUNT: String(ATTEMPTS_PER_ACCOUNT) });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const db = () => t.app.deps.orm.em.fork();
const me = (token: string) => rest(t.app, 'GET', '/api/users/me', token);
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
let accounts = 0;
const newUser = () => seedUser(t, { email: `guarded-${++accounts}@touchline.test` });

/** An account that signs in with Google only (no password), signed in `minutesAgo`: its token. */
async function googleAccount(minutesAgo: number): Promise<{ id: string; email: string; token: string }> {
  const em = db();
  const user = em.create(User, {
    email: `google-${++accounts}@touchline.test`,
    googleSubject: randomUUID(),
    isActive: true,
  });
  const signedInAt = new Date(Date.now() - minutesAgo * 60_000);
  const session = em.create(UserSession, {
    user,
    device: 'Desktop',
    browser: 'Chrome 131 on macOS',
    ipAddress: '127.0.0.1',
    signedInAt,
    lastSeenAt: signedInAt,
  });
  await em.flush();
  return {
    id: user.id,
    email: user.email,
    token: await t.app.deps.tokens.issue({ userId: user.id, tokenVersion: 0, sessionId: session.id }),
  };
}

describe("someone else's sessions", () => {
  it('cannot be ended by another account: 404 over REST and GraphQL, and the session goes on', async () => {
    const [victim, attacker] = [await newUser(), await newUser()];
    const [victimSession] = (await rest(t.app, 'GET', '/api/sessions/', victim.token)).json();
    const overRest = await rest(t.app, 'DELETE', `/api/sessions/${victimSession.id}`, attacker.token);
    expect(overRest.statusCode).toBe(404);
    expect(overRest.json()).toEqual({ detail: 'Session not found' });
    const overGraphql = await graphql(
      t.app,
      'mutation ($id: ID!) { endSession(id: $id) { message } }',
      { id: victimSession.id },
      attacker.token,
    );
    expect(overGraphql.errors![0]).toMatchObject({ message: 'Session not found', extensions: { status: 404 } });
    expect((await me(victim.token)).statusCode).toBe(200);
  });

  it('are never listed to another account, and unknown ids are the same 404', async () => {
    const [victim, attacker] = [await newUser(), await newUser()];
    const listed = (await rest(t.app, 'GET', '/api/sessions/', attacker.token)).json();
    expect(listed).toHaveLength(1);
    expect(listed[0].is_current).toBe(true);
    expect((await db().findOneOrFail(UserSession, { id: listed[0].id })).user.id).not.toBe(victim.id);
    for (const id of [randomUUID(), 'not-a-uuid'])
      expect((await rest(t.app, 'DELETE', `/api/sessions/${id}`, attacker.token)).statusCode).toBe(404);
  });
});

describe('ended sessions', () => {
  it('refuse a stolen token right after "sign out everywhere else"', async () => {
    const owner = await newUser();
    const stolen = await t.login(owner.email, owner.password);
    expect((await me(stolen)).statusCode).toBe(200);
    expect((await rest(t.app, 'POST', '/api/sessions/end-others', owner.token)).statusCode).toBe(200);
    const refused = await me(stolen);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'Could not validate credentials' });
    expect((await graphql(t.app, '{ viewer { id } }', {}, stolen)).errors![0]).toMatchObject({
      extensions: { status: 403 },
    });
    // The thief cannot end the owner's session back, nor list anything.
    expect((await rest(t.app, 'POST', '/api/sessions/end-others', stolen)).statusCode).toBe(403);
    expect((await me(owner.token)).statusCode).toBe(200);
  });

  it('refuse a token that names no session (one signed before sessions existed)', async () => {
    const owner = await newUser();
    const key = new TextEncoder().encode(t.config.secretKey);
    const sessionless = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(owner.id)
      .setExpirationTime('1h')
      .sign(key);
    expect((await me(sessionless)).statusCode).toBe(403);
    const anotherAccountsSession = await new SignJWT({
      ver: 0,
      sid: (await db().findOneOrFail(UserSession, { user: { $ne: owner.id } })).id,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(owner.id)
      .setExpirationTime('1h')
      .sign(key);
    expect((await me(anotherAccountsSession)).statusCode).toBe(403);
  });
});

describe('e-mail change links', () => {
  async function changeLinks(user: SeededUser, newEmail: string) {
    expect(
      (
        await rest(t.app, 'POST', '/api/users/me/email-change', user.token, {
          new_email: newEmail,
          current_password: user.password,
        })
      ).statusCode,
    ).toBe(200);
    return linkIn(await inbox.waitFor(newEmail), '/email-change/confirm').searchParams.get('token')!;
  }
  const confirm = (token: string) => rest(t.app, 'POST', '/api/email-change/confirm', undefined, { token });

  it('an expired link is refused and changes nothing', async () => {
    const user = await newUser();
    const token = await changeLinks(user, `expired-${accounts}@touchline.test`);
    await db().nativeUpdate(AccountToken, { tokenHash: hashOf(token) }, { expiresAt: new Date(Date.now() - 1000) });
    const response = await confirm(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Invalid token' });
    expect((await db().findOneOrFail(User, { id: user.id })).email).toBe(user.email);
    expect((await rest(t.app, 'GET', '/api/users/me/email-change', user.token)).statusCode).toBe(404);
  });

  it('a link works once: used again, it is refused', async () => {
    const user = await newUser();
    const token = await changeLinks(user, `reused-${accounts}@touchline.test`);
    expect((await confirm(token)).statusCode).toBe(200);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'Invalid token' });
  });

  it('a cancel link cannot confirm a change, nor a confirm link cancel one', async () => {
    const user = await newUser();
    const token = await changeLinks(user, `crossed-${accounts}@touchline.test`);
    expect((await rest(t.app, 'POST', '/api/email-change/cancel', undefined, { token })).statusCode).toBe(400);
    expect((await me(user.token)).statusCode).toBe(200);
  });
});

describe('re-authentication', () => {
  const attempts = {
    'deleting the account': (user: { token: string }, proof: Record<string, string>) =>
      rest(t.app, 'DELETE', '/api/users/me', user.token, proof),
    'changing the e-mail': (user: { token: string }, proof: Record<string, string>) =>
      rest(t.app, 'POST', '/api/users/me/email-change', user.token, {
        new_email: `elsewhere-${randomUUID()}@touchline.test`,
        ...proof,
      }),
    'changing the password': (user: { token: string }, proof: Record<string, string>) =>
      rest(t.app, 'PATCH', '/api/users/me/password', user.token, { new_password: 'another-password-9', ...proof }),
  };

  for (const [action, attempt] of Object.entries(attempts)) {
    it(`${action}: a wrong or missing password is refused with 400 and changes nothing`, async () => {
      const user = await newUser();
      const wrong = await attempt(user, { current_password: 'not-the-password' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ detail: INCORRECT_PASSWORD });
      const missing = await attempt(user, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ detail: PASSWORD_REQUIRED });
      const stored = await db().findOneOrFail(User, { id: user.id });
      expect(stored.email).toBe(user.email);
      expect((await me(user.token)).statusCode).toBe(200);
      expect((await rest(t.app, 'GET', '/api/users/me/email-change', user.token)).statusCode).toBe(404);
    });

    it(`${action}: an account without a password must have signed in within the last 10 minutes`, async () => {
      const stale = await googleAccount(11);
      const refused = await attempt(stale, {});
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ detail: SIGN_IN_AGAIN });
      expect(await db().count(User, { id: stale.id })).toBe(1);
      const fresh = await googleAccount(1);
      expect((await attempt(fresh, {})).statusCode).toBe(200);
    });
  }

  it('wrong passwords are throttled with the login: past the limit even the right one waits', async () => {
    const user = await newUser();
    for (let i = 0; i < ATTEMPTS_PER_ACCOUNT; i++)
      expect((await attempts['deleting the account'](user, { current_password: `guess-${i}` })).statusCode).toBe(400);
    const throttled = await attempts['changing the password'](user, { current_password: user.password });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().detail).toMatch(/^Too many attempts/);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/login/access-token',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ username: user.email, password: user.password }).toString(),
        })
      ).statusCode,
    ).toBe(429);
  });

  it('GraphQL asks the same: deleteMe without the password is refused', async () => {
    const user = await newUser();
    const result = await graphql(t.app, 'mutation { deleteMe(input: {}) { message } }', {}, user.token);
    expect(result.errors![0]).toMatchObject({ message: PASSWORD_REQUIRED, extensions: { status: 400 } });
    const deleted = await graphql(
      t.app,
      'mutation ($input: ReAuthenticateInput!) { deleteMe(input: $input) { message } }',
      { input: { currentPassword: user.password } },
      user.token,
    );
    expect(deleted.data!.deleteMe).toEqual({ message: 'User deleted successfully' });
  });
});
