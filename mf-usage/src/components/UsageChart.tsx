import { NumberTd, NumberTh, TBody, Table, Td, Th, THead, Tr } from '@touchline/ui-kit/tables';
import { Skeleton, Stack, Text } from '@touchline/ui-kit';
import { Component, lazy, Suspense, useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import type { ChartBucket } from '../data/chartBucket';
import { formatBucket, formatCount, formatLatency } from './format';
import type { UsageInterval } from './windows';

// uPlot and the plot around it load only when a chart is first drawn.
const TimeseriesPlot = lazy(() => import('./TimeseriesPlot'));

const CHART_HEIGHT = 240;

const UNIT: Record<UsageInterval, string> = { minute: 'minute', hour: 'hour', day: 'day' };

const Legend = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const LegendItem = styled.span<{ $tone: 'primary' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};

  &::before {
    content: '';
    width: 0.75rem;
    height: 0.1875rem;
    border-radius: 2px;
    background: ${({ theme, $tone }) => theme.colors[$tone]};
  }
`;

const PlotArea = styled.div`
  position: relative;
  height: ${CHART_HEIGHT}px;
`;

const Details = styled.details`
  font-size: ${({ theme }) => theme.fontSizes.sm};

  summary {
    width: fit-content;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.link};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  summary:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  & > div {
    max-height: 20rem;
    margin-top: ${({ theme }) => theme.space[2]};
    overflow-y: auto;
  }
`;

/** One sentence that says what the chart shows, for its accessible name. */
function describeChart(buckets: readonly ChartBucket[], interval: UsageInterval): string {
  const first = buckets[0];
  const last = buckets.at(-1);
  if (!first || !last) return 'No data for this period.';
  const calls = buckets.reduce((total, bucket) => total + bucket.calls, 0);
  const errors = buckets.reduce((total, bucket) => total + bucket.errors, 0);
  const from = formatBucket(first.start, interval);
  const to = formatBucket(last.start, interval);
  const head = `Calls and errors per ${UNIT[interval]} from ${from} to ${to}: ${formatCount(calls)} calls, ${formatCount(errors)} errors.`;
  if (calls === 0) return `${head} No calls in this period.`;
  const busiest = buckets.reduce((best, bucket) => (bucket.calls > best.calls ? bucket : best));
  return `${head} Busiest ${UNIT[interval]}: ${formatBucket(busiest.start, interval)} with ${formatCount(busiest.calls)} calls.`;
}

/**
 * Keeps the screen (and the chart's table) when the plot fails. A chunk that fails to load is
 * announced like a remote that fails to load (spec section 8, the shell's 'preload-error' event),
 * but not rethrown: the figures are all in the cards and the table.
 */
class PlotBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { hasFailed: boolean }> {
  state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  componentDidCatch(error: unknown) {
    if (error instanceof Error && error.name === 'ChunkLoadError') {
      window.dispatchEvent(new CustomEvent('preload-error', { detail: { id: 'mf_usage/TimeseriesPlot', error } }));
    }
  }

  render() {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}

export interface UsageChartProps {
  buckets: readonly ChartBucket[];
  interval: UsageInterval;
}

/**
 * Calls and errors over time with values on hover. Its text alternative is the sentence that names
 * the plot, and a table of every bucket that had calls behind a "Show as a table" disclosure.
 */
export function UsageChart({ buckets, interval }: UsageChartProps) {
  const tableId = useId();
  const busy = buckets.filter((bucket) => bucket.calls > 0 || bucket.errors > 0);
  const description = describeChart(buckets, interval);
  return (
    <Stack gap={3}>
      <Legend aria-hidden>
        <LegendItem $tone="primary">Calls</LegendItem>
        <LegendItem $tone="danger">Errors</LegendItem>
      </Legend>
      <PlotArea role="img" aria-label={description}>
        <PlotBoundary
          fallback={
            <Text tone="muted" size="sm">
              The chart could not be drawn; the figures are in the table below.
            </Text>
          }
        >
          <Suspense fallback={<Skeleton height={CHART_HEIGHT} />}>
            <TimeseriesPlot buckets={buckets} interval={interval} height={CHART_HEIGHT} />
          </Suspense>
        </PlotBoundary>
      </PlotArea>
      <Details>
        <summary aria-controls={tableId}>Show as a table</summary>
        <div id={tableId}>
          {busy.length === 0 ? (
            <Text tone="muted" size="sm">
              No calls in this period.
            </Text>
          ) : (
            <Table aria-label={`Calls and errors per ${UNIT[interval]}`}>
              <caption>
                {busy.length} of {buckets.length} {UNIT[interval]}s had calls; the others are left out. Times in UTC.
              </caption>
              <THead>
                <Tr>
                  <Th scope="col">{UNIT[interval].charAt(0).toUpperCase() + UNIT[interval].slice(1)}</Th>
                  <NumberTh scope="col">Calls</NumberTh>
                  <NumberTh scope="col">Errors</NumberTh>
                  <NumberTh scope="col">p95</NumberTh>
                </Tr>
              </THead>
              <TBody>
                {busy.map((bucket) => (
                  <Tr key={bucket.start}>
                    <Td>
                      <time dateTime={bucket.start}>{formatBucket(bucket.start, interval)}</time>
                    </Td>
                    <NumberTd>{formatCount(bucket.calls)}</NumberTd>
                    <NumberTd>{formatCount(bucket.errors)}</NumberTd>
                    <NumberTd>
                      {bucket.p95LatencyMs === null || bucket.p95LatencyMs === undefined
                        ? '—'
                        : formatLatency(bucket.p95LatencyMs)}
                    </NumberTd>
                  </Tr>
                ))}
              </TBody>
            </Table>
          )}
        </div>
      </Details>
    </Stack>
  );
}

export function UsageChartSkeleton() {
  return (
    <Stack gap={3} aria-hidden>
      <Skeleton width="9rem" height="0.875rem" />
      <Skeleton height={CHART_HEIGHT} />
      <Skeleton width="7rem" height="0.875rem" />
    </Stack>
  );
}
