// Sign-up and activation end to end: the app sends real e-mail over SMTP to an in-process
// server, and the tests follow the links in what arrives.
import { describe, expect, it } from '@jest/globals';
import { linkIn, tokenFromLink } from '@touchline/test-stand-ins/smtp-inbox';
import { User } from '../users/user.entity.js';
import { seedUser } from '../../test-support/fixtures.js';
import { graphql, rest } from '../../test-support/graphql.js';
import { SUPERUSER } from '../../test-support/test-app.js';
import {
  activate,
  ACTIVATION_SENT,
  db,
  expire,
  FRONTEND,
  inbox,
  login,
  mailAfterAnswers,
  resendActivation,
  signup,
  signupAndReceiveLink,
  storedToken,
  t,
  useAccountsSuite,
} from '../../test-support/accounts-suite.js';

useAccountsSuite();

describe('sign-up and activation', () => {
  it('creates an inactive account, mails an activation link, and the link activates it for login', async () => {
    const response = await signup('Fresh.Member@Touchline.test', { full_name: 'Fresh Member' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'fresh.member@touchline.test',
      full_name: 'Fresh Member',
      is_active: false,
      is_superuser: false,
    });

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
    const response = await resendActivation('resend@touchline.test');
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
      const response = await resendActivation(email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: ACTIVATION_SENT });
    }
    await mailAfterAnswers();
    expect(inbox.messages.length).toBe(before);
  });

  it('answers 422 "The passwords do not match", creating nothing and sending nothing', async () => {
    const before = inbox.messages.length;
    const response = await signup('mismatch@touchline.test', { confirm_password: 'something-else-1' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: [{ loc: ['body', 'confirm_password'], msg: 'The passwords do not match', type: 'value_error' }],
    });
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
    expect(short.json()).toEqual({
      detail: [
        { loc: ['body', 'password'], msg: 'String should have at least 8 characters', type: 'string_too_short' },
      ],
    });
    const email = await signup('not-an-email');
    expect(email.statusCode).toBe(422);
    expect(email.json()).toEqual({
      detail: [{ loc: ['body', 'email'], msg: 'value is not a valid email address', type: 'value_error' }],
    });
    const noName = await rest(t.app, 'POST', '/api/users/signup', undefined, {
      email: 'noname@touchline.test',
      password: 'member-password-1',
      confirm_password: 'member-password-1',
    });
    expect(noName.statusCode).toBe(422);
    expect(noName.json()).toEqual({ detail: [{ loc: ['body', 'full_name'], msg: 'Field required', type: 'missing' }] });
  });

  it('does the same over GraphQL: signup mails a link that activateAccount accepts once', async () => {
    const result = await graphql(
      t.app,
      'mutation ($input: SignupInput!) { signup(input: $input) { email isActive } }',
      {
        input: {
          email: 'graph.member@touchline.test',
          fullName: 'Graph Member',
          password: 'member-password-1',
          confirmPassword: 'member-password-1',
        },
      },
    );
    expect(result.data!.signup).toEqual({ email: 'graph.member@touchline.test', isActive: false });
    const token = tokenFromLink(await inbox.waitFor('graph.member@touchline.test'), '/activate');
    const mutation = 'mutation ($token: String!) { activateAccount(token: $token) { message } }';
    expect((await graphql(t.app, mutation, { token })).data!.activateAccount).toEqual({
      message: 'Account activated successfully',
    });
    const again = await graphql(t.app, mutation, { token });
    expect(again.errors![0]).toMatchObject({
      message: 'Invalid token',
      extensions: { code: 'BAD_REQUEST', status: 400 },
    });
  });

  it('answers a GraphQL password mismatch with the same message and status 422', async () => {
    const result = await graphql(t.app, 'mutation ($input: SignupInput!) { signup(input: $input) { email } }', {
      input: {
        email: 'graph.mismatch@touchline.test',
        fullName: 'G',
        password: 'member-password-1',
        confirmPassword: 'member-password-2',
      },
    });
    expect(result.errors![0]).toMatchObject({
      message: 'The passwords do not match',
      extensions: { code: 'BAD_USER_INPUT', status: 422 },
    });
  });
});
