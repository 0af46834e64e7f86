// The request log: an account's metered calls of the last USAGE_EVENTS_RETENTION_DAYS days, read
// from the raw events (request-log-reads.ts), newest first, a page at a time, or all of them in
// batches for the CSV export. Whose log may be read is decided as for the usage figures
// (UsageService.subjectFor); the log is one account's, never the whole platform's.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { ValidationError } from '../../shared/errors.js';
import { isSaneRequestId } from '../../http/request-id.js';
import { timeOfTimeOrderedUuid } from '../../shared/ids.js';
import { PROVIDERS } from '../data-proxy/endpoint-catalog.js';
import { mountPathOf } from '../data-proxy/proxy-path.js';
import type { User } from '../users/user.entity.js';
import { readRequestLog, type LogPosition, type RequestLogRow, type RequestLogScope } from './request-log-reads.js';
import type {
  RequestLogEntry,
  RequestLogFilters,
  RequestLogPage,
  RequestLogQuery,
  StatusClass,
} from './request-log.type.js';
import { BUCKET_MS, floorTo, parseDateParam } from './usage.rules.js';
import type { UsageService } from './usage.service.js';

const DEFAULT_PAGE_SIZE = 50;
/** Rows the export reads at a time: its memory is one batch, whatever the log holds. */
const EXPORT_BATCH_ROWS = 2000;
/**
 * A request id is a UUID v7 minted when the request arrived, and its event is written with the
 * moment it was answered: at most the longest upstream wait (UPSTREAM_TIMEOUT_MS, 2 minutes at
 * most) later. A search reads only that stretch of the account's index, not its month.
 */
const REQUEST_ID_BEFORE_MS = 60_000;
const REQUEST_ID_AFTER_MS = 10 * 60_000;

const STATUS_RANGES: Record<StatusClass, { min: number; max: number }> = {
  '2xx': { min: 200, max: 299 },
  '3xx': { min: 300, max: 399 },
  '4xx': { min: 400, max: 499 },
  '5xx': { min: 500, max: 599 },
};

const CURSOR_MESSAGE = 'Input should be a next_cursor given by the request log';

/** A page's end as an opaque token: base64url of the time in ms and the request id. */
function cursorOf(position: LogPosition): string {
  return Buffer.from(`${position.occurredAt.getTime()}~${position.requestId}`).toString('base64url');
}

function positionOf(cursor: string): LogPosition {
  const [ms, requestId] = Buffer.from(cursor, 'base64url').toString('utf8').split('~', 2);
  const time = Number(ms);
  // The id goes into the page's query: one no request is named by (a NUL, which PostgreSQL
  // refuses in text) is a cursor the log never gave, not a 500.
  if (!ms || !/^\d{1,15}$/.test(ms) || !requestId || !isSaneRequestId(requestId) || !Number.isSafeInteger(time)) {
    throw new ValidationError([{ loc: ['query', 'cursor'], msg: CURSOR_MESSAGE, type: 'value_error' }]);
  }
  return { occurredAt: new Date(time), requestId };
}

function entryOf(row: RequestLogRow): RequestLogEntry {
  return {
    occurredAt: new Date(row.occurred_at),
    requestId: row.request_id,
    apiKeyId: row.api_key_id,
    keyName: row.key_name ?? '',
    method: row.method,
    path: row.path,
    provider: row.provider,
    endpoint: row.endpoint,
    status: row.status,
    latencyMs: row.latency_ms,
    bytes: row.bytes,
    cacheStatus: row.cache_status,
  };
}

export function requestLogServiceFor(config: Config, em: EntityManager, usage: UsageService): RequestLogService {
  return new RequestLogService(em, usage, config.usageRetention.eventsDays);
}

