// Verified e-mail changes end to end over real SMTP: the new address gets the link that applies
// the change, the old one a notice whose link cancels it and signs every session out.
import { describe, expect, it } from '@jest/globals';
import { linkIn, type ReceivedMessage } from '@touchline/test-stand-ins/smtp-inbox';
import {
  admin,
  cancelEmailChangeByLink,
  confirmEmailChange,
  db,
  FRONTEND,
  inbox,
  t,
  useAccountsSuite,
} from '../../test-support/accounts-suite.js';
import { seedUser, type SeededUser } from '../../test-support/fixtures.js';
import { graphql, rest } from '../../test-support/graphql.js';
import { SUPERUSER, loginRequest } from '../../test-support/test-app.js';
import { User } from '../users/user.entity.js';

useAccountsSuite();

const tokenIn = (message: ReceivedMessage, path: string) => linkIn(message, path).searchParams.get('token')!;
const requestChange = (user: SeededUser, newEmail: string, currentPassword: string | undefined = user.password) =>
  rest(t.app, 'POST', '/api/users/me/email-change', user.token, {
    new_email: newEmail,
    ...(currentPassword ? { current_password: currentPassword } : {}),
  });
const loginStatus = async (email: string, password: string) =>
  (await t.app.inject(loginRequest(email, password))).statusCode;

