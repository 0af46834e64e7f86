// The operation limits leave the dashboard room: every operation it can send measures under half
// of each limit. The dashboard sends only the documents its GraphQL codegen writes to
// <package>/src/graphql/graphql.ts (a runtime `gql` is stubbed out of its builds), so those files
// hold all of them.
import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  Kind,
  Lexer,
  parse,
  Source,
  TokenKind,
  print,
  specifiedRules,
  validate,
  visit,
  type DocumentNode,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { OPERATION_LIMITS, operationCostRule, type MeasuredLimit, type OperationMeasure } from './operation-cost.js';
import { buildGraphqlSchema } from './schema.js';

const REPOSITORY = path.resolve(import.meta.dirname, '..', '..', '..');
const GENERATED_DOCUMENT = /^export const (\w+)Document = (\{.*\}) as unknown as DocumentNode/gm;

/** Every operation document the dashboard's packages generate, by package and operation name. */
function dashboardOperations(): { name: string; document: DocumentNode }[] {
  const operations: { name: string; document: DocumentNode }[] = [];
  for (const folder of readdirSync(REPOSITORY)) {
    const generated = path.join(REPOSITORY, folder, 'src', 'graphql', 'graphql.ts');
    if (folder === 'bff' || !existsSync(generated)) continue;
    for (const [, name, json] of readFileSync(generated, 'utf8').matchAll(GENERATED_DOCUMENT)) {
      operations.push({ name: `${folder} ${name}`, document: JSON.parse(json!) as DocumentNode });
    }
  }
  return operations;
}

/** The document as Apollo Client sends it: its cache asks for `__typename` in every selection set below the root. */
function withTypenames(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet: (selectionSet: SelectionSetNode, _key, parent) => {
      if (parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
      if (
        selectionSet.selections.some(
          (selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename',
        )
      )
        return undefined;
      return {
        ...selectionSet,
        selections: [...selectionSet.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }],
      };
    },
  });
}

function tokensOf(text: string): number {
  const lexer = new Lexer(new Source(text));
  let tokens = 0;
  while (lexer.advance().kind !== TokenKind.EOF) tokens += 1;
  return tokens;
}

/** Every measure of the document's operation, read from the rule run with limits of zero. */
function measure(schema: GraphQLSchema, document: DocumentNode): OperationMeasure {
  const errors = validate(schema, document, [
    operationCostRule({ tokens: 0, depth: 0, aliases: 0, rootFields: 0, fields: 0, cost: 0 }),
  ]);
  const measured: OperationMeasure = { depth: 0, aliases: 0, rootFields: 0, fields: 0, cost: 0 };
  for (const error of errors) measured[error.extensions.limit as MeasuredLimit] = error.extensions.value as number;
  return measured;
}

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildGraphqlSchema();
});

describe("the dashboard's operations against the operation limits", () => {
  const operations = dashboardOperations();

  it('finds the operations of every dashboard package', () => {
    const names = operations.map(({ name }) => name);
    for (const expected of [
      'shell ItemsDocument',
      'mf-auth LoginDocument',
      'mf-keys ApiExplorerPageDocument',
      'mf-usage UsagePageDocument',
      'mf-admin AdminUsersDocument',
    ]) {
      expect(names).toContain(expected.replace('Document', ''));
    }
  });

  it.each(operations.map(({ name, document }) => [name, document] as const))(
    '%s is valid and measures under half of every limit',
    (_name, generated) => {
      const document = withTypenames(generated);
      expect(validate(schema, document, specifiedRules)).toEqual([]);
      const measured = { ...measure(schema, document), tokens: tokensOf(print(document)) };
      const overHalf = (Object.keys(OPERATION_LIMITS) as (keyof typeof OPERATION_LIMITS)[])
        .filter((limit) => measured[limit] >= OPERATION_LIMITS[limit] / 2)
        .map((limit) => `${limit}: ${measured[limit]} of ${OPERATION_LIMITS[limit]}`);
      expect(overHalf).toEqual([]);
    },
  );
});

describe('what an operation is measured as', () => {
  it('counts a list argument given as a literal as asked, and one given as a variable at the most the field returns', () => {
    const literal = measure(schema, withTypenames(parse('{ users(limit: 10) { data { id } } }')));
    const variable = measure(schema, parse('query ($limit: Int!) { users(limit: $limit) { data { id } } }'));
    expect(literal.cost).toBe(1 + 10);
    expect(variable.cost).toBe(1 + 1000);
  });

  it('expands fragments as execution would, measuring each fragment once', () => {
    const fragments = Array.from(
      { length: 30 },
      (_, level) => `fragment F${level + 1} on Query { ...F${level} ...F${level} }`,
    ).join('\n');
    const document = parse(`{ ...F30 }\nfragment F0 on Query { viewer { id } }\n${fragments}`);
    expect(measure(schema, document).fields).toBe(2 ** 30 * 2);
  });
});
