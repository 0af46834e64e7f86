// bff/openapi.json is the REST API's description as a file, beside bff/schema.graphql: the typed
// SDK (sdk/) is generated from it and reviewers see API changes in diffs. It is what a default
// deployment serves at /api/openapi.json. `npm run openapi:emit -w @touchline/bff` rewrites it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

const COMMITTED = path.resolve(import.meta.dirname, '..', '..', 'openapi.json');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function servedDocument(): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  return `${JSON.stringify(response.json(), null, 2)}\n`;
}

describe('bff/openapi.json', () => {
  it('matches the document the routes describe (run `npm run openapi:emit -w @touchline/bff` when this fails)', async () => {
    const served = await servedDocument();
    if (process.env.OPENAPI_EMIT === '1') writeFileSync(COMMITTED, served);
    expect(readFileSync(COMMITTED, 'utf8')).toBe(served);
  });

  it('names every operation and every shared answer, so generated clients read `users.readUserMe(): UserPublic`', async () => {
    const document = JSON.parse(await servedDocument()) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
      components: { schemas: object };
    };
    const unnamed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        operation.operationId ? [] : [`${method.toUpperCase()} ${path}`],
      ),
    );
    expect(unnamed).toEqual([]);
    expect(Object.keys(document.components.schemas).filter((name) => name.startsWith('def-'))).toEqual([]);
  });

  it('writes a value that may be null as OpenAPI 3.0 does (`nullable`), never with a null type 3.0 lacks', async () => {
    const served = await servedDocument();
    const document = JSON.parse(served) as {
      openapi: string;
      components: { schemas: Record<string, { items?: { properties: Record<string, unknown> } }> };
    };
    expect(document.openapi).toMatch(/^3\.0\./);
    expect(served).not.toMatch(/"type": "null"/);
    expect(served).not.toMatch(/"type": \[/);
    // A match not started has no score: an integer or null, typed `number | null` by generated clients.
    expect(document.components.schemas.Events?.items?.properties.homeScore).toEqual({
      type: 'integer',
      nullable: true,
    });
  });

  it('describes request bodies as they are read: a field a body does not name is ignored, so none says `additionalProperties: false`', async () => {
    const document = JSON.parse(await servedDocument()) as {
      info: { description: string };
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: object }> } }>>;
    };
    const closed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        Object.values(operation.requestBody?.content ?? {}).some(
          ({ schema }) => (schema as { additionalProperties?: unknown }).additionalProperties === false,
        )
          ? [`${method.toUpperCase()} ${path}`]
          : [],
      ),
    );
    expect(closed).toEqual([]);
    expect(document.info.description).toContain('a field a body does not name is ignored');
  });

  it('declares 422 on every operation that takes input and 401 on every one that needs a credential', async () => {
    type Operation = {
      parameters?: unknown[];
      requestBody?: unknown;
      security?: object[];
      tags?: string[];
      responses: Record<string, unknown>;
    };
    const document = JSON.parse(await servedDocument()) as { paths: Record<string, Record<string, Operation>> };
    const lacking = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) => {
        // The data endpoints' parameters are forwarded, not validated: the upstream answers them.
        if (operation.tags?.includes('data')) return [];
        const name = `${method.toUpperCase()} ${path}`;
        const takesInput = (operation.parameters?.length ?? 0) > 0 || operation.requestBody !== undefined;
        const needsCredential = (operation.security ?? []).length > 0;
        return [
          ...(takesInput && !('422' in operation.responses) ? [`${name}: 422`] : []),
          ...(needsCredential && !('401' in operation.responses) ? [`${name}: 401`] : []),
        ];
      }),
    );
    expect(lacking).toEqual([]);
  });
});
