// Path parameters as long as the values routes take in them: an e-mail address of up to 255
// characters in the password-recovery paths is answered by the route, not refused by the router.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RECOVERY_SENT } from '../modules/auth/account.service.js';
import { USER_FIELD_RULES } from '../modules/users/user.rules.js';
import { addressOfLength } from '../test-support/addresses.js';
import { rest } from '../test-support/graphql.js';
import { SUPERUSER, startTestApp, type TestApp } from '../test-support/test-app.js';

const EMAIL_MAX_LENGTH = USER_FIELD_RULES.email.maxLength;

let t: TestApp;
let admin: string;
const longest = addressOfLength(EMAIL_MAX_LENGTH, 'recovery');

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(SUPERUSER.email, SUPERUSER.password);
  await t.createUser({ email: longest, password: 'long-address-pw' });
});
afterAll(() => t.close());

describe('e-mail addresses in the path', () => {
  it.each([101, 200, EMAIL_MAX_LENGTH])(
    'answers a password recovery for an unregistered address of %i characters',
    async (length) => {
      const response = await rest(
        t.app,
        'POST',
        `/api/password-recovery/${encodeURIComponent(addressOfLength(length, 'unknown'))}`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: RECOVERY_SENT });
    },
  );

  it('answers a password recovery for a registered 255-character address', async () => {
    const response = await rest(t.app, 'POST', `/api/password-recovery/${encodeURIComponent(longest)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: RECOVERY_SENT });
  });

  it('answers the recovery message of a user with a 255-character address, and 404 for an unknown one', async () => {
    const found = await rest(
      t.app,
      'POST',
      `/api/password-recovery-html-content/${encodeURIComponent(longest)}`,
      admin,
    );
    expect(found.statusCode).toBe(200);
    expect(found.headers['content-type']).toMatch(/^text\/html/);
    const missing = await rest(
      t.app,
      'POST',
      `/api/password-recovery-html-content/${encodeURIComponent(addressOfLength(EMAIL_MAX_LENGTH, 'nobody'))}`,
      admin,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'The user with this username does not exist in the system.' });
  });

  it('answers an address over the limit with 422 naming it, as it does in a body', async () => {
    const response = await rest(t.app, 'POST', `/api/password-recovery/${'a'.repeat(250)}%40example.test`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: [{ loc: ['path', 'email'], msg: 'String should have at most 255 characters', type: 'string_too_long' }],
    });
  });

  it('still refuses a path parameter past the router limit, in the {"detail"} shape, without repeating the path', async () => {
    const response = await rest(t.app, 'POST', `/api/password-recovery/${'a'.repeat(1025)}`);
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ detail: 'A path segment is too long (1024 characters at most)' });
  });

  it('answers 414 to a GET with an over-long parameter as to any other method, not 405 "Method Not Allowed"', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await rest(t.app, method, `/api/items/${'a'.repeat(1025)}`);
      expect([method, response.statusCode]).toEqual([method, 414]);
      expect(response.headers.allow).toBeUndefined();
    }
    const get = await rest(t.app, 'GET', `/api/users/${'a'.repeat(1025)}`);
    expect(get.statusCode).toBe(414);
    expect(get.json()).toEqual({ detail: 'A path segment is too long (1024 characters at most)' });
  });
});
