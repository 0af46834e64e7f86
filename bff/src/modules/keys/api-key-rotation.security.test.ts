import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { graphql } from '../../test-support/graphql.js';
import { startProxyFixture, type ProxyFixture } from '../../test-support/proxy-fixture.js';
import { bearer, SUPERUSER } from '../../test-support/test-app.js';

const DATA_PATH = '/api/flashscore/football/live';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let f: ProxyFixture;
let intruder: string;
let superuser: string;
beforeAll(async () => {
  f = await startProxyFixture();
  await f.t.createUser({ email: 'rotation-intruder@touchline.test', password: 'intruder-password' });
  intruder = await f.t.login('rotation-intruder@touchline.test', 'intruder-password');
  superuser = await f.t.login(SUPERUSER.email, SUPERUSER.password);
});
afterAll(() => f.close());

const rotate = (id: string, gracePeriod: string, token = f.token) =>
  f.t.app.inject({
    method: 'POST',
    url: `/api/api-keys/${id}/rotate`,
    headers: bearer(token),
    payload: { grace_period: gracePeriod },
  });

/** Ends the grace of a key's replaced secret `ms` from now by the database's clock. */
const endGraceIn = (id: string, ms: number) =>
  f.t.app.deps.orm.em
    .fork()
    .execute('update api_keys set previous_key_expires_at = now() + make_interval(secs => ?) where id = ?', [
      ms / 1000,
      id,
    ]);

describe("another account's key", () => {
  it.each([
    ['another user', () => intruder],
    ['a superuser, who manages only their own keys', () => superuser],
  ])('cannot be rotated by %s: 404 as if it did not exist, and its secret keeps working alone', async (_who, as) => {
    const { id, key } = await f.newKey('Owned');
    const response = await rotate(id, 'none', as());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'API key not found' });
    expect(response.body).not.toMatch(/tl_/);
    expect((await f.call(DATA_PATH, key)).statusCode).toBe(200);
    const [row] = await f.t.app.deps.orm.em
      .fork()
      .execute<{ rotated_at: Date | null }[]>('select rotated_at from api_keys where id = ?', [id]);
    expect(row!.rotated_at).toBeNull();
  });

  it('cannot be rotated through GraphQL either', async () => {
    const { id, key } = await f.newKey('Owned');
    const response = await graphql(
      f.t.app,
      'mutation ($id: ID!) { rotateApiKey(id: $id, input: { gracePeriod: "none" }) { secret } }',
      { id },
      intruder,
    );
    expect(response.errors![0]!.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect((await f.call(DATA_PATH, key)).statusCode).toBe(200);
  });

  it('cannot be renamed, over REST or GraphQL', async () => {
    const { id } = await f.newKey('Owner named it');
    const rest = await f.t.app.inject({
      method: 'PATCH',
      url: `/api/api-keys/${id}`,
      headers: bearer(intruder),
      payload: { name: 'Mine now' },
    });
    expect(rest.statusCode).toBe(404);
    const viaGraphql = await graphql(
      f.t.app,
      'mutation ($id: ID!) { renameApiKey(id: $id, input: { name: "Mine now" }) { id } }',
      { id },
      intruder,
    );
    expect(viaGraphql.errors![0]!.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    const [row] = await f.t.app.deps.orm.em
      .fork()
      .execute<{ name: string }[]>('select name from api_keys where id = ?', [id]);
    expect(row!.name).toBe('Owner named it');
  });
});

describe('rotation without a session', () => {
  it('is refused with 401', async () => {
    const { id } = await f.newKey();
    expect(
      (await f.t.app.inject({ method: 'POST', url: `/api/api-keys/${id}/rotate`, payload: { grace_period: 'none' } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await f.t.app.inject({ method: 'PATCH', url: `/api/api-keys/${id}`, payload: { name: 'x' } })).statusCode,
    ).toBe(401);
  });

  it('cannot be done with the API key itself', async () => {
    const { id, key } = await f.newKey();
    const response = await f.t.app.inject({
      method: 'POST',
      url: `/api/api-keys/${id}/rotate`,
      headers: { 'x-api-key': key },
      payload: { grace_period: 'none' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the replaced secret', () => {
  it('is refused at once after a rotation without grace, even though it was just used', async () => {
    const { id, key: old } = await f.newKey();
    expect((await f.call(DATA_PATH, old)).statusCode).toBe(200);
    const { key: fresh } = (await rotate(id, 'none')).json();
    const refused = await f.call(DATA_PATH, old);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ detail: 'Invalid or missing API key' });
    expect((await f.call(DATA_PATH, fresh)).statusCode).toBe(200);
  });

  it('works beside the new secret during the grace period', async () => {
    const { id, key: old } = await f.newKey();
    const { key: fresh } = (await rotate(id, '1h')).json();
    for (const key of [old, fresh, old, fresh]) expect((await f.call(DATA_PATH, key)).statusCode).toBe(200);
  });

  it('is refused once the grace period ends, though it was cached as working just before', async () => {
    const { id, key: old } = await f.newKey();
    const { key: fresh } = (await rotate(id, '1h')).json();
    await endGraceIn(id, 400);
    expect((await f.call(DATA_PATH, old)).statusCode).toBe(200);
    await sleep(450);
    expect((await f.call(DATA_PATH, old)).statusCode).toBe(401);
    expect((await f.call(DATA_PATH, fresh)).statusCode).toBe(200);
  });

  it('stops with the key when the key is revoked during its grace', async () => {
    const { id, key: old } = await f.newKey();
    const { key: fresh } = (await rotate(id, '7d')).json();
    expect((await f.call(DATA_PATH, old)).statusCode).toBe(200);
    await f.t.app.inject({ method: 'POST', url: `/api/api-keys/${id}/revoke`, headers: bearer(f.token) });
    expect((await f.call(DATA_PATH, old)).statusCode).toBe(401);
    expect((await f.call(DATA_PATH, fresh)).statusCode).toBe(401);
  });

  it('never outlives the key: a key that expires during the grace takes both secrets with it', async () => {
    const { id, key: old } = await f.newKey();
    const { key: fresh } = (await rotate(id, '7d')).json();
    await f.expireKeyIn(id, 400);
    expect((await f.call(DATA_PATH, old)).statusCode).toBe(200);
    await sleep(450);
    expect((await f.call(DATA_PATH, old)).statusCode).toBe(401);
    expect((await f.call(DATA_PATH, fresh)).statusCode).toBe(401);
  });
});
