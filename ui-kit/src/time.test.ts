import { describe, expect, it } from '@jest/globals';
import { formatRelativeTime } from './time';

const now = Date.parse('2026-11-21T12:00:00Z');
const at = (secondsFromNow: number) => new Date(now + secondsFromNow * 1000).toISOString();

describe('formatRelativeTime', () => {
  it('says "just now" within 45 seconds either way', () => {
    expect(formatRelativeTime(at(-44), now)).toBe('just now');
    expect(formatRelativeTime(at(30), now)).toBe('just now');
  });

  it('uses the largest unit the gap reaches 90% of', () => {
    expect(formatRelativeTime(at(-5 * 60), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(at(3 * 3600), now)).toBe('in 3 hours');
    expect(formatRelativeTime(at(-24 * 3600), now)).toBe('yesterday');
    expect(formatRelativeTime(at(-21 * 24 * 3600), now)).toBe('3 weeks ago');
  });

  it('stops at the largest unit it is given, so a reset 23.7 hours away reads in hours, not "tomorrow"', () => {
    expect(formatRelativeTime(at(23.7 * 3600), now)).toBe('tomorrow');
    expect(formatRelativeTime(at(23.7 * 3600), now, 'hour')).toBe('in 24 hours');
    expect(formatRelativeTime(at(20 * 60), now, 'hour')).toBe('in 20 minutes');
  });

  it('counts from the current time when no `now` is given', () => {
    expect(formatRelativeTime(new Date().toISOString())).toBe('just now');
  });
});