describe('changing the e-mail address', () => {
  it('only records the change and mails the new address; the old address stays the login until the link is opened', async () => {
    const me = await seedUser(t, { email: 'mover@touchline.test' });
    const response = await requestChange(me, 'Moved@Touchline.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ new_email: 'moved@touchline.test' });
    const link = await inbox.waitFor('moved@touchline.test');
    expect(link.subject).toBe('Touchline - Confirm your new e-mail address');
    expect(linkIn(link, '/email-change/confirm').origin).toBe(FRONTEND);
    const notice = await inbox.waitFor('mover@touchline.test');
    expect(notice.subject).toBe('Touchline - Your e-mail address is being changed');
    expect(notice.text).toContain('moved@touchline.test');

    expect((await rest(t.app, 'GET', '/api/users/me', me.token)).json().email).toBe('mover@touchline.test');
    expect((await rest(t.app, 'GET', '/api/users/me/email-change', me.token)).json()).toMatchObject({
      new_email: 'moved@touchline.test',
    });
    expect(await loginStatus('mover@touchline.test', me.password)).toBe(200);

    const applied = await confirmEmailChange(tokenIn(link, '/email-change/confirm'));
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ id: me.id, email: 'moved@touchline.test' });
    expect(await loginStatus('moved@touchline.test', me.password)).toBe(200);
    expect(await loginStatus('mover@touchline.test', me.password)).toBe(400);
    expect((await rest(t.app, 'GET', '/api/users/me/email-change', me.token)).statusCode).toBe(404);
  });

  it('states when the link stops working as stored: the request and the pending change give the same moment', async () => {
    const me = await seedUser(t, { email: 'punctual@touchline.test' });
    const asked = await requestChange(me, 'on-time@touchline.test');
    const pending = await rest(t.app, 'GET', '/api/users/me/email-change', me.token);
    expect(asked.json().expires_at).toBe(pending.json().expires_at);
    const hoursLeft = (Date.parse(asked.json().expires_at) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);
  });

  it('resend mails a new link and the earlier one stops working; cancel withdraws the change', async () => {
    const me = await seedUser(t, { email: 'resender@touchline.test' });
    await requestChange(me, 'resent@touchline.test');
    const first = tokenIn(await inbox.waitFor('resent@touchline.test'), '/email-change/confirm');
    expect((await rest(t.app, 'POST', '/api/users/me/email-change/resend', me.token)).statusCode).toBe(200);
    const second = tokenIn(await inbox.waitFor('resent@touchline.test', 2), '/email-change/confirm');
    expect((await confirmEmailChange(first)).json()).toEqual({ detail: 'Invalid token' });

    const cancelled = await rest(t.app, 'DELETE', '/api/users/me/email-change', me.token);
    expect(cancelled.json()).toEqual({ message: 'The e-mail change was cancelled' });
    expect((await confirmEmailChange(second)).statusCode).toBe(400);
    expect((await db().findOneOrFail(User, { id: me.id })).email).toBe('resender@touchline.test');
    expect((await rest(t.app, 'POST', '/api/users/me/email-change/resend', me.token)).json()).toEqual({
      detail: 'No e-mail change is pending',
    });
  });

  it('refuses an address another account holds, and one taken between the request and the link, changing nothing', async () => {
    const me = await seedUser(t, { email: 'racer@touchline.test' });
    const taken = await requestChange(me, SUPERUSER.email.toUpperCase());
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ detail: 'User with this email already exists' });

    await requestChange(me, 'contested@touchline.test');
    const token = tokenIn(await inbox.waitFor('contested@touchline.test'), '/email-change/confirm');
    await seedUser(t, { email: 'contested@touchline.test' });
    const late = await confirmEmailChange(token);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({
      detail: 'That address now belongs to another account, so your e-mail address was not changed',
    });
    expect((await db().findOneOrFail(User, { id: me.id })).email).toBe('racer@touchline.test');
  });

  it("the old address's link cancels the change and signs out every session of the account", async () => {
    const me = await seedUser(t, { email: 'owner@touchline.test' });
    const otherSession = await t.login('owner@touchline.test', me.password);
    await requestChange(me, 'thief@touchline.test');
    const changeToken = tokenIn(await inbox.waitFor('thief@touchline.test'), '/email-change/confirm');
    const cancelToken = tokenIn(await inbox.waitFor('owner@touchline.test'), '/email-change/cancel');

    const response = await cancelEmailChangeByLink(cancelToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'The e-mail change was cancelled and every session of the account was signed out',
    });
    for (const token of [me.token, otherSession])
      expect((await rest(t.app, 'GET', '/api/users/me', token)).statusCode).toBe(403);
    expect((await confirmEmailChange(changeToken)).statusCode).toBe(400);
    expect(await loginStatus('owner@touchline.test', me.password)).toBe(200);
  });

  it("the old address's link undoes a change already confirmed", async () => {
    const me = await seedUser(t, { email: 'undo@touchline.test' });
    await requestChange(me, 'undone@touchline.test');
    await confirmEmailChange(tokenIn(await inbox.waitFor('undone@touchline.test'), '/email-change/confirm'));
    expect((await db().findOneOrFail(User, { id: me.id })).email).toBe('undone@touchline.test');
    await cancelEmailChangeByLink(tokenIn(await inbox.waitFor('undo@touchline.test'), '/email-change/cancel'));
    expect((await db().findOneOrFail(User, { id: me.id })).email).toBe('undo@touchline.test');
  });

  it('GraphQL: changeEmail, pendingEmailChange, resend, cancel and the two links, as REST', async () => {
    const me = await seedUser(t, { email: 'graph-mover@touchline.test' });
    const asked = await graphql(
      t.app,
      'mutation ($input: ChangeEmailInput!) { changeEmail(input: $input) { newEmail expiresAt } }',
      { input: { newEmail: 'graph-moved@touchline.test', currentPassword: me.password } },
      me.token,
    );
    expect(asked.data!.changeEmail.newEmail).toBe('graph-moved@touchline.test');
    expect(
      (await graphql(t.app, '{ pendingEmailChange { newEmail } }', {}, me.token)).data!.pendingEmailChange,
    ).toEqual({ newEmail: 'graph-moved@touchline.test' });
    expect(
      (await graphql(t.app, 'mutation { resendEmailChange { newEmail } }', {}, me.token)).data!.resendEmailChange,
    ).toEqual({ newEmail: 'graph-moved@touchline.test' });
    const token = tokenIn(await inbox.waitFor('graph-moved@touchline.test', 2), '/email-change/confirm');
    const applied = await graphql(t.app, 'mutation ($token: String!) { confirmEmailChange(token: $token) { email } }', {
      token,
    });
    expect(applied.data!.confirmEmailChange).toEqual({ email: 'graph-moved@touchline.test' });
    expect(
      (await graphql(t.app, '{ pendingEmailChange { newEmail } }', {}, me.token)).data!.pendingEmailChange,
    ).toBeNull();
    const cancelToken = tokenIn(await inbox.waitFor('graph-mover@touchline.test'), '/email-change/cancel');
    const cancelled = await graphql(
      t.app,
      'mutation ($token: String!) { cancelEmailChangeByLink(token: $token) { message } }',
      { token: cancelToken },
    );
    expect(cancelled.data!.cancelEmailChangeByLink.message).toMatch(/cancelled/);
  });

  it("a superuser's change applies at once, and the old address is told", async () => {
    const user = await seedUser(t, { email: 'managed@touchline.test' });
    const response = await rest(t.app, 'PATCH', `/api/users/${user.id}`, admin, {
      email: 'managed-new@touchline.test',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe('managed-new@touchline.test');
    const notice = await inbox.waitFor('managed@touchline.test');
    expect(notice.subject).toBe('Touchline - Your e-mail address was changed');
    expect(notice.text).toContain('managed-new@touchline.test');
  });
});
