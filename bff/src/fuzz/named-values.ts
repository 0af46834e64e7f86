// Values a field's name suggests (an e-mail, an id, a usage window, a date), so that generated
// requests get past the fields they do not vary and reach the rules behind them. Dates include
// the edges of what the API takes: years 1 and 9999, offsets, days that do not exist.
import fc from 'fast-check';
import type { Callers } from './fuzz-target.js';

const edgeDates = [
  '0001-01-01',
  '0001-01-01T00:00:00+01:00',
  '9998-12-31T23:59:59Z',
  '9999-01-01',
  '9999-12-31T23:59:59.999Z',
  '0000-01-01',
  '+010000-01-01',
  '2026-02-30',
  '2026-01-31T24:00',
  '2026-01-31T12:00:00+23:59',
  '2026-01-31T12:00:00-23:59',
  '2026-01-31 12:00',
  '1970-01-01T00:00:00,123456789Z',
];

export function hinted(name: string, callers: Callers): fc.Arbitrary<unknown> | null {
  if (/email/i.test(name))
    return fc.oneof(fc.constantFrom(callers.user.email, callers.superuser.email), fc.emailAddress());
  if (/(^id|Id|_id)$/.test(name)) return fc.oneof(fc.constantFrom(...callers.knownIds, 'all'), fc.uuid());
  if (/^window$/.test(name)) return fc.constantFrom('24h', '7d', '30d', '90d');
  if (/^interval$/.test(name)) return fc.constantFrom('minute', 'hour', 'day');
  if (/^date/.test(name)) {
    return fc.oneof(
      fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString()),
      fc.constantFrom(...edgeDates),
    );
  }
  if (/password/i.test(name)) return fc.string({ minLength: 8, maxLength: 20 });
  return null;
}
