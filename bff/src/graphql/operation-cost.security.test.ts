// One GraphQL request cannot make the server do unbounded work: operations over their limits are
// refused before any resolver runs, anonymous or signed in, and other callers are answered meanwhile.
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { graphql } from '../test-support/graphql.js';
import { bearer, startTestApp, SUPERUSER, type TestApp } from '../test-support/test-app.js';
import { UserService } from '../modules/users/user.service.js';
import { GRAPHQL_BODY_LIMIT_BYTES } from './graphql.routes.js';
import { OPERATION_LIMITS } from './operation-cost.js';

let t: TestApp;
let superuserToken: string;
beforeAll(async () => {
  t = await startTestApp();
  superuserToken = await t.login(SUPERUSER.email, SUPERUSER.password);
});
afterAll(() => t.close());
afterEach(() => {
  jest.restoreAllMocks();
});

/** Counts the calls of the real catalog read behind `dataEndpoints`, letting each through. */
const watchDataEndpoints = () => jest.spyOn(t.app.deps.dataEndpoints, 'list');
const aliased = (count: number, selection: string) =>
  `{ ${Array.from({ length: count }, (_, index) => `a${index}: ${selection}`).join(' ')} }`;

function expectRefusedFor(result: Awaited<ReturnType<typeof graphql>>, limit: string) {
  expect(result.status).toBe(400);
  expect(result.data).toBeUndefined();
  const refusal = result.errors!.find((error) => error.extensions.limit === limit);
  expect(refusal?.extensions).toMatchObject({
    code: 'OPERATION_TOO_COSTLY',
    status: 422,
    limit,
    maximum: OPERATION_LIMITS[limit as keyof typeof OPERATION_LIMITS],
  });
  expect(refusal?.message).toMatch(
    new RegExp(
      `limit.* ${OPERATION_LIMITS[limit as keyof typeof OPERATION_LIMITS]}\\b|${OPERATION_LIMITS[limit as keyof typeof OPERATION_LIMITS]}.*the limit`,
    ),
  );
  return refusal!;
}

