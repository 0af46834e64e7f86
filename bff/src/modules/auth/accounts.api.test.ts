// Sign-up, activation and password recovery end to end: the app sends real e-mail over SMTP to
// an in-process server, and the tests follow the links in what arrives.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { linkIn, startSmtpInbox, tokenFromLink, type SmtpInbox } from '@touchline/test-stand-ins/smtp-inbox';
import { AccountToken } from '../users/account-token.entity.js';
import { User } from '../users/user.entity.js';
import { seedUser } from '../../test-support/fixtures.js';
import { graphql, rest } from '../../test-support/graphql.js';
import { SUPERUSER, loginRequest, startTestApp, type TestApp } from '../../test-support/test-app.js';

const FRONTEND = 'https://app.touchline.test';
const RECOVERY_SENT = 'If that email is registered, we sent a password recovery link';
const ACTIVATION_SENT = 'If that account is waiting for activation, we sent a new activation link';

let inbox: SmtpInbox;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp({ ...inbox.env, FRONTEND_URL: FRONTEND });
  admin = await t.login(SUPERUSER.email, SUPERUSER.password);
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const signup = (email: string, overrides: Record<string, unknown> = {}) =>
  rest(t.app, 'POST', '/api/users/signup', undefined, {
    email,
    full_name: 'New Member',
    password: 'member-password-1',
    confirm_password: 'member-password-1',
    ...overrides,
  });
const activate = (token: string) => rest(t.app, 'POST', '/api/activate/', undefined, { token });
const resetPassword = (token: string, newPassword: string) => rest(t.app, 'POST', '/api/reset-password/', undefined, { token, new_password: newPassword });
const recover = (email: string) => rest(t.app, 'POST', `/api/password-recovery/${encodeURIComponent(email)}`);
const login = (email: string, password: string) => t.app.inject(loginRequest(email, password));
const db = () => t.app.deps.orm.em.fork();
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const storedToken = (token: string) => db().findOne(AccountToken, { tokenHash: hashOf(token) });
const expire = (token: string) => db().nativeUpdate(AccountToken, { tokenHash: hashOf(token) }, { expiresAt: new Date(Date.now() - 60_000) });

/** Signs up and returns the token from the activation link that arrived by e-mail. */
async function signupAndReceiveLink(email: string) {
  const response = await signup(email);
  expect(response.statusCode).toBe(200);
  return tokenFromLink(await inbox.waitFor(email), '/activate');
}

