import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Item } from './item.entity.js';
import { seedUser, type SeededUser } from '../../test-support/fixtures.js';
import { graphql, rest } from '../../test-support/graphql.js';
import { SUPERUSER, startTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let admin: string;
let ana: SeededUser;
let bruno: SeededUser;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(SUPERUSER.email, SUPERUSER.password);
  ana = await seedUser(t, { email: 'ana@touchline.test' });
  bruno = await seedUser(t, { email: 'bruno@touchline.test' });
});
afterAll(() => t.close());

const create = async (token: string, body: Record<string, unknown>) => {
  const response = await rest(t.app, 'POST', '/api/items/', token, body);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    id: string;
    title: string;
    description: string | null;
    owner_id: string;
    created_at: string;
  };
};
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('POST /api/items/', () => {
  it('creates an item owned by the caller, with the public fields only', async () => {
    const response = await rest(t.app, 'POST', '/api/items/', ana.token, {
      title: 'Scout report',
      description: 'Left back, U21',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'Scout report',
      description: 'Left back, U21',
      owner_id: ana.id,
      created_at: expect.any(String),
    });
  });

  it('stores a missing description as null', async () => {
    const item = await create(ana.token, { title: 'No description' });
    expect(item.description).toBeNull();
  });

  it('accepts a title and a description of exactly 255 characters', async () => {
    const item = await create(ana.token, { title: 't'.repeat(255), description: 'd'.repeat(255) });
    expect(item.title).toHaveLength(255);
    expect(item.description).toHaveLength(255);
  });

  it('answers 422 "Field required" without a title', async () => {
    const response = await rest(t.app, 'POST', '/api/items/', ana.token, { description: 'orphan' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: [{ loc: ['body', 'title'], msg: 'Field required', type: 'missing' }] });
  });

  it('answers 422 for an empty title', async () => {
    const response = await rest(t.app, 'POST', '/api/items/', ana.token, { title: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: [{ loc: ['body', 'title'], msg: 'String should have at least 1 character', type: 'string_too_short' }],
    });
  });

  it('answers 422 for a title of 256 characters', async () => {
    const response = await rest(t.app, 'POST', '/api/items/', ana.token, { title: 't'.repeat(256) });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: [{ loc: ['body', 'title'], msg: 'String should have at most 255 characters', type: 'string_too_long' }],
    });
  });

  it('answers 422 for a description of 256 characters, and stores nothing', async () => {
    const before = await t.app.deps.orm.em.fork().count(Item, {});
    const response = await rest(t.app, 'POST', '/api/items/', ana.token, { title: 'ok', description: 'd'.repeat(256) });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: [
        { loc: ['body', 'description'], msg: 'String should have at most 255 characters', type: 'string_too_long' },
      ],
    });
    expect(await t.app.deps.orm.em.fork().count(Item, {})).toBe(before);
  });

  // Bodies are validated strictly, as on every other route: a number or boolean is not quietly
  // turned into text.
  it.each([42, true])('answers 422 for a title of %p instead of coercing it to a string', async (title) => {
    const response = await rest(t.app, 'POST', '/api/items/', ana.token, { title });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: [{ loc: ['body', 'title'], msg: 'Input should be a valid string', type: 'string_type' }],
    });
  });

  it('answers 422 for a description that is a number, on create and on update', async () => {
    const created = await rest(t.app, 'POST', '/api/items/', ana.token, { title: 'typed', description: 5 });
    expect(created.statusCode).toBe(422);
    expect(created.json()).toEqual({
      detail: [{ loc: ['body', 'description'], msg: 'Input should be a valid string', type: 'string_type' }],
    });
    const item = await create(ana.token, { title: 'typed' });
    const updated = await rest(t.app, 'PUT', `/api/items/${item.id}`, ana.token, { description: 5 });
    expect(updated.statusCode).toBe(422);
  });

  it('answers 401 without a token', async () => {
    const response = await rest(t.app, 'POST', '/api/items/', undefined, { title: 'anonymous' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Not authenticated' });
  });
});

