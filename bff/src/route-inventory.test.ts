// The route inventory: every REST route and every GraphQL entry point declares who may call it and
// what bounds its cost, and one that does not is named here (and stops the app from starting).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import path from 'node:path';
import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import { Access } from './graphql/access.js';
import { undeclaredFields } from './graphql/field-declarations.js';
import { Cost } from './graphql/operation-cost.js';
import { buildGraphqlSchema } from './graphql/schema.js';
import { installAccessControl } from './http/access-control.js';
import { installRouteCosts, ROUTE_COSTS } from './http/route-cost.js';
import { startTestApp, type TestApp } from './test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ WEB_ROOT: path.resolve(import.meta.dirname, '..', '..') });
});
afterAll(() => t.close());

describe('REST routes', () => {
  it('every route declares its access and its cost', () => {
    const routes = t.app.routeDeclarations;
    expect(routes.length).toBeGreaterThan(30);
    const offenders = routes
      .filter((route) => typeof route.access !== 'string' || !(ROUTE_COSTS as readonly unknown[]).includes(route.cost))
      .map((route) => `${route.method} ${route.url} (access ${String(route.access)}, cost ${String(route.cost)})`);
    expect(offenders).toEqual([]);
  });

  it('declares the data proxy metered, GraphQL priced and sign-in throttled', () => {
    const costOf = (method: string, url: string) =>
      t.app.routeDeclarations.find((route) => route.method === method && route.url === url)?.cost;
    expect(costOf('GET', '/api/flashscore/*')).toBe('metered');
    expect(costOf('GET,POST,OPTIONS', '/graphql')).toBe('priced');
    expect(costOf('POST', '/api/login/access-token')).toBe('throttled');
    expect(costOf('GET', '/api/users/')).toBe('list');
  });

  it('refuses to start with a route that does not declare its cost, naming it', async () => {
    const app = Fastify();
    installAccessControl(app, []);
    installRouteCosts(app, []);
    app.get('/declared', { config: { access: 'public', cost: 'fixed' } }, async () => 'ok');
    expect(() => app.get('/forgotten', { config: { access: 'public' } }, async () => 'open')).toThrow(
      'Route GET /forgotten does not declare config.cost',
    );
    expect(() =>
      app.get('/misspelt', { config: { access: 'public', cost: 'cheap' as never } }, async () => 'open'),
    ).toThrow('does not declare config.cost');
  });
});

@ObjectType('InventoryRow')
class InventoryRow {
  @Field(() => String)
  name!: string;
}

@ObjectType('InventoryPage')
class InventoryPage {
  @Field(() => [InventoryRow])
  rows!: InventoryRow[];
}

@Resolver()
class UndeclaredResolver {
  @Query(() => String)
  inventoryWithoutDeclarations(@Ctx() _scope: unknown): string {
    return '';
  }

  @Access('public')
  @Cost({ weight: 1 })
  @Query(() => InventoryPage)
  inventoryWithUnsizedList(): InventoryPage {
    return { rows: [] };
  }
}

describe('GraphQL fields', () => {
  it('every root field declares its access and its cost, and every list of objects its size', async () => {
    expect(undeclaredFields(await buildGraphqlSchema())).toEqual([]);
  });

  it('refuses to build a schema whose fields lack their declarations, naming each', async () => {
    await expect(buildGraphqlSchema([UndeclaredResolver])).rejects.toThrow(
      [
        'GraphQL fields without their declarations:',
        'Query.inventoryWithoutDeclarations declares no @Access (who may call it)',
        'Query.inventoryWithoutDeclarations declares no @Cost (what it costs)',
        'InventoryPage.rows is a list of objects that declares no size (@Cost listSize, or sizedFields on the fields returning InventoryPage)',
      ].join('\n'),
    );
  });
});
