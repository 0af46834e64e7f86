// Malformed variants of every root field of the GraphQL schema, read from the app by
// introspection: arguments well-formed or hostile (as variables or inline literals, numbers past
// 32 bits, NUL, long strings, wrong types, missing and unknown arguments), and requests that are
// not GraphQL over HTTP at all (bodies that are not JSON, wrong content types, GET for a mutation,
// batches, a query that is not a string). Each case is a raw HTTP request to /graphql.
import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { rawRequest } from '../test-support/raw-http.js';
import type { Callers } from './fuzz-target.js';
import { hostileString, hostileValue, invalidUtf8 } from './hostile-values.js';
import { hinted } from './named-values.js';
import { printable, type FuzzRequest } from './raw-requests.js';

export interface RootField {
  operation: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

export function rootFieldsOf(schema: GraphQLSchema): RootField[] {
  const of = (operation: RootField['operation'], type: ReturnType<GraphQLSchema['getQueryType']>) =>
    Object.values(type?.getFields() ?? {}).map((field) => ({ operation, field }));
  return [...of('query', schema.getQueryType()), ...of('mutation', schema.getMutationType())];
}

/** A value of `type`, well-formed unless it is hostile. */
function inputValue(type: GraphQLInputType, name: string, callers: Callers): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return wellFormed(type.ofType, name, callers);
  return fc.oneof(
    { arbitrary: wellFormed(type, name, callers), weight: 4 },
    { arbitrary: fc.constant(null), weight: 1 },
  );
}

function wellFormed(type: GraphQLInputType, name: string, callers: Callers): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return wellFormed(type.ofType, name, callers);
  if (isListType(type)) return fc.array(inputValue(type.ofType, name, callers), { maxLength: 3 });
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((value) => value.name));
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    return fc.record(
      Object.fromEntries(fields.map((field) => [field.name, inputValue(field.type, field.name, callers)])),
      {
        requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name),
      },
    );
  }
  const hint = hinted(name, callers);
  if (hint) return hint;
  switch (type.name) {
    case 'Int':
      return fc.integer({ min: -5, max: 1000 });
    case 'Float':
      return fc.double({ min: -1000, max: 1000, noNaN: true });
    case 'Boolean':
      return fc.boolean();
    case 'ID':
      return fc.oneof(fc.constantFrom(...callers.knownIds), fc.uuid());
    default:
      return fc.string({ maxLength: 30 });
  }
}

/** The value with one field (or itself) replaced by something hostile. */
function hostileFor(type: GraphQLInputType, name: string, callers: Callers): fc.Arbitrary<unknown> {
  const named = getNamedType(type);
  if (!isInputObjectType(named)) return hostileValue;
  const fields = Object.keys(named.getFields());
  return fc
    .tuple(
      wellFormed(named, name, callers),
      fc.constantFrom(...fields),
      hostileValue,
      fc.constantFrom('replace', 'drop', 'extra'),
    )
    .map(([document, field, hostile, how]) => {
      const changed = { ...(document as Record<string, unknown>) };
      if (how === 'replace') changed[field] = hostile;
      if (how === 'drop') delete changed[field];
      if (how === 'extra') changed[`${field}Extra`] = hostile;
      return changed;
    });
}

/** The leaf fields of `type`, and of the objects it holds, one level down. */
function selectionOf(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named)) return '{ __typename }';
  const fields = Object.values(named.getFields())
    .filter((field) => !field.args.some((arg) => isNonNullType(arg.type)))
    .map((field) =>
      isLeafType(getNamedType(field.type))
        ? field.name
        : depth < 1
          ? `${field.name} ${selectionOf(field.type, depth + 1)}`
          : null,
    )
    .filter((field): field is string => field !== null && !field.endsWith(' '));
  return `{ __typename ${fields.join(' ')} }`;
}