describe('GET /api/items/', () => {
  let carla: SeededUser;
  let carlaItems: string[];
  let daniItems: string[];

  beforeAll(async () => {
    carla = await seedUser(t, { email: 'carla@touchline.test' });
    const dani = await seedUser(t, { email: 'dani@touchline.test' });
    carlaItems = [];
    daniItems = [];
    // A few milliseconds apart, so "newest first" has one right answer.
    const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
    for (const n of [1, 2, 3]) {
      carlaItems.push((await create(carla.token, { title: `carla ${n}` })).id);
      await tick();
    }
    for (const n of [1, 2]) daniItems.push((await create(dani.token, { title: `dani ${n}` })).id);
  });

  it('shows a normal user only their own items, newest first, with their count', async () => {
    const response = await rest(t.app, 'GET', '/api/items/', carla.token);
    expect(response.statusCode).toBe(200);
    const { data, count } = response.json();
    expect(count).toBe(3);
    expect(data.map((item: { id: string }) => item.id)).toEqual([...carlaItems].reverse());
    expect(data.every((item: { owner_id: string }) => item.owner_id === carla.id)).toBe(true);
  });

  it('pages with skip and limit', async () => {
    const response = await rest(t.app, 'GET', '/api/items/?skip=1&limit=1', carla.token);
    expect(response.json()).toEqual({ data: [expect.objectContaining({ id: carlaItems[1] })], count: 3 });
  });

  it("shows a superuser everyone's items", async () => {
    const response = await rest(t.app, 'GET', '/api/items/?limit=1000', admin);
    const { data, count } = response.json();
    expect(count).toBe(await t.app.deps.orm.em.fork().count(Item, {}));
    const ids = data.map((item: { id: string }) => item.id);
    expect(ids).toEqual(expect.arrayContaining([...carlaItems, ...daniItems]));
  });

  it('answers 422 for a limit over 1000', async () => {
    const response = await rest(t.app, 'GET', '/api/items/?limit=1001', carla.token);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: [{ loc: ['query', 'limit'], msg: 'Input should be less than or equal to 1000', type: 'less_than_equal' }],
    });
  });

  it('answers 422 naming the largest skip for a skip past it, instead of failing in the database', async () => {
    const response = await rest(t.app, 'GET', '/api/items/?skip=99999999999999999999', carla.token);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: [
        { loc: ['query', 'skip'], msg: 'Input should be less than or equal to 2147483647', type: 'less_than_equal' },
      ],
    });
    const largest = await rest(t.app, 'GET', '/api/items/?skip=2147483647', carla.token);
    expect(largest.json()).toEqual({ data: [], count: 3 });
  });

  it('refuses GraphQL paging outside the same bounds with the same words, instead of quietly changing it', async () => {
    const result = await graphql(t.app, '{ items(skip: -1, limit: 1001) { count } }', {}, carla.token);
    expect(result.data).toBeNull();
    expect(result.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      status: 422,
      detail: [
        { loc: ['skip'], msg: 'Input should be greater than or equal to 0', type: 'greater_than_equal' },
        { loc: ['limit'], msg: 'Input should be less than or equal to 1000', type: 'less_than_equal' },
      ],
    });
  });
});

