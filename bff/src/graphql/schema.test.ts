import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildGraphqlSchema, printSchemaFile } from './schema.js';

describe('bff/schema.graphql', () => {
  it('matches the schema the resolvers build (run `npm run schema:emit -w @touchline/bff` when this fails)', async () => {
    const committed = readFileSync(path.resolve(import.meta.dirname, '..', '..', 'schema.graphql'), 'utf8');
    expect(committed).toBe(printSchemaFile(await buildGraphqlSchema()));
  });
});
