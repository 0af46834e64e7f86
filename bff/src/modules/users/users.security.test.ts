import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { User } from './user.entity.js';
import { seedUser, type SeededUser } from '../../test-support/fixtures.js';
import { graphql, rest } from '../../test-support/graphql.js';
import { loginRequest, SUPERUSER, startTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let admin: string;
let mallory: SeededUser;
let victim: SeededUser;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(SUPERUSER.email, SUPERUSER.password);
  mallory = await seedUser(t, { email: 'mallory@touchline.test', fullName: 'Mallory' });
  victim = await seedUser(t, { email: 'victim@touchline.test', fullName: 'Victim' });
});
afterAll(() => t.close());

const NOT_ENOUGH_PRIVILEGES = "The user doesn't have enough privileges";
const stored = (id: string) => t.app.deps.orm.em.fork().findOne(User, { id });

describe('a normal user cannot reach other accounts over REST', () => {
  it("cannot read another user's profile", async () => {
    const response = await rest(t.app, 'GET', `/api/users/${victim.id}`, mallory.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: NOT_ENOUGH_PRIVILEGES });
    expect(response.body).not.toContain(victim.email);
  });

  it('cannot update another user, and nothing changes', async () => {
    const response = await rest(t.app, 'PATCH', `/api/users/${victim.id}`, mallory.token, {
      email: 'mallory2@touchline.test',
      password: 'taken-over-pw',
      is_superuser: true,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: NOT_ENOUGH_PRIVILEGES });
    const user = await stored(victim.id);
    expect({ email: user?.email, isSuperuser: user?.isSuperuser, tokenVersion: user?.tokenVersion }).toEqual({
      email: victim.email,
      isSuperuser: false,
      tokenVersion: 0,
    });
  });

  it('cannot delete another user', async () => {
    const response = await rest(t.app, 'DELETE', `/api/users/${victim.id}`, mallory.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: NOT_ENOUGH_PRIVILEGES });
    expect(await stored(victim.id)).not.toBeNull();
  });

  it('cannot make itself a superuser or reactivate itself through PATCH /users/me', async () => {
    const response = await rest(t.app, 'PATCH', '/api/users/me', mallory.token, {
      full_name: 'Mallory',
      is_superuser: true,
      is_active: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().is_superuser).toBe(false);
    expect((await stored(mallory.id))?.isSuperuser).toBe(false);
    expect((await rest(t.app, 'GET', '/api/users/', mallory.token)).statusCode).toBe(403);
  });
});

