// When an account is warned about its daily quota: the one place that says which shares of the
// quota count, read by the limits' counters on the proxy's hot path, by the crossings' recorder
// and by the banner's state.

/** The shares of the daily quota, in percent, at which an account is warned; lowest first. */
export const QUOTA_ALERT_THRESHOLDS = [80, 100] as const;
export type QuotaAlertThreshold = (typeof QUOTA_ALERT_THRESHOLDS)[number];

const LOWEST = QUOTA_ALERT_THRESHOLDS[0];

/**
 * Whether `used` calls reach the lowest threshold of `quota`, in integers (no division, no
 * rounding): the one test the proxy's hot path makes per counted call.
 */
export const isAtAlertLevel = (used: number, quota: number): boolean => used * 100 >= LOWEST * quota;

/** How many thresholds `used` calls of `quota` have reached (the lowest that many); allocates nothing, for the hot path. */
export function countReached(used: number, quota: number): number {
  let count = 0;
  while (count < QUOTA_ALERT_THRESHOLDS.length && used * 100 >= QUOTA_ALERT_THRESHOLDS[count]! * quota) count += 1;
  return count;
}

/** The thresholds `used` calls of `quota` have reached, lowest first. */
export const thresholdsReached = (used: number, quota: number): QuotaAlertThreshold[] =>
  QUOTA_ALERT_THRESHOLDS.slice(0, countReached(used, quota));
