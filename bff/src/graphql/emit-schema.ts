// Writes bff/schema.graphql from the type-graphql classes: `npm run schema:emit -w @touchline/bff`.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildGraphqlSchema, printSchemaFile } from './schema.js';

const target = path.resolve(import.meta.dirname, '..', '..', 'schema.graphql');
await writeFile(target, printSchemaFile(await buildGraphqlSchema()));
console.log(`wrote ${target}`);
