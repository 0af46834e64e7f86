// Whether bytes are one well-formed JSON text (RFC 8259), read straight from the bytes: no string
// is decoded and no value is built. The data proxy checks every upstream answer it passes on or
// caches (an upstream answering broken JSON gets 502); `JSON.parse(body.toString())` did the same
// job by building, and at once dropping, a string and the whole object graph of every answer.
//
// It accepts exactly what `JSON.parse(bytes.toString('utf8'))` accepts (the differential test in
// json-syntax.test.ts holds it to that), including that: whitespace is space, tab, LF and CR only;
// a byte order mark is not whitespace; control characters (below 0x20) are not allowed inside
// strings; and bytes of 0x80 and above are accepted inside strings whether or not they are valid
// UTF-8 (the decoder turns invalid sequences into U+FFFD, which JSON.parse accepts).
//
// Every read is checked against the length rather than left to read `undefined` past the end:
// reads out of bounds kept V8 from compiling the scan to its fast form, and the checked scan
// takes half the time (~2.1 against ~4.5 µs for a 2 kB answer, ~1 ns a byte).

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const SPACE = 0x20;
const QUOTE = 0x22;
const PLUS = 0x2b;
const COMMA = 0x2c;
const MINUS = 0x2d;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;
const COLON = 0x3a;
const UPPER_E = 0x45;
const OPEN_BRACKET = 0x5b;
const BACKSLASH = 0x5c;
const CLOSE_BRACKET = 0x5d;
const LOWER_E = 0x65;
const LOWER_U = 0x75;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/** Bytes that may follow a backslash in a string, besides `u` and its four hex digits. */
const SIMPLE_ESCAPES = new Uint8Array(256);
for (const char of '"\\/bfnrt') SIMPLE_ESCAPES[char.charCodeAt(0)] = 1;
const HEX_DIGITS = new Uint8Array(256);
for (const char of '0123456789abcdefABCDEF') HEX_DIGITS[char.charCodeAt(0)] = 1;
const WHITESPACE = new Uint8Array(256);
WHITESPACE[SPACE] = WHITESPACE[TAB] = WHITESPACE[LINE_FEED] = WHITESPACE[CARRIAGE_RETURN] = 1;
const DIGITS = new Uint8Array(256);
for (let byte = ZERO; byte <= NINE; byte++) DIGITS[byte] = 1;
/** Bytes that end a run of plain characters inside a string: the quote, the backslash, controls. */
const STRING_STOPS = new Uint8Array(256);
for (let byte = 0; byte < SPACE; byte++) STRING_STOPS[byte] = 1;
STRING_STOPS[QUOTE] = 1;
STRING_STOPS[BACKSLASH] = 1;

/** The containers open at a point of the scan, innermost last; grown when a text nests deeper. */
const IN_OBJECT = 1;
const IN_ARRAY = 2;
let open: Uint8Array = new Uint8Array(64);

export function isWellFormedJson(bytes: Uint8Array): boolean {
  const length = bytes.length;
  let depth = 0;
  let at = skipWhitespace(bytes, 0, length);

  // Each turn reads one value at `at`, then the punctuation after it up to the next value.
  for (;;) {
    if (at >= length) return false;
    const byte = bytes[at]!;
    if (byte === QUOTE) {
      at = stringEnd(bytes, at, length);
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      const isObject = byte === OPEN_BRACE;
      at = skipWhitespace(bytes, at + 1, length);
      if (at < length && bytes[at] === (isObject ? CLOSE_BRACE : CLOSE_BRACKET)) {
        at += 1; // an empty container is a complete value
      } else {
        if (depth === open.length) open = grown(open);
        open[depth++] = isObject ? IN_OBJECT : IN_ARRAY;
        if (isObject) {
          at = memberName(bytes, at, length);
          if (at < 0) return false;
        }
        continue;
      }
    } else if (byte === MINUS || DIGITS[byte] === 1) {
      at = numberEnd(bytes, at, length);
    } else {
      at = literalEnd(bytes, at, length);
    }
    if (at < 0) return false;

    // After a complete value: close containers, or move on to the next element or member.
    for (;;) {
      at = skipWhitespace(bytes, at, length);
      if (depth === 0) return at === length;
      if (at >= length) return false;
      const container = open[depth - 1];
      const next = bytes[at];
      if (next === COMMA) {
        at = skipWhitespace(bytes, at + 1, length);
        if (container === IN_OBJECT) {
          at = memberName(bytes, at, length);
          if (at < 0) return false;
        }
        break;
      }
      if (next !== (container === IN_OBJECT ? CLOSE_BRACE : CLOSE_BRACKET)) return false;
      depth -= 1;
      at += 1;
    }
  }
}

