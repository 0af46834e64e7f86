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

describe('form-encoded bodies', () => {
  it('are refused with 415 on a JSON route, and nothing is created', async () => {
    const signup = await postForm('/api/users/signup', {
      email: 'form-post@touchline.test',
      full_name: 'Form Post',
      password: 'form-post-password',
      confirm_password: 'form-post-password',
    });
    expect(signup.statusCode).toBe(415);
    expect(signup.json()).toEqual({
      detail: 'Unsupported Media Type: send the body as JSON, with Content-Type: application/json',
    });
    expect(await t.app.deps.orm.em.fork().count(User, { email: 'form-post@touchline.test' })).toBe(0);

    const resend = await postForm('/api/activate/resend', { email: SUPERUSER.email });
    expect(resend.statusCode).toBe(415);
  });

  it('and text/plain ones (a form with enctype="text/plain" can carry JSON) are refused with 415, nothing created', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({
        email: 'text-post@touchline.test',
        full_name: 'Text Post',
        password: 'text-post-password',
        confirm_password: 'text-post-password',
      }),
    });
    expect(signup.statusCode).toBe(415);
    expect(signup.json()).toEqual({
      detail: 'Unsupported Media Type: send the body as JSON, with Content-Type: application/json',
    });
    expect(await t.app.deps.orm.em.fork().count(User, { email: 'text-post@touchline.test' })).toBe(0);
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
