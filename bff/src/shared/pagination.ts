// Paging by skip and limit, as the inherited REST API and the dashboard both use it. The one
// place its bounds live: the REST query schema is this one, and GraphQL's paging arguments are
// made from it and checked against it, so both refuse the same values with the same words.
import { Type, type Static } from 'typebox';
import type { Range } from './bounds.js';

const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;

/**
 * How far a page may start. Without a bound, `skip=99999999999999999999` reached PostgreSQL's
 * OFFSET and failed there (bigint out of range) as a 500. 2^31 - 1 is also the largest GraphQL
 * Int, so REST and GraphQL accept the same offsets; no table here comes near it.
 */
const MAX_SKIP = 2_147_483_647;

const SKIP_RANGE: Range = { min: 0, max: MAX_SKIP };
const LIMIT_RANGE: Range = { min: 1, max: MAX_PAGE_SIZE };

const integerIn = ({ min, max }: Range, defaultValue: number) =>
  Type.Optional(Type.Integer({ minimum: min, maximum: max, default: defaultValue, description: `${min}-${max}.` }));

/** REST's query and GraphQL's arguments (graphql/typebox-classes.ts `argsTypeOf`) of a page. */
export const PaginationQuery = Type.Object({
  skip: integerIn(SKIP_RANGE, 0),
  limit: integerIn(LIMIT_RANGE, DEFAULT_PAGE_SIZE),
});
/** A page's bounds once validated: the defaults fill what the request left out. */
export type PaginationQuery = Required<Static<typeof PaginationQuery>>;

/**
 * Paging by an opaque cursor, for lists read newest first from an index (the request log): a
 * page ends where the next begins whatever is added meanwhile, and going deep costs no more than
 * the first page (an offset would read every row it skips). Pages are smaller than offset pages:
 * a screenful, and each row is a call.
 */
export const MAX_CURSOR_PAGE_SIZE = 500;
const CURSOR_LIMIT_RANGE: Range = { min: 1, max: MAX_CURSOR_PAGE_SIZE };
const DEFAULT_CURSOR_PAGE_SIZE = 50;
/** An opaque cursor is short; anything longer is refused before it is decoded. */
const MAX_CURSOR_LENGTH = 200;

export const CursorPageQuery = Type.Object({
  cursor: Type.Optional(
    Type.String({
      maxLength: MAX_CURSOR_LENGTH,
      description: 'Where the page starts: the next_cursor of the page before; none for the first page.',
    }),
  ),
  limit: integerIn(CURSOR_LIMIT_RANGE, DEFAULT_CURSOR_PAGE_SIZE),
});
