// The usage API's input rules and time arithmetic, shared by REST validation, GraphQL and the
// service. All time is UTC; rollup buckets start at whole UTC minutes, hours and days, and at
// Mondays 00:00 UTC for weeks (as PostgreSQL's date_trunc('week') does).
import { rangeIssue, type Range } from '../../shared/bounds.js';
import { ValidationError } from '../../shared/errors.js';

/** The time-series intervals, and the bucket sizes every rollup grain has (windows included). */
export const BUCKET_SIZES = ['minute', 'hour', 'day'] as const;
export type BucketSize = (typeof BUCKET_SIZES)[number];

/** Every rollup bucket size, finest first; weeks exist for the grains listed in rollups.ts. */
export const ROLLUP_SIZES = ['minute', 'hour', 'day', 'week'] as const;
export type RollupSize = (typeof ROLLUP_SIZES)[number];

export const WINDOWS = ['1h', '24h', '7d', '30d', '90d'] as const;
export type UsageWindow = (typeof WINDOWS)[number];
export const DEFAULT_WINDOW: UsageWindow = '24h';

export const BUCKET_MS: Record<RollupSize, number> = {
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  week: 7 * 86_400_000,
};
/** Where buckets are counted from: 1970-01-05, a Monday, for weeks; the epoch for the rest. */
const BUCKET_ORIGIN_MS: Record<RollupSize, number> = { minute: 0, hour: 0, day: 0, week: 4 * 86_400_000 };

/**
 * A window is the last `buckets` whole buckets of its resolution, the current (partial) one
 * included: 1h = the last 60 UTC minutes, 24h and 7d = the last 24 or 168 UTC hours, 30d and
 * 90d = the last 30 or 90 UTC days (today included). Its start is therefore always a bucket
 * boundary, so no rollup is ever cut in two; it ends with whatever has been metered so far. Only
 * 1h, the window for debugging, reads minute rollups (every grain keeps them: rollups.ts).
 */
export const WINDOW_RESOLUTION: Record<UsageWindow, { size: BucketSize; buckets: number }> = {
  '1h': { size: 'minute', buckets: 60 },
  '24h': { size: 'hour', buckets: 24 },
  '7d': { size: 'hour', buckets: 7 * 24 },
  '30d': { size: 'day', buckets: 30 },
  '90d': { size: 'day', buckets: 90 },
};

/** The most buckets one time series may have. */
export const MAX_TIMESERIES_BUCKETS = 1500;
/** Without an interval, the finest one that gives at most this many buckets is used. */
const DEFAULT_TIMESERIES_POINTS = 400;
/** Without dates, a time series covers the last 24 hours. */
export const DEFAULT_TIMESERIES_RANGE_MS = 24 * 3_600_000;

export interface LimitBounds extends Range {
  default: number;
}

/** Top endpoints: the ten busiest unless asked for more. */
export const TOP_ENDPOINTS_LIMIT: LimitBounds = { min: 1, max: 100, default: 10 };

/**
 * Per-key usage, busiest first: an account's keys all fit (accounts hold a handful), while the
 * whole platform's list, thousands of keys, answers its hundred busiest unless asked for more.
 */
export const KEYS_LIMIT: LimitBounds = { min: 1, max: 1000, default: 100 };

/**
 * The longest endpoint name usage stores: the width of the `endpoint` columns of the raw events
 * and the rollups (varchar(512), which counts characters; a JavaScript string's length, in UTF-16
 * units, is never below that count). The data proxy names calls within it (proxy-path.ts).
 */
export const MAX_ENDPOINT_NAME_LENGTH = 512;

/**
 * The longest path the request log keeps of a call, in UTF-16 units (longer ones are cut): far
 * beyond any catalog path with its ids, and within what the metering wire format carries.
 */
export const MAX_LOGGED_PATH_LENGTH = 2048;

/** `user_id` value a superuser passes for the whole platform. */
export const ALL_USERS = 'all';

