/** One bucket of a usage time series, as the chart, its table view and the plot read it. */
export interface ChartBucket {
  start: string;
  calls: number;
  errors: number;
  p95LatencyMs?: number | null;
}
