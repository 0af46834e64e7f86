// The account API tests' suite: an app that sends real e-mail over SMTP to an in-process inbox,
// the superuser signed in, and the steps a visitor takes. ES module live bindings, set by the
// suite's beforeAll.
import { afterAll, beforeAll, expect } from '@jest/globals';
import { createHash } from 'node:crypto';
import { startSmtpInbox, tokenFromLink, type SmtpInbox } from '@touchline/test-stand-ins/smtp-inbox';
import { AccountToken } from '../modules/users/account-token.entity.js';
import { rest } from './graphql.js';
import { SUPERUSER, loginRequest, startTestApp, type TestApp } from './test-app.js';

export const FRONTEND = 'https://app.touchline.test';
export const RECOVERY_SENT = 'If that email is registered, we sent a password recovery link';
export const ACTIVATION_SENT = 'If that account is waiting for activation, we sent a new activation link';

export let inbox: SmtpInbox;
export let t: TestApp;
export let admin: string;

/** Starts the suite before the file's tests and stops it after them. */
export function useAccountsSuite() {
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await startTestApp({ ...inbox.env, FRONTEND_URL: FRONTEND });
    admin = await t.login(SUPERUSER.email, SUPERUSER.password);
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });
}

export const signup = (email: string, overrides: Record<string, unknown> = {}) =>
  rest(t.app, 'POST', '/api/users/signup', undefined, {
    email,
    full_name: 'New Member',
    password: 'member-password-1',
    confirm_password: 'member-password-1',
    ...overrides,
  });
export const activate = (token: string) => rest(t.app, 'POST', '/api/activate/', undefined, { token });
export const resetPassword = (token: string, newPassword: string) =>
  rest(t.app, 'POST', '/api/reset-password/', undefined, { token, new_password: newPassword });
export const recover = (email: string) => rest(t.app, 'POST', `/api/password-recovery/${encodeURIComponent(email)}`);
export const login = (email: string, password: string) => t.app.inject(loginRequest(email, password));
export const confirmEmailChange = (token: string | null) =>
  rest(t.app, 'POST', '/api/email-change/confirm', undefined, { token });
export const cancelEmailChangeByLink = (token: string) =>
  rest(t.app, 'POST', '/api/email-change/cancel', undefined, { token });
export const resendActivation = (email: string) => rest(t.app, 'POST', '/api/activate/resend', undefined, { email });
/** Waits for the mail the answers so far promised (it goes after the answer: AfterAnswer). */
export const mailAfterAnswers = () => t.app.deps.afterAnswer.settled();
export const db = () => t.app.deps.orm.em.fork();
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
export const storedToken = (token: string) => db().findOne(AccountToken, { tokenHash: hashOf(token) });
export const expire = (token: string) =>
  db().nativeUpdate(AccountToken, { tokenHash: hashOf(token) }, { expiresAt: new Date(Date.now() - 60_000) });

/** Requests recovery for `email` and returns the token from the link that arrived. */
export async function recoveryToken(email: string) {
  const count = inbox.messagesTo(email).length;
  expect((await recover(email)).statusCode).toBe(200);
  return tokenFromLink(await inbox.waitFor(email, count + 1), '/reset-password');
}

/** Signs up and returns the token from the activation link that arrived by e-mail. */
export async function signupAndReceiveLink(email: string) {
  const response = await signup(email);
  expect(response.statusCode).toBe(200);
  return tokenFromLink(await inbox.waitFor(email), '/activate');
}