/** The UTC day a moment falls in, as 'YYYY-MM-DD'. */
export const utcDayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const floorTo = (ms: number, size: RollupSize) =>
  Math.floor((ms - BUCKET_ORIGIN_MS[size]) / BUCKET_MS[size]) * BUCKET_MS[size] + BUCKET_ORIGIN_MS[size];
export const ceilTo = (ms: number, size: RollupSize) =>
  Math.ceil((ms - BUCKET_ORIGIN_MS[size]) / BUCKET_MS[size]) * BUCKET_MS[size] + BUCKET_ORIGIN_MS[size];

/** Window start: the first of its buckets (see WINDOW_RESOLUTION). */
export function windowStart(window: UsageWindow, now: Date): Date {
  const { size, buckets } = WINDOW_RESOLUTION[window];
  return new Date(floorTo(now.getTime(), size) - (buckets - 1) * BUCKET_MS[size]);
}

export interface RollupSlice {
  size: RollupSize;
  /** Inclusive, a boundary of `size`. */
  from: Date;
  /** Exclusive; null = no end (everything metered so far). */
  to: Date | null;
}

/**
 * Which rollups to read for everything since `start`, given the bucket sizes a grain has: the
 * coarsest buckets that lie wholly inside, and finer ones only for the stretch before the first
 * whole coarse bucket. A 7d window reads hour rollups up to the first whole day, then day
 * rollups; 30d and 90d read day rollups only, or, where weeks exist, days up to the first
 * Monday and then weeks. The cost follows the number of buckets, never the number of calls,
 * and each window only needs rollups of its own resolution or coarser.
 */
export function rollupSlices(
  start: Date,
  resolution: BucketSize,
  sizes: readonly RollupSize[] = BUCKET_SIZES,
): RollupSlice[] {
  const coarser = sizes.slice(sizes.indexOf(resolution));
  const slices: RollupSlice[] = [];
  let from = start.getTime();
  for (let i = 0; i < coarser.length; i++) {
    const size = coarser[i]!;
    const next = coarser[i + 1];
    if (!next) {
      slices.push({ size, from: new Date(from), to: null });
      break;
    }
    const boundary = ceilTo(from, next);
    if (boundary > from) slices.push({ size, from: new Date(from), to: new Date(boundary) });
    from = boundary;
  }
  return slices;
}

/** Number of `size` buckets that overlap [from, to). */
export function bucketCount(from: Date, to: Date, size: BucketSize): number {
  if (to.getTime() <= from.getTime()) return 0;
  return (ceilTo(to.getTime(), size) - floorTo(from.getTime(), size)) / BUCKET_MS[size];
}

/**
 * The finest interval giving at most DEFAULT_TIMESERIES_POINTS buckets (day if none does), among
 * those kept for the range: without `minutesKept` (minute buckets of its start are gone), hour at the finest.
 */
export function defaultInterval(from: Date, to: Date, { minutesKept = true } = {}): BucketSize {
  return (
    BUCKET_SIZES.find(
      (size) => (size !== 'minute' || minutesKept) && bucketCount(from, to, size) <= DEFAULT_TIMESERIES_POINTS,
    ) ?? 'day'
  );
}

const enumMessage = (values: readonly string[]) => `Input should be ${values.map((v) => `'${v}'`).join(', ')}`;

export function parseWindow(value: string | null | undefined): UsageWindow {
  if (value === undefined || value === null || value === '') return DEFAULT_WINDOW;
  if ((WINDOWS as readonly string[]).includes(value)) return value as UsageWindow;
  throw new ValidationError([{ loc: ['query', 'window'], msg: enumMessage(WINDOWS), type: 'enum' }]);
}

export function parseInterval(value: string | null | undefined): BucketSize | null {
  if (value === undefined || value === null || value === '') return null;
  if ((BUCKET_SIZES as readonly string[]).includes(value)) return value as BucketSize;
  throw new ValidationError([{ loc: ['query', 'interval'], msg: enumMessage(BUCKET_SIZES), type: 'enum' }]);
}

export function parseLimit(value: number | null | undefined, bounds: LimitBounds): number {
  if (value === undefined || value === null) return bounds.default;
  const issue = rangeIssue(['query', 'limit'], value, bounds);
  if (issue) throw new ValidationError([issue]);
  return value;
}