describe('sign-up and activation', () => {
  it('creates an inactive account, mails an activation link, and the link activates it for login', async () => {
    const response = await signup('Fresh.Member@Touchline.test', { full_name: 'Fresh Member' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'fresh.member@touchline.test', full_name: 'Fresh Member', is_active: false, is_superuser: false });

    const early = await login('fresh.member@touchline.test', 'member-password-1');
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ detail: 'Inactive user' });

    const message = await inbox.waitFor('fresh.member@touchline.test');
    expect(message.subject).toBe('Touchline - Activate your account');
    expect(message.headers.from).toContain('no-reply@touchline.local');
    const link = linkIn(message, '/activate');
    expect(link.origin).toBe(FRONTEND);

    const activated = await activate(link.searchParams.get('token')!);
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toEqual({ message: 'Account activated successfully' });
    const loggedIn = await login('fresh.member@touchline.test', 'member-password-1');
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.json().token_type).toBe('bearer');
  });

  it('sends HTML and text parts that name the product, greet by name and say the link is valid for 1 day', async () => {
    await signup('parts@touchline.test', { full_name: 'Paula Parts' });
    const message = await inbox.waitFor('parts@touchline.test');
    expect(message.parts.map((part) => part.contentType).sort()).toEqual(['text/html', 'text/plain']);
    const token = tokenFromLink(message, '/activate');
    for (const body of [message.text!, message.html!]) {
      expect(body).toContain('Touchline');
      expect(body).toContain('Hi Paula Parts,');
      expect(body).toContain('valid for 1 day ');
      expect(body).toContain(`${FRONTEND}/activate?token=${token}`);
    }
    expect(message.html).toContain(`href="${FRONTEND}/activate?token=${token}"`);
  });

  it('keeps the link valid for ACTIVATION_TOKEN_EXPIRE_HOURS, storing only its hash', async () => {
    const token = await signupAndReceiveLink('expiry@touchline.test');
    const stored = await storedToken(token);
    expect(stored).not.toBeNull();
    expect(stored!.purpose).toBe('activation');
    expect(stored!.tokenHash).not.toContain(token);
    const hoursLeft = (stored!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);
  });

  it('accepts an activation link once; the second use is 400 "Invalid token"', async () => {
    const token = await signupAndReceiveLink('once@touchline.test');
    expect((await activate(token)).statusCode).toBe(200);
    const again = await activate(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'Invalid token' });
  });

  it('refuses an expired activation link and leaves the account inactive', async () => {
    const token = await signupAndReceiveLink('expired@touchline.test');
    await expire(token);
    const response = await activate(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Invalid token' });
    expect((await db().findOneOrFail(User, { email: 'expired@touchline.test' })).isActive).toBe(false);
  });

  it('refuses a made-up token', async () => {
    const response = await activate('made-up-token-that-was-never-issued');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Invalid token' });
  });

  it('resends a new link on request, and only the newest link works', async () => {
    const first = await signupAndReceiveLink('resend@touchline.test');
    const response = await rest(t.app, 'POST', '/api/activate/resend', undefined, { email: 'resend@touchline.test' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: ACTIVATION_SENT });
    const second = tokenFromLink(await inbox.waitFor('resend@touchline.test', 2), '/activate');
    expect(second).not.toBe(first);

    const old = await activate(first);
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual({ detail: 'Invalid token' });
    expect((await activate(second)).statusCode).toBe(200);
  });

  it('answers a resend for an unknown or already active account the same, and sends nothing', async () => {
    const active = await seedUser(t, { email: 'already-active@touchline.test' });
    const before = inbox.messages.length;
    for (const email of ['nobody-here@touchline.test', active.email]) {
      const response = await rest(t.app, 'POST', '/api/activate/resend', undefined, { email });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: ACTIVATION_SENT });
    }
    expect(inbox.messages.length).toBe(before);
  });

  it('answers 422 "The passwords do not match", creating nothing and sending nothing', async () => {
    const before = inbox.messages.length;
    const response = await signup('mismatch@touchline.test', { confirm_password: 'something-else-1' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: [{ loc: ['body', 'confirm_password'], msg: 'The passwords do not match', type: 'value_error' }] });
    expect(await db().count(User, { email: 'mismatch@touchline.test' })).toBe(0);
    expect(inbox.messages.length).toBe(before);
  });

  it('answers 400 without a trailing period for a registered e-mail, in any case, and sends nothing', async () => {
    const before = inbox.messages.length;
    for (const email of [SUPERUSER.email, SUPERUSER.email.toUpperCase()]) {
      const response = await signup(email);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'The user with this email already exists in the system' });
    }
    expect(inbox.messages.length).toBe(before);
    expect((await login(SUPERUSER.email, SUPERUSER.password)).statusCode).toBe(200);
  });

  it('ignores is_active and is_superuser sent with a sign-up', async () => {
    const response = await signup('climber@touchline.test', { is_active: true, is_superuser: true });
    expect(response.statusCode).toBe(200);
    const user = await db().findOneOrFail(User, { email: 'climber@touchline.test' });
    expect({ isActive: user.isActive, isSuperuser: user.isSuperuser }).toEqual({ isActive: false, isSuperuser: false });
  });

  it('answers 422 for a short password, a bad e-mail and a missing full name', async () => {
    const short = await signup('short@touchline.test', { password: 'short', confirm_password: 'short' });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toEqual({ detail: [{ loc: ['body', 'password'], msg: 'String should have at least 8 characters', type: 'string_too_short' }] });
    const email = await signup('not-an-email');
    expect(email.statusCode).toBe(422);
    expect(email.json()).toEqual({ detail: [{ loc: ['body', 'email'], msg: 'value is not a valid email address', type: 'value_error' }] });
    const noName = await rest(t.app, 'POST', '/api/users/signup', undefined, { email: 'noname@touchline.test', password: 'member-password-1', confirm_password: 'member-password-1' });
    expect(noName.statusCode).toBe(422);
    expect(noName.json()).toEqual({ detail: [{ loc: ['body', 'full_name'], msg: 'Field required', type: 'missing' }] });
  });

  it('does the same over GraphQL: signup mails a link that activateAccount accepts once', async () => {
    const result = await graphql(
      t.app,
      'mutation ($input: SignupInput!) { signup(input: $input) { email isActive } }',
      { input: { email: 'graph.member@touchline.test', fullName: 'Graph Member', password: 'member-password-1', confirmPassword: 'member-password-1' } },
    );
    expect(result.data!.signup).toEqual({ email: 'graph.member@touchline.test', isActive: false });
    const token = tokenFromLink(await inbox.waitFor('graph.member@touchline.test'), '/activate');
    const mutation = 'mutation ($token: String!) { activateAccount(token: $token) { message } }';
    expect((await graphql(t.app, mutation, { token })).data!.activateAccount).toEqual({ message: 'Account activated successfully' });
    const again = await graphql(t.app, mutation, { token });
    expect(again.errors![0]).toMatchObject({ message: 'Invalid token', extensions: { code: 'BAD_REQUEST', status: 400 } });
  });

  it('answers a GraphQL password mismatch with the same message and status 422', async () => {
    const result = await graphql(
      t.app,
      'mutation ($input: SignupInput!) { signup(input: $input) { email } }',
      { input: { email: 'graph.mismatch@touchline.test', fullName: 'G', password: 'member-password-1', confirmPassword: 'member-password-2' } },
    );
    expect(result.errors![0]).toMatchObject({ message: 'The passwords do not match', extensions: { code: 'BAD_USER_INPUT', status: 422 } });
  });
});

