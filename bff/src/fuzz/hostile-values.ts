// What a careless client or an attacker puts where a value belongs: wrong types, numbers past
// every bound, long and hostile strings, the NUL character, lone surrogates, deep nesting. The
// fuzz suites mix these into otherwise well-formed requests.
import fc from 'fast-check';

/** Numbers at and past the edges: 32-bit, 53-bit and 64-bit limits, fractions, the largest double. */
const edgeNumbers = [
  -1,
  0,
  -0,
  1,
  0.5,
  -2.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53 + 2,
  2 ** 63,
  -(2 ** 63) - 1025,
  1e20,
  -1e20,
  1e300,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
];

/** The same in the text forms a query string or path carries them in. */
const edgeNumberTexts = [
  '99999999999999999999',
  '-99999999999999999999',
  '9223372036854775808',
  '2147483648',
  '-1',
  '-0',
  '0.5',
  '1e400',
  '1e2',
  '0x10',
  '0b1',
  ' 5',
  '5 ',
  '+5',
  '05',
  'NaN',
  'Infinity',
  '-Infinity',
  '١٢',
  '１２',
  '1_000',
  '1,5',
  '',
];

/** Strings that have broken servers: injection, traversal, format strings, odd Unicode. */
const hostileTexts = [
  '\u0000',
  'a\u0000b',
  '%00',
  '\uD800',
  '\uDFFF',
  'a\uD800b',
  '\uFFFE',
  '\uFEFF',
  '\u202E',
  '𝕏',
  '🏟️⚽',
  'e\u0301',
  "' OR 1=1 --",
  '"; drop table users; --',
  '$1',
  '\\',
  '\\\\',
  '"',
  "'",
  '`',
  '${7*7}',
  '{{7*7}}',
  '%s%n%x',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f',
  '/',
  '//evil.example',
  'http://169.254.169.254/',
  'file:///etc/passwd',
  'all',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  ' ',
  '\t',
  '\r\n',
  '\n\nX-Injected: 1',
  'tl_0000000000000000000000000000000000000000',
  'Bearer x',
  'a@b',
  '@',
  'a@b.c',
  'x'.repeat(256) + '@example.com',
];

/** Strings of any length up to well past every field limit, some built of multi-byte characters. */
const longTexts = fc.oneof(
  fc.integer({ min: 256, max: 70_000 }).map((n) => 'a'.repeat(n)),
  fc.integer({ min: 100, max: 5_000 }).map((n) => '🏟'.repeat(n)),
  fc.integer({ min: 10, max: 2_000 }).map((n) => '\u0000'.repeat(n)),
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...hostileTexts), weight: 4 },
  { arbitrary: fc.constantFrom(...edgeNumberTexts), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ maxLength: 20 }), weight: 2 },
  { arbitrary: longTexts, weight: 1 },
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...edgeNumbers),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/**
 * Deep nesting, as a JSON value (which JSON.stringify must still write: deeper documents are
 * sent as text, see openapi-requests.ts).
 */
const deeplyNested: fc.Arbitrary<unknown> = fc
  .tuple(fc.constantFrom(50, 1_000), fc.boolean())
  .map(([depth, asArrays]) =>
    JSON.parse(asArrays ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  );

/** Any value of the wrong shape for a field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 5 },
  { arbitrary: hostileNumber, weight: 3 },
  {
    arbitrary: fc.constantFrom(
      null,
      true,
      false,
      [],
      {},
      [null],
      ['a', 'b'],
      { $gt: '' },
      JSON.parse('{"__proto__": {"isSuperuser": true}}'),
    ),
    weight: 2,
  },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  { arbitrary: deeplyNested, weight: 1 },
);

/** A value as the text a query string or path carries. */
export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));

/** Hostile text for a query or path parameter, including the number forms a query carries. */
export const hostileParamText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: fc.constantFrom(...edgeNumberTexts), weight: 2 },
  { arbitrary: hostileValue.map(textOf), weight: 1 },
);

/**
 * Byte sequences that are not UTF-8 (a lone continuation byte, an overlong slash, an encoded
 * surrogate, a truncated sequence), to put raw in a body or percent-encoded in a URL.
 */
export const invalidUtf8: fc.Arbitrary<Buffer> = fc.constantFrom(
  Buffer.from([0xff]),
  Buffer.from([0xfe, 0xff]),
  Buffer.from([0x80]),
  Buffer.from([0xc3, 0x28]),
  Buffer.from([0xc0, 0xaf]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0xf4, 0x90, 0x80, 0x80]),
  Buffer.from([0xe2, 0x82]),
);

/** Hostile text for a parameter that holds a number: mostly numbers past 32 and 64 bits, or not numbers. */
export const hostileNumberText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...edgeNumberTexts), weight: 2 },
  { arbitrary: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String), weight: 2 },
  { arbitrary: hostileParamText, weight: 1 },
);
