// The users API as a superuser manages it: listing, creating, reading, updating and deleting
// accounts, and who else may not.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { User } from './user.entity.js';
import { graphql, rest } from '../../test-support/graphql.js';
import { SUPERUSER, loginRequest } from '../../test-support/test-app.js';
import {
  admin,
  admin_id,
  db,
  itemsOf,
  newUser,
  NOT_ENOUGH_PRIVILEGES,
  t,
  USER_FIELDS,
  useUsersSuite,
} from '../../test-support/users-suite.js';

useUsersSuite();

describe('GET /api/users/', () => {
  let created: string[];
  beforeAll(async () => {
    created = [];
    for (const name of ['list-a', 'list-b', 'list-c']) {
      const response = await rest(t.app, 'POST', '/api/users/', admin, {
        email: `${name}@touchline.test`,
        password: 'list-password',
      });
      expect(response.statusCode).toBe(200);
      created.push(response.json().email);
    }
  });

  it('returns {data, count} with the newest user first', async () => {
    const response = await rest(t.app, 'GET', '/api/users/', admin);
    expect(response.statusCode).toBe(200);
    const { data, count } = response.json();
    expect(count).toBe(await db().count(User, {}));
    expect(data).toHaveLength(count);
    expect(data.slice(0, 3).map((user: { email: string }) => user.email)).toEqual([...created].reverse());
    const times = data.map((user: { created_at: string }) => Date.parse(user.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Object.keys(data[0]).sort()).toEqual(USER_FIELDS);
  });

  it('pages with skip and limit while count stays the total', async () => {
    const all = (await rest(t.app, 'GET', '/api/users/', admin)).json();
    const response = await rest(t.app, 'GET', '/api/users/?skip=1&limit=2', admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: all.data.slice(1, 3), count: all.count });
  });

  it('answers 422 for a limit of 0 and a negative skip', async () => {
    const zero = await rest(t.app, 'GET', '/api/users/?limit=0', admin);
    expect(zero.statusCode).toBe(422);
    expect(zero.json()).toEqual({
      detail: [
        { loc: ['query', 'limit'], msg: 'Input should be greater than or equal to 1', type: 'greater_than_equal' },
      ],
    });
    const negative = await rest(t.app, 'GET', '/api/users/?skip=-1', admin);
    expect(negative.statusCode).toBe(422);
    expect(negative.json().detail[0]).toMatchObject({ loc: ['query', 'skip'], type: 'greater_than_equal' });
  });

  it('answers 422 naming the largest skip for a skip past it, instead of failing in the database', async () => {
    const response = await rest(t.app, 'GET', '/api/users/?skip=99999999999999999999', admin);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: [
        { loc: ['query', 'skip'], msg: 'Input should be less than or equal to 2147483647', type: 'less_than_equal' },
      ],
    });
  });

  it('refuses a GraphQL page size of 0 with the REST words, instead of quietly reading one', async () => {
    const result = await graphql(t.app, '{ users(limit: 0) { count } }', {}, admin);
    expect(result.errors![0]).toMatchObject({
      message: 'Input should be greater than or equal to 1',
      extensions: { code: 'BAD_USER_INPUT', status: 422 },
    });
  });

  it('refuses a normal user with 403', async () => {
    const { token } = await newUser('lister@touchline.test');
    const response = await rest(t.app, 'GET', '/api/users/', token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(NOT_ENOUGH_PRIVILEGES);
  });

  it('answers 401 without a token', async () => {
    const response = await rest(t.app, 'GET', '/api/users/');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Not authenticated' });
  });
});

