import { expect, it } from '@jest/globals';
import { firstTimeOrderedUuidAt, isUuid, timeOrderedUuid } from './ids.js';

it('makes version 7 UUIDs that PostgreSQL accepts, carrying the millisecond they were made in', () => {
  const at = Date.UTC(2026, 10, 21, 17, 30, 0, 123);
  const id = timeOrderedUuid(at);
  expect(isUuid(id)).toBe(true);
  expect(id[14]).toBe('7');
  expect('89ab').toContain(id[19]);
  expect(parseInt(id.slice(0, 8) + id.slice(9, 13), 16)).toBe(at);
});

it('sorts ids made in later milliseconds after earlier ones, and never repeats one', () => {
  const start = Date.now();
  const ids = Array.from({ length: 1000 }, (_, i) => timeOrderedUuid(start + i));
  expect([...ids].sort()).toEqual(ids);
  expect(new Set(Array.from({ length: 10_000 }, () => timeOrderedUuid(start))).size).toBe(10_000);
});

it('gives the lowest id of a millisecond: ids made then or later sort after it, earlier ones before', () => {
  const at = Date.UTC(2026, 10, 21, 17, 30, 0, 123);
  const floor = firstTimeOrderedUuidAt(at);
  expect(isUuid(floor)).toBe(true);
  for (let i = 0; i < 1000; i++) {
    expect(timeOrderedUuid(at) >= floor).toBe(true);
    expect(timeOrderedUuid(at + 1) > floor).toBe(true);
    expect(timeOrderedUuid(at - 1) < floor).toBe(true);
  }
});
