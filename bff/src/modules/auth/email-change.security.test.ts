// The old address's cancel link is the owner's way back from an e-mail change they did not make.
// Whoever made the change (with the password, or a session they took) must not be able to close
// that way: not by taking the old address with another account, nor by changing the address
// again. Real e-mail over SMTP; the tests follow the links in what arrives.
import { describe, expect, it } from '@jest/globals';
import { linkIn } from '@touchline/test-stand-ins/smtp-inbox';
import {
  admin,
  cancelEmailChangeByLink,
  confirmEmailChange,
  db,
  inbox,
  signup,
  t,
  useAccountsSuite,
} from '../../test-support/accounts-suite.js';
import { seedUser, type SeededUser } from '../../test-support/fixtures.js';
import { rest } from '../../test-support/graphql.js';
import { AccountToken } from '../users/account-token.entity.js';
import { User } from '../users/user.entity.js';

useAccountsSuite();

const EMAIL_TAKEN = 'The user with this email already exists in the system';

/** Changes `user`'s address to `newEmail` and confirms it; returns the cancel link mailed to the address it had. */
async function changeAndConfirm(user: SeededUser, from: string, newEmail: string) {
  const notices = inbox.messagesTo(from).length;
  const change = { new_email: newEmail, current_password: user.password };
  expect((await rest(t.app, 'POST', '/api/users/me/email-change', user.token, change)).statusCode).toBe(200);
  const confirmation = linkIn(await inbox.waitFor(newEmail), '/email-change/confirm').searchParams.get('token');
  expect((await confirmEmailChange(confirmation)).statusCode).toBe(200);
  return linkIn(await inbox.waitFor(from, notices + 1), '/email-change/cancel').searchParams.get('token')!;
}
const emailOf = async (id: string) => (await db().findOneOrFail(User, { id })).email;

describe('an address an e-mail change gave up, while its cancel link lives', () => {
  it('cannot be signed up for, so the cancel link can still put it back', async () => {
    const owner = await seedUser(t, { email: 'held-signup@touchline.test' });
    const cancel = await changeAndConfirm(owner, owner.email, 'taker-1@touchline.test');

    const squatter = await signup('held-signup@touchline.test');
    expect(squatter.statusCode).toBe(400);
    expect(squatter.json()).toEqual({ detail: EMAIL_TAKEN });
    expect((await cancelEmailChangeByLink(cancel)).statusCode).toBe(200);
    expect(await emailOf(owner.id)).toBe('held-signup@touchline.test');
  });

  it("cannot be taken by a superuser's new or edited account, nor by another account's change", async () => {
    const owner = await seedUser(t, { email: 'held-others@touchline.test' });
    const other = await seedUser(t, { email: 'bystander@touchline.test' });
    await changeAndConfirm(owner, owner.email, 'taker-2@touchline.test');

    const created = await rest(t.app, 'POST', '/api/users/', admin, {
      email: 'held-others@touchline.test',
      password: 'member-password-1',
    });
    expect(created.statusCode).toBe(400);
    const edited = await rest(t.app, 'PATCH', `/api/users/${other.id}`, admin, { email: 'held-others@touchline.test' });
    expect(edited.statusCode).toBe(409);
    const change = { new_email: 'held-others@touchline.test', current_password: other.password };
    expect((await rest(t.app, 'POST', '/api/users/me/email-change', other.token, change)).statusCode).toBe(409);
    expect(await emailOf(other.id)).toBe('bystander@touchline.test');
  });

  it('is free again once its cancel link has expired', async () => {
    const owner = await seedUser(t, { email: 'released@touchline.test' });
    const cancel = await changeAndConfirm(owner, owner.email, 'kept-new@touchline.test');
    await db().nativeUpdate(
      AccountToken,
      { user: owner.id, purpose: 'email_change_cancel' },
      { expiresAt: new Date(Date.now() - 60_000) },
    );
    expect((await cancelEmailChangeByLink(cancel)).statusCode).toBe(400);
    expect((await signup('released@touchline.test')).statusCode).toBe(200);
  });
});

describe('changing the address twice', () => {
  it("leaves the first address's cancel link working, and it undoes both changes", async () => {
    const owner = await seedUser(t, { email: 'first-home@touchline.test' });
    const firstCancel = await changeAndConfirm(owner, owner.email, 'second-home@touchline.test');
    const secondCancel = await changeAndConfirm(owner, 'second-home@touchline.test', 'third-home@touchline.test');

    expect((await cancelEmailChangeByLink(firstCancel)).statusCode).toBe(200);
    expect(await emailOf(owner.id)).toBe('first-home@touchline.test');
    // The second change's link went to an address the account had after the first: it must not
    // take the account back there.
    const late = await cancelEmailChangeByLink(secondCancel);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ detail: 'Invalid token' });
    expect(await emailOf(owner.id)).toBe('first-home@touchline.test');
  });
});

/** Asks to move `user`'s login to `newEmail`; returns the confirmation link's token mailed there. */
async function requestChange(user: SeededUser, newEmail: string) {
  const change = { new_email: newEmail, current_password: user.password };
  expect((await rest(t.app, 'POST', '/api/users/me/email-change', user.token, change)).statusCode).toBe(200);
  return linkIn(await inbox.waitFor(newEmail), '/email-change/confirm').searchParams.get('token');
}

describe('a pending change, asked for by whoever knew the password', () => {
  it('ends when the owner sets a new password, so its link cannot move the login to the asker afterwards', async () => {
    const owner = await seedUser(t, { email: 'locks-out@touchline.test' });
    const confirmation = await requestChange(owner, 'intruder-1@touchline.test');
    const newPassword = { current_password: owner.password, new_password: 'owner-new-password-1' };
    expect((await rest(t.app, 'PATCH', '/api/users/me/password', owner.token, newPassword)).statusCode).toBe(200);

    const late = await confirmEmailChange(confirmation);
    expect([late.statusCode, late.json()]).toEqual([400, { detail: 'Invalid token' }]);
    expect(await emailOf(owner.id)).toBe('locks-out@touchline.test');
  });

  it('ends when a superuser switches the account off', async () => {
    const owner = await seedUser(t, { email: 'switched-off@touchline.test' });
    const confirmation = await requestChange(owner, 'intruder-2@touchline.test');
    expect((await rest(t.app, 'PATCH', `/api/users/${owner.id}`, admin, { is_active: false })).statusCode).toBe(200);

    expect((await confirmEmailChange(confirmation)).statusCode).toBe(400);
    expect(await emailOf(owner.id)).toBe('switched-off@touchline.test');
  });
});
