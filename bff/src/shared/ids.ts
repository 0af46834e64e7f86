import { randomUUID } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths are checked before they reach PostgreSQL, whose uuid parser would fail the query. */
export const isUuid = (value: string) => UUID.test(value);

/**
 * A UUID version 7 (RFC 9562): the current Unix time in milliseconds, then randomness. Ids made
 * one after another sort in time order, so an index on them (the usage events' request ids)
 * grows at its right edge instead of touching a random page per insert.
 */
export function timeOrderedUuid(now = Date.now()): string {
  const random = randomUUID(); // xxxxxxxx-xxxx-4xxx-Vxxx-xxxxxxxxxxxx, variant bits V already set
  return `${timePrefixOf(now)}${random.slice(15)}`;
}

// Every request gets an id, and most arrive in a millisecond that already had one: its time part
// is formatted once.
let prefixMs = -1;
let prefix = '';

/** `tttttttt-tttt-7`: the 48-bit millisecond time in hex and the version digit. */
function timePrefixOf(ms: number): string {
  if (ms !== prefixMs) {
    const time = ms.toString(16).padStart(12, '0');
    prefix = `${time.slice(0, 8)}-${time.slice(8, 12)}-7`;
    prefixMs = ms;
  }
  return prefix;
}

/**
 * The lowest UUID version 7 of a moment: ids made at or after `ms` sort at or after it, ids made
 * before sort before it (PostgreSQL compares uuids byte by byte, the time first).
 */
export function firstTimeOrderedUuidAt(ms: number): string {
  return `${timePrefixOf(ms)}000-8000-000000000000`;
}