export class RequestLogService {
  constructor(
    private readonly em: EntityManager,
    private readonly usage: UsageService,
    /** Days of raw events kept: the log's reach. */
    private readonly eventsDays: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async page(viewer: User, query: RequestLogQuery): Promise<RequestLogPage> {
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const after = query.cursor ? positionOf(query.cursor) : null;
    const { scope, isEmpty, dateTo } = await this.scopeOf(viewer, query);
    const rows = isEmpty ? [] : await readRequestLog(this.em, scope, after, limit + 1, { positionsFirst: true });
    const data = rows.slice(0, limit).map(entryOf);
    const last = data.at(-1);
    return {
      userId: scope.userId,
      dateFrom: scope.from,
      dateTo,
      data,
      nextCursor: rows.length > limit && last ? cursorOf(last) : null,
    };
  }

  /**
   * The whole log for the filters, newest first, in batches read as they are consumed. Whose log
   * and the filters are checked before this resolves, so a refusal comes before any of the export.
   */
  async exportBatches(viewer: User, filters: RequestLogFilters): Promise<AsyncIterable<RequestLogEntry[]>> {
    const { scope, isEmpty } = await this.scopeOf(viewer, filters);
    const em = this.em;
    return {
      async *[Symbol.asyncIterator]() {
        if (isEmpty) return;
        let after: LogPosition | null = null;
        for (;;) {
          const rows = await readRequestLog(em, scope, after, EXPORT_BATCH_ROWS, { positionsFirst: false });
          const batch = rows.map(entryOf);
          if (batch.length > 0) yield batch;
          const last = batch.at(-1);
          if (!last || rows.length < EXPORT_BATCH_ROWS) return;
          after = last;
        }
      },
    };
  }

  /** The first moment the log reaches: 00:00 UTC `eventsDays` days back, today included (the 30d window). */
  private logStart(now: Date): number {
    return floorTo(now.getTime(), 'day') - (this.eventsDays - 1) * BUCKET_MS.day;
  }

  private async scopeOf(
    viewer: User,
    filters: RequestLogFilters,
  ): Promise<{ scope: RequestLogScope; isEmpty: boolean; dateTo: Date }> {
    const givenFrom = parseDateParam(filters.dateFrom, 'date_from');
    const givenTo = parseDateParam(filters.dateTo, 'date_to');
    if (givenFrom && givenTo && givenFrom.getTime() > givenTo.getTime()) {
      throw new ValidationError([
        { loc: ['query', 'date_from'], msg: 'date_from must not be after date_to', type: 'value_error' },
      ]);
    }
    const subject = await this.usage.subjectFor(viewer, filters.userId, 'one account');
    const key = await this.usage.keyFilterFor(subject, filters.apiKeyId);
    const now = this.now();
    let from = Math.max(givenFrom?.getTime() ?? 0, this.logStart(now));
    // Without date_to, everything metered so far, as the usage figures' windows end.
    let to = givenTo?.getTime() ?? Number.POSITIVE_INFINITY;
    const requestId = filters.requestId?.trim() || null;
    let isEmpty = false;
    if (requestId !== null) {
      const minted = timeOfTimeOrderedUuid(requestId);
      // Every logged request id is a UUID v7 the bff minted: anything else names no call.
      if (minted === null) isEmpty = true;
      else {
        from = Math.max(from, minted - REQUEST_ID_BEFORE_MS);
        to = Math.min(to, minted + REQUEST_ID_AFTER_MS);
      }
    }
    if (to <= from) isEmpty = true;
    const scope: RequestLogScope = {
      userId: subject.id,
      from: new Date(from),
      to: Number.isFinite(to) ? new Date(Math.max(from, to)) : null,
      apiKeyId: key?.id ?? null,
      ...endpointFilterOf(filters.endpoint),
      statuses: filters.statusClass ? STATUS_RANGES[filters.statusClass] : null,
      cacheStatus: filters.cacheStatus ?? null,
      requestId: requestId?.toLowerCase() ?? null,
    };
    return { scope, isEmpty, dateTo: scope.to ?? now };
  }
}

/**
 * The calls an endpoint filter names, from what a reader may paste: the figures' and the
 * catalog's `/football/live` (of any provider: `/{unlisted}` is both's), or the same with a
 * provider's mount path, as the top endpoints and the log's rows show it
 * (`/api/flashscore/football/live`: that provider's only).
 */
function endpointFilterOf(given: string | null | undefined): Pick<RequestLogScope, 'provider' | 'endpoint'> {
  const name = given?.trim();
  if (!name) return { provider: null, endpoint: null };
  const provider = PROVIDERS.find((candidate) => name.startsWith(`${mountPathOf(candidate)}/`));
  return provider
    ? { provider, endpoint: name.slice(mountPathOf(provider).length) }
    : { provider: null, endpoint: name };
}
