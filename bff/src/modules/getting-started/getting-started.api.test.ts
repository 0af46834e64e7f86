import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { graphql } from '../../test-support/graphql.js';
import { startProxyFixture, type ProxyFixture } from '../../test-support/proxy-fixture.js';
import { bearer } from '../../test-support/test-app.js';

let f: ProxyFixture;
let fresh: string;
beforeAll(async () => {
  f = await startProxyFixture();
  await f.t.createUser({ email: 'newcomer@touchline.test', password: 'newcomer-password' });
  fresh = await f.t.login('newcomer@touchline.test', 'newcomer-password');
});
afterAll(() => f.close());

const read = (token: string) =>
  f.t.app.inject({ method: 'GET', url: '/api/users/me/getting-started', headers: bearer(token) });
const post = (token: string, action: 'usage-seen' | 'dismiss') =>
  f.t.app.inject({ method: 'POST', url: `/api/users/me/getting-started/${action}`, headers: bearer(token) });

describe('the Get started checklist', () => {
  it('starts with nothing done for a new account', async () => {
    const response = await read(fresh);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      has_key: false,
      has_called: false,
      has_seen_usage: false,
      has_picked_plan: false,
      is_dismissed: false,
    });
  });

  it('ticks each step from what the account did: a key, a metered call, its usage opened after it, a paid plan', async () => {
    await f.t.createUser({ email: 'stepper@touchline.test', password: 'stepper-password' });
    const token = await f.t.login('stepper@touchline.test', 'stepper-password');
    // Usage opened before any call does not count: there was nothing to see.
    expect((await post(token, 'usage-seen')).json().has_seen_usage).toBe(false);

    const created = (
      await f.t.app.inject({ method: 'POST', url: '/api/api-keys/?name=First', headers: bearer(token) })
    ).json();
    expect((await read(token)).json()).toMatchObject({ has_key: true, has_called: false });

    expect((await f.call('/api/flashscore/football/live', created.key)).statusCode).toBe(200);
    await f.flushUsage();
    expect((await read(token)).json()).toMatchObject({ has_key: true, has_called: true, has_seen_usage: false });

    expect((await post(token, 'usage-seen')).json()).toMatchObject({ has_seen_usage: true });
    expect((await read(token)).json().has_seen_usage).toBe(true);

    await f.t.app.deps.orm.em
      .fork()
      .execute("update users set plan = 'pro' where email = ?", ['stepper@touchline.test']);
    expect((await read(token)).json()).toEqual({
      has_key: true,
      has_called: true,
      has_seen_usage: true,
      has_picked_plan: true,
      is_dismissed: false,
    });
  });

  it('stays dismissed once dismissed, over REST and GraphQL alike', async () => {
    await f.t.createUser({ email: 'dismisser@touchline.test', password: 'dismisser-password' });
    const token = await f.t.login('dismisser@touchline.test', 'dismisser-password');
    const dismissed = await graphql(f.t.app, 'mutation { dismissGettingStarted { isDismissed hasKey } }', {}, token);
    expect(dismissed.data!.dismissGettingStarted).toEqual({ isDismissed: true, hasKey: false });
    expect((await post(token, 'dismiss')).json().is_dismissed).toBe(true);
    const again = await graphql(f.t.app, '{ gettingStarted { isDismissed } }', {}, token);
    expect(again.data!.gettingStarted).toEqual({ isDismissed: true });
  });
});
