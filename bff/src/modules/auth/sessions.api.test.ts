// Signed-in sessions end to end: every sign-in opens one, the account lists them, and ending one
// (or all the others, or signing out) refuses its token from the next request on.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { graphql, rest } from '../../test-support/graphql.js';
import { loginRequest, startTestApp, type TestApp } from '../../test-support/test-app.js';
import { UserSession } from './session.entity.js';

const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ON_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const db = () => t.app.deps.orm.em.fork();
let accounts = 0;

/** A new account and a sign-in to it from each user agent, in order: their tokens. */
async function signedIn(...userAgents: string[]): Promise<{ email: string; password: string; tokens: string[] }> {
  const email = `sessions-${++accounts}@touchline.test`;
  const password = 'sessions-password';
  await t.createUser({ email, password });
  const tokens: string[] = [];
  for (const userAgent of userAgents) {
    const request = loginRequest(email, password);
    const response = await t.app.inject({ ...request, headers: { ...request.headers, 'user-agent': userAgent } });
    expect(response.statusCode).toBe(200);
    tokens.push(response.json().access_token);
  }
  return { email, password, tokens };
}

const sessionsOf = async (token: string) => {
  const response = await rest(t.app, 'GET', '/api/sessions/', token);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    id: string;
    device: string;
    browser: string;
    ip_address: string;
    signed_in_at: string;
    last_seen_at: string;
    is_current: boolean;
  }[];
};
const status = async (token: string) => (await rest(t.app, 'GET', '/api/users/me', token)).statusCode;

describe('sessions', () => {
  it("opens a session at every sign-in, described from the user agent, and marks the caller's own", async () => {
    const { tokens } = await signedIn(CHROME_ON_MAC, FIREFOX_ON_ANDROID);
    const listed = await sessionsOf(tokens[1]!);
    expect(listed).toHaveLength(2);
    const byBrowser = Object.fromEntries(listed.map((session) => [session.browser, session]));
    expect(byBrowser['Chrome 131 on macOS']).toMatchObject({
      device: 'Desktop',
      ip_address: '127.0.0.1',
      is_current: false,
    });
    expect(byBrowser['Firefox 133 on Android']).toMatchObject({ device: 'Mobile', is_current: true });
    expect(Object.keys(listed[0]!).sort()).toEqual([
      'browser',
      'device',
      'id',
      'ip_address',
      'is_current',
      'last_seen_at',
      'signed_in_at',
    ]);
  });

  it('brings "last seen" forward at most once a minute, not on every request', async () => {
    const { tokens } = await signedIn(CHROME_ON_MAC);
    const [session] = await sessionsOf(tokens[0]!);
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await db().nativeUpdate(UserSession, { id: session!.id }, { lastSeenAt: twoMinutesAgo });
    expect(await status(tokens[0]!)).toBe(200);
    const seen = (await db().findOneOrFail(UserSession, { id: session!.id })).lastSeenAt;
    expect(seen.getTime()).toBeGreaterThan(Date.now() - 10_000);
    expect(await status(tokens[0]!)).toBe(200);
    expect((await db().findOneOrFail(UserSession, { id: session!.id })).lastSeenAt).toEqual(seen);
  });

  it('ends one session: its token is refused at once, the others keep working', async () => {
    const { tokens } = await signedIn(CHROME_ON_MAC, FIREFOX_ON_ANDROID);
    const other = (await sessionsOf(tokens[1]!)).find((session) => !session.is_current)!;
    const ended = await rest(t.app, 'DELETE', `/api/sessions/${other.id}`, tokens[1]);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ message: 'Session signed out' });
    expect(await status(tokens[0]!)).toBe(403);
    expect(await status(tokens[1]!)).toBe(200);
    expect((await sessionsOf(tokens[1]!)).map((session) => session.id)).not.toContain(other.id);
    expect((await rest(t.app, 'DELETE', `/api/sessions/${other.id}`, tokens[1])).statusCode).toBe(404);
  });

  it('"sign out everywhere else" ends every session but the caller\'s', async () => {
    const { tokens } = await signedIn(CHROME_ON_MAC, FIREFOX_ON_ANDROID, CHROME_ON_MAC);
    const response = await rest(t.app, 'POST', '/api/sessions/end-others', tokens[2]);
    expect(response.json()).toEqual({ message: 'Every other session was signed out' });
    expect([await status(tokens[0]!), await status(tokens[1]!), await status(tokens[2]!)]).toEqual([403, 403, 200]);
    expect((await sessionsOf(tokens[2]!)).map((session) => session.is_current)).toEqual([true]);
  });

  it('signing out ends the current session and refuses its token', async () => {
    const { tokens } = await signedIn(CHROME_ON_MAC, CHROME_ON_MAC);
    expect((await rest(t.app, 'POST', '/api/logout', tokens[0])).json()).toEqual({ message: 'Signed out' });
    expect(await status(tokens[0]!)).toBe(403);
    expect(await status(tokens[1]!)).toBe(200);
  });

  it('a password change ends every session, and the sessions list says so', async () => {
    const { password, tokens } = await signedIn(CHROME_ON_MAC, FIREFOX_ON_ANDROID);
    const change = await rest(t.app, 'PATCH', '/api/users/me/password', tokens[0], {
      current_password: password,
      new_password: 'a-brand-new-password',
    });
    expect(change.statusCode).toBe(200);
    expect([await status(tokens[0]!), await status(tokens[1]!)]).toEqual([403, 403]);
    const userId = (await db().findOneOrFail(UserSession, { endedAt: { $ne: null } }, { orderBy: { endedAt: 'desc' } }))
      .user.id;
    expect(await db().count(UserSession, { user: userId, endedAt: null })).toBe(0);
  });

  it('GraphQL: lists sessions, ends one, ends the others and signs out, as REST does', async () => {
    const { tokens } = await signedIn(CHROME_ON_MAC, FIREFOX_ON_ANDROID, CHROME_ON_MAC, CHROME_ON_MAC);
    const listed = await graphql(
      t.app,
      '{ sessions { id device browser ipAddress signedInAt lastSeenAt isCurrent } }',
      {},
      tokens[3],
    );
    expect(listed.data!.sessions).toHaveLength(4);
    const firefox = listed.data!.sessions.find((session: { browser: string }) => session.browser.startsWith('Firefox'));
    const ended = await graphql(
      t.app,
      'mutation ($id: ID!) { endSession(id: $id) { message } }',
      { id: firefox.id },
      tokens[3],
    );
    expect(ended.data!.endSession).toEqual({ message: 'Session signed out' });
    expect(await status(tokens[1]!)).toBe(403);
    expect(
      (await graphql(t.app, 'mutation { endOtherSessions { message } }', {}, tokens[3])).data!.endOtherSessions,
    ).toEqual({ message: 'Every other session was signed out' });
    expect([await status(tokens[0]!), await status(tokens[2]!), await status(tokens[3]!)]).toEqual([403, 403, 200]);
    expect((await graphql(t.app, 'mutation { signOut { message } }', {}, tokens[3])).data!.signOut).toEqual({
      message: 'Signed out',
    });
    expect(await status(tokens[3]!)).toBe(403);
  });
});
