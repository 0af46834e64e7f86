import { describe, expect, it } from '@jest/globals';
import { bucketCount, INTERVALS, isIntervalAllowed, MAX_BUCKETS, rangeOf, USAGE_WINDOWS } from './windows';

const at = Date.parse('2030-03-15T10:37:12.345Z');

describe('usage windows', () => {
  it('start where the API starts them: the last N whole UTC buckets, the current one included', () => {
    expect(rangeOf('1h', at).dateFrom).toBe('2030-03-15T09:38:00.000Z');
    expect(rangeOf('24h', at).dateFrom).toBe('2030-03-14T11:00:00.000Z');
    expect(rangeOf('7d', at).dateFrom).toBe('2030-03-08T11:00:00.000Z');
    expect(rangeOf('30d', at).dateFrom).toBe('2030-02-14T00:00:00.000Z');
    expect(rangeOf('90d', at).dateFrom).toBe('2029-12-16T00:00:00.000Z');
    expect(rangeOf('24h', at).dateTo).toBe('2030-03-15T10:37:12.345Z');
  });

  it('count every bucket that overlaps the range, as the API returns them', () => {
    // 23 whole hours and the 38 minutes of the current one.
    expect(bucketCount(rangeOf('24h', at), 'minute')).toBe(23 * 60 + 38);
    expect(bucketCount(rangeOf('24h', at), 'hour')).toBe(24);
    expect(bucketCount(rangeOf('7d', at), 'hour')).toBe(168);
    expect(bucketCount(rangeOf('90d', at), 'day')).toBe(90);
    expect(bucketCount({ dateFrom: '2030-03-15T00:00:00Z', dateTo: '2030-03-15T00:00:00Z' }, 'hour')).toBe(0);
  });

  it('span as many buckets of their resolution as the API counts: the last 24 hours are 24 hours, at any moment', () => {
    for (const moment of [
      at,
      Date.parse('2030-03-15T00:00:00Z'),
      Date.parse('2030-03-15T00:00:00.001Z'),
      Date.parse('2030-03-15T23:59:59.999Z'),
    ]) {
      expect(bucketCount(rangeOf('24h', moment), 'hour')).toBe(24);
      expect(bucketCount(rangeOf('7d', moment), 'hour')).toBe(168);
      expect(bucketCount(rangeOf('30d', moment), 'day')).toBe(30);
      expect(bucketCount(rangeOf('90d', moment), 'day')).toBe(90);
    }
  });

  it('default to an interval the API accepts, at any moment of the day', () => {
    for (const moment of [at, Date.parse('2030-03-15T00:00:00Z'), Date.parse('2030-03-15T23:59:59.999Z')]) {
      for (const window of USAGE_WINDOWS) {
        const range = rangeOf(window.value, moment);
        expect(isIntervalAllowed(range, window.defaultInterval)).toBe(true);
        expect(bucketCount(range, window.defaultInterval)).toBeGreaterThanOrEqual(window.value === '24h' ? 24 : 7);
      }
    }
  });

  it('rule out the combinations above the 1,500-bucket limit', () => {
    const allowed = Object.fromEntries(
      USAGE_WINDOWS.map((window) => [
        window.value,
        INTERVALS.filter(({ value }) => isIntervalAllowed(rangeOf(window.value, at), value)).map(({ value }) => value),
      ]),
    );
    expect(allowed).toEqual({
      '1h': ['minute', 'hour', 'day'],
      '24h': ['minute', 'hour', 'day'],
      '7d': ['hour', 'day'],
      '30d': ['hour', 'day'],
      '90d': ['day'],
    });
    expect(bucketCount(rangeOf('90d', at), 'hour')).toBeGreaterThan(MAX_BUCKETS);
  });
});
