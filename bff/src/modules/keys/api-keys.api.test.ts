import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { graphql, rest } from '../../test-support/graphql.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { isWellFormedApiKey } from './api-key.format.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  await t.createUser({ email: 'kim@touchline.test', password: 'kim-password' });
  token = await t.login('kim@touchline.test', 'kim-password');
});
afterAll(() => t.close());

/** Creates a key with the query string as written (`name=...&expires_in_days=...`). */
const createWith = (query: string) => rest(t.app, 'POST', `/api/api-keys/?${query}`, token);
const create = (name: string) => createWith(`name=${encodeURIComponent(name)}`);
const list = () => rest(t.app, 'GET', '/api/api-keys/', token);
const revoke = (id: string) => rest(t.app, 'POST', `/api/api-keys/${id}/revoke`, token);

describe('POST /api/api-keys/', () => {
  it('returns the full key once, with its listing fields', async () => {
    const response = await create('  Production  ');
    expect(response.statusCode).toBe(200);
    const { api_key, key } = response.json();
    expect(isWellFormedApiKey(key)).toBe(true);
    expect(api_key).toMatchObject({
      name: 'Production',
      prefix: key.slice(0, 11),
      last_used_at: null,
      revoked_at: null,
      is_revoked: false,
    });
    expect(api_key).toMatchObject({ expires_at: null, is_expired: false });
  });

  it('tells every cache on the way not to keep the answer that holds the full key', async () => {
    expect((await create('Not cached')).headers['cache-control']).toBe('no-store');
  });

  it('gives the key an expiry a whole number of days after its creation when asked', async () => {
    const response = await createWith('name=Quarterly&expires_in_days=90');
    expect(response.statusCode).toBe(200);
    const { api_key } = response.json();
    expect(Date.parse(api_key.expires_at) - Date.parse(api_key.created_at)).toBe(90 * 86_400_000);
    expect(api_key.is_expired).toBe(false);
    const listed = (await list()).json().find((key: { id: string }) => key.id === api_key.id);
    expect(listed).toMatchObject({ expires_at: api_key.expires_at, is_expired: false });
  });

  it.each([['0'], ['3651'], ['-5']])('answers 422 for an expiry of %s days and creates nothing', async (days) => {
    const before = (await list()).json().length;
    const response = await createWith(`name=Bad&expires_in_days=${days}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      expect.objectContaining({ loc: ['query', 'expires_in_days'], msg: expect.stringContaining('1 to 3650') }),
    ]);
    expect((await list()).json()).toHaveLength(before);
  });

  it.each([['1.5'], ['soon'], ['1e2'], ['0x10']])(
    'answers 422 for an expiry of %s, which is not a whole number written in digits',
    async (days) => {
      const response = await createWith(`name=Bad&expires_in_days=${days}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().detail[0]).toMatchObject({ loc: ['query', 'expires_in_days'] });
    },
  );

  it('names every problem at once when both the name and the expiry are wrong', async () => {
    const response = await createWith('name=%20&expires_in_days=0');
    expect(response.statusCode).toBe(422);
    expect(response.json().detail.map((issue: { loc: string[] }) => issue.loc)).toEqual([
      ['query', 'name'],
      ['query', 'expires_in_days'],
    ]);
  });

  it('answers 422 for a name that is blank after trimming', async () => {
    const response = await create('   ');
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0]).toMatchObject({ loc: ['query', 'name'] });
  });

  it('answers 422 for a name longer than 100 characters', async () => {
    const tooLong = await create('x'.repeat(101));
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().detail).toEqual([
      { loc: ['query', 'name'], msg: 'Name must be 1 to 100 characters after trimming', type: 'value_error' },
    ]);
    expect((await create('x'.repeat(100))).statusCode).toBe(200);
  });

  it('counts a name in characters as people see them: 100 emoji are a valid name', async () => {
    const response = await create('⚽'.repeat(100));
    expect(response.statusCode).toBe(200);
    expect(response.json().api_key.name).toBe('⚽'.repeat(100));
    expect((await create('⚽'.repeat(101))).statusCode).toBe(422);
  });

  it('answers 422 for a name with control characters or nothing visible in it', async () => {
    for (const [name, msg] of [
      ['line\nbreak', 'Name must not contain control characters (such as line breaks or tabs)'],
      ['bell\u0007', 'Name must not contain control characters (such as line breaks or tabs)'],
      ['\u200b\u200b', 'Name must contain a visible character'],
    ]) {
      const response = await create(name!);
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toEqual([{ loc: ['query', 'name'], msg, type: 'value_error' }]);
    }
  });

  it('answers 422 when the name is missing', async () => {
    const response = await rest(t.app, 'POST', '/api/api-keys/', token);
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
    const first = await revoke(api_key.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ is_revoked: true, revoked_at: expect.any(String) });
    const second = await revoke(api_key.id);
    expect(second.json().revoked_at).toBe(first.json().revoked_at);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await revoke('00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'API key not found' });
  });
});

