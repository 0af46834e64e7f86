// Usage analytics for the dashboard and API clients: totals, a time series, top endpoints and
// per-key usage, all read from the rollups the metering path writes (metering/usage-recorder.ts),
// so an answer costs the same whatever the number of raw events behind it. Who may see what and
// which ranges may be asked are decided here; the reads themselves are rollup-reads.ts.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config, Plan } from '../../config.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { ApiKey, hasKeyExpired } from '../keys/api-key.entity.js';
import { User } from '../users/user.entity.js';
import { histogramFromRow, p95FromHistogram } from './latency-histogram.js';
import { RollupReads, type RollupWindow } from './rollup-reads.js';
import { statusClassRows, type UsageStatuses } from './usage-statuses.type.js';
import {
  ALL_USERS,
  BUCKET_MS,
  bucketCount,
  defaultInterval,
  DEFAULT_TIMESERIES_RANGE_MS,
  EARLIEST_DATE_MS,
  floorTo,
  KEYS_LIMIT,
  MAX_TIMESERIES_BUCKETS,
  parseDateParam,
  parseInterval,
  parseLimit,
  parseWindow,
  TOP_ENDPOINTS_LIMIT,
  windowStart,
  type UsageWindow,
} from './usage.rules.js';
import type {
  EndpointUsage,
  KeysUsage,
  KeyUsage,
  TopEndpoints,
  UsageBucket,
  UsageQuota,
  UsageSummary,
  UsageTimeseries,
  UsageWindowInfo,
} from './usage.type.js';

/** Whose usage: one account, or (null) the whole platform. */
type Subject = User | null;

const num = (value: unknown) => Number(value ?? 0);
/** A nullable timestamp column of a raw row: null, or the Date (or ISO text) pg gives for it. */
const dateOrNull = (value: unknown) => (value === null ? null : new Date(value as string | Date));
const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

export interface UsageSettings {
  plans: Readonly<Record<string, Plan>>;
  /** Days minute rollups are kept (as long as raw events); older minute time series are refused. */
  minuteRollupDays: number;
}

/** The day (UTC, ms since the epoch) and what each account that called in it has used of its quota. */
export interface QuotaUseToday {
  dayStart: number;
  usedByAccount: ReadonlyMap<string, number>;
}

/** The usage service with this deployment's plans and how long it keeps minute buckets. */
export function usageServiceFor(config: Config, em: EntityManager): UsageService {
  return new UsageService(em, { plans: config.plans, minuteRollupDays: config.usageRetention.eventsDays });
}

export class UsageService {
  private readonly rollups: RollupReads;

  constructor(
    private readonly em: EntityManager,
    private readonly settings: UsageSettings,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.rollups = new RollupReads(em);
  }

  async summary(viewer: User, input: { window?: string | null; userId?: string | null }): Promise<UsageSummary> {
    const window = parseWindow(input.window);
    const subject = await this.subjectFor(viewer, input.userId);
    const now = this.now();
    const info = this.windowInfo(window, subject, now);
    const r = await this.rollups.summary(rollupWindow(subject, info));
    const calls = num(r.calls);
    const clientErrors = num(r.client_errors);
    const serverErrors = num(r.server_errors);
    const cacheHits = num(r.cache_hits);
    return {
      ...info,
      calls,
      successfulCalls: num(r.successes),
      errors: clientErrors + serverErrors,
      clientErrors,
      serverErrors,
      rateLimitedCalls: num(r.rate_limited),
      cacheHits,
      errorRate: ratio(clientErrors + serverErrors, calls),
      cacheHitRatio: ratio(cacheHits, calls),
      avgLatencyMs: ratio(num(r.latency_sum), calls),
      p95LatencyMs: p95FromHistogram(histogramFromRow(r), num(r.latency_max)),
      bytes: num(r.bytes),
      quota: subject ? await this.quotaOf(subject, now) : null,
    };
  }