describe('password recovery', () => {
  let member: { email: string; password: string };
  beforeAll(async () => {
    member = await seedUser(t, { email: 'forgetful@touchline.test' });
  });

  /** Requests recovery for `email` and returns the token from the link that arrived. */
  async function recoveryToken(email: string) {
    const count = inbox.messagesTo(email).length;
    expect((await recover(email)).statusCode).toBe(200);
    return tokenFromLink(await inbox.waitFor(email, count + 1), '/reset-password');
  }

  it('answers 200 with the same message whether or not the e-mail is registered, mailing only the real user', async () => {
    const before = inbox.messages.length;
    const known = await recover(member.email);
    const unknown = await recover('ghost@touchline.test');
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: RECOVERY_SENT });
    }
    expect(inbox.messages.length).toBe(before + 1);
    expect(inbox.messages.at(-1)!.to).toEqual([member.email]);
    expect(inbox.messagesTo('ghost@touchline.test')).toEqual([]);
  });

  it('sends HTML and text parts naming the product, the account and a validity of 2 days', async () => {
    const token = await recoveryToken(member.email);
    const message = inbox.messagesTo(member.email).at(-1)!;
    expect(message.subject).toBe(`Touchline - Password recovery for ${member.email}`);
    expect(message.parts.map((part) => part.contentType).sort()).toEqual(['text/html', 'text/plain']);
    for (const body of [message.text!, message.html!]) {
      expect(body).toContain(`Touchline account ${member.email}`);
      expect(body).toContain('valid for 2 days');
      expect(body).toContain(`${FRONTEND}/reset-password?token=${token}`);
    }
    const hoursLeft = ((await storedToken(token))!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(47.9);
    expect(hoursLeft).toBeLessThanOrEqual(48);
  });

  it('resets the password through the link: the new one logs in, the old one fails, older sessions end', async () => {
    const user = await seedUser(t, { email: 'resetter@touchline.test' });
    const token = await recoveryToken(user.email);
    const response = await resetPassword(token, 'after-reset-pw-1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password updated successfully' });

    expect((await login(user.email, 'after-reset-pw-1')).statusCode).toBe(200);
    const old = await login(user.email, user.password);
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual({ detail: 'Incorrect email or password' });
    const session = await rest(t.app, 'GET', '/api/users/me', user.token);
    expect(session.statusCode).toBe(403);
    expect(session.json()).toEqual({ detail: 'Could not validate credentials' });
  });

  it('accepts a recovery link once', async () => {
    const user = await seedUser(t, { email: 'reset-once@touchline.test' });
    const token = await recoveryToken(user.email);
    expect((await resetPassword(token, 'first-new-password')).statusCode).toBe(200);
    const again = await resetPassword(token, 'second-new-password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'Invalid token' });
    expect((await login(user.email, 'first-new-password')).statusCode).toBe(200);
  });

  it('answers 400 "Invalid token" for a made-up, an expired and a superseded token', async () => {
    const user = await seedUser(t, { email: 'reset-bad@touchline.test' });
    const expired = await recoveryToken(user.email);
    await expire(expired);
    const superseded = await recoveryToken(user.email);
    await recoveryToken(user.email);
    for (const token of ['made-up-token', expired, superseded]) {
      const response = await resetPassword(token, 'never-applied-pw');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'Invalid token' });
    }
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('does not accept an activation token as a reset token, nor the reverse', async () => {
    const activationToken = await signupAndReceiveLink('crossed@touchline.test');
    const asReset = await resetPassword(activationToken, 'hijacked-password');
    expect(asReset.statusCode).toBe(400);
    expect(asReset.json()).toEqual({ detail: 'Invalid token' });

    const resetToken = await recoveryToken('crossed@touchline.test');
    const asActivation = await activate(resetToken);
    expect(asActivation.statusCode).toBe(400);
    expect(asActivation.json()).toEqual({ detail: 'Invalid token' });
    expect((await db().findOneOrFail(User, { email: 'crossed@touchline.test' })).isActive).toBe(false);
  });

  it('answers 422 for a new password shorter than 8 characters and keeps the token usable', async () => {
    const user = await seedUser(t, { email: 'reset-short@touchline.test' });
    const token = await recoveryToken(user.email);
    const response = await resetPassword(token, 'short');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: [{ loc: ['body', 'new_password'], msg: 'String should have at least 8 characters', type: 'string_too_short' }] });
    expect((await resetPassword(token, 'long-enough-now')).statusCode).toBe(200);
  });

  it('does the same over GraphQL: requestPasswordRecovery mails a link that resetPassword accepts', async () => {
    const user = await seedUser(t, { email: 'graph.reset@touchline.test' });
    const request = await graphql(t.app, 'mutation ($email: String!) { requestPasswordRecovery(email: $email) { message } }', { email: user.email });
    expect(request.data!.requestPasswordRecovery).toEqual({ message: RECOVERY_SENT });
    const token = tokenFromLink(await inbox.waitFor(user.email), '/reset-password');
    const reset = await graphql(t.app, 'mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }', { input: { token, newPassword: 'graph-new-pw-1' } });
    expect(reset.data!.resetPassword).toEqual({ message: 'Password updated successfully' });
    expect((await login(user.email, 'graph-new-pw-1')).statusCode).toBe(200);
  });
});

