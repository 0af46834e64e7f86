import { Args, Ctx, Query, Resolver } from 'type-graphql';
import { Access } from '../../graphql/access.js';
import { Cost, FIELD_WEIGHT } from '../../graphql/operation-cost.js';
import type { RequestScope } from '../../request-scope.js';
import { MAX_CURSOR_PAGE_SIZE } from '../../shared/pagination.js';
import { RequestLogArgs, RequestLogPageType, type RequestLogQuery } from './request-log.type.js';

/** REST's GET /api/usage/requests: the same service, rules and rows, in camelCase. */
@Resolver()
export class RequestLogResolver {
  @Access('user')
  @Cost({
    weight: FIELD_WEIGHT.rows,
    listSize: { slicingArgument: 'limit', max: MAX_CURSOR_PAGE_SIZE, sizedFields: ['data'] },
  })
  @Query(() => RequestLogPageType, {
    description:
      "The account's calls of the last 30 days, newest first, filtered, a page at a time (nextCursor as cursor for the next).",
  })
  async usageRequestLog(@Ctx() scope: RequestScope, @Args(() => RequestLogArgs) args: RequestLogQuery) {
    return scope.services.requestLog.page(await scope.viewer(), args);
  }
}
