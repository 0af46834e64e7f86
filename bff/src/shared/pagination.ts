// Paging by skip and limit, as the inherited REST API and the dashboard both use it. The one
// place its bounds live: the REST query schema is built from them and the GraphQL resolvers
// check their arguments against them, so both refuse the same values with the same words.
import { ValidationError, type ValidationIssue } from './errors.js';
import { integerIn, rangeIssue, type Range } from './bounds.js';

export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;

/**
 * How far a page may start. Without a bound, `skip=99999999999999999999` reached PostgreSQL's
 * OFFSET and failed there (bigint out of range) as a 500. 2^31 - 1 is also the largest GraphQL
 * Int, so REST and GraphQL accept the same offsets; no table here comes near it.
 */
export const MAX_SKIP = 2_147_483_647;

export const SKIP_RANGE: Range = { min: 0, max: MAX_SKIP };
export const LIMIT_RANGE: Range = { min: 1, max: MAX_PAGE_SIZE };

export const paginationQuerySchema = {
  type: 'object',
  properties: {
    skip: { ...integerIn(SKIP_RANGE), default: 0 },
    limit: { ...integerIn(LIMIT_RANGE), default: DEFAULT_PAGE_SIZE },
  },
} as const;

export interface PaginationQuery {
  skip: number;
  limit: number;
}

/** A GraphQL page's arguments, refused (422, BAD_USER_INPUT) when outside the ranges above. */
export function checkedPage(skip: number, limit: number): PaginationQuery {
  const issues = [rangeIssue(['skip'], skip, SKIP_RANGE), rangeIssue(['limit'], limit, LIMIT_RANGE)].filter(
    (issue): issue is ValidationIssue => issue !== null,
  );
  if (issues.length > 0) throw new ValidationError(issues);
  return { skip, limit };
}
