import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SignJWT } from 'jose';
import { tokenFor } from '../../test-support/fixtures.js';
import { graphql, rest } from '../../test-support/graphql.js';
import { SUPERUSER, bearer, startTestApp, type TestApp } from '../../test-support/test-app.js';
import { codeFor, codeStep, enrol, mailsTo, passwordStep } from '../../test-support/two-factor.js';
import { PASSWORD_REQUIRED, SIGN_IN_AGAIN } from './re-authentication.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });

async function userWithToken(email: string, password = 'member-password-1') {
  const user = await t.createUser({ email, password });
  return { user, email, password, token: await t.login(email, password) };
}

describe('enrolment', () => {
  it('shows the secret as a QR code and as text, and turns two-factor on with a current code and the password, answering ten recovery codes', async () => {
    const { token, email } = await userWithToken('enrol@touchline.test');
    expect((await rest(t.app, 'GET', '/api/users/me/two-factor', token)).json()).toEqual({
      is_enabled: false,
      recovery_codes_left: 0,
      has_password: true,
    });

    const started = await rest(t.app, 'POST', '/api/users/me/two-factor/enrolment', token);
    expect(started.statusCode).toBe(200);
    const { secret, otpauth_uri: uri, qr_code_data_url: qr } = started.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/Touchline:${encodeURIComponent(email)}?issuer=Touchline&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr.split(',')[1], 'base64').toString()).toContain('<svg');
    // Pending until confirmed: sign-in still asks only for the password.
    expect((await passwordStep(t, email, 'member-password-1')).body.access_token).toBeTruthy();

    const password = 'member-password-1';
    const wrong = await rest(t.app, 'POST', '/api/users/me/two-factor/confirmation', token, {
      password,
      code: '000000' === codeFor(secret) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toMatch(/^Invalid code/);
    // No recovery codes exist yet: the refusal does not offer one.
    expect(wrong.json().detail).not.toMatch(/recovery/);
    const withoutPassword = await rest(t.app, 'POST', '/api/users/me/two-factor/confirmation', token, {
      code: codeFor(secret),
    });
    expect(withoutPassword.json()).toEqual({ detail: PASSWORD_REQUIRED });

    const confirmed = await rest(t.app, 'POST', '/api/users/me/two-factor/confirmation', token, {
      password,
      code: codeFor(secret),
    });
    expect(confirmed.statusCode).toBe(200);
    const codes: string[] = confirmed.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await rest(t.app, 'GET', '/api/users/me/two-factor', token)).json()).toEqual({
      is_enabled: true,
      recovery_codes_left: 10,
      has_password: true,
    });
  });

  it('never shows the secret again once two-factor is on', async () => {
    const { token } = await userWithToken('secret-once@touchline.test');
    await enrol(t, token, 'member-password-1');
    const again = await rest(t.app, 'POST', '/api/users/me/two-factor/enrolment', token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'Two-factor sign-in is already turned on' });
  });

  it('refuses a confirmation before enrolment has started', async () => {
    const { token } = await userWithToken('unstarted@touchline.test');
    const response = await rest(t.app, 'POST', '/api/users/me/two-factor/confirmation', token, {
      password: 'member-password-1',
      code: '123456',
    });
    expect(response.json()).toEqual({ detail: 'Start setting up two-factor sign-in first' });
  });

  it('refuses enrolment without an access token', async () => {
    expect((await rest(t.app, 'POST', '/api/users/me/two-factor/enrolment')).statusCode).toBe(401);
  });
});

