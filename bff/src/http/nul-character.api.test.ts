import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { graphql, rest } from '../test-support/graphql.js';
import { loginRequest, startTestApp, SUPERUSER, type TestApp } from '../test-support/test-app.js';

// PostgreSQL cannot store U+0000 in text; a request carrying one must be refused as invalid
// input (422), wherever it comes in, instead of failing as a server error.
const NUL = '\u0000';
const MESSAGE = 'String should not contain the NUL character (\\u0000)';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login(SUPERUSER.email, SUPERUSER.password);
});
afterAll(() => t.close());

const itemCount = async () => (await rest(t.app, 'GET', '/api/items/', token)).json().count;

describe('the NUL character in REST input', () => {
  it('answers 422 naming the field for a JSON body, and writes nothing', async () => {
    const before = await itemCount();
    const response = await rest(t.app, 'POST', '/api/items/', token, { title: `a${NUL}b` });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: [{ loc: ['body', 'title'], msg: MESSAGE, type: 'string_nul_character' }],
    });
    expect(await itemCount()).toBe(before);
  });

  it('answers 422 for a form-encoded login, not 500', async () => {
    const response = await t.app.inject(loginRequest(`a${NUL}b@example.com`, 'password-123'));
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0]).toMatchObject({ loc: ['body', 'username'], type: 'string_nul_character' });
  });

  it('answers 422 for a query parameter and for a path parameter', async () => {
    const keyName = await rest(t.app, 'POST', '/api/api-keys/?name=a%00b', token);
    expect(keyName.statusCode).toBe(422);
    expect(keyName.json().detail[0]).toMatchObject({ loc: ['query', 'name'], type: 'string_nul_character' });
    const recovery = await rest(t.app, 'POST', '/api/password-recovery/a%00b@example.com');
    expect(recovery.statusCode).toBe(422);
    expect(recovery.json().detail[0]).toMatchObject({ loc: ['path', 'email'], type: 'string_nul_character' });
  });

  it('answers 422 for own profile changes, leaving the profile as it was', async () => {
    const before = (await rest(t.app, 'GET', '/api/users/me', token)).json();
    const response = await rest(t.app, 'PATCH', '/api/users/me', token, { full_name: `Ada${NUL}` });
    expect(response.statusCode).toBe(422);
    expect((await rest(t.app, 'GET', '/api/users/me', token)).json()).toEqual(before);
  });
});

describe('the NUL character in GraphQL input', () => {
  it('refuses a mutation with BAD_USER_INPUT (422) and writes nothing', async () => {
    const before = await itemCount();
    const { errors, data } = await graphql(
      t.app,
      'mutation ($input: ItemInput!) { createItem(input: $input) { id } }',
      { input: { title: `a${NUL}b` } },
      token,
    );
    expect(data).toBeNull();
    expect(errors![0]!.message).toBe(MESSAGE);
    expect(errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      status: 422,
      detail: [{ loc: ['input', 'title'], msg: MESSAGE }],
    });
    expect(await itemCount()).toBe(before);
  });

  it('refuses it in an inline argument too', async () => {
    const { errors } = await graphql(t.app, 'mutation { createApiKey(name: "a\\u0000b") { secret } }', {}, token);
    expect(errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 422 });
  });
});