describe('GraphQL', () => {
  const gql = (query: string, variables = {}) => graphql(t.app, query, variables, token);

  it('creates, lists and revokes keys through the same service', async () => {
    const created = (
      await gql('mutation { createApiKey(name: "From GraphQL") { secret apiKey { id name isRevoked } } }')
    ).data!.createApiKey;
    expect(isWellFormedApiKey(created.secret)).toBe(true);
    const listed = (await gql('{ apiKeys { id name } }')).data!.apiKeys;
    expect(listed.map((key: { id: string }) => key.id)).toContain(created.apiKey.id);
    const revoked = (
      await gql('mutation ($id: ID!) { revokeApiKey(id: $id) { isRevoked } }', { id: created.apiKey.id })
    ).data!;
    expect(revoked.revokeApiKey.isRevoked).toBe(true);
  });

  it('creates a key with an expiry, and refuses one outside 1 to 3650 days with the same rule as REST', async () => {
    const create =
      'mutation ($days: Int) { createApiKey(name: "Weekly", expiresInDays: $days) { apiKey { createdAt expiresAt isExpired } } }';
    const { apiKey } = (await gql(create, { days: 7 })).data!.createApiKey;
    expect(Date.parse(apiKey.expiresAt) - Date.parse(apiKey.createdAt)).toBe(7 * 86_400_000);
    expect(apiKey.isExpired).toBe(false);
    const refused = await gql(create, { days: 0 });
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({
      message: expect.stringContaining('1 to 3650'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('expired keys', () => {
  it('are listed as expired, and can still be revoked', async () => {
    const { api_key } = (await createWith('name=Lapsed&expires_in_days=1')).json();
    await t.app.deps.orm.em
      .fork()
      .execute(`update api_keys set expires_at = now() - interval '1 minute' where id = ?`, [api_key.id]);
    const listed = (await list()).json().find((key: { id: string }) => key.id === api_key.id);
    expect(listed).toMatchObject({ is_expired: true, is_revoked: false });
    const revoked = await revoke(api_key.id);
    expect(revoked.json()).toMatchObject({ is_expired: true, is_revoked: true });
  });
});

describe('the active keys limit', () => {
  let holder: string;
  const createFor = (name: string) => rest(t.app, 'POST', `/api/api-keys/?name=${name}`, holder);
  const activeCount = async () =>
    (await rest(t.app, 'GET', '/api/api-keys/', holder))
      .json()
      .filter((key: { is_revoked: boolean; is_expired: boolean }) => !key.is_revoked && !key.is_expired).length;

  beforeAll(async () => {
    await t.createUser({ email: 'many-keys@touchline.test', password: 'many-keys-password' });
    holder = await t.login('many-keys@touchline.test', 'many-keys-password');
    for (let n = 1; n <= 98; n++) expect((await createFor(`Key-${n}`)).statusCode).toBe(200);
  });

  it('lets creations at once fill the account to 100 active keys and never past it', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, (_, n) => createFor(`Racing-${n}`)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 409, 409, 409, 409]);
    expect(await activeCount()).toBe(100);
  });

  it('answers 409 with what to do at the limit, over REST and GraphQL, and creates nothing', async () => {
    const refused = await createFor('One-too-many');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      detail: 'An account holds at most 100 active API keys: revoke one you no longer use, then create the new one',
    });
    const viaGraphql = await graphql(t.app, 'mutation { createApiKey(name: "One-too-many") { secret } }', {}, holder);
    expect(viaGraphql.errors?.[0]).toMatchObject({
      message: 'An account holds at most 100 active API keys: revoke one you no longer use, then create the new one',
      extensions: { code: 'CONFLICT' },
    });
    const names = (await rest(t.app, 'GET', '/api/api-keys/', holder)).json().map((key: { name: string }) => key.name);
    expect(names).not.toContain('One-too-many');
  });

  it('counts neither revoked nor expired keys: revoking or expiring one makes room for one more', async () => {
    const keys = (await rest(t.app, 'GET', '/api/api-keys/', holder)).json();
    expect((await rest(t.app, 'POST', `/api/api-keys/${keys[0].id}/revoke`, holder)).statusCode).toBe(200);
    expect((await createFor('After-revoking')).statusCode).toBe(200);
    await t.app.deps.orm.em
      .fork()
      .execute(`update api_keys set expires_at = now() - interval '1 minute' where id = ?`, [keys[1].id]);
    expect((await createFor('After-expiry')).statusCode).toBe(200);
    expect((await createFor('Past-the-limit')).statusCode).toBe(409);
    expect(await activeCount()).toBe(100);
  });

  it("does not count another account's keys", async () => {
    expect((await create('Someone else')).statusCode).toBe(200);
  });
});