describe('operations over their limits are refused before they run', () => {
  it('refuses 2,000 aliases of dataEndpoints from an anonymous caller without reading the catalog once', async () => {
    const catalogReads = watchDataEndpoints();
    const result = await graphql(t.app, aliased(2000, 'dataEndpoints { id }'));
    const refusal = expectRefusedFor(result, 'tokens');
    expect(refusal.message).toBe(
      `The operation is too costly: its document has more than ${OPERATION_LIMITS.tokens} tokens, the limit (tokens).`,
    );
    expect(catalogReads).not.toHaveBeenCalled();
  });

  it('refuses aliases over the limit, naming the limit and how many the operation has, anonymous or signed in', async () => {
    const catalogReads = watchDataEndpoints();
    const query = `query Amplified ${aliased(OPERATION_LIMITS.aliases + 1, 'dataEndpoints { id }')}`;
    for (const token of [undefined, superuserToken]) {
      const refusal = expectRefusedFor(await graphql(t.app, query, {}, token), 'aliases');
      expect(refusal.message).toBe(
        `Operation "Amplified" is too costly: it has ${OPERATION_LIMITS.aliases + 1} aliases, over the limit of ${OPERATION_LIMITS.aliases} (aliases).`,
      );
      expect(refusal.extensions.value).toBe(OPERATION_LIMITS.aliases + 1);
    }
    expect(catalogReads).not.toHaveBeenCalled();
  });

  it('runs an operation within every limit', async () => {
    const result = await graphql(t.app, aliased(3, 'dataEndpoints { id }'));
    expect(result.errors).toBeUndefined();
    expect(result.data!.a2.length).toBeGreaterThan(0);
  });

  it("refuses fields nested deeper than the limit (through introspection, the schema's only cycle)", async () => {
    let nested = 'name';
    for (let level = 0; level < OPERATION_LIMITS.depth; level += 1)
      nested = level % 2 === 0 ? `fields { type { ${nested} } }` : `ofType { ${nested} }`;
    const result = await graphql(t.app, `{ __type(name: "Query") { ${nested} } }`);
    expect(expectRefusedFor(result, 'depth').extensions.value).toBeGreaterThan(OPERATION_LIMITS.depth);
  });

  it('prices lists at the size asked for, and refuses big pages asked for together', async () => {
    const listings = jest.spyOn(UserService.prototype, 'list');
    const pages = Math.ceil(OPERATION_LIMITS.cost / 1000);
    const small = await graphql(t.app, aliased(pages, 'users(limit: 10) { data { id } }'), {}, superuserToken);
    expect(small.errors).toBeUndefined();
    expect(listings).toHaveBeenCalledTimes(pages);
    listings.mockClear();

    const big = await graphql(t.app, aliased(pages, 'users(limit: 1000) { data { id } }'), {}, superuserToken);
    expect(expectRefusedFor(big, 'cost').extensions.value).toBeGreaterThan(OPERATION_LIMITS.cost);
    // A variable counts at the most the field returns, whatever value comes with it.
    const variables = await graphql(
      t.app,
      `query Pages($limit: Int!) ${aliased(pages, 'users(limit: $limit) { data { id } }')}`,
      { limit: 1 },
      superuserToken,
    );
    expectRefusedFor(variables, 'cost');
    expect(listings).not.toHaveBeenCalled();
  });

  it('refuses more root fields than the limit', async () => {
    const result = await graphql(t.app, aliased(OPERATION_LIMITS.rootFields + 1, '__typename'));
    expectRefusedFor(result, 'rootFields');
  });

  it('refuses fragments that spread into one another exponentially, without running any', async () => {
    const catalogReads = watchDataEndpoints();
    const fragments = Array.from(
      { length: 40 },
      (_, level) => `fragment F${level + 1} on Query { ...F${level} ...F${level} }`,
    ).join('\n');
    const result = await graphql(
      t.app,
      `
        {
          ...F40
        }
        fragment F0 on Query {
          dataEndpoints {
            id
          }
        }
        ${fragments}
      `,
    );
    expect(expectRefusedFor(result, 'fields').extensions.value).toBe(2 ** 41);
    expect(catalogReads).not.toHaveBeenCalled();
  });

  it('refuses fragments that spread themselves in a cycle, without running any', async () => {
    const catalogReads = watchDataEndpoints();
    const result = await graphql(
      t.app,
      '{ ...A }\nfragment A on Query { dataEndpoints { id } ...B }\nfragment B on Query { ...A }',
    );
    expect(result.status).toBe(400);
    expect(result.errors![0]!.message).toMatch(/Cannot spread fragment "A" within itself/);
    expect(catalogReads).not.toHaveBeenCalled();
  });
});

describe('the /graphql request itself is bounded', () => {
  it(`refuses a body over ${GRAPHQL_BODY_LIMIT_BYTES / 1024} kB before reading it as GraphQL`, async () => {
    const catalogReads = watchDataEndpoints();
    const query = aliased(2000, 'dataEndpoints { id path summary description parameters { name description } }');
    expect(query.length).toBeGreaterThan(GRAPHQL_BODY_LIMIT_BYTES);
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      detail: [{ loc: ['body'], msg: 'Request body is too large', type: 'too_large' }],
    });
    expect(catalogReads).not.toHaveBeenCalled();
  });

  it('refuses a batch of operations in one request', async () => {
    const catalogReads = watchDataEndpoints();
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...bearer(superuserToken) },
      payload: JSON.stringify(Array.from({ length: 50 }, () => ({ query: '{ dataEndpoints { id } }' }))),
    });
    expect(response.statusCode).toBe(400);
    expect(catalogReads).not.toHaveBeenCalled();
  });
});

describe('other callers while hostile operations arrive', () => {
  let origin: string;
  beforeAll(async () => {
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('answers a health check while anonymous callers send operations far over the limits', async () => {
    const catalogReads = watchDataEndpoints();
    const hostile = () =>
      fetch(`${origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: aliased(2000, 'dataEndpoints { id }') }),
      });
    const [health, ...refusals] = await Promise.all([
      fetch(`${origin}/api/utils/health-check/`),
      ...Array.from({ length: 10 }, hostile),
    ]);
    expect(health.status).toBe(200);
    expect(await health.json()).toBe(true);
    for (const refusal of refusals) {
      expect(refusal.status).toBe(400);
      expect(
        ((await refusal.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code,
      ).toBe('OPERATION_TOO_COSTLY');
    }
    expect(catalogReads).not.toHaveBeenCalled();
  });
});