describe('GET, PUT and DELETE /api/items/{id}', () => {
  it('returns an own item', async () => {
    const item = await create(ana.token, { title: 'mine' });
    const response = await rest(t.app, 'GET', `/api/items/${item.id}`, ana.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(item);
  });

  it.each(['GET', 'PUT', 'DELETE'] as const)('%s answers 404 "Item not found" for a missing id', async (method) => {
    const response = await rest(
      t.app,
      method,
      `/api/items/${MISSING}`,
      ana.token,
      method === 'PUT' ? { title: 'x' } : undefined,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Item not found' });
  });

  it.each(['GET', 'PUT', 'DELETE'] as const)(
    '%s answers 403 "Not enough permissions" on someone else\'s item',
    async (method) => {
      const item = await create(bruno.token, { title: "bruno's" });
      const response = await rest(
        t.app,
        method,
        `/api/items/${item.id}`,
        ana.token,
        method === 'PUT' ? { title: 'x' } : undefined,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'Not enough permissions' });
    },
  );

  it('updates only the fields sent', async () => {
    const item = await create(ana.token, { title: 'before', description: 'kept' });
    const retitled = await rest(t.app, 'PUT', `/api/items/${item.id}`, ana.token, { title: 'after' });
    expect(retitled.statusCode).toBe(200);
    expect(retitled.json()).toEqual({ ...item, title: 'after' });
    const cleared = await rest(t.app, 'PUT', `/api/items/${item.id}`, ana.token, { description: null });
    expect(cleared.json()).toEqual({ ...item, title: 'after', description: null });
  });

  it('answers 422 on update for an empty title and a long description', async () => {
    const item = await create(ana.token, { title: 'valid' });
    const empty = await rest(t.app, 'PUT', `/api/items/${item.id}`, ana.token, { title: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail).toEqual([
      { loc: ['body', 'title'], msg: 'String should have at least 1 character', type: 'string_too_short' },
    ]);
    const long = await rest(t.app, 'PUT', `/api/items/${item.id}`, ana.token, { description: 'd'.repeat(256) });
    expect(long.statusCode).toBe(422);
    expect(long.json().detail).toEqual([
      { loc: ['body', 'description'], msg: 'String should have at most 255 characters', type: 'string_too_long' },
    ]);
  });

  it('deletes an own item: "Item deleted successfully", then 404', async () => {
    const item = await create(ana.token, { title: 'short-lived' });
    const response = await rest(t.app, 'DELETE', `/api/items/${item.id}`, ana.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Item deleted successfully' });
    expect(await t.app.deps.orm.em.fork().count(Item, { id: item.id })).toBe(0);
    expect((await rest(t.app, 'GET', `/api/items/${item.id}`, ana.token)).statusCode).toBe(404);
  });

  it("lets a superuser read, update and delete anyone's item", async () => {
    const item = await create(bruno.token, { title: 'moderated' });
    expect((await rest(t.app, 'GET', `/api/items/${item.id}`, admin)).json()).toEqual(item);
    const updated = await rest(t.app, 'PUT', `/api/items/${item.id}`, admin, { title: 'moderated by admin' });
    expect(updated.json()).toEqual({ ...item, title: 'moderated by admin' });
    expect((await rest(t.app, 'DELETE', `/api/items/${item.id}`, admin)).json()).toEqual({
      message: 'Item deleted successfully',
    });
  });
});

describe('GraphQL items', () => {
  it('createItem stores an item that REST then returns', async () => {
    const result = await graphql(
      t.app,
      'mutation ($input: ItemInput!) { createItem(input: $input) { id title description ownerId } }',
      { input: { title: 'via graphql', description: 'twin' } },
      ana.token,
    );
    expect(result.errors).toBeUndefined();
    const created = result.data!.createItem;
    expect(created).toEqual({ id: expect.any(String), title: 'via graphql', description: 'twin', ownerId: ana.id });
    const viaRest = await rest(t.app, 'GET', `/api/items/${created.id}`, ana.token);
    expect(viaRest.json()).toMatchObject({
      id: created.id,
      title: 'via graphql',
      description: 'twin',
      owner_id: ana.id,
    });
  });

  it('updateItem changes only the fields sent, as REST PUT does, and refuses an empty title with 422', async () => {
    const item = await create(ana.token, { title: 'kept title', description: 'before' });
    const update = (input: object) =>
      graphql(
        t.app,
        'mutation ($id: ID!, $input: ItemChangesInput!) { updateItem(id: $id, input: $input) { title description } }',
        { id: item.id, input },
        ana.token,
      );
    const described = await update({ description: 'after' });
    expect(described.errors).toBeUndefined();
    expect(described.data!.updateItem).toEqual({ title: 'kept title', description: 'after' });
    const cleared = await update({ description: null });
    expect(cleared.data!.updateItem).toEqual({ title: 'kept title', description: null });
    const empty = await update({ title: '' });
    expect(empty.errors?.[0]?.extensions?.status).toBe(422);
    expect((await rest(t.app, 'GET', `/api/items/${item.id}`, ana.token)).json().title).toBe('kept title');
  });

  it('createItem accepts a missing description as null', async () => {
    const result = await graphql(
      t.app,
      'mutation { createItem(input: { title: "bare" }) { title description } }',
      {},
      ana.token,
    );
    expect(result.data!.createItem).toEqual({ title: 'bare', description: null });
  });

  it("items lists the same own items as REST, and everyone's for a superuser", async () => {
    const own = await graphql(t.app, '{ items(limit: 1000) { count data { id ownerId } } }', {}, ana.token);
    const fromRest = (await rest(t.app, 'GET', '/api/items/?limit=1000', ana.token)).json();
    expect(own.data!.items).toEqual({
      count: fromRest.count,
      data: fromRest.data.map((item: { id: string; owner_id: string }) => ({ id: item.id, ownerId: item.owner_id })),
    });
    const all = await graphql(t.app, '{ items(limit: 1000) { count } }', {}, admin);
    expect(all.data!.items.count).toBe(await t.app.deps.orm.em.fork().count(Item, {}));
    expect(all.data!.items.count).toBeGreaterThan(fromRest.count);
  });

  it('createItem rejects an empty title and a 256-character description with status 422', async () => {
    for (const input of [{ title: '' }, { title: 'ok', description: 'd'.repeat(256) }]) {
      const result = await graphql(
        t.app,
        'mutation ($input: ItemInput!) { createItem(input: $input) { id } }',
        { input },
        ana.token,
      );
      expect(result.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 422 });
    }
  });

  it('deleteItem answers with the REST message; item of a missing id is NOT_FOUND', async () => {
    const item = await create(ana.token, { title: 'graphql delete' });
    const removed = await graphql(
      t.app,
      'mutation ($id: ID!) { deleteItem(id: $id) { message } }',
      { id: item.id },
      ana.token,
    );
    expect(removed.data!.deleteItem).toEqual({ message: 'Item deleted successfully' });
    const missing = await graphql(t.app, 'query ($id: ID!) { item(id: $id) { id } }', { id: item.id }, ana.token);
    expect(missing.errors![0]).toMatchObject({
      message: 'Item not found',
      extensions: { code: 'NOT_FOUND', status: 404 },
    });
  });
});
