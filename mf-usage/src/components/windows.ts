// The reporting windows and chart intervals of the usage API (bff/src/modules/usage/README.md),
// and the one rule the screen adds: never ask for more buckets than the API serves.
import type { UsageInterval, UsageWindow as UsageWindowInUrl } from '@touchline/shell-contract';

export type { UsageInterval };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const INTERVALS: readonly { value: UsageInterval; label: string; ms: number }[] = [
  { value: 'minute', label: 'Per minute', ms: MINUTE_MS },
  { value: 'hour', label: 'Per hour', ms: HOUR_MS },
  { value: 'day', label: 'Per day', ms: DAY_MS },
];

/**
 * Each window is the last N whole UTC buckets of its resolution, the current (partial) one
 * included, as the API counts it (bff/src/modules/usage/README.md, "Windows"): the last hour is
 * 60 minute buckets, the last 24 hours 24 hourly buckets, this hour's included, never 25.
 * `defaultInterval` gives 24 to 168 points, enough shape without noise (60 for the last hour,
 * the window for debugging).
 */
export const USAGE_WINDOWS = [
  { value: '1h', label: 'Last hour', resolution: 'minute', buckets: 60, defaultInterval: 'minute' },
  { value: '24h', label: 'Last 24 hours', resolution: 'hour', buckets: 24, defaultInterval: 'hour' },
  { value: '7d', label: 'Last 7 days', resolution: 'hour', buckets: 168, defaultInterval: 'hour' },
  { value: '30d', label: 'Last 30 days', resolution: 'day', buckets: 30, defaultInterval: 'day' },
  { value: '90d', label: 'Last 90 days', resolution: 'day', buckets: 90, defaultInterval: 'day' },
] as const satisfies readonly {
  value: UsageWindowInUrl;
  label: string;
  resolution: UsageInterval;
  buckets: number;
  defaultInterval: UsageInterval;
}[];

export type UsageWindow = (typeof USAGE_WINDOWS)[number]['value'];

/** The API answers 422 above this many buckets in one time series. */
export const MAX_BUCKETS = 1500;

const intervalMs = (interval: UsageInterval) => INTERVALS.find(({ value }) => value === interval)!.ms;
const floorTo = (time: number, interval: UsageInterval) =>
  Math.floor(time / intervalMs(interval)) * intervalMs(interval);

export function windowOf(value: UsageWindow) {
  return USAGE_WINDOWS.find((window) => window.value === value)!;
}

export interface TimeRange {
  dateFrom: string;
  dateTo: string;
}

/** Where the API starts `window` at `now`, so the chart covers exactly what the KPI cards count. */
export function rangeOf(value: UsageWindow, now: number): TimeRange {
  const { resolution, buckets } = windowOf(value);
  const current = floorTo(now, resolution);
  const start = current - (buckets - 1) * intervalMs(resolution);
  // The range is half-open: at the very first millisecond of a bucket it must still reach into it.
  const end = Math.max(now, current + 1);
  return { dateFrom: new Date(start).toISOString(), dateTo: new Date(end).toISOString() };
}

/** Buckets the API returns for [dateFrom, dateTo): every whole bucket that overlaps it. */
export function bucketCount({ dateFrom, dateTo }: TimeRange, interval: UsageInterval): number {
  const from = Date.parse(dateFrom);
  const to = Date.parse(dateTo);
  if (to <= from) return 0;
  return Math.ceil((to - floorTo(from, interval)) / intervalMs(interval));
}

export function isIntervalAllowed(range: TimeRange, interval: UsageInterval): boolean {
  return bucketCount(range, interval) <= MAX_BUCKETS;
}
