import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bearer, startTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let owner: string;
let other: string;
beforeAll(async () => {
  t = await startTestApp();
  await t.createUser({ email: 'checklist-owner@touchline.test', password: 'owner-password' });
  await t.createUser({ email: 'checklist-other@touchline.test', password: 'other-password' });
  owner = await t.login('checklist-owner@touchline.test', 'owner-password');
  other = await t.login('checklist-other@touchline.test', 'other-password');
});
afterAll(() => t.close());

const read = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/me/getting-started', headers: bearer(token) });

describe('the Get started checklist', () => {
  it("is each account's own: another account's keys and dismissal do not show in it", async () => {
    await t.app.inject({ method: 'POST', url: '/api/api-keys/?name=Owner', headers: bearer(owner) });
    await t.app.inject({ method: 'POST', url: '/api/users/me/getting-started/dismiss', headers: bearer(owner) });
    expect((await read(owner)).json()).toMatchObject({ has_key: true, is_dismissed: true });
    expect((await read(other)).json()).toMatchObject({ has_key: false, is_dismissed: false });
  });

  it('is refused without a session, and with an API key instead of one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me/getting-started' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/users/me/getting-started/dismiss' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/users/me/getting-started/usage-seen' })).statusCode).toBe(
      401,
    );
    const { key } = (
      await t.app.inject({ method: 'POST', url: '/api/api-keys/?name=Key', headers: bearer(other) })
    ).json();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/me/getting-started', headers: { 'x-api-key': key } }))
        .statusCode,
    ).toBe(401);
  });
});
