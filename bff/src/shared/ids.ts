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
  const time = now.toString(16).padStart(12, '0');
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${random.slice(15)}`;
}
