import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { graphql } from '../../test-support/graphql.js';
import { startProxyFixture, type ProxyFixture } from '../../test-support/proxy-fixture.js';
import { bearer } from '../../test-support/test-app.js';
import { isWellFormedApiKey } from './api-key.format.js';

const DATA_PATH = '/api/flashscore/football/live';

let f: ProxyFixture;
beforeAll(async () => {
  f = await startProxyFixture();
});
afterAll(() => f.close());

const rotate = (id: string, body: unknown, token = f.token) =>
  f.t.app.inject({
    method: 'POST',
    url: `/api/api-keys/${id}/rotate`,
    headers: bearer(token),
    payload: body as object,
  });
const rename = (id: string, body: unknown, token = f.token) =>
  f.t.app.inject({ method: 'PATCH', url: `/api/api-keys/${id}`, headers: bearer(token), payload: body as object });
const listed = async (id: string) =>
  (await f.t.app.inject({ method: 'GET', url: '/api/api-keys/', headers: bearer(f.token) }))
    .json()
    .find((key: { id: string }) => key.id === id);

describe('POST /api/api-keys/{api_key_id}/rotate', () => {
  it('gives the same key (id, name, creation, expiry) a new secret, shown in this answer only', async () => {
    const created = (
      await f.t.app.inject({
        method: 'POST',
        url: '/api/api-keys/?name=Rotating&expires_in_days=30',
        headers: bearer(f.token),
      })
    ).json();
    const response = await rotate(created.api_key.id, { grace_period: '1h' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { api_key, key } = response.json();
    expect(isWellFormedApiKey(key)).toBe(true);
    expect(key).not.toBe(created.key);
    expect(api_key).toMatchObject({
      id: created.api_key.id,
      name: 'Rotating',
      created_at: created.api_key.created_at,
      expires_at: created.api_key.expires_at,
      prefix: key.slice(0, 11),
      is_revoked: false,
    });
    expect(Date.parse(api_key.previous_secret_expires_at) - Date.parse(api_key.rotated_at)).toBe(3_600_000);
    expect(await listed(api_key.id)).toMatchObject({
      prefix: key.slice(0, 11),
      previous_secret_expires_at: api_key.previous_secret_expires_at,
    });
    expect(JSON.stringify(await listed(api_key.id))).not.toContain(key);
  });

  it("names the replaced secret's first characters, so a dashboard can tell the old secret is this key's", async () => {
    const created = (
      await f.t.app.inject({ method: 'POST', url: '/api/api-keys/?name=Renewed', headers: bearer(f.token) })
    ).json();
    expect(await listed(created.api_key.id)).toMatchObject({ previous_prefix: null });
    const { api_key } = (await rotate(created.api_key.id, { grace_period: '24h' })).json();
    expect(api_key.previous_prefix).toBe(created.key.slice(0, 11));
    expect(await listed(api_key.id)).toMatchObject({ previous_prefix: created.key.slice(0, 11) });
    const { data } = await graphql(f.t.app, '{ apiKeys { id previousPrefix } }', {}, f.token);
    expect(data!.apiKeys).toContainEqual({ id: api_key.id, previousPrefix: created.key.slice(0, 11) });
  });

  it.each([
    ['1h', 3_600_000],
    ['24h', 86_400_000],
    ['7d', 7 * 86_400_000],
  ])('keeps the replaced secret working for a grace period of %s', async (gracePeriod, graceMs) => {
    const { id } = await f.newKey();
    const { api_key } = (await rotate(id, { grace_period: gracePeriod })).json();
    expect(Date.parse(api_key.previous_secret_expires_at) - Date.parse(api_key.rotated_at)).toBe(graceMs);
  });

  it('with no grace period, says the replaced secret no longer works', async () => {
    const { id } = await f.newKey();
    const { api_key } = (await rotate(id, { grace_period: 'none' })).json();
    expect(api_key.previous_secret_expires_at).toBeNull();
    expect(api_key.rotated_at).not.toBeNull();
  });

  it("keeps the key's usage under its id, whichever secret made the call", async () => {
    const { id, key: old } = await f.newKey('Usage across rotation');
    expect((await f.call(DATA_PATH, old)).statusCode).toBe(200);
    const { key: fresh } = (await rotate(id, { grace_period: '1h' })).json();
    expect((await f.call(DATA_PATH, old)).statusCode).toBe(200);
    expect((await f.call(DATA_PATH, fresh)).statusCode).toBe(200);
    await f.flushUsage();
    const rows = await f.t.app.deps.orm.em
      .fork()
      .execute<{ calls: string }[]>('select count(*) as calls from usage_events where api_key_id = ?', [id]);
    expect(Number(rows[0]!.calls)).toBe(3);
  });

  it.each([[{ grace_period: '2h' }], [{ grace_period: 3600 }], [{ grace_period: '' }]])(
    'answers 422 with a detail list for %j and keeps the secret',
    async (body) => {
      const { id, key } = await f.newKey();
      const response = await rotate(id, body);
      expect(response.statusCode).toBe(422);
      const detail: { loc: string[] }[] = response.json().detail;
      expect(detail.length).toBeGreaterThan(0);
      expect(detail.every((issue) => issue.loc.join('.') === 'body.grace_period')).toBe(true);
      expect((await f.call(DATA_PATH, key)).statusCode).toBe(200);
      expect((await listed(id)).rotated_at).toBeNull();
    },
  );

  it('answers 422 naming the allowed grace periods when none is given', async () => {
    const { id } = await f.newKey();
    const missing = await rotate(id, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toEqual([{ loc: ['body', 'grace_period'], msg: 'Field required', type: 'missing' }]);
    const wrong = await rotate(id, { grace_period: 'forever' });
    expect(wrong.json().detail[0].msg).toBe("Input should be 'none', '1h', '24h', '7d'");
  });

  it('refuses to rotate a revoked key with 409', async () => {
    const { id } = await f.newKey();
    await f.t.app.inject({ method: 'POST', url: `/api/api-keys/${id}/revoke`, headers: bearer(f.token) });
    const response = await rotate(id, { grace_period: '1h' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'A revoked API key cannot be rotated' });
  });

  it('answers 404 for a key id that is not a key', async () => {
    expect((await rotate('not-a-uuid', { grace_period: 'none' })).statusCode).toBe(404);
    expect((await rotate('0190b8a0-0000-7000-8000-000000000000', { grace_period: 'none' })).statusCode).toBe(404);
  });

  it('rotating again ends the grace of the secret before at once; the one it replaces gets the new grace', async () => {
    const { id, key: first } = await f.newKey();
    const { key: second } = (await rotate(id, { grace_period: '7d' })).json();
    const { key: third } = (await rotate(id, { grace_period: '1h' })).json();
    expect((await f.call(DATA_PATH, first)).statusCode).toBe(401);
    expect((await f.call(DATA_PATH, second)).statusCode).toBe(200);
    expect((await f.call(DATA_PATH, third)).statusCode).toBe(200);
  });
});

describe('rotateApiKey (GraphQL)', () => {
  it('answers the new secret and the key, as REST does', async () => {
    const { id } = await f.newKey('GraphQL rotation');
    const response = await graphql(
      f.t.app,
      'mutation ($id: ID!) { rotateApiKey(id: $id, input: { gracePeriod: "24h" }) { secret apiKey { id name prefix previousSecretExpiresAt } } }',
      { id },
      f.token,
    );
    const rotated = response.data!.rotateApiKey;
    expect(isWellFormedApiKey(rotated.secret)).toBe(true);
    expect(rotated.apiKey).toMatchObject({ id, name: 'GraphQL rotation', prefix: rotated.secret.slice(0, 11) });
    expect(rotated.apiKey.previousSecretExpiresAt).not.toBeNull();
  });

  it("refuses a grace period that is not offered with REST's words", async () => {
    const { id } = await f.newKey();
    const response = await graphql(
      f.t.app,
      'mutation ($id: ID!) { rotateApiKey(id: $id, input: { gracePeriod: "2h" }) { secret } }',
      { id },
      f.token,
    );
    const error = response.errors![0]!;
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 422 });
    expect(error.message).toContain("Input should be 'none', '1h', '24h', '7d'");
  });
});

describe('renaming a key', () => {
  it('changes only its name, trimmed, over REST', async () => {
    const { id, key } = await f.newKey('Before');
    const response = await rename(id, { name: '  After  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, name: 'After', prefix: key.slice(0, 11) });
    expect((await listed(id)).name).toBe('After');
    expect((await f.call(DATA_PATH, key)).statusCode).toBe(200);
  });

  it.each([
    ['   ', 'Name must be 1 to 100 characters after trimming'],
    ['x'.repeat(101), 'Name must be 1 to 100 characters after trimming'],
    ['two\nlines', 'Name must not contain control characters (such as line breaks or tabs)'],
  ])('answers 422 for the name %j with the words creation uses, and keeps the old name', async (name, msg) => {
    const { id } = await f.newKey('Kept');
    const response = await rename(id, { name });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([{ loc: ['body', 'name'], msg, type: 'value_error' }]);
    expect((await listed(id)).name).toBe('Kept');
  });

  it('answers 422 for a body without a name', async () => {
    const { id } = await f.newKey();
    expect((await rename(id, {})).json().detail).toEqual([
      { loc: ['body', 'name'], msg: 'Field required', type: 'missing' },
    ]);
  });

  it('renames through GraphQL too', async () => {
    const { id } = await f.newKey('Old name');
    const response = await graphql(
      f.t.app,
      'mutation ($id: ID!) { renameApiKey(id: $id, input: { name: " New name " }) { id name } }',
      { id },
      f.token,
    );
    expect(response.data!.renameApiKey).toEqual({ id, name: 'New name' });
  });
});