  async timeseries(
    viewer: User,
    input: {
      interval?: string | null;
      dateFrom?: string | null;
      dateTo?: string | null;
      apiKeyId?: string | null;
      userId?: string | null;
    },
  ): Promise<UsageTimeseries> {
    const requested = parseInterval(input.interval);
    const givenFrom = parseDateParam(input.dateFrom, 'date_from');
    const givenTo = parseDateParam(input.dateTo, 'date_to');
    const dateTo = givenTo ?? this.now();
    // Not before the earliest date a parameter may name: 24 hours before a date_to on 0001-01-01 is in year 0.
    const dateFrom = givenFrom ?? new Date(Math.max(dateTo.getTime() - DEFAULT_TIMESERIES_RANGE_MS, EARLIEST_DATE_MS));
    if (dateFrom.getTime() > dateTo.getTime()) {
      throw new ValidationError([
        { loc: ['query', 'date_from'], msg: 'date_from must not be after date_to', type: 'value_error' },
      ]);
    }
    const minutesKeptFrom = floorTo(this.now().getTime(), 'day') - (this.settings.minuteRollupDays - 1) * BUCKET_MS.day;
    // A default never names buckets that are no longer kept: a short range further back is in hours.
    const interval =
      requested ?? defaultInterval(dateFrom, dateTo, { minutesKept: dateFrom.getTime() >= minutesKeptFrom });
    if (interval === 'minute' && dateFrom.getTime() < minutesKeptFrom) {
      throw new ValidationError([
        {
          loc: ['query', requested ? 'interval' : 'date_from'],
          msg: `Minute buckets are kept for ${this.settings.minuteRollupDays} days: with interval=minute, date_from must not be before ${new Date(minutesKeptFrom).toISOString()}; use interval=hour for older ranges`,
          type: 'value_error',
        },
      ]);
    }
    const buckets = bucketCount(dateFrom, dateTo, interval);
    if (buckets > MAX_TIMESERIES_BUCKETS) {
      throw new ValidationError([
        {
          loc: ['query', requested ? 'interval' : 'date_from'],
          msg: `Too many buckets: this range has ${buckets} ${interval} buckets, and at most ${MAX_TIMESERIES_BUCKETS} are allowed per request; use a larger interval or a shorter range`,
          type: 'value_error',
        },
      ]);
    }
    const subject = await this.subjectFor(viewer, input.userId);
    const key = await this.keyFilterFor(subject, input.apiKeyId);
    const apiKeyId = key?.id ?? null;

    const first = floorTo(dateFrom.getTime(), interval);
    const end = first + buckets * BUCKET_MS[interval];
    // A key's usage is in its user's key rows, whoever asks.
    const whose = key ? key.user.id : (subject?.id ?? null);
    const series = buckets === 0 ? [] : await this.rollups.timeseries(whose, apiKeyId, interval, first, end);
    const byStart = new Map(series.map((row) => [new Date(row.bucket_start as string | Date).getTime(), row]));
    const data: UsageBucket[] = [];
    for (let start = first; start < end; start += BUCKET_MS[interval]) {
      const row = byStart.get(start);
      const clientErrors = num(row?.client_errors);
      const serverErrors = num(row?.server_errors);
      data.push({
        start: new Date(start),
        calls: num(row?.calls),
        errors: clientErrors + serverErrors,
        clientErrors,
        serverErrors,
        p95LatencyMs: row ? p95FromHistogram(histogramFromRow(row), num(row.latency_max)) : null,
      });
    }
    return { interval, dateFrom, dateTo, userId: subject?.id ?? null, apiKeyId, data };
  }

  async topEndpoints(
    viewer: User,
    input: { window?: string | null; limit?: number | null; userId?: string | null },
  ): Promise<TopEndpoints> {
    const window = parseWindow(input.window);
    const limit = parseLimit(input.limit, TOP_ENDPOINTS_LIMIT);
    const subject = await this.subjectFor(viewer, input.userId);
    const info = this.windowInfo(window, subject, this.now());
    const rows = await this.rollups.topEndpoints(rollupWindow(subject, info), limit);
    const data = rows.map((row): EndpointUsage => {
      const calls = num(row.calls);
      const errors = num(row.errors);
      return {
        provider: String(row.provider),
        endpoint: String(row.endpoint),
        calls,
        errors,
        errorRate: errors / calls,
        avgLatencyMs: num(row.latency_sum) / calls,
        p95LatencyMs: p95FromHistogram(histogramFromRow(row), num(row.latency_max)),
      };
    });
    return { ...info, data };
  }

  /**
   * Per key: for one account every key it has, unused ones included; for the whole platform the
   * keys used in the window. Most calls first.
   */
  async keys(
    viewer: User,
    input: { window?: string | null; limit?: number | null; userId?: string | null },
  ): Promise<KeysUsage> {
    const window = parseWindow(input.window);
    const limit = parseLimit(input.limit, KEYS_LIMIT);
    const subject = await this.subjectFor(viewer, input.userId);
    const info = this.windowInfo(window, subject, this.now());
    const rows = await this.rollups.keys(rollupWindow(subject, info), limit);
    const data = rows.map((row): KeyUsage => ({
      id: String(row.id),
      userId: String(row.user_id),
      name: String(row.name),
      prefix: String(row.prefix),
      isRevoked: row.revoked_at !== null,
      isExpired: hasKeyExpired(dateOrNull(row.expires_at), info.dateTo),
      calls: num(row.calls),
      errors: num(row.errors),
      lastUsedAt: dateOrNull(row.last_used_at),
    }));
    return { ...info, data };
  }