// ISO 8601 calendar dates and date-times: 2026-01-31, 2026-01-31T12:00, 2026-01-31T12:00:00.5Z,
// 2026-01-31T14:00:00+02:00 (or +0200). Without an offset a time is UTC. A space in place of
// the offset's '+' is accepted too: that is what an unencoded '+' turns into in a query string.
const ISO_8601 =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+\- ](\d{2})(?::?(\d{2}))?)?)?$/i;

const ISO_DATE_MESSAGE = 'Input should be an ISO 8601 date or date-time, such as 2026-01-31 or 2026-01-31T12:00:00Z';

/** Parses an ISO 8601 date or date-time; null when it is not one (or names no real instant). */
export function parseIsoDate(text: string): Date | null {
  const match = ISO_8601.exec(text);
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', zone, offH = '0', offM = '0'] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const offsetHours = Number(offH);
  const offsetMinutes = Number(offM);
  // Year 0 has no ISO string PostgreSQL accepts.
  if (
    year < 1 ||
    month < 1 ||
    month > 12 ||
    day < 1 ||
    hour > 23 ||
    minute > 59 ||
    second > 59 ||
    offsetHours > 23 ||
    offsetMinutes > 59
  )
    return null;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCMonth() !== month - 1) return null; // 2026-02-30 and the like
  const sign = zone && zone !== 'Z' && zone !== 'z' && zone[0] === '-' ? -1 : 1;
  const offsetMs = zone && zone.toUpperCase() !== 'Z' ? sign * (offsetHours * 60 + offsetMinutes) * 60_000 : 0;
  const millis = Math.floor(Number(`0.${fraction || '0'}`) * 1000);
  date.setUTCHours(hour, minute, second, millis);
  return new Date(date.getTime() - offsetMs);
}

/**
 * The instants a date parameter may name, in UTC once its offset is applied: from the first
 * moment of year 1 up to, not including, year 9999. Every bucket a time series reads then starts
 * and ends within years 1 to 9999, the years with the four-digit ISO form the queries give
 * PostgreSQL: past them JavaScript writes `+010000-01-01…` (which PostgreSQL reads as a time-zone
 * displacement) or `0000-12-31…` (a year PostgreSQL does not have), and the query failed with a
 * 500. Year 9999 is kept out because a bucket ends after the dates in it (the day bucket of
 * 9999-12-31 ends in year 10000); year 1 can stay, since its first instant is a boundary of
 * every bucket size, so no bucket of a date in range starts before it (and the default
 * `date_from`, 24 hours before `date_to`, is held at it: usage.service.ts).
 * (Date.parse, since Date.UTC reads year 1 as 1901.)
 */
export const EARLIEST_DATE_MS = Date.parse('0001-01-01T00:00:00Z');
const DATE_LIMIT_MS = Date.parse('9999-01-01T00:00:00Z');

export function parseDateParam(value: string | null | undefined, name: 'date_from' | 'date_to'): Date | null {
  if (value === undefined || value === null || value === '') return null;
  const date = parseIsoDate(value);
  if (!date) throw new ValidationError([{ loc: ['query', name], msg: ISO_DATE_MESSAGE, type: 'datetime_parsing' }]);
  if (date.getTime() < EARLIEST_DATE_MS) {
    throw new ValidationError([
      {
        loc: ['query', name],
        msg: `Input should be at or after ${isoOf(EARLIEST_DATE_MS)} (UTC, once its offset is applied)`,
        type: 'greater_than_equal',
      },
    ]);
  }
  if (date.getTime() >= DATE_LIMIT_MS) {
    throw new ValidationError([
      {
        loc: ['query', name],
        msg: `Input should be before ${isoOf(DATE_LIMIT_MS)} (UTC, once its offset is applied)`,
        type: 'less_than',
      },
    ]);
  }
  return date;
}

/** 2026-01-31T00:00:00Z: whole-second ISO form, as the messages name a bound. */
const isoOf = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
