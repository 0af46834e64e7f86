// How metered events become rollups: the one place that decides which rollup rows an event adds
// to. The metering path (metering/usage-recorder.ts) folds each event into the rows of the
// open buckets here (openRollupFold), in the bff process, and upserts them (rollup-sql.ts):
// folding in JavaScript costs a few microseconds an event, where the same GROUPING SETS
// aggregate in PostgreSQL cost ~65, on the database every bff replica shares. Once a bucket has
// ended, its rows are added to every coarser kept size (closeBuckets) as they move to
// usage_rollups (rollup-compactor.ts).
//
// Every event is added, for the buckets it falls in, to three grains of its user and the same
// three of the whole platform:
//
//   total    (subject, bucket)                       summary, time series, quota
//   key      (subject, bucket, api_key_id)           per-key usage, the time series of one key
//   endpoint (subject, bucket, provider, endpoint)   top endpoints
//
// Bucket sizes per grain (KEPT_SIZES): every grain has minute buckets, which serve minute time
// series and the last-hour window (`1h`, minutes at the finest); the other windows are whole hours
// and days. The key and endpoint grains also have week buckets (Monday 00:00 UTC): per-key usage and top
// endpoints add up a row per key or endpoint and bucket, and weeks cut a 90-day window from 90
// rows each to about 19. (Totals are one row a bucket: 90 day rows are cheap.)
// A key always belongs to one user, so the time series of one key reads its user's key rows.
//
// The total and key grains also count calls per exact status code (STATUS_CODE_GRAINS), for the
// statuses breakdown; those counts are written to tables of their own (status-code-rollups.ts).
//
// So every usage query reads rows of one subject and one grain, bounded by buckets × that
// subject's keys or endpoints, and never adds up raw events or other users' rows. The platform
// is the subject PLATFORM_SUBJECT_ID, a uuid no account can have. Dimensions a grain does not
// use hold a placeholder (PLATFORM_SUBJECT_ID for the key, '' for provider and endpoint) so that
// one primary key (subject, grain, size, start, key, provider, endpoint) covers all of them.
import { emptyHistogram, latencyBucketOf } from './latency-histogram.js';
import { BUCKET_MS, floorTo, ROLLUP_SIZES, type RollupSize } from './usage.rules.js';

export const PLATFORM_SUBJECT_ID = '00000000-0000-0000-0000-000000000000';

export type RollupGrain = 'total' | 'key' | 'endpoint';

/**
 * The grains whose rows also count calls per exact status code (status-code-rollups.ts): those
 * the statuses breakdown reads, a subject's or one key's.
 */
const STATUS_CODE_GRAINS: readonly RollupGrain[] = ['total', 'key'];

/** The bucket sizes kept for each grain of a user and of the platform, finest first. */
export const KEPT_SIZES: Record<'user' | 'platform', Record<RollupGrain, readonly RollupSize[]>> = {
  user: {
    total: ['minute', 'hour', 'day'],
    key: ['minute', 'hour', 'day', 'week'],
    endpoint: ['minute', 'hour', 'day', 'week'],
  },
  platform: {
    total: ['minute', 'hour', 'day'],
    key: ['minute', 'hour', 'day', 'week'],
    endpoint: ['minute', 'hour', 'day', 'week'],
  },
};

/** What the rollups need of a metered call. */
export interface MeteredCall {
  occurredAt: Date;
  userId: string;
  apiKeyId: string;
  provider: string;
  endpoint: string;
  status: number;
  latencyMs: number;
  bytes: number;
  cacheStatus: string;
}

export interface RollupRow {
  subjectId: string;
  grain: RollupGrain;
  size: RollupSize;
  bucketStart: number;
  apiKeyId: string;
  provider: string;
  endpoint: string;
  calls: number;
  successes: number;
  clientErrors: number;
  serverErrors: number;
  rateLimited: number;
  cacheHits: number;
  bytes: number;
  latencyMsSum: number;
  histogram: number[];
  latencyMsMax: number;
  /** Calls per exact status code, in the grains of STATUS_CODE_GRAINS (null in the others). */
  statusCodes: Map<number, number> | null;
}

interface Target {
  subject: 'user' | 'platform';
  grain: RollupGrain;
  size: RollupSize;
  /** The size's place in ROLLUP_SIZES. */
  sizeIndex: number;
}

/** Every (subject, grain, size) an event is added to, in a flat list for the hot loop. */
const KEPT_TARGETS: readonly Target[] = (['user', 'platform'] as const).flatMap((subject) =>
  (['total', 'key', 'endpoint'] as const).flatMap((grain) =>
    KEPT_SIZES[subject][grain].map((size) => ({ subject, grain, size, sizeIndex: ROLLUP_SIZES.indexOf(size) })),
  ),
);

/** The finest kept size of each grain: what the metering path writes to the open buckets. */
const FINEST_TARGETS: readonly Target[] = KEPT_TARGETS.filter(
  (target) => KEPT_SIZES[target.subject][target.grain][0] === target.size,
);