describe('sign-in with two-factor', () => {
  it('answers the right password with a challenge, and the challenge and a code with an access token (REST)', async () => {
    const { token, email, password } = await userWithToken('rest-signin@touchline.test');
    const { secret } = await enrol(t, token, 'member-password-1');
    const first = await passwordStep(t, email, password);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      challenge_token: expect.any(String),
      token_type: 'two_factor_challenge',
      expires_in_seconds: 300,
    });
    expect(first.body.access_token).toBeUndefined();

    const second = await codeStep(t, first.body.challenge_token, codeFor(secret, 1));
    expect(second.statusCode).toBe(200);
    expect(second.json().token_type).toBe('bearer');
    expect((await me(second.json().access_token)).json().email).toBe(email);
  });

  it('does the same over GraphQL, where login answers a LoginResult union', async () => {
    const { token, email, password } = await userWithToken('graphql-signin@touchline.test');
    const { secret } = await enrol(t, token, 'member-password-1');
    const login = await graphql(
      t.app,
      'mutation ($input: LoginInput!) { login(input: $input) { __typename ... on TwoFactorChallenge { challengeToken expiresInSeconds } ... on AccessToken { accessToken } } }',
      { input: { email, password } },
    );
    expect(login.data?.login).toEqual({
      __typename: 'TwoFactorChallenge',
      challengeToken: expect.any(String),
      expiresInSeconds: 300,
    });
    const done = await graphql(
      t.app,
      'mutation ($input: TwoFactorSignInInput!) { completeTwoFactorSignIn(input: $input) { accessToken } }',
      {
        input: { challengeToken: login.data!.login.challengeToken, code: codeFor(secret, 1) },
      },
    );
    const status = await graphql(
      t.app,
      '{ twoFactorStatus { isEnabled recoveryCodesLeft } }',
      {},
      done.data!.completeTwoFactorSignIn.accessToken,
    );
    expect(status.data?.twoFactorStatus).toEqual({ isEnabled: true, recoveryCodesLeft: 10 });
  });

  it('accepts a recovery code instead of a code, typed in any case and with spaces, and counts it spent', async () => {
    const { token, email, password } = await userWithToken('recovery-signin@touchline.test');
    const { recoveryCodes } = await enrol(t, token, 'member-password-1');
    const { challenge_token } = (await passwordStep(t, email, password)).body;
    const typed = ` ${recoveryCodes[3]!.toUpperCase().replace('-', ' ')} `;
    const signedIn = await codeStep(t, challenge_token, typed);
    expect(signedIn.statusCode).toBe(200);
    expect(
      (await rest(t.app, 'GET', '/api/users/me/two-factor', signedIn.json().access_token)).json().recovery_codes_left,
    ).toBe(9);
  });

  it('leaves accounts without two-factor signing in with the password alone', async () => {
    await t.createUser({ email: 'plain@touchline.test', password: 'member-password-1' });
    expect((await passwordStep(t, 'plain@touchline.test', 'member-password-1')).body).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
    });
  });
});