  /** The window's calls by status class and exact code, of the subject or of one of its keys (as the time series). */
  async statuses(
    viewer: User,
    input: { window?: string | null; apiKeyId?: string | null; userId?: string | null },
  ): Promise<UsageStatuses> {
    const window = parseWindow(input.window);
    const subject = await this.subjectFor(viewer, input.userId);
    const key = await this.keyFilterFor(subject, input.apiKeyId);
    const info = this.windowInfo(window, subject, this.now());
    // A key's usage is in its user's key rows, whoever asks.
    const whose = key ? key.user : subject;
    const { classes, codes } = await this.rollups.statuses(rollupWindow(whose, info), key?.id ?? null);
    const counts = {
      successes: num(classes.successes),
      clientErrors: num(classes.client_errors),
      serverErrors: num(classes.server_errors),
      rateLimited: num(classes.rate_limited),
      callsByCode: new Map(codes.map((row) => [num(row.status_code), num(row.calls)])),
    };
    return { ...info, apiKeyId: key?.id ?? null, data: statusClassRows(counts) };
  }

  /**
   * `user_id` is honoured for superusers only: anyone may name themselves, a superuser may name
   * anyone or `all` (the whole platform), and without it everyone sees their own usage. The
   * request log (request-log.service.ts) decides whose log the same way.
   */
  async subjectFor(viewer: User, userId: string | null | undefined): Promise<Subject>;
  /** One account's reading (the request log): `all` is not an account, and refused as any other non-id. */
  async subjectFor(viewer: User, userId: string | null | undefined, scope: 'one account'): Promise<User>;
  async subjectFor(viewer: User, userId: string | null | undefined, scope?: 'one account'): Promise<Subject> {
    const requested = userId?.trim().toLowerCase();
    if (!requested || requested === viewer.id.toLowerCase()) return viewer;
    if (!viewer.isSuperuser) throw new ForbiddenError("The user doesn't have enough privileges");
    const isPlatformOffered = scope !== 'one account';
    if (requested === ALL_USERS && isPlatformOffered) return null;
    if (!isUuid(requested)) {
      const msg = isPlatformOffered
        ? `Input should be a user id or '${ALL_USERS}'`
        : `Input should be a user id (this reading is one account's, so not '${ALL_USERS}')`;
      throw new ValidationError([{ loc: ['query', 'user_id'], msg, type: 'value_error' }]);
    }
    const user = await this.em.findOne(User, { id: requested });
    // Not 'User not found': the dashboard ends the session on that 404 (spec section 8), meant for
    // a token whose user is gone, and a superuser whose chosen account was deleted meanwhile is not.
    if (!user) throw new NotFoundError('The user with this id does not exist in the system');
    return user;
  }

  /** A key filter must name a key of the subject (any key for the whole platform); others are 404. */
  async keyFilterFor(subject: Subject, apiKeyId: string | null | undefined): Promise<ApiKey | null> {
    if (apiKeyId === undefined || apiKeyId === null || apiKeyId === '') return null;
    const key = isUuid(apiKeyId)
      ? await this.em.findOne(ApiKey, subject ? { id: apiKeyId, user: subject } : { id: apiKeyId })
      : null;
    if (!key) throw new NotFoundError('API key not found');
    return key;
  }

  private windowInfo(window: UsageWindow, subject: Subject, now: Date): UsageWindowInfo {
    return { window, userId: subject?.id ?? null, dateFrom: windowStart(window, now), dateTo: now };
  }

  /**
   * What each account that called today has used of its daily quota, by account id: where the
   * proxy's quota counters resume when a process starts (account-limits.ts).
   */
  async usedTodayByAccount(): Promise<QuotaUseToday> {
    const dayStart = floorTo(this.now().getTime(), 'day');
    return { dayStart, usedByAccount: await this.rollups.usedTodayByAccount(dayStart) };
  }

  /** The account's daily quota now, as its plan and today's metered calls give it. */
  quotaToday(user: User): Promise<UsageQuota> {
    return this.quotaOf(user, new Date());
  }

  private async quotaOf(user: User, now: Date): Promise<UsageQuota> {
    const plan = this.settings.plans[user.plan] ?? this.settings.plans.free!;
    const periodStart = floorTo(now.getTime(), 'day');
    const used = await this.rollups.usedTodayBy(user.id, periodStart);
    return {
      plan: plan.id,
      limit: plan.requestsPerDay,
      used,
      remaining: Math.max(0, plan.requestsPerDay - used),
      periodStart: new Date(periodStart),
      resetsAt: new Date(periodStart + BUCKET_MS.day),
    };
  }
}

/** The rollups a window of the subject's usage is read from. */
function rollupWindow(subject: Subject, info: UsageWindowInfo): RollupWindow {
  return { subject: subject?.id ?? null, window: info.window, dateFrom: info.dateFrom };
}
