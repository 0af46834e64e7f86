import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SignJWT, UnsecuredJWT } from 'jose';
import { User } from '../users/user.entity.js';
import { bearer, loginRequest, startTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let user: User;
const key = (secret: string) => new TextEncoder().encode(secret);

beforeAll(async () => {
  t = await startTestApp();
  user = await t.createUser({ email: 'victim@touchline.test', password: 'victim-password' });
});
afterAll(() => t.close());

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
const expectRejected = async (token: string) => {
  const response = await me(token);
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({ detail: 'Could not validate credentials' });
};

describe('access tokens', () => {
  it('rejects a token signed with another secret', async () => {
    const forged = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime('1h')
      .sign(key('not-the-server-secret-at-all-000000'));
    await expectRejected(forged);
  });

  it('rejects an unsigned token (alg: none)', async () => {
    const unsigned = new UnsecuredJWT({ ver: 0 }).setSubject(user.id).setExpirationTime('1h').encode();
    await expectRejected(unsigned);
  });

  it('rejects an expired token', async () => {
    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(key(t.config.secretKey));
    await expectRejected(expired);
  });

  it('rejects a token without an expiry', async () => {
    const endless = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .sign(key(t.config.secretKey));
    await expectRejected(endless);
  });

  it('rejects garbage in the Authorization header', async () => {
    await expectRejected('not-a-jwt');
  });

  it('rejects every token issued before the token version was bumped', async () => {
    const victim = await t.createUser({ email: 'rotated@touchline.test', password: 'rotated-password' });
    const token = await t.login('rotated@touchline.test', 'rotated-password');
    expect((await me(token)).statusCode).toBe(200);
    const em = t.app.deps.orm.em.fork();
    await em.nativeUpdate(User, { id: victim.id }, { tokenVersion: 1 });
    await expectRejected(token);
  });

  it('answers 404 "User not found" for a valid token whose user was deleted', async () => {
    const gone = await t.createUser({ email: 'gone@touchline.test', password: 'gone-password' });
    const token = await t.login('gone@touchline.test', 'gone-password');
    await t.app.deps.orm.em.fork().nativeDelete(User, { id: gone.id });
    const response = await me(token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'User not found' });
  });

  it('answers 400 "Inactive user" for a valid token of a deactivated user', async () => {
    const paused = await t.createUser({ email: 'paused@touchline.test', password: 'paused-password' });
    const token = await t.login('paused@touchline.test', 'paused-password');
    await t.app.deps.orm.em.fork().nativeUpdate(User, { id: paused.id }, { isActive: false });
    const response = await me(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Inactive user' });
  });
});

describe('login timing', () => {
  it('spends comparable time on unknown e-mails and wrong passwords, so accounts cannot be enumerated', async () => {
    // The two kinds of login alternate, so a machine that speeds up or slows down meanwhile (CI
    // shares its cores) moves both medians alike instead of the ratio.
    const samples = { known: [] as number[], unknown: [] as number[] };
    const timeLogin = async (email: string) => {
      const started = process.hrtime.bigint();
      const response = await t.app.inject(loginRequest(email, 'wrong-password'));
      const took = Number(process.hrtime.bigint() - started);
      // A refusal by sign-in throttling would time the throttle, not the password check.
      expect(response.json()).toEqual({ detail: 'Incorrect email or password' });
      return took;
    };
    for (let i = 0; i < 7; i++) {
      samples.known.push(await timeLogin('victim@touchline.test'));
      samples.unknown.push(await timeLogin('nobody-here@touchline.test'));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[3]!;
    const known = median(samples.known);
    const unknown = median(samples.unknown);
    // A shortcut for unknown users would answer in well under a tenth of an argon2 check.
    expect(unknown / known).toBeGreaterThan(0.5);
    expect(unknown / known).toBeLessThan(2);
  });
});

describe('logs', () => {
  it('never writes passwords or bearer tokens to the log', async () => {
    const lines: string[] = [];
    const logged = await startTestApp({ LOG_LEVEL: 'info' });
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string) => {
      lines.push(String(chunk));
      return true;
    }) as typeof process.stdout.write;
    try {
      await logged.app.inject(loginRequest('admin@touchline.test', 'super-secret-password-x'));
      await logged.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer('secret-bearer-token-y') });
    } finally {
      process.stdout.write = write;
      await logged.close();
    }
    const log = lines.join('');
    expect(log).toContain('incoming request');
    expect(log).not.toContain('super-secret-password-x');
    expect(log).not.toContain('secret-bearer-token-y');
  });
});