function grown(stack: Uint8Array): Uint8Array {
  const larger = new Uint8Array(stack.length * 2);
  larger.set(stack);
  return larger;
}

function skipWhitespace(bytes: Uint8Array, at: number, length: number): number {
  while (at < length && WHITESPACE[bytes[at]!] === 1) at++;
  return at;
}

/** A member's name and its colon, from `at` (a quote); the index of its value, or -1. */
function memberName(bytes: Uint8Array, at: number, length: number): number {
  if (at >= length || bytes[at] !== QUOTE) return -1;
  at = stringEnd(bytes, at, length);
  if (at < 0) return -1;
  at = skipWhitespace(bytes, at, length);
  if (at >= length || bytes[at] !== COLON) return -1;
  return skipWhitespace(bytes, at + 1, length);
}

/** The index after the string that opens at `at`, or -1. */
function stringEnd(bytes: Uint8Array, at: number, length: number): number {
  let i = at + 1;
  for (;;) {
    while (i < length && STRING_STOPS[bytes[i]!] === 0) i++;
    if (i >= length) return -1;
    const byte = bytes[i]!;
    if (byte === QUOTE) return i + 1;
    if (byte !== BACKSLASH || i + 1 >= length) return -1; // a control character, or a backslash at the end
    const escaped = bytes[i + 1]!;
    if (escaped === LOWER_U) {
      if (
        i + 5 >= length ||
        !(
          HEX_DIGITS[bytes[i + 2]!] &&
          HEX_DIGITS[bytes[i + 3]!] &&
          HEX_DIGITS[bytes[i + 4]!] &&
          HEX_DIGITS[bytes[i + 5]!]
        )
      )
        return -1;
      i += 6;
    } else if (SIMPLE_ESCAPES[escaped] === 1) {
      i += 2;
    } else {
      return -1;
    }
  }
}

/** The index after the number that starts at `at`: -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?, or -1. */
function numberEnd(bytes: Uint8Array, at: number, length: number): number {
  if (bytes[at] === MINUS) at += 1;
  if (at >= length) return -1;
  if (bytes[at] === ZERO) {
    at += 1;
  } else {
    const start = at;
    at = digitsEnd(bytes, at, length);
    if (at === start) return -1;
  }
  if (at < length && bytes[at] === DOT) {
    const start = at + 1;
    at = digitsEnd(bytes, start, length);
    if (at === start) return -1;
  }
  if (at < length && (bytes[at] === LOWER_E || bytes[at] === UPPER_E)) {
    at += 1;
    if (at < length && (bytes[at] === PLUS || bytes[at] === MINUS)) at += 1;
    const start = at;
    at = digitsEnd(bytes, start, length);
    if (at === start) return -1;
  }
  return at;
}

function digitsEnd(bytes: Uint8Array, at: number, length: number): number {
  while (at < length && DIGITS[bytes[at]!] === 1) at++;
  return at;
}

const TRUE = [0x74, 0x72, 0x75, 0x65];
const FALSE = [0x66, 0x61, 0x6c, 0x73, 0x65];
const NULL = [0x6e, 0x75, 0x6c, 0x6c];

/** The index after `true`, `false` or `null` at `at`, or -1. */
function literalEnd(bytes: Uint8Array, at: number, length: number): number {
  const first = bytes[at];
  const literal = first === TRUE[0] ? TRUE : first === FALSE[0] ? FALSE : first === NULL[0] ? NULL : undefined;
  if (literal === undefined || at + literal.length > length) return -1;
  for (let i = 1; i < literal.length; i++) if (bytes[at + i] !== literal[i]) return -1;
  return at + literal.length;
}