/** A GraphQL literal for `value` (strings as JSON strings, which GraphQL reads alike). */
function literal(value: unknown, enumLike = false): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return enumLike && /^[A-Za-z_]\w*$/.test(value) ? value : JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '0';
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map((item) => literal(item)).join(', ')}]`;
  return `{${Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${/^[A-Za-z_]\w*$/.test(k) ? k : '_'}: ${literal(v)}`)
    .join(', ')}}`;
}

interface GraphqlCall {
  document: string;
  variables: Record<string, unknown>;
  operationName?: string;
}

/** One root field's operation, its arguments passed as variables or written inline. */
function callsOf(root: RootField, callers: Callers): fc.Arbitrary<GraphqlCall> {
  const { field } = root;
  const args = field.args;
  const argValues = fc.tuple(
    ...args.map((arg) =>
      fc.oneof(
        { arbitrary: inputValue(arg.type, arg.name, callers).map((value) => ({ present: true, value })), weight: 5 },
        { arbitrary: hostileFor(arg.type, arg.name, callers).map((value) => ({ present: true, value })), weight: 3 },
        { arbitrary: fc.constant({ present: false, value: undefined as unknown }), weight: 1 },
      ),
    ),
  );
  const selection = selectionOf(field.type);
  return fc
    .record({
      values: argValues,
      inline: fc.boolean(),
      unknownArgument: fc.option(hostileValue, { freq: 8, nil: undefined }),
      named: fc.boolean(),
    })
    .map(({ values, inline, unknownArgument, named }) => {
      const present = args.map((arg, i) => ({ arg, ...values[i]! })).filter((entry) => entry.present);
      const written = present.map(
        ({ arg, value }, i) => `${arg.name}: ${inline ? literal(value, isEnumType(getNamedType(arg.type))) : `$v${i}`}`,
      );
      if (unknownArgument !== undefined) written.push(`unknownArgument: ${literal(unknownArgument)}`);
      const definitions =
        inline || present.length === 0
          ? ''
          : `(${present.map(({ arg }, i) => `$v${i}: ${String(arg.type)}`).join(', ')})`;
      const operationName = named ? 'Fuzz' : undefined;
      const head = `${root.operation}${named ? ' Fuzz' : ''}${definitions}`;
      return {
        document: `${head} { ${field.name}${written.length ? `(${written.join(', ')})` : ''} ${selection} }`,
        variables: inline ? {} : Object.fromEntries(present.map(({ value }, i) => [`v${i}`, value])),
        ...(operationName ? { operationName } : {}),
      };
    });
}

type Envelope = { method: 'GET' | 'POST'; query?: string; contentType?: string | null; body?: Buffer };

/** How a call travels: as it should, or in one of the ways GraphQL over HTTP does not allow. */
function envelopes(call: GraphqlCall): fc.Arbitrary<Envelope> {
  const json = (value: unknown) => Buffer.from(JSON.stringify(value));
  const proper = { method: 'POST' as const, contentType: 'application/json', body: json(call) };
  return fc.oneof(
    { arbitrary: fc.constant(proper), weight: 12 },
    {
      arbitrary: fc.constant({
        method: 'GET' as const,
        query: new URLSearchParams({
          query: call.document,
          variables: JSON.stringify(call.variables),
          ...(call.operationName ? { operationName: call.operationName } : {}),
        }).toString(),
      }),
      weight: 2,
    },
    {
      arbitrary: fc
        .constantFrom<string | null>(
          null,
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/graphql',
          'application/json; charset=utf-16',
        )
        .map((contentType) => ({ ...proper, contentType })),
      weight: 2,
    },
    {
      arbitrary: fc
        .constantFrom(
          [call, call],
          [],
          { ...call, query: 42 },
          { ...call, query: [call.document] },
          { ...call, variables: 'not an object' },
          { ...call, variables: [1] },
          { ...call, operationName: 'Missing' },
          { ...call, extensions: { persistedQuery: { version: 1, sha256Hash: 'x' } } },
          { ...call, query: `${call.document} ${call.document}` },
          { variables: call.variables },
          {},
        )
        .map((body) => ({ ...proper, body: json(body) })),
      weight: 3,
    },
    {
      arbitrary: fc
        .oneof(
          fc.constantFrom('', '{', '{"query":', 'null', '"query"', '[[[]]]').map((text) => Buffer.from(text)),
          invalidUtf8.map((bytes) =>
            Buffer.concat([Buffer.from('{"query":"{ viewer { id } }","variables":{"x":"'), bytes, Buffer.from('"}}')]),
          ),
          fc
            .constantFrom(2_000, 100_000)
            .map((depth) =>
              Buffer.from(`{"query":"{ viewer { id } }","variables":{"x":${'['.repeat(depth)}${']'.repeat(depth)}}}`),
            ),
          fc
            .constantFrom(500, 5_000)
            .map((depth) => json({ query: `{ ${'viewer { '.repeat(depth)}id${' }'.repeat(depth)} }` })),
          hostileString.map((text) => json({ query: text })),
        )
        .map((body) => ({ ...proper, body })),
      weight: 3,
    },
  );
}

/** Requests for one root field, as `callers` may send them to the app at `host`. */
export function graphqlRequestsFor(root: RootField, callers: Callers, host: string): fc.Arbitrary<FuzzRequest> {
  const caller = fc.oneof(
    { arbitrary: fc.constant({ caller: 'anonymous', headers: [] as [string, string | Buffer][] }), weight: 2 },
    {
      arbitrary: fc.constant({
        caller: 'user',
        headers: [['Authorization', `Bearer ${callers.user.token}`]] as [string, string | Buffer][],
      }),
      weight: 4,
    },
    {
      arbitrary: fc.constant({
        caller: 'superuser',
        headers: [['Authorization', `Bearer ${callers.superuser.token}`]] as [string, string | Buffer][],
      }),
      weight: 4,
    },
    {
      arbitrary: hostileString.map((text) => ({
        caller: 'forged',
        headers: [['Authorization', Buffer.from(`Bearer ${text}`)]] as [string, string | Buffer][],
      })),
      weight: 1,
    },
  );
  return fc.tuple(callsOf(root, callers).chain(envelopes), caller).map(([envelope, who]) => {
    const headers: [string, string | Buffer][] = [['Host', host], ['Connection', 'close'], ...who.headers];
    if (envelope.body) {
      if (envelope.contentType) headers.push(['Content-Type', envelope.contentType]);
      headers.push(['Content-Length', String(envelope.body.length)]);
    }
    const bytes = rawRequest(
      envelope.method,
      `/graphql${envelope.query ? `?${envelope.query}` : ''}`,
      headers,
      envelope.body,
    );
    return {
      method: envelope.method,
      bytes,
      caller: who.caller,
      [fc.toStringMethod]: () => `${who.caller}: ${printable(bytes)}`,
    };
  });
}
