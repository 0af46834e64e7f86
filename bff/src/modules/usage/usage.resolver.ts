import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import { Access } from '../../graphql/access.js';
import { Cost, FIELD_WEIGHT } from '../../graphql/operation-cost.js';
import type { RequestScope } from '../../request-scope.js';
import { UsageStatusesType, type UsageStatuses } from './usage-statuses.type.js';
import { KEYS_LIMIT, MAX_TIMESERIES_BUCKETS, TOP_ENDPOINTS_LIMIT } from './usage.rules.js';
import {
  UsageKeysType,
  UsageSummaryType,
  UsageTimeseriesType,
  UsageTopEndpointsType,
  type KeysUsage,
  type TopEndpoints,
  type UsageSummary,
  type UsageTimeseries,
} from './usage.type.js';

const WINDOW = { nullable: true, description: '1h, 24h (default), 7d, 30d or 90d.' } as const;
const USER_ID = {
  nullable: true,
  description: "Superusers only: a user id, or 'all' for the whole platform. Default: the caller.",
} as const;

/** The same service and rules as REST /api/usage/*; the answers are the REST ones in camelCase. */
@Resolver()
export class UsageResolver {
  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.rollups })
  @Query(() => UsageSummaryType, { description: 'Usage totals for a window, with the daily quota.' })
  async usageSummary(
    @Ctx() scope: RequestScope,
    @Arg('window', () => String, WINDOW) window?: string | null,
    @Arg('userId', () => String, USER_ID) userId?: string | null,
  ): Promise<UsageSummary> {
    return scope.services.usage.summary(await scope.viewer(), { window, userId });
  }

  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.rollups, listSize: { assumedSize: MAX_TIMESERIES_BUCKETS, sizedFields: ['data'] } })
  @Query(() => UsageTimeseriesType, { description: 'Calls and errors per UTC minute, hour or day, zero-filled.' })
  async usageTimeseries(
    @Ctx() scope: RequestScope,
    @Arg('interval', () => String, {
      nullable: true,
      description:
        'minute, hour or day; by default the finest giving at most 400 buckets, among those kept for the range (minute buckets are kept for the last days only).',
    })
    interval?: string | null,
    @Arg('dateFrom', () => String, { nullable: true, description: 'ISO 8601; default dateTo minus 24 hours.' })
    dateFrom?: string | null,
    @Arg('dateTo', () => String, { nullable: true, description: 'ISO 8601, exclusive; default now.' })
    dateTo?: string | null,
    @Arg('apiKeyId', () => ID, { nullable: true }) apiKeyId?: string | null,
    @Arg('userId', () => String, USER_ID) userId?: string | null,
  ): Promise<UsageTimeseries> {
    return scope.services.usage.timeseries(await scope.viewer(), { interval, dateFrom, dateTo, apiKeyId, userId });
  }

  @Access('user')
  @Cost({
    weight: FIELD_WEIGHT.rollups,
    listSize: { slicingArgument: 'limit', max: TOP_ENDPOINTS_LIMIT.max, sizedFields: ['data'] },
  })
  @Query(() => UsageTopEndpointsType, { description: 'Endpoints by calls, with error rate and p95 latency.' })
  async usageTopEndpoints(
    @Ctx() scope: RequestScope,
    @Arg('window', () => String, WINDOW) window?: string | null,
    @Arg('limit', () => Int, {
      defaultValue: TOP_ENDPOINTS_LIMIT.default,
      description: `${TOP_ENDPOINTS_LIMIT.min}-${TOP_ENDPOINTS_LIMIT.max}.`,
    })
    limit?: number,
    @Arg('userId', () => String, USER_ID) userId?: string | null,
  ): Promise<TopEndpoints> {
    return scope.services.usage.topEndpoints(await scope.viewer(), { window, limit, userId });
  }

  @Access('user')
  @Cost({
    weight: FIELD_WEIGHT.rollups,
    listSize: { slicingArgument: 'limit', max: KEYS_LIMIT.max, sizedFields: ['data'] },
  })
  @Query(() => UsageKeysType, { description: 'Calls and errors per API key, the keys with the most calls first.' })
  async usageKeys(
    @Ctx() scope: RequestScope,
    @Arg('window', () => String, WINDOW) window?: string | null,
    @Arg('limit', () => Int, { defaultValue: KEYS_LIMIT.default, description: `${KEYS_LIMIT.min}-${KEYS_LIMIT.max}.` })
    limit?: number,
    @Arg('userId', () => String, USER_ID) userId?: string | null,
  ): Promise<KeysUsage> {
    return scope.services.usage.keys(await scope.viewer(), { window, limit, userId });
  }

  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.rollups })
  @Query(() => UsageStatusesType, {
    description: 'Calls by status class and exact status code for a window, of the account or one key.',
  })
  async usageStatuses(
    @Ctx() scope: RequestScope,
    @Arg('window', () => String, WINDOW) window?: string | null,
    @Arg('apiKeyId', () => ID, { nullable: true }) apiKeyId?: string | null,
    @Arg('userId', () => String, USER_ID) userId?: string | null,
  ): Promise<UsageStatuses> {
    return scope.services.usage.statuses(await scope.viewer(), { window, apiKeyId, userId });
  }
}