describe('turning two-factor off and new recovery codes', () => {
  it('turns off with the password and a code, tells the user by e-mail, and sign-in asks for the password only', async () => {
    const { token, email, password } = await userWithToken('disable@touchline.test');
    const { secret } = await enrol(t, token, 'member-password-1');
    const withoutPassword = await rest(t.app, 'POST', '/api/users/me/two-factor/disable', token, {
      code: codeFor(secret, 1),
    });
    expect(withoutPassword.json()).toEqual({ detail: PASSWORD_REQUIRED });
    const withoutCode = await rest(t.app, 'POST', '/api/users/me/two-factor/disable', token, { password, code: '' });
    expect(withoutCode.statusCode).toBe(422);

    const off = await rest(t.app, 'POST', '/api/users/me/two-factor/disable', token, {
      password,
      code: codeFor(secret, 1),
    });
    expect(off.json()).toEqual({ message: 'Two-factor sign-in turned off' });
    expect((await passwordStep(t, email, password)).body.access_token).toBeTruthy();
    expect(mailsTo(t, email).at(-1)).toContain('Subject: Touchline - Two-factor sign-in turned off');
    // Its link opens the Security tab, where two-factor sign-in is set up again.
    expect(mailsTo(t, email).at(-1)).toMatch(/Open security settings: \S+\/settings\?tab=security/);
  });

  it('replaces the recovery codes with the password and a code; the old ones stop working', async () => {
    const { token, email, password } = await userWithToken('regenerate@touchline.test');
    const { secret, recoveryCodes } = await enrol(t, token, 'member-password-1');
    const wrongPassword = await rest(t.app, 'POST', '/api/users/me/two-factor/recovery-codes', token, {
      password: 'not-the-password',
      code: codeFor(secret, 1),
    });
    expect(wrongPassword.json()).toEqual({ detail: 'Incorrect password' });
    const fresh = await rest(t.app, 'POST', '/api/users/me/two-factor/recovery-codes', token, {
      password,
      code: codeFor(secret, 1),
    });
    expect(fresh.json().recovery_codes).toHaveLength(10);

    const old = await codeStep(t, (await passwordStep(t, email, password)).body.challenge_token, recoveryCodes[0]!);
    expect(old.statusCode).toBe(400);
    const current = await codeStep(
      t,
      (await passwordStep(t, email, password)).body.challenge_token,
      fresh.json().recovery_codes[0],
    );
    expect(current.statusCode).toBe(200);
  });

  it('asks an account without a password for a recent sign-in instead of the password', async () => {
    const google = await t.createUser({ email: 'google-only@touchline.test', password: 'unused-password-1' });
    const em = t.app.deps.orm.em.fork();
    await em.execute(`update users set hashed_password = null where id = ?`, [google.id]);
    const { token: fresh } = await tokenFor(t, google.id);
    const { secret } = await enrol(t, fresh);
    expect((await rest(t.app, 'GET', '/api/users/me/two-factor', fresh)).json().has_password).toBe(false);
    const now = Math.floor(Date.now() / 1000);
    const { sessionId } = await tokenFor(t, google.id, { signedInAt: new Date((now - 16 * 60) * 1000) });
    const stale = await new SignJWT({ ver: 0, sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(google.id)
      .setIssuedAt(now - 16 * 60)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode(t.config.secretKey));
    const refused = await rest(t.app, 'POST', '/api/users/me/two-factor/disable', stale, { code: codeFor(secret, 1) });
    expect(refused.json()).toEqual({ detail: SIGN_IN_AGAIN });
    const off = await rest(t.app, 'POST', '/api/users/me/two-factor/disable', fresh, { code: codeFor(secret, 1) });
    expect(off.statusCode).toBe(200);
  });
});

describe("a superuser's reset", () => {
  it('removes a user’s second factor and tells them by e-mail (REST)', async () => {
    const { user, token, email, password } = await userWithToken('lost-phone@touchline.test');
    await enrol(t, token, 'member-password-1');
    const admin = await t.login(SUPERUSER.email, SUPERUSER.password);
    expect((await rest(t.app, 'DELETE', `/api/users/${user.id}/two-factor`, token)).statusCode).toBe(403);

    const reset = await rest(t.app, 'DELETE', `/api/users/${user.id}/two-factor`, admin);
    expect(reset.json()).toEqual({
      message: "The user's two-factor sign-in was reset and the user was told by e-mail",
    });
    expect(mailsTo(t, email).at(-1)).toContain('An administrator of Touchline reset the two-factor sign-in');
    expect((await passwordStep(t, email, password)).body.access_token).toBeTruthy();
    expect((await rest(t.app, 'DELETE', `/api/users/${user.id}/two-factor`, admin)).json()).toEqual({
      detail: 'This user has no two-factor sign-in to reset',
    });
  });

  it('is a GraphQL mutation for superusers only', async () => {
    const { user, token } = await userWithToken('lost-phone-gql@touchline.test');
    await enrol(t, token, 'member-password-1');
    const mutation = 'mutation ($id: ID!) { resetTwoFactor(userId: $id) { message } }';
    const asUser = await graphql(t.app, mutation, { id: user.id }, token);
    expect(asUser.errors?.[0]?.extensions.status).toBe(403);
    const admin = await t.login(SUPERUSER.email, SUPERUSER.password);
    const asAdmin = await graphql(t.app, mutation, { id: user.id }, admin);
    expect(asAdmin.data?.resetTwoFactor.message).toMatch(/was reset/);
    const unknown = await graphql(t.app, mutation, { id: '00000000-0000-4000-8000-000000000000' }, admin);
    expect(unknown.errors?.[0]?.message).toBe('The user with this id does not exist in the system');
  });

  it('is offered where it applies: the users list says whose two-factor sign-in is on, a pending enrolment not counting, until the reset', async () => {
    const on = await userWithToken('two-factor-on@touchline.test');
    await enrol(t, on.token, 'member-password-1');
    const pending = await userWithToken('two-factor-pending@touchline.test');
    await rest(t.app, 'POST', '/api/users/me/two-factor/enrolment', pending.token);
    const admin = await t.login(SUPERUSER.email, SUPERUSER.password);
    const states = async () => {
      const page = await graphql(t.app, '{ users(limit: 100) { data { email twoFactorEnabled } } }', {}, admin);
      const rows = (await rest(t.app, 'GET', '/api/users/?limit=100', admin)).json().data;
      const viaRest = Object.fromEntries(rows.map((row: any) => [row.email, row.two_factor_enabled]));
      return page
        .data!.users.data.filter((row: any) => row.email.startsWith('two-factor-'))
        .map((row: any) => [row.email, row.twoFactorEnabled, viaRest[row.email]]);
    };
    expect(await states()).toEqual(
      expect.arrayContaining([
        ['two-factor-on@touchline.test', true, true],
        ['two-factor-pending@touchline.test', false, false],
      ]),
    );
    expect((await me(on.token)).json().two_factor_enabled).toBe(true);

    await rest(t.app, 'DELETE', `/api/users/${on.user.id}/two-factor`, admin);
    expect(await states()).toContainEqual(['two-factor-on@touchline.test', false, false]);
  });
});
