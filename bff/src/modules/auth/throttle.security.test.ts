// Guessing and mail bombing are slowed per account and per client address. Each request below
// comes from an address of its own unless the test is about addresses, so the two limits can
// be told apart.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LightMyRequestResponse } from 'fastify';
import { seedUser } from '../../test-support/fixtures.js';
import { graphql } from '../../test-support/graphql.js';
import { loginRequest, startTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
/** The password seedUser gives every account. */
const PASSWORD = 'user-password-1';
let lastOctet = 0;
/** A client address no other request in this file has used. */
const freshIp = () => `10.1.${Math.floor(++lastOctet / 250)}.${(lastOctet % 250) + 1}`;

beforeAll(async () => {
  t = await startTestApp({
    THROTTLE_WINDOW_SECONDS: '60',
    THROTTLE_ATTEMPTS_PER_ACCOUNT: '3',
    THROTTLE_ATTEMPTS_PER_ADDRESS: '2',
  });
});
afterAll(() => t.close());

const login = (email: string, password: string, remoteAddress = freshIp(), headers: Record<string, string> = {}) => {
  const request = loginRequest(email, password);
  return t.app.inject({ ...request, headers: { ...request.headers, ...headers }, remoteAddress });
};
const post = (url: string, payload?: object, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

function expectThrottled(response: LightMyRequestResponse, windowSeconds = 60) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(response.json()).toEqual({ detail: `Too many attempts. Try again in ${retryAfter} seconds.` });
}

describe('login attempts per account', () => {
  it('answers the 4th attempt within the window with 429, Retry-After and a detail, from any address', async () => {
    await seedUser(t, { email: 'target@touchline.test' });
    for (let i = 0; i < 3; i++) {
      const response = await login('target@touchline.test', `guess-${i}-password`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'Incorrect email or password' });
    }
    expectThrottled(await login('target@touchline.test', 'guess-4-password'));
  });

  it('refuses even the right password while the account is throttled', async () => {
    expectThrottled(await login('target@touchline.test', PASSWORD));
  });

  it('counts e-mails case-insensitively', async () => {
    await seedUser(t, { email: 'cased@touchline.test' });
    for (const email of ['cased@touchline.test', 'CASED@touchline.test', ' Cased@Touchline.test']) {
      expect((await login(email, 'wrong-password')).statusCode).toBe(400);
    }
    expectThrottled(await login('cAsEd@touchline.test', 'wrong-password'));
  });

  it('throttles an unregistered e-mail the same way, so the limit reveals nothing', async () => {
    for (let i = 0; i < 3; i++) expect((await login('nobody@touchline.test', 'wrong-password')).statusCode).toBe(400);
    expectThrottled(await login('nobody@touchline.test', 'wrong-password'));
  });

  it("resets the account's count after a successful login", async () => {
    await seedUser(t, { email: 'typo@touchline.test' });
    expect((await login('typo@touchline.test', 'typo-passwrod')).statusCode).toBe(400);
    expect((await login('typo@touchline.test', 'typo-pasword')).statusCode).toBe(400);
    expect((await login('typo@touchline.test', PASSWORD)).statusCode).toBe(200);
    // Without the reset this would be the 4th attempt in the window.
    for (let i = 0; i < 3; i++) expect((await login('typo@touchline.test', 'typo-wrong')).statusCode).toBe(400);
    expectThrottled(await login('typo@touchline.test', 'typo-wrong'));
  });

  it('applies to GraphQL login too, with status 429 in extensions', async () => {
    const result = await graphql(
      t.app,
      'mutation { login(input: { email: "target@touchline.test", password: "user-password-1" }) { ... on AccessToken { accessToken } } }',
    );
    expect(result.errors![0]).toMatchObject({
      message: expect.stringMatching(/^Too many attempts\. Try again in \d+ seconds\.$/),
      extensions: { code: 'TOO_MANY_REQUESTS', status: 429 },
    });
  });
});