describe('a normal user cannot reach other accounts over GraphQL', () => {
  it("cannot read another user's profile", async () => {
    const result = await graphql(
      t.app,
      'query ($id: ID!) { user(id: $id) { email } }',
      { id: victim.id },
      mallory.token,
    );
    expect(result.data).toBeNull();
    expect(result.errors![0]).toMatchObject({
      message: NOT_ENOUGH_PRIVILEGES,
      extensions: { code: 'FORBIDDEN', status: 403 },
    });
  });

  it('cannot update another user', async () => {
    const result = await graphql(
      t.app,
      'mutation ($id: ID!) { updateUser(id: $id, input: { isSuperuser: true, password: "taken-over-pw" }) { id } }',
      { id: victim.id },
      mallory.token,
    );
    expect(result.errors![0]).toMatchObject({
      message: NOT_ENOUGH_PRIVILEGES,
      extensions: { code: 'FORBIDDEN', status: 403 },
    });
    expect((await stored(victim.id))?.tokenVersion).toBe(0);
  });

  it('cannot delete another user', async () => {
    const result = await graphql(
      t.app,
      'mutation ($id: ID!) { deleteUser(id: $id) { message } }',
      { id: victim.id },
      mallory.token,
    );
    expect(result.errors![0]).toMatchObject({
      message: NOT_ENOUGH_PRIVILEGES,
      extensions: { code: 'FORBIDDEN', status: 403 },
    });
    expect(await stored(victim.id)).not.toBeNull();
  });

  it('cannot send isSuperuser through updateMe: the field does not exist on the input', async () => {
    const result = await graphql(
      t.app,
      'mutation { updateMe(input: { isSuperuser: true }) { isSuperuser } }',
      {},
      mallory.token,
    );
    expect(result.status).toBe(400);
    expect(result.errors![0]!.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', status: 422 });
    expect((await stored(mallory.id))?.isSuperuser).toBe(false);
  });

  it.each([
    ['users', '{ users { count } }'],
    [
      'createUser',
      'mutation { createUser(input: { email: "minion@touchline.test", password: "minion-password" }) { id } }',
    ],
    [
      'updateUser',
      `mutation { updateUser(id: "00000000-0000-4000-8000-000000000000", input: { fullName: "x" }) { id } }`,
    ],
    ['deleteUser', 'mutation { deleteUser(id: "00000000-0000-4000-8000-000000000000") { message } }'],
  ])('refuses the superuser-only field %s with status 403 in extensions', async (_field, query) => {
    const result = await graphql(t.app, query, {}, mallory.token);
    expect(result.data).toBeNull();
    expect(result.errors).toHaveLength(1);
    expect(result.errors![0]).toMatchObject({
      message: NOT_ENOUGH_PRIVILEGES,
      extensions: { code: 'FORBIDDEN', status: 403 },
    });
  });

  it('refuses superuser-only fields without a token as 401', async () => {
    const result = await graphql(t.app, '{ users { count } }');
    expect(result.errors![0]).toMatchObject({
      message: 'Not authenticated',
      extensions: { code: 'UNAUTHENTICATED', status: 401 },
    });
  });

  it('creates nothing when createUser is refused', async () => {
    expect(await t.app.deps.orm.em.fork().count(User, { email: 'minion@touchline.test' })).toBe(0);
  });
});

describe('a password change ends the sessions issued before it', () => {
  it('REST: the token used for the change is rejected afterwards with 403', async () => {
    const user = await seedUser(t, { email: 'rest-rotate@touchline.test' });
    const second = await t.login(user.email, user.password);
    const change = await rest(t.app, 'PATCH', '/api/users/me/password', user.token, {
      current_password: user.password,
      new_password: 'rotated-password-1',
    });
    expect(change.statusCode).toBe(200);
    for (const token of [user.token, second]) {
      const response = await rest(t.app, 'GET', '/api/users/me', token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'Could not validate credentials' });
    }
  });

  it('GraphQL: old tokens are rejected on both transports, the returned token works', async () => {
    const user = await seedUser(t, { email: 'gql-rotate@touchline.test' });
    const change = await graphql(
      t.app,
      'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { accessToken } }',
      { input: { currentPassword: user.password, newPassword: 'rotated-password-2' } },
      user.token,
    );
    const fresh = change.data!.changePassword.accessToken as string;
    const viewer = await graphql(t.app, '{ viewer { email } }', {}, user.token);
    expect(viewer.errors![0]).toMatchObject({
      message: 'Could not validate credentials',
      extensions: { code: 'FORBIDDEN', status: 403 },
    });
    const viaRest = await rest(t.app, 'GET', '/api/users/me', user.token);
    expect(viaRest.statusCode).toBe(403);
    expect(viaRest.json()).toEqual({ detail: 'Could not validate credentials' });
    expect((await graphql(t.app, '{ viewer { email } }', {}, fresh)).data!.viewer).toEqual({ email: user.email });
  });

  it('an admin setting a password also ends the sessions of that user', async () => {
    const user = await seedUser(t, { email: 'admin-rotate@touchline.test' });
    expect(
      (await rest(t.app, 'PATCH', `/api/users/${user.id}`, admin, { password: 'set-by-admin-9' })).statusCode,
    ).toBe(200);
    const response = await rest(t.app, 'GET', '/api/users/me', user.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Could not validate credentials' });
  });
});

describe('ids that are not UUIDs', () => {
  const odd = ['not-a-uuid', "1' OR '1'='1", '00000000-0000-0000-0000-00000000000g', '%00'];

  it.each(odd)('GET /api/users/%s answers 404 to a superuser and 403 to a normal user, never 500', async (id) => {
    const url = `/api/users/${encodeURIComponent(id)}`;
    const asAdmin = await rest(t.app, 'GET', url, admin);
    expect(asAdmin.statusCode).toBe(404);
    expect(asAdmin.json()).toEqual({ detail: 'User not found' });
    const asUser = await rest(t.app, 'GET', url, mallory.token);
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toEqual({ detail: NOT_ENOUGH_PRIVILEGES });
  });

  it.each(odd)('PATCH and DELETE /api/users/%s answer 404, never 500', async (id) => {
    const url = `/api/users/${encodeURIComponent(id)}`;
    const patch = await rest(t.app, 'PATCH', url, admin, { full_name: 'x' });
    expect(patch.statusCode).toBe(404);
    expect(patch.json()).toEqual({ detail: 'The user with this id does not exist in the system' });
    const remove = await rest(t.app, 'DELETE', url, admin);
    expect(remove.statusCode).toBe(404);
    expect(remove.json()).toEqual({ detail: 'User not found' });
  });

  it('GraphQL user(id) with a non-UUID is NOT_FOUND with status 404', async () => {
    const result = await graphql(t.app, 'query { user(id: "not-a-uuid") { id } }', {}, admin);
    expect(result.errors![0]).toMatchObject({
      message: 'User not found',
      extensions: { code: 'NOT_FOUND', status: 404 },
    });
  });
});

describe('avatar URLs render in other browsers, so only http(s) is stored', () => {
  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'not a url',
  ])('PATCH /users/me rejects %p with 422 and keeps the old avatar', async (avatar) => {
    const user = await seedUser(t, { email: `avatar-${Math.random().toString(36).slice(2)}@touchline.test` });
    await rest(t.app, 'PATCH', '/api/users/me', user.token, { avatar_url: 'https://cdn.touchline.test/ok.png' });
    const response = await rest(t.app, 'PATCH', '/api/users/me', user.token, { avatar_url: avatar });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: [
        { loc: ['body', 'avatar_url'], msg: 'Avatar URL must be an http or https address', type: 'url_parsing' },
      ],
    });
    expect((await stored(user.id))?.avatarUrl).toBe('https://cdn.touchline.test/ok.png');
  });

  it('a superuser cannot set one either', async () => {
    const response = await rest(t.app, 'PATCH', `/api/users/${victim.id}`, admin, {
      avatar_url: 'javascript:alert(1)',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0]).toMatchObject({ loc: ['body', 'avatar_url'], type: 'url_parsing' });
  });

  it('GraphQL updateMe rejects it with status 422 in extensions', async () => {
    const result = await graphql(
      t.app,
      'mutation { updateMe(input: { avatarUrl: "javascript:alert(1)" }) { avatarUrl } }',
      {},
      mallory.token,
    );
    expect(result.errors![0]).toMatchObject({
      message: 'Avatar URL must be an http or https address',
      extensions: { code: 'BAD_USER_INPUT', status: 422 },
    });
    expect((await stored(mallory.id))?.avatarUrl).toBeNull();
  });
});

