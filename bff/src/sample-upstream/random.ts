// Deterministic randomness and ids for the sample world. Everything is derived from string
// seeds, so the same club, player or match comes out identical on every machine and every run,
// and tests and demos can name ids. Math.random is never used.

export type Random = () => number;

/** FNV-1a over the joined parts, then a murmur-style finaliser so near-identical seeds diverge. */
function hashOf(...parts: (string | number)[]): number {
  let hash = 0x811c9dc5;
  const text = parts.join('|');
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** mulberry32: small, fast and good enough for sample data. */
export function randomFor(...parts: (string | number)[]): Random {
  let state = hashOf(...parts);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function between(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

export function pickWeighted<T>(random: Random, items: readonly T[], weightOf: (item: T) => number): T {
  const total = items.reduce((sum, item) => sum + weightOf(item), 0);
  let roll = random() * total;
  for (const item of items) {
    roll -= weightOf(item);
    if (roll < 0) return item;
  }
  return items[items.length - 1]!;
}

export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

export function poisson(random: Random, mean: number): number {
  const limit = Math.exp(-mean);
  let count = 0;
  for (let product = random(); product > limit; product *= random()) count++;
  return count;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function toBase62(value: bigint, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) {
    out = BASE62[Number(value % 62n)] + out;
    value /= 62n;
  }
  return out;
}

/** An 8-character flashscore-style id (like "dYlOSQOD") for a static thing such as a team. */
export function flashscoreIdOf(...parts: (string | number)[]): string {
  const high = BigInt(hashOf('high', ...parts));
  const low = BigInt(hashOf('low', ...parts));
  return toBase62(((high << 32n) | low) % 62n ** 8n, 8);
}

// Event ids must be decodable: /match/{eventId}/details may name a match of any season, and
// seasons are built lazily, so the id carries its own (season, league, match) number through an
// invertible scramble over 47 bits (62^8 > 2^47), which makes neighbouring matches look unrelated.
const BITS = 47n;
const MASK = (1n << BITS) - 1n;
const MULTIPLIER = 0x5deece66dn;
const OFFSET = 0x2f6b1c39a4dn;
const MULTIPLIER_INVERSE = (() => {
  let inverse = MULTIPLIER;
  for (let i = 0; i < 5; i++) inverse = (inverse * (2n - MULTIPLIER * inverse)) & MASK;
  return inverse;
})();

export function encodeEventNumber(value: number): string {
  let x = (BigInt(value) * MULTIPLIER + OFFSET) & MASK;
  x ^= x >> 23n;
  return toBase62(x, 8);
}

/** The number an event id encodes, or null when the text cannot be an event id. */
export function decodeEventNumber(id: string): number | null {
  if (!/^[0-9A-Za-z]{8}$/.test(id)) return null;
  let x = 0n;
  for (const char of id) x = x * 62n + BigInt(BASE62.indexOf(char));
  if (x > MASK) return null;
  x ^= (x >> 23n) ^ (x >> 46n);
  const value = (((x - OFFSET) & MASK) * MULTIPLIER_INVERSE) & MASK;
  return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : null;
}
