// How the usage screen writes its figures. Times are UTC, like the API's buckets and the daily
// quota, so a bucket labelled 14:00 holds the calls of 14:00-14:59 UTC whatever the reader's zone.
import type { UsageInterval } from './windows';

const count = new Intl.NumberFormat('en');
const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** 1234 → "1,234". */
export function formatCount(value: number): string {
  return count.format(value);
}

/** 1234 → "1.2K", for axis ticks and small spaces. */
export function formatCompact(value: number): string {
  return compact.format(value);
}

/** 0.0251 → "2.5%", 0.5 → "50%"; a rate above zero never reads as "0%". */
export function formatPercent(ratio: number): string {
  const tenths = Math.round(ratio * 1000) / 10;
  if (tenths === 0 && ratio > 0) return '<0.1%';
  return `${Number.isInteger(tenths) ? tenths.toFixed(0) : tenths.toFixed(1)}%`;
}

/** 87 → "87 ms", 1500 → "1.5 s". */
export function formatLatency(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
}

const utc = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', ...options });
const minuteFormat = utc({ day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dayFormat = utc({ weekday: 'short', day: 'numeric', month: 'short' });

/** The label of one bucket: "21 Nov, 14:00 UTC" for minutes and hours, "Fri 21 Nov" for days. */
export function formatBucket(iso: string, interval: UsageInterval): string {
  const date = new Date(iso);
  return interval === 'day' ? dayFormat.format(date) : `${minuteFormat.format(date)} UTC`;
}

/** "21 Nov, 00:00 UTC". */
export function formatUtcTime(iso: string): string {
  return `${minuteFormat.format(new Date(iso))} UTC`;
}
