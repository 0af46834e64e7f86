import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Item } from './item.entity.js';
import { seedUser, type SeededUser } from '../../test-support/fixtures.js';
import { graphql, rest } from '../../test-support/graphql.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let owner: SeededUser;
let intruder: SeededUser;
let secret: { id: string; title: string; description: string | null };

beforeAll(async () => {
  t = await startTestApp();
  owner = await seedUser(t, { email: 'owner@touchline.test' });
  intruder = await seedUser(t, { email: 'intruder@touchline.test' });
  const response = await rest(t.app, 'POST', '/api/items/', owner.token, {
    title: 'Secret transfer target',
    description: 'do not leak',
  });
  secret = response.json();
});
afterAll(() => t.close());

const storedSecret = () => t.app.deps.orm.em.fork().findOne(Item, { id: secret.id });
const FORBIDDEN = { message: 'Not enough permissions', extensions: { code: 'FORBIDDEN', status: 403 } };

describe("a normal user cannot reach another user's items over REST", () => {
  it('does not see them in the list', async () => {
    const response = await rest(t.app, 'GET', '/api/items/?limit=1000', intruder.token);
    expect(response.json()).toEqual({ data: [], count: 0 });
    expect(response.body).not.toContain('Secret transfer target');
  });

  it('cannot read one by id, and the answer does not leak it', async () => {
    const response = await rest(t.app, 'GET', `/api/items/${secret.id}`, intruder.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Not enough permissions' });
  });

  it('cannot update one, and it stays as it was', async () => {
    const response = await rest(t.app, 'PUT', `/api/items/${secret.id}`, intruder.token, {
      title: 'defaced',
      description: null,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Not enough permissions' });
    const item = await storedSecret();
    expect({ title: item?.title, description: item?.description }).toEqual({
      title: 'Secret transfer target',
      description: 'do not leak',
    });
  });

  it('cannot delete one', async () => {
    const response = await rest(t.app, 'DELETE', `/api/items/${secret.id}`, intruder.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Not enough permissions' });
    expect(await storedSecret()).not.toBeNull();
  });

  it("cannot create an item in somebody else's name: owner_id in the body is ignored", async () => {
    const response = await rest(t.app, 'POST', '/api/items/', intruder.token, { title: 'planted', owner_id: owner.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().owner_id).toBe(intruder.id);
    expect(await t.app.deps.orm.em.fork().count(Item, { owner: owner.id })).toBe(1);
  });

  it('cannot move an own item to somebody else with PUT', async () => {
    const own = (await rest(t.app, 'POST', '/api/items/', intruder.token, { title: 'mine' })).json();
    const response = await rest(t.app, 'PUT', `/api/items/${own.id}`, intruder.token, {
      title: 'still mine',
      owner_id: owner.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: 'still mine', owner_id: intruder.id });
  });
});

describe("a normal user cannot reach another user's items over GraphQL", () => {
  it('does not see them in items', async () => {
    const result = await graphql(t.app, '{ items(limit: 1000) { count data { id title } } }', {}, intruder.token);
    expect(result.data!.items.data.map((item: { id: string }) => item.id)).not.toContain(secret.id);
  });

  it('cannot read one by id', async () => {
    const result = await graphql(
      t.app,
      'query ($id: ID!) { item(id: $id) { title description } }',
      { id: secret.id },
      intruder.token,
    );
    expect(result.data).toBeNull();
    expect(result.errors![0]).toMatchObject(FORBIDDEN);
  });

  it('cannot update one', async () => {
    const result = await graphql(
      t.app,
      'mutation ($id: ID!) { updateItem(id: $id, input: { title: "defaced" }) { id } }',
      { id: secret.id },
      intruder.token,
    );
    expect(result.errors![0]).toMatchObject(FORBIDDEN);
    expect((await storedSecret())?.title).toBe('Secret transfer target');
  });

  it('cannot delete one', async () => {
    const result = await graphql(
      t.app,
      'mutation ($id: ID!) { deleteItem(id: $id) { message } }',
      { id: secret.id },
      intruder.token,
    );
    expect(result.errors![0]).toMatchObject(FORBIDDEN);
    expect(await storedSecret()).not.toBeNull();
  });
});

describe('anonymous callers and odd ids', () => {
  it.each([
    ['GET', '/api/items/'],
    ['POST', '/api/items/'],
    ['GET', `/api/items/00000000-0000-4000-8000-000000000000`],
    ['PUT', `/api/items/00000000-0000-4000-8000-000000000000`],
    ['DELETE', `/api/items/00000000-0000-4000-8000-000000000000`],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const response = await rest(
      t.app,
      method,
      url,
      undefined,
      method === 'POST' || method === 'PUT' ? { title: 'x' } : undefined,
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Not authenticated' });
  });

  it('GraphQL items without a token is UNAUTHENTICATED with status 401', async () => {
    const result = await graphql(t.app, '{ items { count } }');
    expect(result.errors![0]).toMatchObject({
      message: 'Not authenticated',
      extensions: { code: 'UNAUTHENTICATED', status: 401 },
    });
  });

  it.each(['not-a-uuid', "1' OR '1'='1", '00000000-0000-0000-0000-00000000000z'])(
    'GET, PUT, DELETE /api/items/%s answer 404, never 500',
    async (id) => {
      const url = `/api/items/${encodeURIComponent(id)}`;
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const response = await rest(t.app, method, url, owner.token, method === 'PUT' ? { title: 'x' } : undefined);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ detail: 'Item not found' });
      }
      const result = await graphql(t.app, 'query ($id: ID!) { item(id: $id) { id } }', { id }, owner.token);
      expect(result.errors![0]).toMatchObject({ message: 'Item not found', extensions: { status: 404 } });
    },
  );

  it('keeps markup in titles as plain data, returned as JSON exactly as sent', async () => {
    const title = '<img src=x onerror=alert(1)>';
    const response = await rest(t.app, 'POST', '/api/items/', owner.token, { title });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().title).toBe(title);
  });
});
