// The status is public: it answers without a token or key (and with a bad one), and carries
// nothing of the accounts whose calls it counts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startProxyFixture, type ProxyFixture } from '../../test-support/proxy-fixture.js';
import { graphql } from '../../test-support/graphql.js';
import { bearer } from '../../test-support/test-app.js';

let f: ProxyFixture;
let keyId: string;
let key: string;
beforeAll(async () => {
  f = await startProxyFixture();
  ({ id: keyId, key } = await f.newKey('Status secret'));
  await f.call('/api/flashscore/football/live?_status=500', key);
  await f.call('/api/transfermarkt/players/search/rodri', key);
});
afterAll(() => f.close());

describe('provider status access', () => {
  it('answers without a token or an API key', async () => {
    const response = await f.t.app.inject({ method: 'GET', url: '/api/status' });
    expect(response.statusCode).toBe(200);
    expect(response.json().providers).toHaveLength(2);
  });

  it('answers a caller whose token is forged, as it answers anyone', async () => {
    const response = await f.t.app.inject({ method: 'GET', url: '/api/status', headers: bearer('not.a.token') });
    expect(response.statusCode).toBe(200);
  });

  it('answers GraphQL providerStatus without a token', async () => {
    const { data, errors } = await graphql(f.t.app, '{ providerStatus { provider fiveMinuteCalls } }');
    expect(errors).toBeUndefined();
    expect((data as { providerStatus: unknown[] }).providerStatus).toHaveLength(2);
  });

  it('carries no account data: no e-mail, user id, key id, key or the path and query called', async () => {
    const body = (await f.t.app.inject({ method: 'GET', url: '/api/status' })).body;
    const viewer = (await f.t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(f.token) })).json();
    for (const secret of [viewer.email, viewer.id, keyId, key, key.slice(0, 12), 'rodri', '_status'])
      expect(body).not.toContain(secret);
    expect(body).toContain('server-error');
  });
});
