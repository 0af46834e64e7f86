// Malformed variants of every REST operation the API documents, generated from /api/openapi.json:
// each parameter and body field either well-formed (from its schema and example, so that a
// request gets past the fields it does not vary) or hostile, bodies that are not what their
// Content-Type says, repeated parameters, wrong methods, and the callers that reach past the
// access check. Each case is a raw HTTP request (see test-support/raw-http.ts).
import fc from 'fast-check';
import type { Callers } from './fuzz-target.js';
import {
  hostileNumberText,
  hostileParamText,
  hostileString,
  hostileValue,
  invalidUtf8,
  textOf,
} from './hostile-values.js';
import { hinted } from './named-values.js';
import { validValue, type Operation, type Parameter, type Schema } from './openapi-operations.js';
import { requestOf, urlEncoding, type Body, type FuzzRequest, type RequestParts } from './raw-requests.js';

/** A parameter's value as text: its kind of value, a known id, or something hostile. */
function paramText(parameter: Parameter, callers: Callers): fc.Arbitrary<string> {
  const suggested = parameter.example === undefined ? hinted(parameter.name, callers) : null;
  return fc.oneof(
    { arbitrary: (suggested ?? validValue(parameter.schema, callers, parameter.example)).map(textOf), weight: 3 },
    { arbitrary: fc.constantFrom(...callers.knownIds, callers.user.email), weight: 1 },
    {
      arbitrary: ['integer', 'number'].includes(parameter.schema.type) ? hostileNumberText : hostileParamText,
      weight: 4,
    },
  );
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value) ?? 'null');
const form = (value: unknown) =>
  Buffer.from(
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? new URLSearchParams(Object.entries(value).map(([k, v]): [string, string] => [k, textOf(v)])).toString()
      : textOf(value),
  );

/** A document whose schema allows `body`, with one field changed, dropped, or joined by others. */
function mutatedObject(schema: Schema, callers: Callers): fc.Arbitrary<unknown> {
  const names = Object.keys(schema.properties ?? {});
  const valid = validValue(schema, callers);
  if (names.length === 0) return fc.oneof(valid, hostileValue);
  return fc
    .tuple(valid, fc.constantFrom(...names), hostileValue, fc.constantFrom('replace', 'drop', 'extra', 'prototype'))
    .map(([document, name, hostile, how]) => {
      const changed = { ...(document as Record<string, unknown>) };
      if (how === 'replace') changed[name] = hostile;
      if (how === 'drop') delete changed[name];
      if (how === 'extra') changed[`${name}_extra`] = hostile;
      return how === 'prototype'
        ? JSON.parse(
            `{"__proto__": {"is_superuser": true}, "constructor": {"prototype": {"x": 1}}, ${JSON.stringify(changed).slice(1)}`,
          )
        : changed;
    });
}

/** Bodies that are not JSON, or not the JSON their Content-Type promises. */
const malformedBytes: fc.Arbitrary<Buffer> = fc.oneof(
  fc
    .constantFrom(
      '',
      '{',
      '{"a":1,}',
      "{'a':1}",
      'NaN',
      '[1,2',
      '{"a":1}{"b":2}',
      '\uFEFF{}',
      'null',
      '"text"',
      '1e999',
      '-',
      '{"a":"\\ud800"}',
      '{"a":"\\u0000"}',
    )
    .map((text) => Buffer.from(text)),
  invalidUtf8.map((bytes) =>
    Buffer.concat([Buffer.from('{"title":"'), bytes, Buffer.from('","email":"'), bytes, Buffer.from('"}')]),
  ),
  fc.constantFrom(2_000, 200_000).map((depth) => Buffer.from('['.repeat(depth) + ']'.repeat(depth))),
  fc.constantFrom(2_000, 200_000).map((depth) => Buffer.from('{"a":'.repeat(depth) + '1' + '}'.repeat(depth))),
  // Past the 1 MB body limit.
  fc.constant(Buffer.from(`{"title":"${'a'.repeat(1024 * 1024 + 1)}"}`)),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
);

const otherContentTypes = fc.constantFrom(
  null,
  'application/json',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'text/plain',
  'application/xml',
  'application/octet-stream',
  'application/json, text/plain',
  ';;;',
);

