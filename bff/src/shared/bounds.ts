// How a number outside its range is refused, REST and GraphQL alike: the words of the 422 that
// FastAPI clients already parse (`less_than_equal`, "Input should be less than or equal to N").
// The REST schemas state a range as `minimum`/`maximum` (http/validation.ts words ajv's refusal
// with these), and so do GraphQL's checks against the same schemas; a bound checked in code uses `rangeIssue`.
import type { ValidationIssue } from './errors.js';

export interface Range {
  min: number;
  max: number;
}

export const atLeastMessage = (min: number | unknown) => `Input should be greater than or equal to ${min}`;
export const atMostMessage = (max: number | unknown) => `Input should be less than or equal to ${max}`;

/** The issue with `value` at `loc`, or null when it is a whole number within `range`. */
export function rangeIssue(loc: ValidationIssue['loc'], value: number, range: Range): ValidationIssue | null {
  if (!Number.isInteger(value)) return { loc, msg: 'Input should be a valid integer', type: 'int_type' };
  if (value < range.min) return { loc, msg: atLeastMessage(range.min), type: 'greater_than_equal' };
  if (value > range.max) return { loc, msg: atMostMessage(range.max), type: 'less_than_equal' };
  return null;
}
