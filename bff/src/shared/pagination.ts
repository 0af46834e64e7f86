// Paging by skip and limit, as the inherited REST API and the dashboard both use it. The one
// place its bounds live: the REST query schema is this one, and the GraphQL resolvers check their
// arguments against it too, so both refuse the same values with the same words.
import { Type, type Static } from 'typebox';
import type { Range } from './bounds.js';
import { checkerOf } from './input-validation.js';

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

export const PaginationQuery = Type.Object({
  skip: Type.Optional(Type.Integer({ minimum: SKIP_RANGE.min, maximum: SKIP_RANGE.max, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: LIMIT_RANGE.min, maximum: LIMIT_RANGE.max, default: DEFAULT_PAGE_SIZE })),
});
/** A page's bounds once validated: the defaults fill what the request left out. */
export type PaginationQuery = Required<Static<typeof PaginationQuery>>;

const checkPage = checkerOf(PaginationQuery, null);

/** A GraphQL page's arguments, refused (422, BAD_USER_INPUT) when outside the ranges above. */
export function checkedPage(skip: number, limit: number): PaginationQuery {
  checkPage({ skip, limit });
  return { skip, limit };
}