describe('what a user record exposes', () => {
  it('never includes the password hash or token version, over REST or GraphQL', async () => {
    const list = await rest(t.app, 'GET', '/api/users/', admin);
    expect(list.body).not.toMatch(/argon2|hashed|token_?version/i);
    const introspection = await graphql(t.app, '{ __type(name: "User") { fields { name } } }');
    const fields = (introspection.data!.__type.fields as { name: string }[]).map((field) => field.name);
    expect(fields).toEqual(expect.arrayContaining(['id', 'email', 'isSuperuser']));
    expect(fields.filter((name) => /password|hash|tokenVersion/i.test(name))).toEqual([]);
  });
});

describe('a superuser changing their own account', () => {
  it('cannot switch it off or remove their own superuser rights, over REST or GraphQL, and nothing changes', async () => {
    const me = await seedUser(t, { email: 'lone-admin@touchline.test', isSuperuser: true });
    for (const change of [{ is_active: false }, { is_superuser: false }, { full_name: 'Renamed', is_active: false }]) {
      const response = await rest(t.app, 'PATCH', `/api/users/${me.id}`, me.token, change);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: 'Super users cannot switch off their own account or remove their own superuser rights',
      });
    }
    const body = await graphql(
      t.app,
      'mutation ($id: ID!) { updateUser(id: $id, input: { isSuperuser: false }) { id } }',
      { id: me.id },
      me.token,
    );
    expect(body.errors?.[0]?.extensions).toMatchObject({ status: 400 });
    expect(await stored(me.id)).toMatchObject({ isActive: true, isSuperuser: true, fullName: null });
    const renamed = await rest(t.app, 'PATCH', `/api/users/${me.id}`, me.token, {
      full_name: 'Still Allowed',
      is_active: true,
    });
    expect(renamed.statusCode).toBe(200);
  });

  it('cannot set their own password or address through the admin routes, which would skip the current password and the new address confirming, over REST or GraphQL', async () => {
    const me = await seedUser(t, { email: 'hijacked-admin@touchline.test', isSuperuser: true });
    const password = await rest(t.app, 'PATCH', `/api/users/${me.id}`, me.token, { password: 'taken-over-pw-1' });
    expect([password.statusCode, password.json().detail]).toEqual([
      400,
      'Change your own password with PATCH /api/users/me/password (the changePassword mutation): it needs your current password',
    ]);
    const email = await rest(t.app, 'PATCH', `/api/users/${me.id}`, me.token, { email: 'thief@touchline.test' });
    expect([email.statusCode, email.json().detail]).toEqual([
      400,
      'Change your e-mail address with POST /api/users/me/email-change (the changeEmail mutation): it needs your password and a confirmation from the new address',
    ]);
    const body = await graphql(
      t.app,
      'mutation ($id: ID!) { updateUser(id: $id, input: { password: "taken-over-pw-1" }) { id } }',
      { id: me.id },
      me.token,
    );
    expect(body.errors?.[0]?.extensions).toMatchObject({ status: 400 });
    expect(await stored(me.id)).toMatchObject({ email: me.email });
    expect((await t.app.inject(loginRequest(me.email, me.password))).statusCode).toBe(200);
    // The edit dialog sends the whole profile, the address unchanged (in any case).
    const unchanged = await rest(t.app, 'PATCH', `/api/users/${me.id}`, me.token, {
      email: me.email.toUpperCase(),
      full_name: 'Still Allowed',
    });
    expect(unchanged.statusCode).toBe(200);
  });

  it('two superusers taking away each other’s rights at once: one succeeds, the other is refused, never both', async () => {
    // The loser is refused 403 when its rights are read again under the lock; when its token is
    // read only after the winner committed, as any request of that token then is: 400 'Inactive
    // user' once deactivated, 404 'User not found' once deleted.
    for (let round = 0; round < 8; round++) {
      for (const [change, method, loserAnswers] of [
        [{ is_superuser: false }, 'PATCH', [403]],
        [{ is_active: false }, 'PATCH', [400, 403]],
        [undefined, 'DELETE', [403, 404]],
      ] as const) {
        const a = await seedUser(t, {
          email: `duel-a-${method}-${round}-${Object.keys(change ?? {})}@touchline.test`,
          isSuperuser: true,
        });
        const b = await seedUser(t, {
          email: `duel-b-${method}-${round}-${Object.keys(change ?? {})}@touchline.test`,
          isSuperuser: true,
        });
        const answers = await Promise.all([
          rest(t.app, method, `/api/users/${b.id}`, a.token, change),
          rest(t.app, method, `/api/users/${a.id}`, b.token, change),
        ]);
        const statuses = answers.map((answer) => answer.statusCode);
        expect(statuses.filter((status) => status === 200)).toHaveLength(1);
        expect(loserAnswers).toContain(statuses.find((status) => status !== 200));
        const kept = await Promise.all([stored(a.id), stored(b.id)]);
        expect(kept.filter((user) => user?.isSuperuser && user.isActive)).toHaveLength(1);
      }
    }
  });

  it("can still switch off another superuser's account", async () => {
    const other = await seedUser(t, { email: 'other-admin@touchline.test', isSuperuser: true });
    expect(
      (await rest(t.app, 'PATCH', `/api/users/${other.id}`, admin, { is_active: false, is_superuser: false }))
        .statusCode,
    ).toBe(200);
  });
});
