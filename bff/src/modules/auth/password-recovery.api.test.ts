// Password recovery end to end, and how the mail goes out: over SMTP with credentials, or to
// the local outbox without SMTP settings.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { linkIn, startSmtpInbox, tokenFromLink } from '@touchline/test-stand-ins/smtp-inbox';
import { User } from '../users/user.entity.js';
import { seedUser } from '../../test-support/fixtures.js';
import { graphql, rest } from '../../test-support/graphql.js';
import { SUPERUSER, loginRequest, startTestApp } from '../../test-support/test-app.js';
import {
  activate,
  admin,
  db,
  expire,
  FRONTEND,
  inbox,
  login,
  mailAfterAnswers,
  recover,
  recoveryToken,
  RECOVERY_SENT,
  resetPassword,
  signupAndReceiveLink,
  storedToken,
  t,
  useAccountsSuite,
} from '../../test-support/accounts-suite.js';

useAccountsSuite();

describe('password recovery', () => {
  let member: { email: string; password: string };
  beforeAll(async () => {
    member = await seedUser(t, { email: 'forgetful@touchline.test' });
  });

  it('answers 200 with the same message whether or not the e-mail is registered, mailing only the real user', async () => {
    const before = inbox.messages.length;
    const known = await recover(member.email);
    const unknown = await recover('ghost@touchline.test');
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: RECOVERY_SENT });
    }
    await mailAfterAnswers();
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
    expect(response.json()).toEqual({
      detail: [
        { loc: ['body', 'new_password'], msg: 'String should have at least 8 characters', type: 'string_too_short' },
      ],
    });
    expect((await resetPassword(token, 'long-enough-now')).statusCode).toBe(200);
  });

  it('does the same over GraphQL: requestPasswordRecovery mails a link that resetPassword accepts', async () => {
    const user = await seedUser(t, { email: 'graph.reset@touchline.test' });
    const request = await graphql(
      t.app,
      'mutation ($email: String!) { requestPasswordRecovery(email: $email) { message } }',
      { email: user.email },
    );
    expect(request.data!.requestPasswordRecovery).toEqual({ message: RECOVERY_SENT });
    const token = tokenFromLink(await inbox.waitFor(user.email), '/reset-password');
    const reset = await graphql(
      t.app,
      'mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }',
      { input: { token, newPassword: 'graph-new-pw-1' } },
    );
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
        payload: {
          email: 'authed@touchline.test',
          full_name: 'A',
          password: 'member-password-1',
          confirm_password: 'member-password-1',
        },
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
        payload: {
          email: 'laptop@touchline.test',
          full_name: 'Laptop User',
          password: 'member-password-1',
          confirm_password: 'member-password-1',
        },
      });
      expect(response.statusCode).toBe(200);
      const files = readdirSync(outbox).sort();
      expect(files).toEqual([
        expect.stringMatching(/laptop@touchline\.test\.eml$/),
        expect.stringMatching(/laptop@touchline\.test\.html$/),
      ]);
      const eml = readFileSync(path.join(outbox, files[0]!), 'utf8');
      expect(eml).toContain('To: laptop@touchline.test');
      expect(eml).toContain('Subject: Touchline - Activate your account');
      expect(eml).toContain('valid for 1 day');
      const link = linkIn(eml, '/activate');
      expect(link.origin).toBe('http://localhost:5173');
      expect(readFileSync(path.join(outbox, files[1]!), 'utf8')).toContain(`href="${link.toString()}"`);

      const activated = await local.app.inject({
        method: 'POST',
        url: '/api/activate/',
        payload: { token: link.searchParams.get('token') },
      });
      expect(activated.statusCode).toBe(200);
      expect((await local.app.inject(loginRequest('laptop@touchline.test', 'member-password-1'))).statusCode).toBe(200);
    } finally {
      await local.close();
    }
  });
});
