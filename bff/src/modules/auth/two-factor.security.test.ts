import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SignJWT } from 'jose';
import { tokenFor } from '../../test-support/fixtures.js';
import { graphql, rest } from '../../test-support/graphql.js';
import { bearer, startTestApp, type TestApp } from '../../test-support/test-app.js';
import { codeFor, codeStep, enrol, passwordStep } from '../../test-support/two-factor.js';
import { User } from '../users/user.entity.js';
import { challengeKey } from './two-factor.challenges.js';

const ATTEMPTS_PER_ACCOUNT = 4;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ THROTTLE_ATTEMPTS_PER_ACCOUNT: String(ATTEMPTS_PER_ACCOUNT) });
});
afterAll(() => t.close());

const PASSWORD = 'member-password-1';
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });

/** An account with two-factor on, and a challenge from its password step. */
async function enrolled(email: string) {
  const user = await t.createUser({ email, password: PASSWORD });
  const { secret, recoveryCodes } = await enrol(t, await t.login(email, PASSWORD), PASSWORD);
  const challenge = async (): Promise<string> => (await passwordStep(t, email, PASSWORD)).body.challenge_token;
  return { user, secret, recoveryCodes, challenge };
}

describe('codes', () => {
  it('refuses a code replayed within its window, even with a new challenge', async () => {
    const { secret, challenge } = await enrolled('replay@touchline.test');
    const code = codeFor(secret, 1);
    expect((await codeStep(t, await challenge(), code)).statusCode).toBe(200);
    const replayed = await codeStep(t, await challenge(), code);
    expect(replayed.statusCode).toBe(400);
    // Refused as a wrong code is (it may be a replay), in words that fit someone who just used it.
    expect(replayed.json().detail).toMatch(
      /^Invalid code: it is wrong, or it was used already \(each code works once\)/,
    );
    // An older code of the window is refused as well once a later one was used.
    expect((await codeStep(t, await challenge(), codeFor(secret, 0))).statusCode).toBe(400);
  });

  it('refuses the enrolment code when it is replayed at sign-in', async () => {
    const user = await t.createUser({ email: 'enrol-replay@touchline.test', password: PASSWORD });
    const token = await t.login(user.email, PASSWORD);
    const { secret } = (await rest(t.app, 'POST', '/api/users/me/two-factor/enrolment', token)).json();
    const code = codeFor(secret, 1);
    expect(
      (await rest(t.app, 'POST', '/api/users/me/two-factor/confirmation', token, { password: PASSWORD, code }))
        .statusCode,
    ).toBe(200);
    expect(
      (await codeStep(t, (await passwordStep(t, user.email, PASSWORD)).body.challenge_token, code)).statusCode,
    ).toBe(400);
  });

  it('throttles wrong codes like passwords, and then refuses even the right code until the window passes', async () => {
    const { secret, challenge } = await enrolled('guesser@touchline.test');
    const token = await challenge();
    const right = codeFor(secret, 1);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < ATTEMPTS_PER_ACCOUNT; attempt++)
      expect((await codeStep(t, token, wrong)).statusCode).toBe(400);
    const throttled = await codeStep(t, token, right);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().detail).toMatch(/^Too many attempts. Try again in \d+ seconds.$/);
    expect(throttled.headers['retry-after']).toBeDefined();
  });

  it('throttles wrong codes when turning two-factor off, too', async () => {
    const { user, secret } = await enrolled('disable-guesser@touchline.test');
    const { token } = await tokenFor(t, user.id);
    const wrong = codeFor(secret, 1) === '000000' ? '111111' : '000000';
    const statuses = [];
    for (let attempt = 0; attempt <= ATTEMPTS_PER_ACCOUNT; attempt++) {
      statuses.push(
        (await rest(t.app, 'POST', '/api/users/me/two-factor/disable', token, { password: PASSWORD, code: wrong }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([...Array(ATTEMPTS_PER_ACCOUNT).fill(400), 429]);
  });

  it('accepts a recovery code once', async () => {
    const { recoveryCodes, challenge } = await enrolled('recovery-once@touchline.test');
    expect((await codeStep(t, await challenge(), recoveryCodes[0]!)).statusCode).toBe(200);
    const again = await codeStep(t, await challenge(), recoveryCodes[0]!);
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toMatch(/^Invalid code/);
  });

  it("refuses another account's recovery code", async () => {
    const victim = await enrolled('victim-codes@touchline.test');
    const other = await enrolled('other-codes@touchline.test');
    expect((await codeStep(t, await victim.challenge(), other.recoveryCodes[0]!)).statusCode).toBe(400);
  });

  it('keeps the secret sealed in the database and the recovery codes only as hashes', async () => {
    const { user, secret, recoveryCodes } = await enrolled('sealed@touchline.test');
    const [row] = await t.app.deps.orm.em
      .fork()
      .execute(`select * from two_factor_credentials where user_id = ?`, [user.id]);
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(secret);
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }
  });
});

describe('enrolment', () => {
  it("cannot be confirmed by a stolen session alone: it takes the account's password", async () => {
    const user = await t.createUser({ email: 'stolen-session@touchline.test', password: PASSWORD });
    const token = await t.login(user.email, PASSWORD);
    const { secret } = (await rest(t.app, 'POST', '/api/users/me/two-factor/enrolment', token)).json();
    const refused = await rest(t.app, 'POST', '/api/users/me/two-factor/confirmation', token, {
      password: 'a-guess-at-it',
      code: codeFor(secret),
    });
    expect(refused.json()).toEqual({ detail: 'Incorrect password' });
    expect((await rest(t.app, 'GET', '/api/users/me/two-factor', token)).json().is_enabled).toBe(false);
  });
});

describe('challenge tokens', () => {
  it('cannot be used as an access token', async () => {
    const { challenge } = await enrolled('not-a-bearer@touchline.test');
    const response = await me(await challenge());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Could not validate credentials' });
  });

  it('cannot be replaced by an access token', async () => {
    const { user, secret } = await enrolled('bearer-as-challenge@touchline.test');
    const { token: accessToken } = await tokenFor(t, user.id);
    const response = await codeStep(t, accessToken, codeFor(secret, 1));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Your sign-in has expired. Log in again.' });
  });

  it('expires', async () => {
    const { user, secret } = await enrolled('expired-challenge@touchline.test');
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ver: 0, purpose: 'two-factor-sign-in' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt(now - 600)
      .setExpirationTime(now - 1)
      .sign(challengeKey(t.config.secretKey));
    const response = await codeStep(t, expired, codeFor(secret, 1));
    expect(response.json()).toEqual({ detail: 'Your sign-in has expired. Log in again.' });
  });

  it("is useless to another account: its owner's code is needed", async () => {
    const victim = await enrolled('victim@touchline.test');
    const attacker = await enrolled('attacker@touchline.test');
    const withOwnCode = await codeStep(t, await victim.challenge(), codeFor(attacker.secret, 1));
    expect(withOwnCode.statusCode).toBe(400);
    const withOwnRecoveryCode = await codeStep(t, await victim.challenge(), attacker.recoveryCodes[0]!);
    expect(withOwnRecoveryCode.statusCode).toBe(400);
  });

  it('ends when the password changes', async () => {
    const { user, secret, challenge } = await enrolled('changed-password@touchline.test');
    const pending = await challenge();
    await t.app.deps.orm.em.fork().nativeUpdate(User, { id: user.id }, { tokenVersion: 1 });
    expect((await codeStep(t, pending, codeFor(secret, 1))).json()).toEqual({
      detail: 'Your sign-in has expired. Log in again.',
    });
  });
});

describe("a superuser's reset", () => {
  it('never resets their own: a superuser token alone cannot turn off what needs their password and a code, over REST or GraphQL', async () => {
    await t.createUser({ email: 'own-reset@touchline.test', password: PASSWORD, isSuperuser: true });
    const token = await t.login('own-reset@touchline.test', PASSWORD);
    const { id } = (await me(token)).json();
    await enrol(t, token, PASSWORD);

    const reset = await rest(t.app, 'DELETE', `/api/users/${id}/two-factor`, token);
    expect([reset.statusCode, reset.json().detail]).toEqual([
      400,
      'Turn off your own two-factor sign-in with POST /api/users/me/two-factor/disable (Settings): it needs your password and a code',
    ]);
    const viaGraphql = await graphql(
      t.app,
      'mutation ($id: ID!) { resetTwoFactor(userId: $id) { message } }',
      { id },
      token,
    );
    expect(viaGraphql.errors?.[0]?.extensions).toMatchObject({ status: 400 });
    expect((await rest(t.app, 'GET', '/api/users/me/two-factor', token)).json().is_enabled).toBe(true);
  });
});
