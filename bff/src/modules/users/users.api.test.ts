import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Item } from '../items/item.entity.js';
import { User } from './user.entity.js';
import { EMAIL_CHANGE_ELSEWHERE } from './user.service.js';
import { seedUser } from '../../test-support/fixtures.js';
import { graphql, rest } from '../../test-support/graphql.js';
import { SUPERUSER, loginRequest, startTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let admin: string;
let admin_id: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(SUPERUSER.email, SUPERUSER.password);
  admin_id = (await rest(t.app, 'GET', '/api/users/me', admin)).json().id;
});
afterAll(() => t.close());

/** A fresh active user with a token, for tests that change or delete their account. */
const newUser = (email: string) => seedUser(t, { email });

const db = () => t.app.deps.orm.em.fork();
const itemsOf = (ownerId: string) => db().count(Item, { owner: ownerId });
const USER_FIELDS = ['avatar_url', 'created_at', 'email', 'full_name', 'id', 'is_active', 'is_superuser'].sort();
const NOT_ENOUGH_PRIVILEGES = { detail: "The user doesn't have enough privileges" };

describe('GET /api/users/', () => {
  let created: string[];
  beforeAll(async () => {
    created = [];
    for (const name of ['list-a', 'list-b', 'list-c']) {
      const response = await rest(t.app, 'POST', '/api/users/', admin, { email: `${name}@touchline.test`, password: 'list-password' });
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
    expect(zero.json()).toEqual({ detail: [{ loc: ['query', 'limit'], msg: 'Input should be greater than or equal to 1', type: 'greater_than_equal' }] });
    const negative = await rest(t.app, 'GET', '/api/users/?skip=-1', admin);
    expect(negative.statusCode).toBe(422);
    expect(negative.json().detail[0]).toMatchObject({ loc: ['query', 'skip'], type: 'greater_than_equal' });
  });

  it('answers 422 naming the largest skip for a skip past it, instead of failing in the database', async () => {
    const response = await rest(t.app, 'GET', '/api/users/?skip=99999999999999999999', admin);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: [{ loc: ['query', 'skip'], msg: 'Input should be less than or equal to 2147483647', type: 'less_than_equal' }] });
  });

  it('refuses a GraphQL page size of 0 with the REST words, instead of quietly reading one', async () => {
    const result = await graphql(t.app, '{ users(limit: 0) { count } }', {}, admin);
    expect(result.errors![0]).toMatchObject({ message: 'Input should be greater than or equal to 1', extensions: { code: 'BAD_USER_INPUT', status: 422 } });
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
    const response = await rest(t.app, 'POST', '/api/users/', admin, { email: 'New.Person@Touchline.test', password: 'new-person-pw', full_name: 'New Person' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: 'new.person@touchline.test',
      full_name: 'New Person',
      avatar_url: null,
      is_active: true,
      is_superuser: false,
      created_at: expect.any(String),
    });
    expect((await t.app.inject(loginRequest('new.person@touchline.test', 'new-person-pw'))).statusCode).toBe(200);
  });

  it('creates an inactive user when is_active is false, and a superuser when asked', async () => {
    const inactive = await rest(t.app, 'POST', '/api/users/', admin, { email: 'held@touchline.test', password: 'held-password', is_active: false });
    expect(inactive.json()).toMatchObject({ is_active: false, is_superuser: false });
    const login = await t.app.inject(loginRequest('held@touchline.test', 'held-password'));
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({ detail: 'Inactive user' });

    const boss = await rest(t.app, 'POST', '/api/users/', admin, { email: 'boss@touchline.test', password: 'boss-password', is_superuser: true });
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
    const response = await rest(t.app, 'POST', '/api/users/', admin, { email: 'short@touchline.test', password: 'seven77' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: [{ loc: ['body', 'password'], msg: 'String should have at least 8 characters', type: 'string_too_short' }] });
  });

  it('answers 422 for a password longer than 128 characters', async () => {
    const response = await rest(t.app, 'POST', '/api/users/', admin, { email: 'long@touchline.test', password: 'x'.repeat(129) });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: [{ loc: ['body', 'password'], msg: 'String should have at most 128 characters', type: 'string_too_long' }] });
  });

  it('answers 422 for an invalid e-mail, and for a missing one', async () => {
    const bad = await rest(t.app, 'POST', '/api/users/', admin, { email: 'not-an-email', password: 'good-password' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ detail: [{ loc: ['body', 'email'], msg: 'value is not a valid email address', type: 'value_error' }] });
    const missing = await rest(t.app, 'POST', '/api/users/', admin, { password: 'good-password' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ detail: [{ loc: ['body', 'email'], msg: 'Field required', type: 'missing' }] });
    expect(await db().count(User, { email: 'not-an-email' })).toBe(0);
  });

  it('refuses a normal user with 403 and creates nothing', async () => {
    const { token } = await newUser('creator@touchline.test');
    const response = await rest(t.app, 'POST', '/api/users/', token, { email: 'sneaky@touchline.test', password: 'sneaky-password' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(NOT_ENOUGH_PRIVILEGES);
    expect(await db().count(User, { email: 'sneaky@touchline.test' })).toBe(0);
  });
});

