// The users API's GraphQL twins answer as their REST routes do: one service under both.
import { describe, expect, it } from '@jest/globals';
import { User } from './user.entity.js';
import { EMAIL_CHANGE_ELSEWHERE } from './user.service.js';
import { graphql, rest } from '../../test-support/graphql.js';
import { SUPERUSER, loginRequest } from '../../test-support/test-app.js';
import { admin, admin_id, db, newUser, t, useUsersSuite } from '../../test-support/users-suite.js';

useUsersSuite();

describe('GraphQL twins share the REST service', () => {
  it('users: the same page, in the same order, as GET /api/users/', async () => {
    const fromRest = (await rest(t.app, 'GET', '/api/users/?skip=0&limit=3', admin)).json();
    const result = await graphql(
      t.app,
      '{ users(skip: 0, limit: 3) { count data { id email fullName isActive isSuperuser } } }',
      {},
      admin,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.users).toEqual({
      count: fromRest.count,
      data: fromRest.data.map((u: Record<string, unknown>) => ({
        id: u.id,
        email: u.email,
        fullName: u.full_name,
        isActive: u.is_active,
        isSuperuser: u.is_superuser,
      })),
    });
  });

  it('updateMe: the change is visible over REST, and a new e-mail is the same 400 as over REST', async () => {
    const me = await newUser('gqlprofile@touchline.test');
    const update = await graphql(
      t.app,
      'mutation ($input: ProfileInput!) { updateMe(input: $input) { fullName email } }',
      { input: { fullName: 'Graph Q' } },
      me.token,
    );
    expect(update.data!.updateMe).toEqual({ fullName: 'Graph Q', email: me.email });
    expect((await rest(t.app, 'GET', '/api/users/me', me.token)).json().full_name).toBe('Graph Q');

    const taken = await graphql(
      t.app,
      'mutation ($input: ProfileInput!) { updateMe(input: $input) { email } }',
      { input: { email: SUPERUSER.email } },
      me.token,
    );
    expect(taken.errors![0]).toMatchObject({
      message: EMAIL_CHANGE_ELSEWHERE,
      extensions: { code: 'BAD_REQUEST', status: 400 },
    });
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
    expect(result.errors![0]).toMatchObject({
      message: 'Incorrect password',
      extensions: { code: 'BAD_REQUEST', status: 400 },
    });
  });

  it('deleteUser: the user is gone over REST, and deleting oneself is refused', async () => {
    const other = await newUser('gqldeleted@touchline.test');
    const result = await graphql(
      t.app,
      'mutation ($id: ID!) { deleteUser(id: $id) { message } }',
      { id: other.id },
      admin,
    );
    expect(result.data!.deleteUser).toEqual({ message: 'User deleted successfully' });
    expect((await rest(t.app, 'GET', `/api/users/${other.id}`, admin)).statusCode).toBe(404);

    const self = await graphql(
      t.app,
      'mutation ($id: ID!) { deleteUser(id: $id) { message } }',
      { id: admin_id },
      admin,
    );
    expect(self.errors![0]).toMatchObject({
      message: 'Super users are not allowed to delete themselves',
      extensions: { status: 403 },
    });
  });

  it('createUser: a duplicate e-mail is the REST 400 with the trailing period', async () => {
    const result = await graphql(
      t.app,
      'mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }',
      { input: { email: SUPERUSER.email, password: 'whatever-pw' } },
      admin,
    );
    expect(result.errors![0]).toMatchObject({
      message: 'The user with this email already exists in the system.',
      extensions: { code: 'BAD_REQUEST', status: 400 },
    });
  });

  it("createUser: a short password is REST's 422, naming the field with REST's words", async () => {
    const result = await graphql(
      t.app,
      'mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }',
      { input: { email: 'gqlshort@touchline.test', password: 'short' } },
      admin,
    );
    expect(result.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      status: 422,
      detail: [
        { loc: ['input', 'password'], msg: 'String should have at least 8 characters', type: 'string_too_short' },
      ],
    });
    expect(await db().count(User, { email: 'gqlshort@touchline.test' })).toBe(0);
  });
});