describe('POST /api/password-recovery-html-content/{email}', () => {
  it('gives a superuser the HTML of the recovery message, its subject in a header', async () => {
    const user = await seedUser(t, { email: 'previewed@touchline.test' });
    const response = await rest(t.app, 'POST', `/api/password-recovery-html-content/${user.email}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers.subject).toBe(`Touchline - Password recovery for ${user.email}`);
    expect(response.body).toMatch(/^<!doctype html>/);
    expect(response.body).toContain('Touchline');
    expect(response.body).toContain(`${FRONTEND}/reset-password?token=`);
  });

  it('answers 404 with the template message for an unknown e-mail', async () => {
    const response = await rest(t.app, 'POST', '/api/password-recovery-html-content/nobody@touchline.test', admin);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'The user with this username does not exist in the system.' });
  });

  it('refuses a normal user with 403 and an anonymous caller with 401', async () => {
    const user = await seedUser(t, { email: 'nosy@touchline.test' });
    const asUser = await rest(t.app, 'POST', `/api/password-recovery-html-content/${SUPERUSER.email}`, user.token);
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toEqual({ detail: "The user doesn't have enough privileges" });
    const anonymous = await rest(t.app, 'POST', `/api/password-recovery-html-content/${SUPERUSER.email}`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: 'Not authenticated' });
  });
});

describe('SMTP with credentials', () => {
  it('logs in to the mail server with SMTP_USER and SMTP_PASSWORD', async () => {
    const guarded = await startSmtpInbox({ credentials: { user: 'mailer', password: 'mail-secret' } });
    const app = await startTestApp({ ...guarded.env, SMTP_USER: 'mailer', SMTP_PASSWORD: 'mail-secret' });
    try {
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/users/signup',
        payload: { email: 'authed@touchline.test', full_name: 'A', password: 'member-password-1', confirm_password: 'member-password-1' },
      });
      expect(response.statusCode).toBe(200);
      const message = await guarded.waitFor('authed@touchline.test');
      expect(message.authenticatedAs).toBe('mailer');
      expect(tokenFromLink(message, '/activate')).toMatch(/^[\w-]{40,}$/);
    } finally {
      await app.close();
      await guarded.close();
    }
  });
});

describe('without SMTP settings: the local outbox', () => {
  it('writes the activation message to OUTBOX_DIR, and its link activates the account', async () => {
    const outbox = mkdtempSync(path.join(os.tmpdir(), 'touchline-outbox-test-'));
    const local = await startTestApp({ OUTBOX_DIR: outbox, FRONTEND_URL: 'http://localhost:5173' });
    try {
      const response = await local.app.inject({
        method: 'POST',
        url: '/api/users/signup',
        payload: { email: 'laptop@touchline.test', full_name: 'Laptop User', password: 'member-password-1', confirm_password: 'member-password-1' },
      });
      expect(response.statusCode).toBe(200);
      const files = readdirSync(outbox).sort();
      expect(files).toEqual([expect.stringMatching(/laptop@touchline\.test\.eml$/), expect.stringMatching(/laptop@touchline\.test\.html$/)]);
      const eml = readFileSync(path.join(outbox, files[0]!), 'utf8');
      expect(eml).toContain('To: laptop@touchline.test');
      expect(eml).toContain('Subject: Touchline - Activate your account');
      expect(eml).toContain('valid for 1 day');
      const link = linkIn(eml, '/activate');
      expect(link.origin).toBe('http://localhost:5173');
      expect(readFileSync(path.join(outbox, files[1]!), 'utf8')).toContain(`href="${link.toString()}"`);

      const activated = await local.app.inject({ method: 'POST', url: '/api/activate/', payload: { token: link.searchParams.get('token') } });
      expect(activated.statusCode).toBe(200);
      expect((await local.app.inject(loginRequest('laptop@touchline.test', 'member-password-1'))).statusCode).toBe(200);
    } finally {
      await local.close();
    }
  });
});
