/** The reporting windows the usage API accepts (behaviour notes: usage). */
export const USAGE_WINDOWS = [
  { value: '24h', label: 'Last 24 hours' },
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: '90d', label: 'Last 90 days' },
] as const;

export type UsageWindow = (typeof USAGE_WINDOWS)[number]['value'];
