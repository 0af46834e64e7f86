// Paging by skip and limit, as the inherited REST API and the dashboard both use it.
export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;

export const paginationQuerySchema = {
  type: 'object',
  properties: {
    skip: { type: 'integer', minimum: 0, default: 0 },
    limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
  },
} as const;

export interface PaginationQuery {
  skip: number;
  limit: number;
}
