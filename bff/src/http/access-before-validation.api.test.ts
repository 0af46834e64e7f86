// Access is decided before anything of the request is read: a caller who may not call a route
// gets its 401 or 403 whatever it sent, and learns nothing of the route's schema (no 422 list of
// fields), nor of its body limits (no 413) or formats (no malformed-JSON 422).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { seedUser, type SeededUser } from '../test-support/fixtures.js';
import { rest } from '../test-support/graphql.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let member: SeededUser;
let admin: SeededUser;

beforeAll(async () => {
  t = await startTestApp();
  member = await seedUser(t, { email: 'member@touchline.test' });
  admin = await seedUser(t, { email: 'root@touchline.test', isSuperuser: true });
});
afterAll(() => t.close());

const NOT_AUTHENTICATED = { detail: 'Not authenticated' };
const NOT_PRIVILEGED = { detail: "The user doesn't have enough privileges" };
const json = { 'content-type': 'application/json' };

describe('without a token', () => {
  it.each([
    ['an empty body to POST /api/items/', 'POST', '/api/items/', {}],
    ['a body of the wrong types to POST /api/items/', 'POST', '/api/items/', { title: 42, description: [] }],
    ['an invalid body to PATCH /api/users/me', 'PATCH', '/api/users/me', { email: 'not an e-mail', unknown: true }],
    [
      'a wrongly typed body to PATCH /api/users/me/password',
      'PATCH',
      '/api/users/me/password',
      { current_password: 1 },
    ],
    ['an invalid query to GET /api/items/', 'GET', '/api/items/?skip=minus-one&limit=1e2', undefined],
    ['an invalid query to GET /api/usage/timeseries', 'GET', '/api/usage/timeseries?interval=week', undefined],
    ['a query without the key name to POST /api/api-keys/', 'POST', '/api/api-keys/?expires_in_days=0', undefined],
  ])('answers 401 to %s, not 422', async (_what, method, url, body) => {
    const response = await rest(t.app, method as 'POST', url, undefined, body);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(NOT_AUTHENTICATED);
  });

  it('answers 401 to a malformed JSON body, and to one over the size limit, before reading it', async () => {
    const malformed = await t.app.inject({ method: 'POST', url: '/api/items/', headers: json, payload: '{"title": ' });
    expect(malformed.statusCode).toBe(401);
    expect(malformed.json()).toEqual(NOT_AUTHENTICATED);
    const large = await t.app.inject({
      method: 'POST',
      url: '/api/items/',
      headers: json,
      payload: JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(large.statusCode).toBe(401);
    expect(large.json()).toEqual(NOT_AUTHENTICATED);
  });

  it('answers 403 to a forged token whatever the body', async () => {
    const response = await rest(t.app, 'POST', '/api/items/', 'not.a.token', {});
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Could not validate credentials' });
  });
});

describe("a normal user on a superuser's route", () => {
  it.each([
    ['an invalid body to POST /api/users/', 'POST', '/api/users/', { email: 'nope', password: 'short' }],
    ['an empty body to POST /api/users/', 'POST', '/api/users/', {}],
    [
      'an invalid body to PATCH /api/users/{id}',
      'PATCH',
      '/api/users/00000000-0000-7000-8000-000000000000',
      { is_superuser: 'yes' },
    ],
    ['an invalid query to GET /api/users/', 'GET', '/api/users/?limit=-5', undefined],
    [
      'an over-long path parameter to POST /api/password-recovery-html-content/{email}',
      'POST',
      `/api/password-recovery-html-content/${'a'.repeat(300)}`,
      undefined,
    ],
  ])('answers 403 to %s, not 422', async (_what, method, url, body) => {
    const response = await rest(t.app, method as 'POST', url, member.token, body);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(NOT_PRIVILEGED);
  });
});

describe('a caller who may call the route', () => {
  it('still gets the 422 list for what it sent wrong', async () => {
    const item = await rest(t.app, 'POST', '/api/items/', member.token, {});
    expect(item.statusCode).toBe(422);
    expect(item.json().detail).toEqual([{ loc: ['body', 'title'], msg: 'Field required', type: 'missing' }]);
    const user = await rest(t.app, 'POST', '/api/users/', admin.token, { email: 'nope', password: 'long-enough-pw' });
    expect(user.statusCode).toBe(422);
    expect(user.json().detail).toEqual([expect.objectContaining({ loc: ['body', 'email'] })]);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/items/',
      headers: { ...json, authorization: `Bearer ${member.token}` },
      payload: '{"title": ',
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().detail).toEqual([{ loc: ['body'], msg: 'JSON decode error', type: 'json_invalid' }]);
  });
});

describe('over real HTTP', () => {
  it('answers the next request on the connection normally after refusing one whose body it did not read', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const body = JSON.stringify({ title: 'x'.repeat(512 * 1024) });
    for (let i = 0; i < 3; i++) {
      const refused = await fetch(`${address}/api/items/`, { method: 'POST', headers: json, body });
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual(NOT_AUTHENTICATED);
      const created = await fetch(`${address}/api/items/`, {
        method: 'POST',
        headers: { ...json, authorization: `Bearer ${member.token}` },
        body: JSON.stringify({ title: `after ${i}` }),
      });
      expect(created.status).toBe(200);
      expect(await created.json()).toMatchObject({ title: `after ${i}` });
    }
  });
});
