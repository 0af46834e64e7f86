// The users API for one's own account: the profile, the password and deleting the account.
import { describe, expect, it } from '@jest/globals';
import { User } from './user.entity.js';
import { EMAIL_CHANGE_ELSEWHERE } from './user.service.js';
import { graphql, rest } from '../../test-support/graphql.js';
import { SUPERUSER, loginRequest } from '../../test-support/test-app.js';
import { admin, db, itemsOf, newUser, t, useUsersSuite } from '../../test-support/users-suite.js';

useUsersSuite();

describe('PATCH /api/users/me', () => {
  it('updates the full name; a new e-mail is refused here (it needs the verified change) and the old one still logs in', async () => {
    const me = await newUser('renamer@touchline.test');
    const named = await rest(t.app, 'PATCH', '/api/users/me', me.token, { full_name: 'Re Named' });
    expect(named.statusCode).toBe(200);
    expect(named.json()).toMatchObject({ id: me.id, full_name: 'Re Named', email: 'renamer@touchline.test' });
    const moved = await rest(t.app, 'PATCH', '/api/users/me', me.token, {
      full_name: 'Not Saved',
      email: 'Renamed@Touchline.test',
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({ detail: EMAIL_CHANGE_ELSEWHERE });
    const stored = await db().findOneOrFail(User, { id: me.id });
    expect({ email: stored.email, fullName: stored.fullName }).toEqual({
      email: 'renamer@touchline.test',
      fullName: 'Re Named',
    });
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
    expect({ email: stored.email, fullName: stored.fullName }).toEqual({
      email: 'taker@touchline.test',
      fullName: null,
    });
  });

  it('accepts keeping the own e-mail', async () => {
    const me = await newUser('keeper@touchline.test');
    const response = await rest(t.app, 'PATCH', '/api/users/me', me.token, { email: 'keeper@touchline.test' });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe('keeper@touchline.test');
  });

  it('sets an https avatar URL and clears it with null', async () => {
    const me = await newUser('avatar@touchline.test');
    const set = await rest(t.app, 'PATCH', '/api/users/me', me.token, {
      avatar_url: 'https://cdn.touchline.test/avatars/me.png',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().avatar_url).toBe('https://cdn.touchline.test/avatars/me.png');
    expect((await rest(t.app, 'GET', '/api/users/me', me.token)).json().avatar_url).toBe(
      'https://cdn.touchline.test/avatars/me.png',
    );
    const cleared = await rest(t.app, 'PATCH', '/api/users/me', me.token, { avatar_url: null });
    expect(cleared.json().avatar_url).toBeNull();
  });

  it('takes and refuses the same e-mail addresses over REST and GraphQL, with the same message', async () => {
    const me = await newUser('one-rule@touchline.test');
    const overGraphql = (email: string) =>
      graphql(t.app, 'mutation ($email: String) { updateMe(input: { email: $email }) { email } }', { email }, me.token);
    for (const email of ['üser@example.com', 'two@@example.com', 'no-domain@']) {
      const viaRest = await rest(t.app, 'PATCH', '/api/users/me', me.token, { email });
      expect(viaRest.json().detail[0].msg).toBe('value is not a valid email address');
      const viaGraphql = await overGraphql(email);
      expect(viaGraphql.errors?.[0]).toMatchObject({
        message: 'value is not a valid email address',
        extensions: { status: 422 },
      });
    }
    const changeOverGraphql = (newEmail: string) =>
      graphql(
        t.app,
        'mutation ($input: ChangeEmailInput!) { changeEmail(input: $input) { newEmail } }',
        { input: { newEmail, currentPassword: me.password } },
        me.token,
      );
    for (const [index, email] of ['short@b.c', 'plus+tag@example.com'].entries()) {
      expect(
        (
          await rest(t.app, 'POST', '/api/users/me/email-change', me.token, {
            new_email: email,
            current_password: me.password,
          })
        ).statusCode,
      ).toBe(200);
      expect((await changeOverGraphql(`${index}.${email}`)).data?.changeEmail).toEqual({
        newEmail: `${index}.${email}`,
      });
    }
  });

  it('answers 422 for a bad e-mail and a full name over 255 characters', async () => {
    const me = await newUser('validated@touchline.test');
    const email = await rest(t.app, 'PATCH', '/api/users/me', me.token, { email: 'nope' });
    expect(email.statusCode).toBe(422);
    expect(email.json()).toEqual({
      detail: [{ loc: ['body', 'email'], msg: 'value is not a valid email address', type: 'value_error' }],
    });
    const name = await rest(t.app, 'PATCH', '/api/users/me', me.token, { full_name: 'n'.repeat(256) });
    expect(name.statusCode).toBe(422);
    expect(name.json()).toEqual({
      detail: [
        { loc: ['body', 'full_name'], msg: 'String should have at most 255 characters', type: 'string_too_long' },
      ],
    });
  });
});

describe('PATCH /api/users/me/password', () => {
  it('answers 400 "Incorrect password" for a wrong current password', async () => {
    const me = await newUser('wrongcurrent@touchline.test');
    const response = await rest(t.app, 'PATCH', '/api/users/me/password', me.token, {
      current_password: 'not-my-password',
      new_password: 'brand-new-pw',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Incorrect password' });
    expect((await t.app.inject(loginRequest(me.email, me.password))).statusCode).toBe(200);
  });

  it('answers 400 when the new password is the current one', async () => {
    const me = await newUser('samepw@touchline.test');
    const response = await rest(t.app, 'PATCH', '/api/users/me/password', me.token, {
      current_password: me.password,
      new_password: me.password,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'New password cannot be the same as the current one' });
  });

  it('changes the password: the new one logs in, the old one no longer does', async () => {
    const me = await newUser('changer@touchline.test');
    const response = await rest(t.app, 'PATCH', '/api/users/me/password', me.token, {
      current_password: me.password,
      new_password: 'changed-password-2',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password updated successfully' });
    expect((await t.app.inject(loginRequest(me.email, 'changed-password-2'))).statusCode).toBe(200);
    const old = await t.app.inject(loginRequest(me.email, me.password));
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual({ detail: 'Incorrect email or password' });
  });

  it('answers 422 for a new password shorter than 8 characters', async () => {
    const me = await newUser('shortnew@touchline.test');
    const response = await rest(t.app, 'PATCH', '/api/users/me/password', me.token, {
      current_password: me.password,
      new_password: 'short',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: [
        { loc: ['body', 'new_password'], msg: 'String should have at least 8 characters', type: 'string_too_short' },
      ],
    });
  });
});

describe('DELETE /api/users/me', () => {
  it('refuses a superuser with 403', async () => {
    const response = await rest(t.app, 'DELETE', '/api/users/me', admin, { current_password: SUPERUSER.password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Super users are not allowed to delete themselves' });
    expect(await db().count(User, { email: SUPERUSER.email })).toBe(1);
  });

  it("answers a call with no body by the account's rules (a superuser's 403, the password's 400), not 422", async () => {
    const superuser = await rest(t.app, 'DELETE', '/api/users/me', admin);
    expect(superuser.statusCode).toBe(403);
    expect(superuser.json()).toEqual({ detail: 'Super users are not allowed to delete themselves' });
    const me = await newUser('no-body-leaver@touchline.test');
    const user = await rest(t.app, 'DELETE', '/api/users/me', me.token);
    expect(user.statusCode).toBe(400);
    expect(user.json()).toEqual({ detail: 'Enter your current password to confirm it is you' });
    expect(await db().count(User, { id: me.id })).toBe(1);
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
