import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bearer, startTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let owner: string;
let intruder: string;
let ownersKeyId: string;

beforeAll(async () => {
  t = await startTestApp();
  await t.createUser({ email: 'owner@touchline.test', password: 'owner-password' });
  await t.createUser({ email: 'intruder@touchline.test', password: 'intruder-password' });
  owner = await t.login('owner@touchline.test', 'owner-password');
  intruder = await t.login('intruder@touchline.test', 'intruder-password');
  const created = await t.app.inject({ method: 'POST', url: '/api/api-keys/?name=Owner', headers: bearer(owner) });
  ownersKeyId = created.json().api_key.id;
});
afterAll(() => t.close());

describe("another user's keys", () => {
  it('are not listed', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/api-keys/', headers: bearer(intruder) });
    expect(response.json()).toEqual([]);
  });

  it('cannot be revoked: 404 as if they did not exist, and the key stays active', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/api-keys/${ownersKeyId}/revoke`,
      headers: bearer(intruder),
    });
    expect(response.statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/api-keys/', headers: bearer(owner) });
    expect(list.json()[0].is_revoked).toBe(false);
  });

  it('cannot be revoked through GraphQL either', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...bearer(intruder), 'content-type': 'application/json' },
      payload: { query: 'mutation ($id: ID!) { revokeApiKey(id: $id) { id } }', variables: { id: ownersKeyId } },
    });
    expect(response.json().errors[0].extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });
});

describe('key management without a session', () => {
  it('is refused with 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/api-keys/' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/api-keys/?name=x' })).statusCode).toBe(401);
  });
});
