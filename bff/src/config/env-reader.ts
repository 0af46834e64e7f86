// How one environment variable is read: each reader returns the value or its fallback and notes
// what is wrong instead of throwing, so that loadConfig reports every problem in one round.
import { DECIMAL_INTEGER } from '../shared/decimal-digits.js';

export type Env = Record<string, string | undefined>;

export class EnvReader {
  /** What makes the environment unusable; loadConfig refuses to start when any is noted. */
  readonly problems: string[] = [];
  /** What config chose on its own, for the log to mention once. */
  readonly notices: string[] = [];

  constructor(private readonly env: Env) {}

  /** The variable's text, trimmed; undefined when it is unset or blank. */
  text(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === '' ? undefined : value;
  }

  /** A whole number in decimal digits within [min, max], as the HTTP layer reads one. */
  integer(name: string, fallback: number, min: number, max: number): number {
    const raw = this.text(name);
    if (raw === undefined) return fallback;
    if (!DECIMAL_INTEGER.test(raw)) {
      this.problems.push(`${name} must be a whole number from ${min} to ${max} in decimal digits, got "${raw}"`);
      return fallback;
    }
    const value = Number(raw);
    if (value < min || value > max) {
      this.problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return value;
  }

  /** A number from 0 to 1. */
  fraction(name: string, fallback: number): number {
    const raw = this.text(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d*\.?\d+$/.test(raw) || !(value >= 0 && value <= 1)) {
      this.problems.push(`${name} must be a number from 0 to 1, got "${raw}"`);
      return fallback;
    }
    return value;
  }

  /** An absolute URL without its trailing slash. */
  url(name: string, fallback?: string): string | undefined {
    const raw = this.text(name) ?? fallback;
    if (raw === undefined) return undefined;
    try {
      return new URL(raw).toString().replace(/\/$/, '');
    } catch {
      this.problems.push(`${name} must be an absolute URL, got "${raw}"`);
      return raw;
    }
  }

  bool(name: string, fallback: boolean): boolean {
    const raw = this.text(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['true', '1', 'yes', 'on'].includes(raw)) return true;
    if (['false', '0', 'no', 'off'].includes(raw)) return false;
    this.problems.push(`${name} must be true or false, got "${raw}"`);
    return fallback;
  }
}
