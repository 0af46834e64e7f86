// Times as the dashboards write them next to a list: relative, with the exact moment for a title.

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/**
 * "just now", "5 minutes ago", "in 3 hours", "yesterday", "3 weeks ago". Pass `now` from `useNow` so it does not go stale.
 * `largestUnit` caps the unit: a daily quota that resets at 00:00 UTC reads "in 23 hours" rather
 * than "tomorrow", which depends on the reader's time zone.
 */
export function formatRelativeTime(
  iso: string,
  now: number = Date.now(),
  largestUnit: Intl.RelativeTimeFormatUnit = 'year',
): string {
  const seconds = (Date.parse(iso) - now) / 1000;
  if (Math.abs(seconds) < 45) return 'just now';
  const allowed = UNITS.slice(UNITS.findIndex(([unit]) => unit === largestUnit));
  for (const [unit, size] of allowed) {
    if (Math.abs(seconds) >= size * 0.9 || unit === 'minute') return relative.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * When the daily quota resets and how far off that is: "00:00 UTC, in 23 hours". Every screen
 * that names the reset says it this way: the product's day is UTC's (limits, usage charts and
 * plans count from 00:00 UTC), so the reader's own clock or a relative day ("tomorrow") would
 * name another hour or day than the rest of the dashboard.
 */
export function formatQuotaReset(at: Date, now: number = Date.now()): string {
  const time = `${twoDigits(at.getUTCHours())}:${twoDigits(at.getUTCMinutes())} UTC`;
  return `${time}, ${formatRelativeTime(at.toISOString(), now, 'hour')}`;
}

/** The exact moment, in the reader's locale and time zone, for a title. */
export function formatExactTime(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'long' }).format(new Date(iso));
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A day in the reader's locale ("12 Mar 2026"), as lists show when something was created; "—" for no date. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat.format(date);
}
