import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bearer, startTestApp, type TestApp } from '../../test-support/test-app.js';
import { isWellFormedApiKey } from './api-key.format.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  await t.createUser({ email: 'kim@touchline.test', password: 'kim-password' });
  token = await t.login('kim@touchline.test', 'kim-password');
});
afterAll(() => t.close());

const create = (name: string, as = token) =>
  t.app.inject({ method: 'POST', url: `/api/api-keys/?name=${encodeURIComponent(name)}`, headers: bearer(as) });
const list = (as = token) => t.app.inject({ method: 'GET', url: '/api/api-keys/', headers: bearer(as) });

describe('POST /api/api-keys/', () => {
  it('returns the full key once, with its listing fields', async () => {
    const response = await create('  Production  ');
    expect(response.statusCode).toBe(200);
    const { api_key, key } = response.json();
    expect(isWellFormedApiKey(key)).toBe(true);
    expect(api_key).toMatchObject({ name: 'Production', prefix: key.slice(0, 11), last_used_at: null, revoked_at: null, is_revoked: false });
  });

  it('answers 422 for a name that is blank after trimming', async () => {
    const response = await create('   ');
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0]).toMatchObject({ loc: ['query', 'name'] });
  });

  it('answers 422 for a name longer than 100 characters', async () => {
    expect((await create('x'.repeat(101))).statusCode).toBe(422);
    expect((await create('x'.repeat(100))).statusCode).toBe(200);
  });

  it('answers 422 when the name is missing', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/api-keys/', headers: bearer(token) });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0]).toMatchObject({ loc: ['query', 'name'], type: 'missing' });
  });
});

describe('GET /api/api-keys/', () => {
  it('lists own keys newest first without ever showing the key again', async () => {
    const created = (await create('Listed')).json();
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.json()[0]).toMatchObject({ id: created.api_key.id, name: 'Listed' });
    expect(response.body).not.toContain(created.key);
    expect(response.body).not.toMatch(/key_hash|keyHash/);
  });
});

describe('POST /api/api-keys/{id}/revoke', () => {
  it('revokes the key, and revoking again changes nothing', async () => {
    const { api_key } = (await create('Short-lived')).json();
    const first = await t.app.inject({ method: 'POST', url: `/api/api-keys/${api_key.id}/revoke`, headers: bearer(token) });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ is_revoked: true, revoked_at: expect.any(String) });
    const second = await t.app.inject({ method: 'POST', url: `/api/api-keys/${api_key.id}/revoke`, headers: bearer(token) });
    expect(second.json().revoked_at).toBe(first.json().revoked_at);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/api-keys/00000000-0000-4000-8000-000000000000/revoke', headers: bearer(token) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'API key not found' });
  });
});

describe('GraphQL', () => {
  it('creates, lists and revokes keys through the same service', async () => {
    const gql = (query: string, variables = {}) =>
      t.app.inject({ method: 'POST', url: '/graphql', headers: { ...bearer(token), 'content-type': 'application/json' }, payload: { query, variables } });
    const created = (await gql('mutation { createApiKey(name: "From GraphQL") { secret apiKey { id name isRevoked } } }')).json().data.createApiKey;
    expect(isWellFormedApiKey(created.secret)).toBe(true);
    const listed = (await gql('{ apiKeys { id name } }')).json().data.apiKeys;
    expect(listed.map((key: { id: string }) => key.id)).toContain(created.apiKey.id);
    const revoked = (await gql('mutation ($id: ID!) { revokeApiKey(id: $id) { isRevoked } }', { id: created.apiKey.id })).json();
    expect(revoked.data.revokeApiKey.isRevoked).toBe(true);
  });
});
