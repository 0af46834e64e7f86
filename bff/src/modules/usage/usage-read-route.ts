// What every usage read over REST declares alike: the JSON answers (usage.routes.ts), their CSV
// exports (usage-export.routes.ts) and the request log (request-log.routes.ts) are for signed-in
// users, bounded as lists (route-cost.ts), under the `usage` tag, and refuse alike.
import { describedUnder, detailSchema, unprocessableSchema } from '../../http/schemas.js';

const described = describedUnder('usage', 'user');

/** The refusals a usage read may answer besides its 200. */
const USAGE_READ_ERRORS = { 403: detailSchema, 404: detailSchema, 422: unprocessableSchema };

/** A usage read's route options but its handler: spread them, then add the handler. */
export function usageRead<Query, Answer>(route: {
  operationId: string;
  summary: string;
  description: string;
  querystring: Query;
  answer: Answer;
}) {
  return {
    config: { access: 'user' as const, cost: 'list' as const },
    schema: {
      operationId: route.operationId,
      ...described(route.summary),
      description: route.description,
      querystring: route.querystring,
      response: { 200: route.answer, ...USAGE_READ_ERRORS },
    },
  };
}