function bodyFor(operation: Operation, callers: Callers): fc.Arbitrary<Body> {
  const declared = operation.body;
  if (!declared) {
    return fc.oneof(
      { arbitrary: fc.constant(null), weight: 8 },
      {
        arbitrary: fc
          .tuple(otherContentTypes, fc.oneof(hostileValue.map(json), malformedBytes))
          .map(([contentType, bytes]) => ({ contentType, bytes })),
        weight: 1,
      },
    );
  }
  const encode = declared.contentType.includes('json') ? json : form;
  return fc.oneof(
    {
      arbitrary: validValue(declared.schema, callers).map((value) => ({
        contentType: declared.contentType,
        bytes: encode(value),
      })),
      weight: 3,
    },
    {
      arbitrary: mutatedObject(declared.schema, callers).map((value) => ({
        contentType: declared.contentType,
        bytes: encode(value),
      })),
      weight: 6,
    },
    {
      arbitrary: hostileValue.map((value) => ({ contentType: declared.contentType, bytes: encode(value) })),
      weight: 2,
    },
    { arbitrary: malformedBytes.map((bytes) => ({ contentType: declared.contentType, bytes })), weight: 2 },
    {
      arbitrary: fc
        .tuple(
          otherContentTypes,
          fc.oneof(validValue(declared.schema, callers), mutatedObject(declared.schema, callers)),
          fc.boolean(),
        )
        .map(([contentType, value, asJson]) => ({ contentType, bytes: asJson ? json(value) : form(value) })),
      weight: 2,
    },
    { arbitrary: fc.constant(null), weight: 1 },
  );
}

/** Who calls: nobody, a user or a superuser with a valid token, or a token that is not one. */
function authorizationFor(
  operation: Operation,
  callers: Callers,
): fc.Arbitrary<{ caller: string; headers: [string, string | Buffer][] }> {
  const bearerOf = (caller: string, token: string) => ({
    caller,
    headers: [['Authorization', `Bearer ${token}`]] as [string, string][],
  });
  const key = operation.security === 'apiKey';
  const forged = fc.oneof(
    hostileString.map((text) => ['Authorization', Buffer.from(`Bearer ${text}`)] as [string, Buffer]),
    fc.constantFrom<[string, string]>(
      ['Authorization', `Bearer ${callers.user.token.split('.').slice(0, 2).join('.')}.`],
      ['Authorization', `Bearer eyJhbGciOiJub25lIn0.${callers.user.token.split('.')[1]}.`],
      ['Authorization', 'Basic YWRtaW46Y2hhbmdldGhpcw=='],
      ['Authorization', `bearer  ${callers.superuser.token}`],
      ['X-API-Key', `${callers.user.apiKey}x`],
      ['X-API-Key', 'tl_00000000000000000000000000000000000000'],
    ),
    hostileString.map((text) => ['X-API-Key', Buffer.from(text)] as [string, Buffer]),
  );
  return fc.oneof(
    { arbitrary: fc.constant({ caller: 'anonymous', headers: [] as [string, string][] }), weight: 2 },
    {
      arbitrary: fc.constant(
        key
          ? { caller: 'api key', headers: [['X-API-Key', callers.user.apiKey]] as [string, string][] }
          : bearerOf('user', callers.user.token),
      ),
      weight: key ? 8 : 4,
    },
    { arbitrary: fc.constant(bearerOf('superuser', callers.superuser.token)), weight: key ? 1 : 4 },
    { arbitrary: forged.map((header) => ({ caller: 'forged', headers: [header] })), weight: 1 },
  );
}

/** Headers a request may carry besides its own: odd request ids, client addresses, doubled types. */
const extraHeaders: fc.Arbitrary<[string, string | Buffer][]> = fc.oneof(
  { arbitrary: fc.constant([] as [string, string][]), weight: 6 },
  { arbitrary: hostileString.map((text) => [['X-Request-Id', Buffer.from(text)]] as [string, Buffer][]), weight: 1 },
  { arbitrary: hostileString.map((text) => [['X-Forwarded-For', Buffer.from(text)]] as [string, Buffer][]), weight: 1 },
  {
    arbitrary: fc.constant([
      ['Accept', '*/*;q=foo'],
      ['Accept-Encoding', 'gzip;q=2, br, x'],
      ['Cookie', '=;;='],
    ] as [string, string][]),
    weight: 1,
  },
);

const otherMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND'];