describe('PATCH /api/users/me', () => {
  it('updates the full name; a new e-mail is refused here (it needs the verified change) and the old one still logs in', async () => {
    const me = await newUser('renamer@touchline.test');
    const named = await rest(t.app, 'PATCH', '/api/users/me', me.token, { full_name: 'Re Named' });
    expect(named.statusCode).toBe(200);
    expect(named.json()).toMatchObject({ id: me.id, full_name: 'Re Named', email: 'renamer@touchline.test' });
    const moved = await rest(t.app, 'PATCH', '/api/users/me', me.token, { full_name: 'Not Saved', email: 'Renamed@Touchline.test' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({ detail: EMAIL_CHANGE_ELSEWHERE });
    const stored = await db().findOneOrFail(User, { id: me.id });
    expect({ email: stored.email, fullName: stored.fullName }).toEqual({ email: 'renamer@touchline.test', fullName: 'Re Named' });
    expect((await t.app.inject(loginRequest('renamer@touchline.test', me.password))).statusCode).toBe(200);
  });

  it("refuses another user's e-mail, in any case, as any new address, and changes nothing", async () => {
    const me = await newUser('taker@touchline.test');
    for (const email of [SUPERUSER.email, SUPERUSER.email.toUpperCase()]) {
      const response = await rest(t.app, 'PATCH', '/api/users/me', me.token, { email, full_name: 'Should Not Stick' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: EMAIL_CHANGE_ELSEWHERE });
    }
    const stored = await db().findOneOrFail(User, { id: me.id });
    expect({ email: stored.email, fullName: stored.fullName }).toEqual({ email: 'taker@touchline.test', fullName: null });
  });

  it('accepts keeping the own e-mail', async () => {
    const me = await newUser('keeper@touchline.test');
    const response = await rest(t.app, 'PATCH', '/api/users/me', me.token, { email: 'keeper@touchline.test' });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe('keeper@touchline.test');
  });

  it('sets an https avatar URL and clears it with null', async () => {
    const me = await newUser('avatar@touchline.test');
    const set = await rest(t.app, 'PATCH', '/api/users/me', me.token, { avatar_url: 'https://cdn.touchline.test/avatars/me.png' });
    expect(set.statusCode).toBe(200);
    expect(set.json().avatar_url).toBe('https://cdn.touchline.test/avatars/me.png');
    expect((await rest(t.app, 'GET', '/api/users/me', me.token)).json().avatar_url).toBe('https://cdn.touchline.test/avatars/me.png');
    const cleared = await rest(t.app, 'PATCH', '/api/users/me', me.token, { avatar_url: null });
    expect(cleared.json().avatar_url).toBeNull();
  });

  it('takes and refuses the same e-mail addresses over REST and GraphQL, with the same message', async () => {
    const me = await newUser('one-rule@touchline.test');
    const overGraphql = (email: string) => graphql(t.app, 'mutation ($email: String) { updateMe(input: { email: $email }) { email } }', { email }, me.token);
    for (const email of ['üser@example.com', 'two@@example.com', 'no-domain@']) {
      const viaRest = await rest(t.app, 'PATCH', '/api/users/me', me.token, { email });
      expect(viaRest.json().detail[0].msg).toBe('value is not a valid email address');
      const viaGraphql = await overGraphql(email);
      expect(viaGraphql.errors?.[0]).toMatchObject({ message: 'value is not a valid email address', extensions: { status: 422 } });
    }
    const changeOverGraphql = (newEmail: string) =>
      graphql(t.app, 'mutation ($input: ChangeEmailInput!) { changeEmail(input: $input) { newEmail } }', { input: { newEmail, currentPassword: me.password } }, me.token);
    for (const [index, email] of ['short@b.c', 'plus+tag@example.com'].entries()) {
      expect((await rest(t.app, 'POST', '/api/users/me/email-change', me.token, { new_email: email, current_password: me.password })).statusCode).toBe(200);
      expect((await changeOverGraphql(`${index}.${email}`)).data?.changeEmail).toEqual({ newEmail: `${index}.${email}` });
    }
  });

  it('answers 422 for a bad e-mail and a full name over 255 characters', async () => {
    const me = await newUser('validated@touchline.test');
    const email = await rest(t.app, 'PATCH', '/api/users/me', me.token, { email: 'nope' });
    expect(email.statusCode).toBe(422);
    expect(email.json()).toEqual({ detail: [{ loc: ['body', 'email'], msg: 'value is not a valid email address', type: 'value_error' }] });
    const name = await rest(t.app, 'PATCH', '/api/users/me', me.token, { full_name: 'n'.repeat(256) });
    expect(name.statusCode).toBe(422);
    expect(name.json()).toEqual({ detail: [{ loc: ['body', 'full_name'], msg: 'String should have at most 255 characters', type: 'string_too_long' }] });
  });
});

describe('PATCH /api/users/me/password', () => {
  it('answers 400 "Incorrect password" for a wrong current password', async () => {
    const me = await newUser('wrongcurrent@touchline.test');
    const response = await rest(t.app, 'PATCH', '/api/users/me/password', me.token, { current_password: 'not-my-password', new_password: 'brand-new-pw' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Incorrect password' });
    expect((await t.app.inject(loginRequest(me.email, me.password))).statusCode).toBe(200);
  });

  it('answers 400 when the new password is the current one', async () => {
    const me = await newUser('samepw@touchline.test');
    const response = await rest(t.app, 'PATCH', '/api/users/me/password', me.token, { current_password: me.password, new_password: me.password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'New password cannot be the same as the current one' });
  });

  it('changes the password: the new one logs in, the old one no longer does', async () => {
    const me = await newUser('changer@touchline.test');
    const response = await rest(t.app, 'PATCH', '/api/users/me/password', me.token, { current_password: me.password, new_password: 'changed-password-2' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password updated successfully' });
    expect((await t.app.inject(loginRequest(me.email, 'changed-password-2'))).statusCode).toBe(200);
    const old = await t.app.inject(loginRequest(me.email, me.password));
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual({ detail: 'Incorrect email or password' });
  });

  it('answers 422 for a new password shorter than 8 characters', async () => {
    const me = await newUser('shortnew@touchline.test');
    const response = await rest(t.app, 'PATCH', '/api/users/me/password', me.token, { current_password: me.password, new_password: 'short' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: [{ loc: ['body', 'new_password'], msg: 'String should have at least 8 characters', type: 'string_too_short' }] });
  });
});

describe('DELETE /api/users/me', () => {
  it('refuses a superuser with 403', async () => {
    const response = await rest(t.app, 'DELETE', '/api/users/me', admin, { current_password: SUPERUSER.password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Super users are not allowed to delete themselves' });
    expect(await db().count(User, { email: SUPERUSER.email })).toBe(1);
  });

  it('deletes the user together with their items', async () => {
    const me = await newUser('leaver@touchline.test');
    for (const title of ['one', 'two']) {
      expect((await rest(t.app, 'POST', '/api/items/', me.token, { title })).statusCode).toBe(200);
    }
    expect(await itemsOf(me.id)).toBe(2);
    const response = await rest(t.app, 'DELETE', '/api/users/me', me.token, { current_password: me.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'User deleted successfully' });
    expect(await db().count(User, { id: me.id })).toBe(0);
    expect(await itemsOf(me.id)).toBe(0);
    const after = await rest(t.app, 'GET', '/api/users/me', me.token);
    expect(after.statusCode).toBe(404);
    expect(after.json()).toEqual({ detail: 'User not found' });
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
    const response = await rest(t.app, 'PATCH', `/api/users/${other.id}`, admin, { full_name: 'Managed Person', password: 'set-by-admin-1' });
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
    const response = await rest(t.app, 'PATCH', '/api/users/00000000-0000-4000-8000-000000000000', admin, { full_name: 'Ghost' });
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
    expect(response.json().detail).toEqual([{ loc: ['body', 'password'], msg: 'String should have at least 8 characters', type: 'string_too_short' }]);
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

describe('GraphQL twins share the REST service', () => {
  it('users: the same page, in the same order, as GET /api/users/', async () => {
    const fromRest = (await rest(t.app, 'GET', '/api/users/?skip=0&limit=3', admin)).json();
    const result = await graphql(t.app, '{ users(skip: 0, limit: 3) { count data { id email fullName isActive isSuperuser } } }', {}, admin);
    expect(result.errors).toBeUndefined();
    expect(result.data!.users).toEqual({
      count: fromRest.count,
      data: fromRest.data.map((u: Record<string, unknown>) => ({ id: u.id, email: u.email, fullName: u.full_name, isActive: u.is_active, isSuperuser: u.is_superuser })),
    });
  });

  it('updateMe: the change is visible over REST, and a new e-mail is the same 400 as over REST', async () => {
    const me = await newUser('gqlprofile@touchline.test');
    const update = await graphql(t.app, 'mutation ($input: ProfileInput!) { updateMe(input: $input) { fullName email } }', { input: { fullName: 'Graph Q' } }, me.token);
    expect(update.data!.updateMe).toEqual({ fullName: 'Graph Q', email: me.email });
    expect((await rest(t.app, 'GET', '/api/users/me', me.token)).json().full_name).toBe('Graph Q');

    const taken = await graphql(t.app, 'mutation ($input: ProfileInput!) { updateMe(input: $input) { email } }', { input: { email: SUPERUSER.email } }, me.token);
    expect(taken.errors![0]).toMatchObject({ message: EMAIL_CHANGE_ELSEWHERE, extensions: { code: 'BAD_REQUEST', status: 400 } });
  });

  it('changePassword: returns a fresh token that works, and the new password logs in', async () => {
    const me = await newUser('gqlpw@touchline.test');
    const result = await graphql(
      t.app,
      'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { accessToken tokenType } }',
      { input: { currentPassword: me.password, newPassword: 'graphql-new-pw' } },
      me.token,
    );
    expect(result.errors).toBeUndefined();
    const { accessToken, tokenType } = result.data!.changePassword;
    expect(tokenType).toBe('bearer');
    const viaRest = await rest(t.app, 'GET', '/api/users/me', accessToken);
    expect(viaRest.statusCode).toBe(200);
    expect(viaRest.json().id).toBe(me.id);
    expect((await t.app.inject(loginRequest(me.email, 'graphql-new-pw'))).statusCode).toBe(200);
  });

  it('changePassword: a wrong current password is the REST 400', async () => {
    const me = await newUser('gqlwrong@touchline.test');
    const result = await graphql(
      t.app,
      'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { accessToken } }',
      { input: { currentPassword: 'not-the-password', newPassword: 'graphql-new-pw' } },
      me.token,
    );
    expect(result.errors![0]).toMatchObject({ message: 'Incorrect password', extensions: { code: 'BAD_REQUEST', status: 400 } });
  });

  it('deleteUser: the user is gone over REST, and deleting oneself is refused', async () => {
    const other = await newUser('gqldeleted@touchline.test');
    const result = await graphql(t.app, 'mutation ($id: ID!) { deleteUser(id: $id) { message } }', { id: other.id }, admin);
    expect(result.data!.deleteUser).toEqual({ message: 'User deleted successfully' });
    expect((await rest(t.app, 'GET', `/api/users/${other.id}`, admin)).statusCode).toBe(404);

    const self = await graphql(t.app, 'mutation ($id: ID!) { deleteUser(id: $id) { message } }', { id: admin_id }, admin);
    expect(self.errors![0]).toMatchObject({ message: 'Super users are not allowed to delete themselves', extensions: { status: 403 } });
  });

  it('createUser: a duplicate e-mail is the REST 400 with the trailing period', async () => {
    const result = await graphql(t.app, 'mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }', { input: { email: SUPERUSER.email, password: 'whatever-pw' } }, admin);
    expect(result.errors![0]).toMatchObject({ message: 'The user with this email already exists in the system.', extensions: { code: 'BAD_REQUEST', status: 400 } });
  });

  it("createUser: a short password is REST's 422, naming the field with REST's words", async () => {
    const result = await graphql(t.app, 'mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }', { input: { email: 'gqlshort@touchline.test', password: 'short' } }, admin);
    expect(result.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 422, detail: [{ loc: ['input', 'password'], msg: 'String should have at least 8 characters', type: 'string_too_short' }] });
    expect(await db().count(User, { email: 'gqlshort@touchline.test' })).toBe(0);
  });
});
