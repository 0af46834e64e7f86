import { isWellFormedJson } from './json-syntax.js';

/** What the check replaces, and must agree with on every input. */
function parsesAsJson(bytes: Uint8Array): boolean {
  try {
    JSON.parse(Buffer.from(bytes).toString('utf8'));
    return true;
  } catch {
    return false;
  }
}

/** A small deterministic generator (mulberry32), so a failure names a case that can be re-run. */
function randomSource(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[below(items.length)]!;
  return { next, below, pick };
}

const STRING_PIECES = ['a', 'Zz', ' ', 'é', '日本', '😀', '"', '\\', '/', '\n', '\t', '\u0001', '\u2028', '\ud800'];
const NUMBERS = [0, -0, 1, -1, 42, 3.25, -0.5, 1e21, 1.5e-7, 123456789012, Number.MAX_SAFE_INTEGER];

function randomValue(random: ReturnType<typeof randomSource>, depth: number): unknown {
  const kind = random.below(depth > 4 ? 4 : 6);
  if (kind === 0) return random.pick([true, false, null]);
  if (kind === 1) return random.pick(NUMBERS);
  if (kind <= 3) return Array.from({ length: random.below(4) }, () => random.pick(STRING_PIECES)).join('');
  if (kind === 4) return Array.from({ length: random.below(4) }, () => randomValue(random, depth + 1));
  return Object.fromEntries(
    Array.from({ length: random.below(4) }, (_, i) => [
      `k${i}${random.pick(STRING_PIECES)}`,
      randomValue(random, depth + 1),
    ]),
  );
}

/** Serialised with or without indentation: pretty-printed answers carry whitespace between tokens. */
function randomDocument(random: ReturnType<typeof randomSource>): Buffer {
  return Buffer.from(JSON.stringify(randomValue(random, 0), null, random.pick([0, 2, '\t'])));
}

/** Bytes that make or break JSON: structure, number parts, escapes, controls, non-ASCII. */
const INTERESTING_BYTES = Buffer.from('{}[]",:\\/-+.eE0123456789tfnrubxu \t\n\r\u0000\u001f\'aZ');

describe('isWellFormedJson', () => {
  it('accepts every document JSON.stringify writes, compact or indented', () => {
    const random = randomSource(1);
    for (let i = 0; i < 3000; i++) {
      const document = randomDocument(random);
      expect({ document: document.toString(), accepted: isWellFormedJson(document) }).toEqual({
        document: document.toString(),
        accepted: true,
      });
    }
  });

  it('agrees with JSON.parse on documents with a byte inserted, removed or replaced', () => {
    const random = randomSource(2);
    const disagreements: string[] = [];
    for (let i = 0; i < 20000; i++) {
      const bytes = [...randomDocument(random)];
      const at = random.below(bytes.length + 1);
      const edit = random.below(3);
      const byte = random.next() < 0.9 ? INTERESTING_BYTES[random.below(INTERESTING_BYTES.length)]! : random.below(256);
      if (edit === 0) bytes.splice(at, 0, byte);
      else if (edit === 1) bytes.splice(at, 1);
      else bytes[Math.min(at, bytes.length - 1)] = byte;
      const mutated = Uint8Array.from(bytes);
      if (isWellFormedJson(mutated) !== parsesAsJson(mutated))
        disagreements.push(JSON.stringify(Buffer.from(mutated).toString('latin1')));
    }
    expect(disagreements).toEqual([]);
  });

  it('agrees with JSON.parse on every prefix of a document (an answer cut short anywhere)', () => {
    const random = randomSource(3);
    const disagreements: string[] = [];
    for (let i = 0; i < 300; i++) {
      const document = randomDocument(random);
      for (let end = 0; end <= document.length; end++) {
        const prefix = document.subarray(0, end);
        if (isWellFormedJson(prefix) !== parsesAsJson(prefix))
          disagreements.push(JSON.stringify(prefix.toString('latin1')));
      }
    }
    expect(disagreements).toEqual([]);
  });

  it.each([
    ['a top-level string', '"goal"'],
    ['a top-level number with fraction and exponent', '-12.5e+3'],
    ['negative zero', '-0'],
    ['a literal in surrounding whitespace', ' \t\r\n null \n'],
    ['empty containers', '{"a":[],"b":{}}'],
    ['every escape', '"\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u00e9 \\uD83D\\uDE00"'],
    ['a lone surrogate escape (JSON.parse accepts it)', '"\\ud800"'],
    ['invalid UTF-8 inside a string (decoded as U+FFFD)', Buffer.from([0x22, 0xff, 0xc3, 0x22])],
    ['nesting 20000 levels deep', '['.repeat(20000) + ']'.repeat(20000)],
  ])('accepts %s', (_name, text) => {
    const bytes = typeof text === 'string' ? Buffer.from(text) : text;
    expect(parsesAsJson(bytes)).toBe(true);
    expect(isWellFormedJson(bytes)).toBe(true);
  });

  it.each([
    ['nothing', ''],
    ['whitespace only', '  \n'],
    ['a byte order mark', '\ufeff{}'],
    ['a trailing comma in an array', '[1,]'],
    ['a trailing comma in an object', '{"a":1,}'],
    ['a missing colon', '{"a" 1}'],
    ['a name that is not a string', '{a:1}'],
    ['single quotes', "'a'"],
    ['a leading zero', '012'],
    ['a lone minus', '-'],
    ['a fraction without digits', '1.'],
    ['a fraction without an integer part', '.5'],
    ['an exponent without digits', '1e+'],
    ['a plus sign', '+1'],
    ['NaN', 'NaN'],
    ['Infinity', '-Infinity'],
    ['a misspelt literal', 'nul'],
    ['a literal cut short at the end', 'tru'],
    ['a raw control character in a string', '"a\u0001b"'],
    ['a raw tab in a string', '"a\tb"'],
    ['an unknown escape', '"\\x41"'],
    ['a short unicode escape', '"\\u12"'],
    ['an unterminated string', '"abc'],
    ['a backslash at the end', '"abc\\'],
    ['an unclosed array', '[1,2'],
    ['a mismatched bracket', '[1}'],
    ['two values', '1 2'],
    ['trailing garbage', '{"a":1}x'],
    ['non-ASCII outside a string', '[1]é'],
    ['nesting one level short of closed', '['.repeat(20000) + ']'.repeat(19999)],
  ])('refuses %s', (_name, text) => {
    const bytes = Buffer.from(text);
    expect(parsesAsJson(bytes)).toBe(false);
    expect(isWellFormedJson(bytes)).toBe(false);
  });
});
