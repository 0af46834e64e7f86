// Only OAuth2's password login reads a form-encoded body. An HTML form on another site can POST
// form-encoded bodies without a CORS preflight; the JSON routes refuse them with 415, so such a
// form cannot sign someone up, ask for mail or do anything else in a visitor's browser.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { User } from '../modules/users/user.entity.js';
import { SUPERUSER, startTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const postForm = (url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const signUpOf = (email: string) => ({
  email,
  full_name: 'Posted From A Form',
  password: 'form-post-password',
  confirm_password: 'form-post-password',
});

/** 415, and no account made. */
async function expectRefusedSignUp(email: string, response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(415);
  expect(response.json()).toEqual({
    detail: 'Unsupported Media Type: send the body as JSON, with Content-Type: application/json',
  });
  expect(await t.app.deps.orm.em.fork().count(User, { email })).toBe(0);
}

describe('form-encoded bodies', () => {
  it('are refused with 415 on a JSON route, and nothing is created', async () => {
    const email = 'form-post@touchline.test';
    await expectRefusedSignUp(email, await postForm('/api/users/signup', signUpOf(email)));

    const resend = await postForm('/api/activate/resend', { email: SUPERUSER.email });
    expect(resend.statusCode).toBe(415);
  });

  it('and text/plain ones (a form with enctype="text/plain" can carry JSON) are refused with 415, nothing created', async () => {
    const email = 'text-post@touchline.test';
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify(signUpOf(email)),
    });
    await expectRefusedSignUp(email, signup);
  });

  it("are still read by OAuth2's password login, as the specification has it", async () => {
    const login = await postForm('/api/login/access-token', {
      username: SUPERUSER.email,
      password: SUPERUSER.password,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ token_type: 'bearer' });
  });
});