describe('attempts per client address', () => {
  it('answers 429 once one address has tried 2 different accounts, while other addresses go on', async () => {
    const attacker = '192.0.2.10';
    for (let i = 0; i < 2; i++) {
      expect((await login(`spray-${i}@touchline.test`, 'Winter2026!', attacker)).statusCode).toBe(400);
    }
    expectThrottled(await login('spray-2@touchline.test', 'Winter2026!', attacker));

    await seedUser(t, { email: 'bystander@touchline.test' });
    expect((await login('bystander@touchline.test', PASSWORD, '192.0.2.11')).statusCode).toBe(200);
  });

  it('counts only failures: the people behind one address log in more often than the limit, and guesses from it are still stopped', async () => {
    const office = '192.0.2.30';
    for (let i = 0; i < 3; i++) await seedUser(t, { email: `colleague-${i}@touchline.test` });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 3; i++) {
        expect((await login(`colleague-${i}@touchline.test`, PASSWORD, office)).statusCode).toBe(200);
      }
    }
    for (let i = 0; i < 2; i++) {
      expect((await login(`colleague-${i}@touchline.test`, 'a-wrong-password', office)).statusCode).toBe(400);
    }
    expectThrottled(await login('colleague-2@touchline.test', 'a-wrong-password', office));
  });

  it('is not fooled by a forged X-Forwarded-For when no proxy is trusted', async () => {
    const attacker = '192.0.2.20';
    for (let i = 0; i < 2; i++) {
      const response = await login(`forged-${i}@touchline.test`, 'Winter2026!', attacker, {
        'x-forwarded-for': `203.0.113.${i}`,
      });
      expect(response.statusCode).toBe(400);
    }
    expectThrottled(
      await login('forged-2@touchline.test', 'Winter2026!', attacker, { 'x-forwarded-for': '203.0.113.99' }),
    );
  });
});

describe('sign-up, recovery and activation resend', () => {
  const signupBody = (email: string) => ({
    email,
    full_name: 'Signup Spam',
    password: 'spam-password-1',
    confirm_password: 'spam-password-1',
  });

  it('throttles sign-up per account', async () => {
    expect((await post('/api/users/signup', signupBody('signup-spam@touchline.test'))).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      const duplicate = await post('/api/users/signup', signupBody('signup-spam@touchline.test'));
      expect(duplicate.statusCode).toBe(400);
      expect(duplicate.json()).toEqual({ detail: 'The user with this email already exists in the system' });
    }
    expectThrottled(await post('/api/users/signup', signupBody('signup-spam@touchline.test')));
  });

  it('throttles sign-up per address', async () => {
    const bot = '192.0.2.30';
    for (let i = 0; i < 2; i++)
      expect((await post('/api/users/signup', signupBody(`bot-${i}@touchline.test`), bot)).statusCode).toBe(200);
    expectThrottled(await post('/api/users/signup', signupBody('bot-2@touchline.test'), bot));
    expect(
      await t.app.deps.orm.em
        .fork()
        .getConnection()
        .execute("select count(*)::int as n from users where email like 'bot-%'"),
    ).toEqual([{ n: 2 }]);
  });

  it('throttles password recovery per account, for registered and unknown e-mails alike', async () => {
    await seedUser(t, { email: 'recover-spam@touchline.test' });
    for (const email of ['recover-spam@touchline.test', 'recover-ghost@touchline.test']) {
      for (let i = 0; i < 3; i++) expect((await post(`/api/password-recovery/${email}`)).statusCode).toBe(200);
      expectThrottled(await post(`/api/password-recovery/${email}`));
    }
  });

  it('throttles password recovery per address', async () => {
    const bomber = '192.0.2.40';
    for (let i = 0; i < 2; i++)
      expect((await post(`/api/password-recovery/victim-${i}@touchline.test`, undefined, bomber)).statusCode).toBe(200);
    expectThrottled(await post('/api/password-recovery/victim-2@touchline.test', undefined, bomber));
  });

  it('throttles activation resend per account', async () => {
    for (let i = 0; i < 3; i++)
      expect((await post('/api/activate/resend', { email: 'resend-spam@touchline.test' })).statusCode).toBe(200);
    expectThrottled(await post('/api/activate/resend', { email: 'resend-spam@touchline.test' }));
  });

  it('keeps each action its own count: a throttled login does not block recovery', async () => {
    expectThrottled(await login('target@touchline.test', PASSWORD));
    expect((await post('/api/password-recovery/target@touchline.test')).statusCode).toBe(200);
  });
});

describe('the window', () => {
  it('lifts by itself when THROTTLE_WINDOW_SECONDS has passed, and the real user logs in', async () => {
    const short = await startTestApp({
      THROTTLE_WINDOW_SECONDS: '2',
      THROTTLE_ATTEMPTS_PER_ACCOUNT: '3',
      THROTTLE_ATTEMPTS_PER_ADDRESS: '100',
    });
    try {
      await seedUser(short, { email: 'patient@touchline.test' });
      // Sent together, so all four land inside the 2-second window however slow argon2 is here.
      const attempts = await Promise.all(
        [1, 2, 3, 4].map((i) => short.app.inject(loginRequest('patient@touchline.test', `wrong-${i}-password`))),
      );
      const statuses = attempts.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([400, 400, 400, 429]);
      const throttled = attempts.find((response) => response.statusCode === 429)!;
      expectThrottled(throttled, 2);

      await new Promise((resolve) => setTimeout(resolve, Number(throttled.headers['retry-after']) * 1000 + 100));
      const response = await short.app.inject(loginRequest('patient@touchline.test', PASSWORD));
      expect(response.statusCode).toBe(200);
    } finally {
      await short.close();
    }
  });
});
