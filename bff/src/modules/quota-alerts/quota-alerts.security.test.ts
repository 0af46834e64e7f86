// The quota alert state and mail setting are the caller's own: no route or field names another
// account, and an account named in a body anyway changes nothing of it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { graphql, rest } from '../../test-support/graphql.js';
import { bearer, startTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let owner: string;
let other: string;
let otherId: string;
beforeAll(async () => {
  t = await startTestApp();
  await t.createUser({ email: 'alerts-owner@touchline.test', password: 'owner-password' });
  otherId = (await t.createUser({ email: 'alerts-other@touchline.test', password: 'other-password' })).id;
  owner = await t.login('alerts-owner@touchline.test', 'owner-password');
  other = await t.login('alerts-other@touchline.test', 'other-password');
});
afterAll(() => t.close());

const URL = '/api/users/me/quota-alerts';
const readMail = async (token: string) => (await rest(t.app, 'GET', URL, token)).json().is_mail_enabled as boolean;

describe('the quota alert setting', () => {
  it("changes only the caller's own: another account's setting stays as it was", async () => {
    expect((await rest(t.app, 'PATCH', URL, owner, { is_mail_enabled: false })).statusCode).toBe(200);
    expect(await readMail(owner)).toBe(false);
    expect(await readMail(other)).toBe(true);
  });

  it('cannot be aimed at another account: an account named in a REST body is ignored, and the GraphQL fields take none', async () => {
    await rest(t.app, 'PATCH', URL, owner, { is_mail_enabled: true });
    const aimed = await rest(t.app, 'PATCH', URL, owner, { is_mail_enabled: false, user_id: otherId });
    expect(aimed.statusCode).toBe(200);
    expect(await readMail(owner)).toBe(false);
    expect(await readMail(other)).toBe(true);
    const read = await graphql(t.app, `{ quotaAlerts(userId: "${otherId}") { isMailEnabled } }`, {}, owner);
    expect(read.errors?.[0]?.message).toContain('Unknown argument "userId"');
    const update = await graphql(
      t.app,
      `mutation { updateQuotaAlertSettings(input: { isMailEnabled: false, userId: "${otherId}" }) { isMailEnabled } }`,
      {},
      owner,
    );
    expect(update.errors).toBeDefined();
    expect(await readMail(other)).toBe(true);
  });

  it('is refused without a session, and with an API key instead of one', async () => {
    expect((await rest(t.app, 'GET', URL)).statusCode).toBe(401);
    expect((await rest(t.app, 'PATCH', URL, undefined, { is_mail_enabled: false })).statusCode).toBe(401);
    const anonymous = await graphql(t.app, '{ quotaAlerts { isMailEnabled } }');
    expect(anonymous.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const { key } = (
      await t.app.inject({ method: 'POST', url: '/api/api-keys/?name=Key', headers: bearer(other) })
    ).json();
    const withKey = await t.app.inject({
      method: 'PATCH',
      url: URL,
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      payload: { is_mail_enabled: false },
    });
    expect(withKey.statusCode).toBe(401);
    expect(await readMail(other)).toBe(true);
  });
});