/** Requests for one operation, as `callers` may send them to the app at `host`. */
export function requestsFor(operation: Operation, callers: Callers, host: string): fc.Arbitrary<FuzzRequest> {
  const pathParams = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = operation.parameters.filter((parameter) => parameter.in === 'query');
  const segment = (parameter: Parameter) =>
    parameter.name === '*'
      ? fc
          .array(
            fc.oneof(
              fc.constantFrom('football', 'live', 'players', 'search', '..', '.', '', '%2e%2e'),
              hostileParamText,
            ),
            { minLength: 1, maxLength: 4 },
          )
          .map((parts) => ({ parts, raw: true }))
      : paramText(parameter, callers).map((text) => ({ parts: [text], raw: false }));

  const queryEntry = (parameter: Parameter) =>
    fc.oneof(
      { arbitrary: fc.constant([] as string[]), weight: 2 },
      { arbitrary: paramText(parameter, callers).map((text) => [text]), weight: 5 },
      {
        arbitrary: fc.tuple(paramText(parameter, callers), paramText(parameter, callers)).map(([a, b]) => [a, b]),
        weight: 1,
      },
    );
  const unknownQuery = fc.option(fc.tuple(hostileParamText, hostileParamText), { freq: 5, nil: null });

  return fc
    .record({
      method: fc.oneof(
        { arbitrary: fc.constant(operation.method), weight: 19 },
        { arbitrary: fc.constantFrom(...otherMethods), weight: 1 },
      ),
      path: fc.tuple(...pathParams.map(segment)),
      pathEncoding: urlEncoding,
      query: fc.tuple(...queryParams.map(queryEntry)),
      unknownQuery,
      queryEncoding: urlEncoding,
      body: bodyFor(operation, callers),
      authorization: authorizationFor(operation, callers),
      extra: extraHeaders,
    })
    .map(requestOf(operation, host));
}

/** Numbers past every bound, as a query carries them and as a JSON body does. */
const EDGE_NUMBER_TEXTS = [
  '99999999999999999999',
  '-99999999999999999999',
  '9223372036854775808',
  '2147483648',
  '-2147483649',
  '1e400',
  '-1',
  '0',
];
const EDGE_NUMBERS = [1e20, -1e20, 2 ** 63, 2 ** 31, -(2 ** 31) - 1, Number.MAX_VALUE, -1, 0, 0.5];

/**
 * The edge sweep, run before the random cases: every numeric query parameter and body field of
 * the operation, in turn, set to each number past the bounds above while everything else is
 * well-formed, as each caller that passes the access check. A missing maximum cannot hide
 * behind the luck of the draw.
 */
export function edgeCasesFor(operation: Operation, callers: Callers, host: string): FuzzRequest[] {
  const one = <T>(arbitrary: fc.Arbitrary<T>) => fc.sample(arbitrary, { seed: 1, numRuns: 1 })[0]!;
  const queryParams = operation.parameters.filter((parameter) => parameter.in === 'query');
  const path = operation.parameters
    .filter((parameter) => parameter.in === 'path')
    .map((parameter) =>
      parameter.name === '*'
        ? { parts: ['football', 'live'], raw: true }
        : {
            parts: [
              textOf(one(hinted(parameter.name, callers) ?? validValue(parameter.schema, callers, parameter.example))),
            ],
            raw: false,
          },
    );
  const authorizations: RequestParts['authorization'][] =
    operation.security === 'apiKey'
      ? [{ caller: 'api key', headers: [['X-API-Key', callers.user.apiKey]] }]
      : operation.security === 'bearer'
        ? [
            { caller: 'user', headers: [['Authorization', `Bearer ${callers.user.token}`]] },
            { caller: 'superuser', headers: [['Authorization', `Bearer ${callers.superuser.token}`]] },
          ]
        : [{ caller: 'anonymous', headers: [] }];
  const declared = operation.body;
  const encode = declared?.contentType.includes('json') ? json : form;
  const document = declared ? (one(validValue(declared.schema, callers)) as Record<string, unknown>) : null;
  const body = (changed: Record<string, unknown> | null): Body =>
    declared && changed ? { contentType: declared.contentType, bytes: encode(changed) } : null;
  const isNumeric = (schema: Schema) =>
    ['integer', 'number'].includes(
      Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type,
    );

  const variants: { query: string[][]; body: Body }[] = [
    ...queryParams.flatMap((parameter, i) =>
      isNumeric(parameter.schema)
        ? EDGE_NUMBER_TEXTS.map((text) => ({
            query: queryParams.map((_, j) => (j === i ? [text] : [])),
            body: body(document),
          }))
        : [],
    ),
    ...Object.entries((declared?.schema.properties ?? {}) as Record<string, Schema>).flatMap(([name, property]) =>
      isNumeric(property)
        ? EDGE_NUMBERS.map((value) => ({
            query: queryParams.map(() => []),
            body: body({ ...document, [name]: value }),
          }))
        : [],
    ),
  ];
  const build = requestOf(operation, host);
  return variants.flatMap(({ query, body: variantBody }) =>
    authorizations.map((authorization) =>
      build({
        method: operation.method,
        path,
        pathEncoding: 'percent',
        query,
        unknownQuery: null,
        queryEncoding: 'percent',
        body: variantBody,
        authorization,
        extra: [],
      }),
    ),
  );
}
