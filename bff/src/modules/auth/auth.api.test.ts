import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { USER_FIELDS } from '../../test-support/fixtures.js';
import { SUPERUSER, bearer, loginRequest, startTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.createUser({ email: 'ana@touchline.test', password: 'ana-password-1', fullName: 'Ana Lima' });
  await t.createUser({ email: 'sleeper@touchline.test', password: 'sleeper-pass-1', isActive: false });
});
afterAll(() => t.close());

describe('POST /api/login/access-token', () => {
  it('returns a bearer token for the right e-mail and password', async () => {
    const response = await t.app.inject(loginRequest('ana@touchline.test', 'ana-password-1'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ access_token: expect.any(String), token_type: 'bearer' });
  });

  it('treats the e-mail case-insensitively', async () => {
    const response = await t.app.inject(loginRequest('ANA@Touchline.test', 'ana-password-1'));
    expect(response.statusCode).toBe(200);
  });

  it('answers 400 "Incorrect email or password" for a wrong password', async () => {
    const response = await t.app.inject(loginRequest('ana@touchline.test', 'not-her-password'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Incorrect email or password' });
  });

  it('answers the same for an e-mail nobody registered', async () => {
    const response = await t.app.inject(loginRequest('nobody@touchline.test', 'whatever-password'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Incorrect email or password' });
  });

  it('answers 400 "Inactive user" for an account not yet activated', async () => {
    const response = await t.app.inject(loginRequest('sleeper@touchline.test', 'sleeper-pass-1'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Inactive user' });
  });

  it('answers 422 with the missing field named when the password is left out', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login/access-token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=ana%40touchline.test',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: [{ loc: ['body', 'password'], msg: 'Field required', type: 'missing' }],
    });
  });

  it('logs in the seeded first superuser', async () => {
    const token = await t.login(SUPERUSER.email, SUPERUSER.password);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({ email: SUPERUSER.email, is_superuser: true, is_active: true });
  });
});

describe('POST /api/login/test-token', () => {
  it('returns the user the token belongs to', async () => {
    const token = await t.login('ana@touchline.test', 'ana-password-1');
    const response = await t.app.inject({ method: 'POST', url: '/api/login/test-token', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'ana@touchline.test', full_name: 'Ana Lima', is_superuser: false });
  });

  it('answers 401 "Not authenticated" without a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login/test-token' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Not authenticated' });
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });
});

describe('GET /api/users/me', () => {
  it('returns exactly the public profile fields, never the password hash', async () => {
    const token = await t.login('ana@touchline.test', 'ana-password-1');
    const response = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(USER_FIELDS);
    expect(response.body).not.toContain('argon2');
  });

  it('answers 401 "Not authenticated" without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Not authenticated' });
  });
});

describe('GraphQL login and viewer', () => {
  const graphql = (query: string, variables: object = {}, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: { query, variables },
    });

  it('logs in and reads the viewer with the same service as REST', async () => {
    const login = await graphql(
      'mutation ($input: LoginInput!) { login(input: $input) { ... on AccessToken { accessToken tokenType } } }',
      {
        input: { email: 'ana@touchline.test', password: 'ana-password-1' },
      },
    );
    const { accessToken, tokenType } = login.json().data.login;
    expect(tokenType).toBe('bearer');
    const viewer = await graphql(
      '{ viewer { email fullName isSuperuser isActive avatarUrl } }',
      {},
      bearer(accessToken),
    );
    expect(viewer.json().data.viewer).toEqual({
      email: 'ana@touchline.test',
      fullName: 'Ana Lima',
      isSuperuser: false,
      isActive: true,
      avatarUrl: null,
    });
  });

  it('reports a wrong password with the REST message and status 400 in extensions', async () => {
    const login = await graphql(
      'mutation { login(input: {email: "ana@touchline.test", password: "nope-nope"}) { ... on AccessToken { accessToken } } }',
    );
    expect(login.json().errors[0]).toMatchObject({
      message: 'Incorrect email or password',
      extensions: { code: 'BAD_REQUEST', status: 400 },
    });
  });

  it('reports a missing token on viewer as UNAUTHENTICATED with status 401', async () => {
    const viewer = await graphql('{ viewer { email } }');
    expect(viewer.json().errors[0]).toMatchObject({
      message: 'Not authenticated',
      extensions: { code: 'UNAUTHENTICATED', status: 401 },
    });
  });

  it("rejects an empty e-mail with a validation detail list in REST's words", async () => {
    const login = await graphql(
      'mutation { login(input: {email: "", password: "x"}) { ... on AccessToken { accessToken } } }',
    );
    expect(login.json().errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      status: 422,
      detail: [{ loc: ['input', 'email'], msg: 'String should have at least 1 character', type: 'string_too_short' }],
    });
  });
});
