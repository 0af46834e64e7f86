// A password check costs ~0.2 s of CPU on one of libuv's few threads, which every other request
// also needs (files, compression, name lookups). No client's burst of them may hold up other
// callers' work, and a check the server is too busy to run must cost its caller nothing: no
// throttle point, no spent link.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startSmtpInbox, tokenFromLink, type SmtpInbox } from '@touchline/test-stand-ins/smtp-inbox';
import { PASSWORD_CHECKS_BUSY } from '../users/password-hasher.js';
import { rest } from '../../test-support/graphql.js';
import { bearer, loginRequest, startTestApp, type TestApp } from '../../test-support/test-app.js';
import { fakeWebRoot } from '../../test-support/web-root.js';

const BURST = 40;

describe('a burst of wrong passwords from one client (default limits, real HTTP)', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp({ WEB_ROOT: fakeWebRoot() });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it("leaves the dashboard's files served at once, before a quarter of the burst is checked", async () => {
    const answered: string[] = [];
    const logins = Array.from({ length: BURST }, (_, index) =>
      fetch(`${base}/api/login/access-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: `guess-${index}@touchline.test`, password: 'wrong-password' }),
      }).then(async (response) => {
        await response.arrayBuffer();
        answered.push(`login ${response.status}`);
      }),
    );
    // Reading a file takes one of libuv's threads: the one the password checks must leave free.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const script = await fetch(`${base}/static/js/index.0123456789.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(script.status).toBe(200);
    expect(await script.text()).toContain('shell');
    answered.push('script');
    await Promise.all(logins);

    const checkedFirst = answered.slice(0, answered.indexOf('script')).filter((entry) => entry === 'login 400');
    expect(checkedFirst.length).toBeLessThan(BURST / 4);
    // Each login was checked (400) or, past the waiting room, refused at once (503): none failed otherwise.
    expect(answered.filter((entry) => !/^(script|login 400|login 503)$/.test(entry))).toEqual([]);
  });
});

describe('a password check the server is too busy to run (one at a time, none waiting)', () => {
  let t: TestApp;
  let inbox: SmtpInbox;
  const member = { email: 'member@touchline.test', password: 'member-password-1' };
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await startTestApp({
      ...inbox.env,
      PASSWORD_CHECKS_AT_ONCE: '1',
      PASSWORD_CHECKS_MAX_WAITING: '0',
      THROTTLE_ATTEMPTS_PER_ACCOUNT: '2',
      SHED_RETRY_AFTER_SECONDS: '3',
    });
    await t.createUser(member);
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  /** Takes the one turn to check a password until the returned promise settles. */
  const occupyPasswordChecks = () => t.app.deps.passwords.hash('someone else is signing in');

  it('refuses a login at once with 503 and Retry-After, without counting it against the account', async () => {
    const busy = occupyPasswordChecks();
    const refused = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      refused.push(await t.app.inject(loginRequest(member.email, 'a-wrong-password')));
    }
    await busy;

    for (const response of refused) {
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('3');
      expect(response.json()).toEqual({ detail: PASSWORD_CHECKS_BUSY });
    }
    // Three refusals against a limit of two attempts: had they counted, this would be a 429.
    const login = await t.app.inject(loginRequest(member.email, member.password));
    expect(login.statusCode).toBe(200);
  });

  it('leaves a recovery link unspent when the new password could not be hashed', async () => {
    await rest(t.app, 'POST', `/api/password-recovery/${member.email}`);
    await t.app.deps.afterAnswer.settled();
    const token = tokenFromLink(await inbox.waitFor(member.email), '/reset-password');

    const busy = occupyPasswordChecks();
    const refused = await rest(t.app, 'POST', '/api/reset-password/', undefined, {
      token,
      new_password: 'a-new-password-2',
    });
    await busy;
    expect(refused.statusCode).toBe(503);

    const reset = await rest(t.app, 'POST', '/api/reset-password/', undefined, {
      token,
      new_password: 'a-new-password-2',
    });
    expect(reset.statusCode).toBe(200);
    const login = await t.app.inject(loginRequest(member.email, 'a-new-password-2'));
    expect(login.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/login/test-token', headers: bearer(login.json().access_token) }))
        .statusCode,
    ).toBe(200);
  });
});