/** Small numbers for the distinct values of a batch, so rows are found by number, not by text. */
class Ids {
  private readonly ids = new Map<string, number>();
  of(value: string): number {
    let id = this.ids.get(value);
    if (id === undefined) this.ids.set(value, (id = this.ids.size));
    return id;
  }
}

/** Room for the endpoint ids of a batch when a user's id and an endpoint's make one number. */
const ENDPOINT_IDS = 2 ** 26;

/**
 * Folds calls into the rollup rows they add to, at every kept size: one row per distinct rollup
 * key, in the order of that key (see byPrimaryKey).
 * @public Used by `npm run bench:usage` (bench/usage-data.ts), through the compiled dist/.
 */
export function rollUp(calls: Iterable<MeteredCall>): RollupRow[] {
  const fold = new RollupFold(KEPT_TARGETS);
  for (const call of calls) fold.add(call);
  return fold.rows();
}

/**
 * A fold of the open buckets' rows (usage_rollups_open): each grain at its finest kept size
 * only. The coarser buckets get them when the rows are moved (closeBuckets), so a batch writes a
 * third of the rows it would otherwise.
 */
export const openRollupFold = () => new RollupFold(FINEST_TARGETS);

/**
 * Calls added one at a time to the rollup rows of some targets. The metering path adds each call
 * as it is recorded, so that writing a batch has no fold left to do in one go (a long pause of
 * the event loop that every request waiting behind it would feel).
 */
class RollupFold {
  // Per target, rows by bucket start, then by the target's dimensions as one number.
  private readonly rowsByTarget: Map<number, Map<number, RollupRow>>[];
  private readonly created: RollupRow[] = [];
  private readonly users = new Ids();
  private readonly keys = new Ids();
  private readonly endpoints = new Ids();
  private readonly starts = ROLLUP_SIZES.map(() => 0);
  /**
   * The rows the last call added to, and what it was. Calls in a row from one key to one
   * endpoint within one minute (most calls, under load) add to the same rows at every size, since
   * no kept bucket is finer than a minute and every bucket starts on a minute: they skip finding
   * them (three id lookups and two map lookups per target, ~0.3 µs a call).
   */
  private last:
    | {
        minuteStart: number;
        userId: string;
        apiKeyId: string;
        provider: string;
        endpoint: string;
        rows: readonly RollupRow[];
      }
    | undefined;

  constructor(private readonly targets: readonly Target[]) {
    this.rowsByTarget = targets.map(() => new Map());
  }

  add(call: MeteredCall): void {
    const at = call.occurredAt.getTime();
    const minuteStart = floorTo(at, 'minute');
    const last = this.last;
    let rows: readonly RollupRow[];
    if (
      last !== undefined &&
      last.minuteStart === minuteStart &&
      last.userId === call.userId &&
      last.apiKeyId === call.apiKeyId &&
      last.provider === call.provider &&
      last.endpoint === call.endpoint
    ) {
      rows = last.rows;
    } else {
      rows = this.rowsOf(call, at);
      this.last = {
        minuteStart,
        userId: call.userId,
        apiKeyId: call.apiKeyId,
        provider: call.provider,
        endpoint: call.endpoint,
        rows,
      };
    }
    // Stored as `real`: fold what PostgreSQL keeps, so rollups equal a recomputation from raw events.
    const latency = Math.fround(call.latencyMs);
    const latencyBucket = latencyBucketOf(call.latencyMs);
    const isCacheHit = call.cacheStatus === 'HIT' || call.cacheStatus === 'STALE';
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r]!;
      row.calls += 1;
      if (call.status < 400) row.successes += 1;
      else if (call.status < 500) row.clientErrors += 1;
      else row.serverErrors += 1;
      if (call.status === 429) row.rateLimited += 1;
      if (isCacheHit) row.cacheHits += 1;
      row.bytes += call.bytes;
      row.latencyMsSum += latency;
      row.histogram[latencyBucket]! += 1;
      if (latency > row.latencyMsMax) row.latencyMsMax = latency;
      const codes = row.statusCodes;
      if (codes !== null) codes.set(call.status, (codes.get(call.status) ?? 0) + 1);
    }
  }

  /** The row of each target that a call at `at` adds to, created when the fold has none yet. */
  private rowsOf(call: MeteredCall, at: number): RollupRow[] {
    const { targets, rowsByTarget, starts } = this;
    for (let i = 0; i < ROLLUP_SIZES.length; i++) starts[i] = floorTo(at, ROLLUP_SIZES[i]!);
    const user = this.users.of(call.userId);
    const key = this.keys.of(call.apiKeyId);
    const endpoint = this.endpoints.of(`${call.provider} ${call.endpoint}`);
    const rows: RollupRow[] = [];
    for (let t = 0; t < targets.length; t++) {
      const { subject, grain, size, sizeIndex } = targets[t]!;
      const bucketStart = starts[sizeIndex]!;
      // A key belongs to one user, so the key alone tells its rows apart.
      const dimensions =
        grain === 'key'
          ? key
          : grain === 'endpoint'
            ? subject === 'user'
              ? user * ENDPOINT_IDS + endpoint
              : endpoint
            : subject === 'user'
              ? user
              : 0;
      let bucket = rowsByTarget[t]!.get(bucketStart);
      if (!bucket) rowsByTarget[t]!.set(bucketStart, (bucket = new Map()));
      let row = bucket.get(dimensions);
      if (!row) {
        row = emptyRow({
          subjectId: subject === 'user' ? call.userId : PLATFORM_SUBJECT_ID,
          grain,
          size,
          bucketStart,
          apiKeyId: grain === 'key' ? call.apiKeyId : PLATFORM_SUBJECT_ID,
          provider: grain === 'endpoint' ? call.provider : '',
          endpoint: grain === 'endpoint' ? call.endpoint : '',
        });
        bucket.set(dimensions, row);
        this.created.push(row);
      }
      rows.push(row);
    }
    return rows;
  }

  /** The rows so far, in primary-key order (see byPrimaryKey). */
  rows(): RollupRow[] {
    return [...this.created].sort(byPrimaryKey);
  }
}

