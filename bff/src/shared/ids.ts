import { randomFillSync } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths are checked before they reach PostgreSQL, whose uuid parser would fail the query. */
export const isUuid = (value: string) => UUID.test(value);

/**
 * A UUID version 7 (RFC 9562): the current Unix time in milliseconds, then randomness. Ids made
 * one after another sort in time order, so an index on them grows at its right edge instead of
 * touching a random page per insert.
 *
 * Every proxied call gets one (its request id, and its usage event's), so it is built as bytes
 * and read out as one flat string: randomUUID() and string slicing cost about three times as much,
 * mostly in joining and then flattening the pieces when the header is written.
 */
export function timeOrderedUuid(now = Date.now()): string {
  // Most ids are made in a millisecond that already had one: its time part is written once.
  if (now !== idPrefixMs) {
    ID_BYTES.write(timePrefixOf(now), 0, 'latin1');
    idPrefixMs = now;
  }
  if (randomAt + 10 > RANDOM.length) {
    randomFillSync(RANDOM);
    randomAt = 0;
  }
  const r = randomAt;
  randomAt += 10;
  // tttttttt-tttt-7 | 12 random bits - variant 10xx | 12 random bits - 48 random bits
  ID_BYTES[15] = HEX[RANDOM[r]! >> 4]!;
  ID_BYTES[16] = HEX[RANDOM[r]! & 15]!;
  ID_BYTES[17] = HEX[RANDOM[r + 1]! >> 4]!;
  ID_BYTES[19] = HEX[8 | (RANDOM[r + 1]! & 3)]!;
  ID_BYTES[20] = HEX[RANDOM[r + 2]! >> 4]!;
  ID_BYTES[21] = HEX[RANDOM[r + 2]! & 15]!;
  ID_BYTES[22] = HEX[RANDOM[r + 3]! >> 4]!;
  ID_BYTES[24] = HEX[RANDOM[r + 3]! & 15]!;
  for (let i = 0; i < 5; i++) {
    const byte = RANDOM[r + 4 + i]!;
    ID_BYTES[25 + 2 * i] = HEX[byte >> 4]!;
    ID_BYTES[26 + 2 * i] = HEX[byte & 15]!;
  }
  ID_BYTES[35] = HEX[RANDOM[r + 9]! >> 4]!;
  return ID_BYTES.toString('latin1', 0, 36);
}

const HEX = Buffer.from('0123456789abcdef', 'latin1');
/** The id being built; its dashes stay where they are. */
const ID_BYTES = Buffer.from('00000000-0000-7000-8000-000000000000', 'latin1');
let idPrefixMs = -1;
/** Random bytes drawn in bulk (10 an id): one call to the system's generator per 409 ids. */
const RANDOM = Buffer.alloc(4096);
let randomAt = RANDOM.length;

/** `tttttttt-tttt-7`: the 48-bit millisecond time in hex and the version digit. */
function timePrefixOf(ms: number): string {
  const time = ms.toString(16).padStart(12, '0');
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7`;
}

/**
 * The lowest UUID version 7 of a moment: ids made at or after `ms` sort at or after it, ids made
 * before sort before it (PostgreSQL compares uuids byte by byte, the time first).
 */
export function firstTimeOrderedUuidAt(ms: number): string {
  return `${timePrefixOf(ms)}000-8000-000000000000`;
}

const TIME_ORDERED_UUID = /^([0-9a-f]{8})-([0-9a-f]{4})-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** The millisecond a UUID version 7 was made in (its first 48 bits); null for anything else. */
export function timeOfTimeOrderedUuid(id: string): number | null {
  const match = TIME_ORDERED_UUID.exec(id);
  return match ? parseInt(`${match[1]}${match[2]}`, 16) : null;
}
