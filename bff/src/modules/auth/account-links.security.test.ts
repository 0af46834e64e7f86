// Mailed links (activation, password recovery) against the decisions made after they were sent:
// a superuser switching an account off, a password or e-mail change, a superuser's preview. Real
// e-mail over SMTP to an in-process server; the tests follow the links in what arrives.
import { describe, expect, it } from '@jest/globals';
import { linkIn } from '@touchline/test-stand-ins/smtp-inbox';
import { seedUser } from '../../test-support/fixtures.js';
import { rest } from '../../test-support/graphql.js';
import {
  activate,
  admin,
  confirmEmailChange,
  inbox,
  login,
  mailAfterAnswers,
  recoveryToken,
  resendActivation,
  resetPassword,
  signup,
  signupAndReceiveLink,
  t,
  useAccountsSuite,
} from '../../test-support/accounts-suite.js';

useAccountsSuite();

const setActive = (id: string, isActive: boolean) =>
  rest(t.app, 'PATCH', `/api/users/${id}`, admin, { is_active: isActive });
const idOf = async (email: string) =>
  (
    await t.app.deps.orm.em
      .fork()
      .getConnection()
      .execute<{ id: string }[]>('select id from users where email = ?', [email])
  )[0]!.id;

describe('an account a superuser switched off', () => {
  it('cannot mail itself a new activation link and switch itself back on', async () => {
    const email = 'switched-off@touchline.test';
    expect((await activate(await signupAndReceiveLink(email))).statusCode).toBe(200);
    expect((await setActive(await idOf(email), false)).statusCode).toBe(200);

    const response = await resendActivation(email);
    expect(response.statusCode).toBe(200);
    await mailAfterAnswers();
    expect(inbox.messagesTo(email)).toHaveLength(1);
    expect((await login(email, 'member-password-1')).json()).toEqual({ detail: 'Inactive user' });
  });

  it('cannot use the activation link it was sent before the superuser switched it off', async () => {
    const email = 'switched-off-pending@touchline.test';
    const link = await signupAndReceiveLink(email);
    expect((await setActive(await idOf(email), false)).statusCode).toBe(200);

    const response = await activate(link);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Invalid token' });
    await resendActivation(email);
    await mailAfterAnswers();
    expect(inbox.messagesTo(email)).toHaveLength(1);
  });

  it('cannot use a recovery link it was sent before, even once switched on again', async () => {
    const user = await seedUser(t, { email: 'switched-off-recovery@touchline.test' });
    const link = await recoveryToken(user.email);
    await setActive(user.id, false);
    await setActive(user.id, true);
    const response = await resetPassword(link, 'taken-over-password');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Invalid token' });
  });

  it('keeps its earlier sessions ended when a superuser switches it on again', async () => {
    const user = await seedUser(t, { email: 'switched-off-session@touchline.test' });
    expect((await rest(t.app, 'GET', '/api/users/me', user.token)).statusCode).toBe(200);
    await setActive(user.id, false);
    await setActive(user.id, true);
    const session = await rest(t.app, 'GET', '/api/users/me', user.token);
    expect(session.statusCode).toBe(403);
    expect(session.json()).toEqual({ detail: 'Could not validate credentials' });
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('is not mailed an activation link nor told it is ready when a superuser creates it inactive', async () => {
    const email = 'created-inactive@touchline.test';
    const created = await rest(t.app, 'POST', '/api/users/', admin, {
      email,
      password: 'member-password-1',
      is_active: false,
    });
    expect(created.statusCode).toBe(200);
    await resendActivation(email);
    await mailAfterAnswers();
    expect(inbox.messagesTo(email)).toEqual([]);
  });
});

describe('recovery links', () => {
  it('stop working once the password is changed', async () => {
    const user = await seedUser(t, { email: 'changed-password@touchline.test' });
    const link = await recoveryToken(user.email);
    const changed = await rest(t.app, 'PATCH', '/api/users/me/password', user.token, {
      current_password: user.password,
      new_password: 'changed-password-1',
    });
    expect(changed.statusCode).toBe(200);
    const response = await resetPassword(link, 'taken-over-password');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Invalid token' });
  });

  it('mailed to an old address stop working once the e-mail address changes', async () => {
    const user = await seedUser(t, { email: 'old-address@touchline.test' });
    const link = await recoveryToken(user.email);
    const change = { new_email: 'new-address@touchline.test', current_password: user.password };
    expect((await rest(t.app, 'POST', '/api/users/me/email-change', user.token, change)).statusCode).toBe(200);
    const confirmation = linkIn(
      await inbox.waitFor('new-address@touchline.test'),
      '/email-change/confirm',
    ).searchParams.get('token');
    expect((await confirmEmailChange(confirmation)).statusCode).toBe(200);
    const response = await resetPassword(link, 'taken-over-password');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Invalid token' });
    expect((await login('new-address@touchline.test', user.password)).statusCode).toBe(200);
  });

  it("keep working after a superuser previews the account's recovery message", async () => {
    const user = await seedUser(t, { email: 'previewed-link@touchline.test' });
    const link = await recoveryToken(user.email);
    expect((await rest(t.app, 'POST', `/api/password-recovery-html-content/${user.email}`, admin)).statusCode).toBe(
      200,
    );
    expect((await resetPassword(link, 'after-preview-pw-1')).statusCode).toBe(200);
    expect((await login(user.email, 'after-preview-pw-1')).statusCode).toBe(200);
  });

  it("of an account awaiting activation are refused with 'Inactive user' without being used up", async () => {
    const email = 'recovering-before-activation@touchline.test';
    const activation = await signupAndReceiveLink(email);
    const link = await recoveryToken(email);
    const early = await resetPassword(link, 'after-activation-pw');
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ detail: 'Inactive user' });
    expect((await activate(activation)).statusCode).toBe(200);
    expect((await resetPassword(link, 'after-activation-pw')).statusCode).toBe(200);
    expect((await login(email, 'after-activation-pw')).statusCode).toBe(200);
  });
});

describe('two requests for one e-mail address at once', () => {
  it('make one account by sign-up, and the others are told the address is taken', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => signup('double-click@touchline.test')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    for (const answer of answers.filter((each) => each.statusCode === 400)) {
      expect(answer.json()).toEqual({ detail: 'The user with this email already exists in the system' });
    }
  });

  it('make one account when a superuser creates it, and the others are told the address is taken', async () => {
    const create = () =>
      rest(t.app, 'POST', '/api/users/', admin, {
        email: 'double-create@touchline.test',
        password: 'member-password-1',
      });
    const answers = await Promise.all(Array.from({ length: 4 }, create));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400, 400]);
    for (const answer of answers.filter((each) => each.statusCode === 400)) {
      expect(answer.json()).toEqual({ detail: 'The user with this email already exists in the system.' });
    }
  });
});
