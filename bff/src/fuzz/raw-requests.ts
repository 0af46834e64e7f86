// A fuzz case as the bytes sent: the method, the path and query encoded (or not) as the case
// chose, the headers and the body, and a readable print of it for a failing case's report.
import fc from 'fast-check';
import { rawRequest } from '../test-support/raw-http.js';
import { invalidUtf8 } from './hostile-values.js';
import type { Operation } from './openapi-operations.js';

/** One generated request, printed readably when fast-check reports it as a counterexample. */
export interface FuzzRequest {
  method: string;
  bytes: Buffer;
  caller: string;
  [fc.toStringMethod](): string;
}

export type UrlEncoding = 'percent' | 'raw' | { invalid: Buffer; raw: boolean };

/** How a text goes into the URL: percent-encoded, as raw bytes, or followed by bytes that are not UTF-8. */
export const urlEncoding: fc.Arbitrary<UrlEncoding> = fc.oneof(
  { arbitrary: fc.constant<'percent' | 'raw'>('percent'), weight: 6 },
  { arbitrary: fc.constant<'percent' | 'raw'>('raw'), weight: 2 },
  { arbitrary: invalidUtf8.map((bytes) => ({ invalid: bytes, raw: false })), weight: 1 },
  { arbitrary: invalidUtf8.map((bytes) => ({ invalid: bytes, raw: true })), weight: 1 },
);

function inUrl(text: string, encoding: UrlEncoding): Buffer {
  if (encoding === 'percent') return percentEncode(Buffer.from(text));
  if (encoding === 'raw') return rawInUrl(Buffer.from(text));
  return Buffer.concat([
    percentEncode(Buffer.from(text)),
    encoding.raw ? encoding.invalid : percentEncode(encoding.invalid),
  ]);
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;
const percentEncode = (bytes: Buffer) =>
  Buffer.from(
    [...bytes]
      .map((byte) =>
        UNRESERVED.test(String.fromCharCode(byte))
          ? String.fromCharCode(byte)
          : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
      )
      .join(''),
    'latin1',
  );

/** The bytes as they are, but for what would end the request line or the parameter early. */
const rawInUrl = (bytes: Buffer) =>
  Buffer.concat(
    [...bytes].map((byte) =>
      byte <= 0x20 || byte === 0x7f || byte === 0x23 || byte === 0x26 || byte === 0x3d || byte === 0x3f
        ? percentEncode(Buffer.from([byte]))
        : Buffer.from([byte]),
    ),
  );

export type Body = { contentType: string | null; bytes: Buffer } | null;

export interface RequestParts {
  method: string;
  path: { parts: string[]; raw: boolean }[];
  pathEncoding: UrlEncoding;
  query: string[][];
  unknownQuery: [string, string] | null;
  queryEncoding: UrlEncoding;
  body: Body;
  authorization: { caller: string; headers: [string, string | Buffer][] };
  extra: [string, string | Buffer][];
}

export function requestOf(operation: Operation, host: string) {
  const queryParams = operation.parameters.filter((parameter) => parameter.in === 'query');
  return ({
    method,
    path,
    pathEncoding,
    query,
    unknownQuery,
    queryEncoding,
    body,
    authorization,
    extra,
  }: RequestParts): FuzzRequest => {
    let index = 0;
    const pathBytes = operation.path.split(/(\{[^}]+\})/).map((piece) => {
      if (!/^\{[^}]+\}$/.test(piece)) return Buffer.from(piece);
      const { parts, raw } = path[index++]!;
      // A wildcard's parts stay separate path segments, unencoded slashes and dots included.
      return Buffer.concat(
        parts.flatMap((part, i) => [
          ...(i > 0 ? [Buffer.from('/')] : []),
          raw ? rawInUrl(Buffer.from(part)) : inUrl(part, pathEncoding),
        ]),
      );
    });
    const pairs: [Buffer, Buffer][] = queryParams.flatMap((parameter, i) =>
      query[i]!.map((value) => [Buffer.from(parameter.name), inUrl(value, queryEncoding)] as [Buffer, Buffer]),
    );
    if (unknownQuery) pairs.push([inUrl(unknownQuery[0], queryEncoding), inUrl(unknownQuery[1], queryEncoding)]);
    const queryBytes = pairs.length
      ? Buffer.concat([
          Buffer.from('?'),
          ...pairs.flatMap(([k, v], i) => [Buffer.from(i ? '&' : ''), k, Buffer.from('='), v]),
        ])
      : Buffer.alloc(0);
    const target = Buffer.concat([...pathBytes, queryBytes]);
    const headers: [string, string | Buffer][] = [
      ['Host', host],
      ['Connection', 'close'],
      ...authorization.headers,
      ...extra,
    ];
    if (body) {
      if (body.contentType !== null) headers.push(['Content-Type', body.contentType]);
      headers.push(['Content-Length', String(body.bytes.length)]);
    }
    const bytes = rawRequest(method, target, headers, body?.bytes);
    return {
      method,
      bytes,
      caller: authorization.caller,
      [fc.toStringMethod]: () => `${authorization.caller}: ${printable(bytes)}`,
    };
  };
}

/** A request as readable text: bytes outside printable ASCII escaped, the body cut short. */
export function printable(bytes: Buffer): string {
  const text = bytes.subarray(0, 2000).toString('latin1');
  const escaped = text.replace(/[^\x20-\x7e\r\n]/g, (char) => `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`);
  return bytes.length > 2000 ? `${escaped}… (${bytes.length} bytes)` : escaped;
}
