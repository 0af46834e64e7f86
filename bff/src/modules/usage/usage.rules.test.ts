import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { LATENCY_BOUNDS_AT_MIGRATION } from '../../db/migrations/Migration20261122090000_usage_latency_histogram.js';
import {
  emptyHistogram,
  LATENCY_BOUNDS_MS,
  LATENCY_BUCKETS,
  latencyBucketOf,
  p95FromHistogram,
} from './latency-histogram.js';
import {
  BUCKET_MS,
  bucketCount,
  ceilTo,
  defaultInterval,
  floorTo,
  parseIsoDate,
  rollupSlices,
  windowStart,
  type BucketSize,
  type RollupSize,
} from './usage.rules.js';

describe('parseIsoDate', () => {
  it.each([
    ['2030-03-15', '2030-03-15T00:00:00.000Z'],
    ['2030-03-15T10:00', '2030-03-15T10:00:00.000Z'],
    ['2030-03-15T10:00:05', '2030-03-15T10:00:05.000Z'],
    ['2030-03-15T10:00:05.123456Z', '2030-03-15T10:00:05.123Z'],
    ['2030-03-15t10:00:05z', '2030-03-15T10:00:05.000Z'],
    ['2030-03-15T10:00:00+02:00', '2030-03-15T08:00:00.000Z'],
    ['2030-03-15T10:00:00 02:00', '2030-03-15T08:00:00.000Z'],
    ['2030-03-15T10:00:00-0930', '2030-03-15T19:30:00.000Z'],
    ['2030-03-15T01:00:00+05', '2030-03-14T20:00:00.000Z'],
    ['2028-02-29T23:59:59.999Z', '2028-02-29T23:59:59.999Z'],
    ['0099-01-01', '0099-01-01T00:00:00.000Z'],
  ])('reads %s as %s', (text, expected) => {
    expect(parseIsoDate(text)?.toISOString()).toBe(expected);
  });

  it.each([
    '',
    'now',
    '2030-3-15',
    '2030-02-29',
    '2030-13-01',
    '2030-03-32',
    '2030-03-15T24:00',
    '2030-03-15T10:60',
    '2030-03-15T10:00:61',
    '2030-03-15 10:00',
    '15/03/2030',
    '1742000000',
    '2030-03-15T10:00:00+24:00',
    '2030-03-15T10:00:00Z junk',
    'Fri, 15 Mar 2030 10:00:00 GMT',
    '0000-01-01',
  ])('refuses %j', (text) => {
    expect(parseIsoDate(text)).toBeNull();
  });

  it('reads back any instant written as ISO 8601 with any offset', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_102_444_800_000 }),
        fc.integer({ min: -23 * 60, max: 23 * 60 }),
        (ms, offset) => {
          const local = new Date(ms + offset * 60_000).toISOString().slice(0, 23);
          const abs = Math.abs(offset);
          const text = `${local}${offset < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
          expect(parseIsoDate(text)?.getTime()).toBe(ms);
        },
      ),
    );
  });
});

describe('windows and rollup slices', () => {
  it('starts each window on a bucket boundary, the current bucket being the last of its count', () => {
    const now = new Date('2030-03-15T10:30:20.500Z');
    expect(windowStart('24h', now).toISOString()).toBe('2030-03-14T11:00:00.000Z');
    expect(windowStart('7d', now).toISOString()).toBe('2030-03-08T11:00:00.000Z');
    expect(windowStart('30d', now).toISOString()).toBe('2030-02-14T00:00:00.000Z');
    expect(windowStart('90d', now).toISOString()).toBe('2029-12-16T00:00:00.000Z');
  });

  it('covers [start, ∞) exactly once, coarse buckets wholly inside, finer ones only before the first coarse boundary', () => {
    const grainSizes: RollupSize[][] = [
      ['minute', 'hour', 'day'],
      ['minute', 'hour', 'day', 'week'],
      ['hour', 'day'],
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000 }),
        fc.constantFrom(...grainSizes),
        fc.nat(),
        (minutes, sizes, pick) => {
          const resolutions = sizes.filter((size): size is BucketSize => size !== 'week');
          const resolution = resolutions[pick % resolutions.length]!;
          const start = new Date(floorTo(minutes * 60_000, resolution));
          const slices = rollupSlices(start, resolution, sizes);
          expect(slices[0]!.from.getTime()).toBe(start.getTime());
          expect(slices.at(-1)!.to).toBeNull();
          slices.forEach((slice, i) => {
            expect(sizes.indexOf(slice.size)).toBeGreaterThanOrEqual(sizes.indexOf(resolution));
            expect(floorTo(slice.from.getTime(), slice.size)).toBe(slice.from.getTime());
            if (slice.to) {
              expect(slice.to.getTime()).toBeGreaterThan(slice.from.getTime());
              expect(floorTo(slice.to.getTime(), slice.size)).toBe(slice.to.getTime());
              expect(slices[i + 1]!.from.getTime()).toBe(slice.to.getTime());
              // A finer slice never reaches a whole bucket of the next size.
              expect(slice.to.getTime() - slice.from.getTime()).toBeLessThan(BUCKET_MS[slices[i + 1]!.size]);
            }
            if (i > 0) expect(sizes.indexOf(slice.size)).toBeGreaterThan(sizes.indexOf(slices[i - 1]!.size));
          });
        },
      ),
    );
  });

  it('starts week buckets on Mondays at 00:00 UTC, as PostgreSQL does', () => {
    expect(new Date(floorTo(Date.parse('2030-03-15T10:30:00Z'), 'week')).toISOString()).toBe(
      '2030-03-11T00:00:00.000Z',
    );
    expect(new Date(floorTo(Date.parse('2030-03-11T00:00:00Z'), 'week')).toISOString()).toBe(
      '2030-03-11T00:00:00.000Z',
    );
    expect(new Date(ceilTo(Date.parse('2030-03-11T00:00:00.001Z'), 'week')).toISOString()).toBe(
      '2030-03-18T00:00:00.000Z',
    );
    const ninetyDays = rollupSlices(new Date('2029-12-16T00:00:00Z'), 'day', ['minute', 'hour', 'day', 'week']);
    expect(ninetyDays.map(({ size, from, to }) => [size, from.toISOString(), to?.toISOString() ?? null])).toEqual([
      ['day', '2029-12-16T00:00:00.000Z', '2029-12-17T00:00:00.000Z'],
      ['week', '2029-12-17T00:00:00.000Z', null],
    ]);
  });

  it('counts the buckets overlapping [from, to) and picks a default interval', () => {
    const at = (iso: string) => new Date(iso);
    expect(bucketCount(at('2030-03-15T10:00:00Z'), at('2030-03-15T10:00:00Z'), 'minute')).toBe(0);
    expect(bucketCount(at('2030-03-15T10:00:30Z'), at('2030-03-15T10:00:31Z'), 'minute')).toBe(1);
    expect(bucketCount(at('2030-03-15T10:00:30Z'), at('2030-03-15T10:01:00Z'), 'minute')).toBe(1);
    expect(bucketCount(at('2030-03-15T10:00:30Z'), at('2030-03-15T10:01:00.001Z'), 'minute')).toBe(2);
    expect(defaultInterval(at('2030-03-15T00:00:00Z'), at('2030-03-15T06:40:00Z'))).toBe('minute');
    expect(defaultInterval(at('2030-03-15T00:00:00Z'), at('2030-03-15T06:40:01Z'))).toBe('hour');
    expect(defaultInterval(at('2030-03-01T00:00:00Z'), at('2030-03-31T00:00:00Z'))).toBe('day');
  });
});

describe('latency histogram', () => {
  it('uses the bounds the migration froze', () => {
    expect([...LATENCY_BOUNDS_MS]).toEqual(LATENCY_BOUNDS_AT_MIGRATION);
    expect(LATENCY_BUCKETS).toBe(24);
  });

  it('puts a bound into the bucket above it', () => {
    expect(latencyBucketOf(0)).toBe(0);
    expect(latencyBucketOf(0.999)).toBe(0);
    expect(latencyBucketOf(1)).toBe(1);
    expect(latencyBucketOf(29_999.9)).toBe(22);
    expect(latencyBucketOf(30_000)).toBe(23);
  });

  it('reports the nearest-rank p95 rounded up to its bucket bound, never below it and never above the maximum', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.double({ min: 0, max: 60_000, noNaN: true }), fc.constantFrom(...LATENCY_BOUNDS_MS)), {
          minLength: 1,
          maxLength: 300,
        }),
        (latencies) => {
          const stored = latencies.map(Math.fround).sort((a, b) => a - b);
          const histogram = emptyHistogram();
          for (const latency of stored) histogram[latencyBucketOf(latency)]!++;
          const reported = p95FromHistogram(histogram, stored.at(-1)!)!;
          const truth = stored[Math.ceil((95 * stored.length) / 100) - 1]!;
          const k = latencyBucketOf(truth);
          expect(reported).toBeGreaterThanOrEqual(truth);
          expect(reported).toBeLessThanOrEqual(stored.at(-1)!);
          expect(reported).toBe(
            Math.min(k < LATENCY_BOUNDS_MS.length ? LATENCY_BOUNDS_MS[k]! : Infinity, stored.at(-1)!),
          );
        },
      ),
      { numRuns: 500 },
    );
    expect(p95FromHistogram(emptyHistogram(), 0)).toBeNull();
  });
});
