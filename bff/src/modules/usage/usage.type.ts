// The usage answers' GraphQL face: object types in camelCase. The REST face, with the same
// fields from the same service, is usage.rest.ts.
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';

@ObjectType('UsageQuota', { description: "The plan's daily quota (calls per UTC day)." })
export class UsageQuotaType {
  @Field(() => String)
  plan!: string;

  @Field(() => Int, { description: 'Calls a day the plan allows.' })
  limit!: number;

  @Field(() => Int, { description: 'Calls today (UTC) that counted against the quota: all but 429 refusals.' })
  used!: number;

  @Field(() => Int)
  remaining!: number;

  @Field(() => GraphQLDateTimeISO)
  periodStart!: Date;

  @Field(() => GraphQLDateTimeISO)
  resetsAt!: Date;
}

/** The window every windowed answer reports: which one, whose usage, and its exact bounds. */
// Not referenced by any field, so the schema emits only the three concrete types that extend it.
@ObjectType()
abstract class UsageWindowType {
  @Field(() => String, { description: '1h, 24h, 7d, 30d or 90d.' })
  window!: string;

  @Field(() => ID, { nullable: true, description: 'Whose usage; null for the whole platform.' })
  userId!: string | null;

  @Field(() => GraphQLDateTimeISO, {
    description: 'Start of the window: a whole UTC minute (1h), hour (24h, 7d) or day (30d, 90d).',
  })
  dateFrom!: Date;

  @Field(() => GraphQLDateTimeISO)
  dateTo!: Date;
}

@ObjectType('UsageSummary')
export class UsageSummaryType extends UsageWindowType {
  @Field(() => Int)
  calls!: number;

  @Field(() => Int, { description: 'Answers with a status below 400.' })
  successfulCalls!: number;

  @Field(() => Int, { description: 'Client plus server errors.' })
  errors!: number;

  @Field(() => Int, { description: 'Answers 400-499, 429 included.' })
  clientErrors!: number;

  @Field(() => Int, { description: 'Answers 500 and above.' })
  serverErrors!: number;

  @Field(() => Int, { description: 'Answers 429.' })
  rateLimitedCalls!: number;

  @Field(() => Int, { description: 'Answers served from the cache (fresh or stale).' })
  cacheHits!: number;

  @Field(() => Float, { nullable: true })
  errorRate!: number | null;

  @Field(() => Float, { nullable: true })
  cacheHitRatio!: number | null;

  @Field(() => Float, { nullable: true })
  avgLatencyMs!: number | null;

  @Field(() => Float, { nullable: true, description: 'An upper bound within one histogram bucket (see the API docs).' })
  p95LatencyMs!: number | null;

  @Field(() => Float, { description: 'Response bytes.' })
  bytes!: number;

  @Field(() => UsageQuotaType, { nullable: true, description: 'null for the whole platform.' })
  quota!: UsageQuotaType | null;
}

@ObjectType('UsageBucket')
export class UsageBucketType {
  @Field(() => GraphQLDateTimeISO)
  start!: Date;

  @Field(() => Int)
  calls!: number;

  @Field(() => Int)
  errors!: number;

  @Field(() => Int)
  clientErrors!: number;

  @Field(() => Int)
  serverErrors!: number;

  @Field(() => Float, { nullable: true })
  p95LatencyMs!: number | null;
}

@ObjectType('UsageTimeseries')
export class UsageTimeseriesType {
  @Field(() => String, { description: 'minute, hour or day.' })
  interval!: string;

  @Field(() => GraphQLDateTimeISO)
  dateFrom!: Date;

  @Field(() => GraphQLDateTimeISO)
  dateTo!: Date;

  @Field(() => ID, { nullable: true })
  userId!: string | null;

  @Field(() => ID, { nullable: true })
  apiKeyId!: string | null;

  @Field(() => [UsageBucketType], {
    description: 'Every bucket overlapping [dateFrom, dateTo), zero-filled, oldest first.',
  })
  data!: UsageBucketType[];
}

@ObjectType('EndpointUsage')
export class EndpointUsageType {
  @Field(() => String)
  provider!: string;

  @Field(() => String, { description: 'The normalised path (ids replaced).' })
  endpoint!: string;

  @Field(() => Int)
  calls!: number;

  @Field(() => Int)
  errors!: number;

  @Field(() => Float)
  errorRate!: number;

  @Field(() => Float)
  avgLatencyMs!: number;

  @Field(() => Float, { nullable: true })
  p95LatencyMs!: number | null;
}

@ObjectType('UsageTopEndpoints')
export class UsageTopEndpointsType extends UsageWindowType {
  @Field(() => [EndpointUsageType], { description: 'Most calls first.' })
  data!: EndpointUsageType[];
}

@ObjectType('KeyUsage')
export class KeyUsageType {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  userId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  prefix!: string;

  @Field(() => Boolean)
  isRevoked!: boolean;

  @Field(() => Boolean, { description: 'Whether the key had expired at the end of the window.' })
  isExpired!: boolean;

  @Field(() => Int)
  calls!: number;

  @Field(() => Int)
  errors!: number;

  @Field(() => GraphQLDateTimeISO, {
    nullable: true,
    description: 'Last use of the key at all, not only within the window.',
  })
  lastUsedAt!: Date | null;
}

@ObjectType('UsageKeys')
export class UsageKeysType extends UsageWindowType {
  @Field(() => [KeyUsageType], {
    description:
      "One account's keys, unused ones included; for the whole platform the keys used in the window. Most calls first.",
  })
  data!: KeyUsageType[];
}
