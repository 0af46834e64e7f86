// The fixed, log-scale latency histogram every usage rollup carries, so that p95 latency can be
// read from rollups of any size (histograms add up; percentiles do not).
//
// Bucket k (0-based) holds the latencies in [LOWER[k], UPPER[k]): below 1 ms, 1-2 ms, 2-3 ms,
// 3-5 ms, ... 20-30 s, and 30 s or more. The bounds are those PostgreSQL's
// width_bucket(latency_ms, LATENCY_BOUNDS_MS) uses (a bound belongs to the bucket above it),
// and they are frozen: rollups written under other bounds could not be added up.

/** Lower bounds of buckets 1..23 (bucket 0 starts at 0 ms); the upper bound of the last is +∞. */
export const LATENCY_BOUNDS_MS = [
  1, 2, 3, 5, 8, 12, 20, 30, 50, 80, 120, 200, 300, 500, 800, 1200, 2000, 3000, 5000, 8000, 12000, 20000, 30000,
] as const;

export const LATENCY_BUCKETS = LATENCY_BOUNDS_MS.length + 1;

/** Exclusive upper bound of each bucket. */
const LATENCY_UPPER_MS: readonly number[] = [...LATENCY_BOUNDS_MS, Number.POSITIVE_INFINITY];

/** 0-based bucket of a latency as PostgreSQL stores it (`real`, so rounded to float32 first). */
export function latencyBucketOf(latencyMs: number): number {
  const stored = Math.fround(latencyMs);
  let k = 0;
  while (k < LATENCY_BOUNDS_MS.length && stored >= LATENCY_BOUNDS_MS[k]!) k++;
  return k;
}

export function emptyHistogram(): number[] {
  return new Array<number>(LATENCY_BUCKETS).fill(0);
}

/**
 * p95 latency from a histogram and the largest latency seen: the nearest-rank p95 (the
 * ceil(0.95·n)-th smallest latency) lies in the bucket where the running count first reaches
 * that rank; the answer is that bucket's upper bound, or the largest latency when that is
 * smaller. So it is never below the true p95 and overstates it by less than one bucket
 * (the buckets grow by ×1.5-×1.7). null when there were no calls.
 */
export function p95FromHistogram(histogram: readonly number[], maxLatencyMs: number): number | null {
  const total = histogram.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.ceil((95 * total) / 100);
  let running = 0;
  for (let k = 0; k < histogram.length; k++) {
    running += histogram[k]!;
    if (running >= rank) return Math.min(LATENCY_UPPER_MS[k]!, maxLatencyMs);
  }
  return maxLatencyMs;
}

// SQL fragments, built from the same bounds, for the rollup writer and readers.

const indexes = Array.from({ length: LATENCY_BUCKETS }, (_, i) => i + 1);

/** Element-wise sum of two histograms (ON CONFLICT ... DO UPDATE). */
export const histogramAddSql = (left: string, right: string) =>
  `array[${indexes.map((k) => `${left}[${k}] + ${right}[${k}]`).join(', ')}]`;

/** Select-list items summing the histograms of many rollup rows, one column `h1`..`h24` per bucket. */
export const histogramSumColumnsSql = (column = 'latency_buckets') =>
  indexes.map((k) => `coalesce(sum(${column}[${k}]), 0)::bigint as h${k}`).join(', ');

/** Reads the `h1`..`h24` columns of a result row back into a histogram. */
export function histogramFromRow(row: Record<string, unknown>): number[] {
  return indexes.map((k) => Number(row[`h${k}`] ?? 0));
}