describe('POST /api/users/', () => {
  it('creates an active user who can log in, storing the e-mail lower-cased', async () => {
    const response = await rest(t.app, 'POST', '/api/users/', admin, {
      email: 'New.Person@Touchline.test',
      password: 'new-person-pw',
      full_name: 'New Person',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: 'new.person@touchline.test',
      full_name: 'New Person',
      avatar_url: null,
      is_active: true,
      is_superuser: false,
      created_at: expect.any(String),
      two_factor_enabled: false,
    });
    expect((await t.app.inject(loginRequest('new.person@touchline.test', 'new-person-pw'))).statusCode).toBe(200);
  });

  it('creates an inactive user when is_active is false, and a superuser when asked', async () => {
    const inactive = await rest(t.app, 'POST', '/api/users/', admin, {
      email: 'held@touchline.test',
      password: 'held-password',
      is_active: false,
    });
    expect(inactive.json()).toMatchObject({ is_active: false, is_superuser: false });
    const login = await t.app.inject(loginRequest('held@touchline.test', 'held-password'));
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({ detail: 'Inactive user' });

    const boss = await rest(t.app, 'POST', '/api/users/', admin, {
      email: 'boss@touchline.test',
      password: 'boss-password',
      is_superuser: true,
    });
    expect(boss.json()).toMatchObject({ is_active: true, is_superuser: true });
  });

  it('answers 400 with the trailing period for an e-mail already registered, in any case', async () => {
    for (const email of [SUPERUSER.email, SUPERUSER.email.toUpperCase()]) {
      const response = await rest(t.app, 'POST', '/api/users/', admin, { email, password: 'whatever-pw' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'The user with this email already exists in the system.' });
    }
  });

  it('answers 422 for a password shorter than 8 characters', async () => {
    const response = await rest(t.app, 'POST', '/api/users/', admin, {
      email: 'short@touchline.test',
      password: 'seven77',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: [
        { loc: ['body', 'password'], msg: 'String should have at least 8 characters', type: 'string_too_short' },
      ],
    });
  });

  it('answers 422 for a password longer than 128 characters', async () => {
    const response = await rest(t.app, 'POST', '/api/users/', admin, {
      email: 'long@touchline.test',
      password: 'x'.repeat(129),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: [
        { loc: ['body', 'password'], msg: 'String should have at most 128 characters', type: 'string_too_long' },
      ],
    });
  });

  it('answers 422 for an invalid e-mail, and for a missing one', async () => {
    const bad = await rest(t.app, 'POST', '/api/users/', admin, { email: 'not-an-email', password: 'good-password' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      detail: [{ loc: ['body', 'email'], msg: 'value is not a valid email address', type: 'value_error' }],
    });
    const missing = await rest(t.app, 'POST', '/api/users/', admin, { password: 'good-password' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ detail: [{ loc: ['body', 'email'], msg: 'Field required', type: 'missing' }] });
    expect(await db().count(User, { email: 'not-an-email' })).toBe(0);
  });

  it('refuses a normal user with 403 and creates nothing', async () => {
    const { token } = await newUser('creator@touchline.test');
    const response = await rest(t.app, 'POST', '/api/users/', token, {
      email: 'sneaky@touchline.test',
      password: 'sneaky-password',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(NOT_ENOUGH_PRIVILEGES);
    expect(await db().count(User, { email: 'sneaky@touchline.test' })).toBe(0);
  });
});

describe('GET /api/users/{id}', () => {
  it('returns the own profile to a normal user', async () => {
    const me = await newUser('self@touchline.test');
    const response = await rest(t.app, 'GET', `/api/users/${me.id}`, me.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: me.id, email: me.email });
  });

  it('returns the own profile for the own id written in upper case, as the usage endpoints take it', async () => {
    const me = await newUser('self-upper@touchline.test');
    const response = await rest(t.app, 'GET', `/api/users/${me.id.toUpperCase()}`, me.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: me.id });
  });

  it('answers 403 to a normal user asking for someone else', async () => {
    const me = await newUser('curious@touchline.test');
    const response = await rest(t.app, 'GET', `/api/users/${admin_id}`, me.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(NOT_ENOUGH_PRIVILEGES);
  });

  it('returns any user to a superuser, and 404 "User not found" for a missing id', async () => {
    const other = await newUser('visible@touchline.test');
    const found = await rest(t.app, 'GET', `/api/users/${other.id}`, admin);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ id: other.id, email: other.email, is_superuser: false });
    const missing = await rest(t.app, 'GET', '/api/users/00000000-0000-4000-8000-000000000000', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'User not found' });
  });
});

describe('PATCH /api/users/{id}', () => {
  it('lets a superuser change name, activity and password', async () => {
    const other = await newUser('managed@touchline.test');
    const response = await rest(t.app, 'PATCH', `/api/users/${other.id}`, admin, {
      full_name: 'Managed Person',
      password: 'set-by-admin-1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: other.id, full_name: 'Managed Person', is_active: true });
    expect((await t.app.inject(loginRequest(other.email, 'set-by-admin-1'))).statusCode).toBe(200);

    const paused = await rest(t.app, 'PATCH', `/api/users/${other.id}`, admin, { is_active: false });
    expect(paused.json().is_active).toBe(false);
    const login = await t.app.inject(loginRequest(other.email, 'set-by-admin-1'));
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({ detail: 'Inactive user' });
  });

  it('answers 404 with the template message for a missing id', async () => {
    const response = await rest(t.app, 'PATCH', '/api/users/00000000-0000-4000-8000-000000000000', admin, {
      full_name: 'Ghost',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'The user with this id does not exist in the system' });
  });

  it("answers 409 for another user's e-mail", async () => {
    const other = await newUser('collider@touchline.test');
    const response = await rest(t.app, 'PATCH', `/api/users/${other.id}`, admin, { email: SUPERUSER.email });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'User with this email already exists' });
  });

  it('answers 422 for a password shorter than 8 characters', async () => {
    const other = await newUser('weakset@touchline.test');
    const response = await rest(t.app, 'PATCH', `/api/users/${other.id}`, admin, { password: 'short' });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      { loc: ['body', 'password'], msg: 'String should have at least 8 characters', type: 'string_too_short' },
    ]);
  });
});

describe('DELETE /api/users/{id}', () => {
  it('answers 404 "User not found" for a missing id', async () => {
    const response = await rest(t.app, 'DELETE', '/api/users/00000000-0000-4000-8000-000000000000', admin);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'User not found' });
  });

  it("answers 403 for the superuser's own id", async () => {
    const response = await rest(t.app, 'DELETE', `/api/users/${admin_id}`, admin);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Super users are not allowed to delete themselves' });
    expect(await db().count(User, { id: admin_id })).toBe(1);
  });

  it('deletes the user and their items', async () => {
    const other = await newUser('removed@touchline.test');
    await rest(t.app, 'POST', '/api/items/', other.token, { title: 'left behind' });
    expect(await itemsOf(other.id)).toBe(1);
    const response = await rest(t.app, 'DELETE', `/api/users/${other.id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'User deleted successfully' });
    expect(await db().count(User, { id: other.id })).toBe(0);
    expect(await itemsOf(other.id)).toBe(0);
    const again = await rest(t.app, 'DELETE', `/api/users/${other.id}`, admin);
    expect(again.statusCode).toBe(404);
  });
});