/** The kept buckets an ended open row adds to when it closes: its own size's and every coarser kept size's of its grain. */
export function closingBucketsOf(row: RollupBucketKey): { size: RollupSize; bucketStart: number }[] {
  const subject = row.subjectId === PLATFORM_SUBJECT_ID ? 'platform' : 'user';
  return KEPT_SIZES[subject][row.grain]
    .filter((size) => BUCKET_MS[size] >= BUCKET_MS[row.size])
    .map((size) => ({ size, bucketStart: floorTo(row.bucketStart, size) }));
}

/**
 * The rows of ended open buckets (finest sizes, as openRollupFold makes them) added up into their own
 * bucket and every coarser kept size of their grain: what moving them into usage_rollups adds
 * there. Sorted like rollUp's.
 */
export function closeBuckets(rows: Iterable<RollupRow>): RollupRow[] {
  const byKey = new Map<string, RollupRow>();
  for (const row of rows) {
    for (const { size, bucketStart } of closingBucketsOf(row)) {
      const key = `${row.subjectId} ${row.grain} ${size} ${bucketStart} ${row.apiKeyId} ${row.provider} ${row.endpoint}`;
      let total = byKey.get(key);
      if (!total) byKey.set(key, (total = emptyRow({ ...row, size, bucketStart })));
      addRow(total, row);
    }
  }
  return [...byKey.values()].sort(byPrimaryKey);
}

function emptyRow(
  key: Pick<RollupRow, 'subjectId' | 'grain' | 'size' | 'bucketStart' | 'apiKeyId' | 'provider' | 'endpoint'>,
): RollupRow {
  const { subjectId, grain, size, bucketStart, apiKeyId, provider, endpoint } = key;
  return {
    subjectId,
    grain,
    size,
    bucketStart,
    apiKeyId,
    provider,
    endpoint,
    calls: 0,
    successes: 0,
    clientErrors: 0,
    serverErrors: 0,
    rateLimited: 0,
    cacheHits: 0,
    bytes: 0,
    latencyMsSum: 0,
    histogram: emptyHistogram(),
    latencyMsMax: 0,
    statusCodes: STATUS_CODE_GRAINS.includes(grain) ? new Map() : null,
  };
}

function addRow(total: RollupRow, row: RollupRow): void {
  total.calls += row.calls;
  total.successes += row.successes;
  total.clientErrors += row.clientErrors;
  total.serverErrors += row.serverErrors;
  total.rateLimited += row.rateLimited;
  total.cacheHits += row.cacheHits;
  total.bytes += row.bytes;
  total.latencyMsSum += row.latencyMsSum;
  for (let k = 0; k < total.histogram.length; k++) total.histogram[k]! += row.histogram[k]!;
  if (row.latencyMsMax > total.latencyMsMax) total.latencyMsMax = row.latencyMsMax;
  if (total.statusCodes && row.statusCodes) {
    for (const [code, calls] of row.statusCodes)
      total.statusCodes.set(code, (total.statusCodes.get(code) ?? 0) + calls);
  }
}

export const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

/** The leading primary-key columns every rollup table shares: whose, which grain, which bucket, which key. */
export type RollupBucketKey = Pick<RollupRow, 'subjectId' | 'grain' | 'size' | 'bucketStart' | 'apiKeyId'>;

/** Those columns in turn: each rollup table's writers order rows by them first, then by their own. */
export function byBucketKey(a: RollupBucketKey, b: RollupBucketKey): number {
  return (
    compare(a.subjectId, b.subjectId) ||
    compare(a.grain, b.grain) ||
    compare(a.size, b.size) ||
    compare(a.bucketStart, b.bucketStart) ||
    compare(a.apiKeyId, b.apiKeyId)
  );
}

/**
 * The primary key's columns in turn, compared as JavaScript values: one order for every writer,
 * so that writers adding to the same rows at once lock them in the same order and never deadlock.
 */
function byPrimaryKey(a: RollupRow, b: RollupRow): number {
  return byBucketKey(a, b) || compare(a.provider, b.provider) || compare(a.endpoint, b.endpoint);
}
