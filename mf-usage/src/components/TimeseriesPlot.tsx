// The chart itself, in a chunk of its own that only the /usage screen loads (React.lazy in
// UsageChart.tsx), so uPlot costs nothing on the dashboard or any other screen.
import { useEffect, useRef, useState } from 'react';
import { styled, useTheme } from 'styled-components';
import uPlot from 'uplot';
import type { ChartBucket } from '../data/chartBucket';
import { formatBucket, formatCompact, formatCount, formatLatency } from './format';
import type { UsageInterval } from './windows';

/** uPlot's own stylesheet (uPlot.min.css), reduced to what a chart without legend or title uses. */
const Root = styled.div`
  position: relative;
  width: 100%;
  height: 100%;

  .uplot,
  .uplot * {
    box-sizing: border-box;
  }
  .uplot {
    font-family: ${({ theme }) => theme.fonts.body};
    line-height: 1.5;
    width: min-content;
  }
  .u-wrap {
    position: relative;
    user-select: none;
  }
  .u-over,
  .u-under {
    position: absolute;
  }
  .u-under {
    overflow: hidden;
  }
  .uplot canvas {
    display: block;
    position: relative;
    width: 100%;
    height: 100%;
  }
  .u-axis {
    position: absolute;
  }
  .u-select {
    position: absolute;
    pointer-events: none;
  }
  .u-cursor-x,
  .u-cursor-y {
    position: absolute;
    left: 0;
    top: 0;
    pointer-events: none;
    will-change: transform;
  }
  .u-hz .u-cursor-x {
    height: 100%;
    border-right: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  }
  .u-cursor-y {
    display: none;
  }
  .u-cursor-pt {
    position: absolute;
    top: 0;
    left: 0;
    border-radius: 50%;
    border: 0 solid;
    pointer-events: none;
    will-change: transform;
    background-clip: padding-box !important;
  }
  .u-axis.u-off,
  .u-select.u-off,
  .u-cursor-x.u-off,
  .u-cursor-y.u-off,
  .u-cursor-pt.u-off {
    display: none;
  }
`;

const Tooltip = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  z-index: 1;
  min-width: 9.5rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  pointer-events: none;

  dl {
    display: grid;
    grid-template-columns: auto auto;
    column-gap: ${({ theme }) => theme.space[3]};
    margin-top: ${({ theme }) => theme.space[1]};
  }
  dt {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1.5]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Swatch = styled.span<{ $color: string }>`
  width: 0.625rem;
  height: 0.625rem;
  border-radius: 2px;
  background: ${({ $color }) => $color};
`;

/** Whole numbers on the y axis: calls cannot be fractional. */
const COUNT_STEPS = [
  1, 2, 5, 10, 20, 50, 100, 200, 500, 1e3, 2e3, 5e3, 1e4, 2e4, 5e4, 1e5, 2e5, 5e5, 1e6, 2e6, 5e6, 1e7, 2e7, 5e7, 1e8,
];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (value: number) => String(value).padStart(2, '0');

/** Time ticks in UTC and 24-hour time, the date under the first tick of each day: "14:00", "00:00\n21 Nov". */
function timeTicks(splits: readonly number[], incrementSeconds: number): string[] {
  return splits.map((seconds, index) => {
    const date = new Date(seconds * 1000);
    const day = `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
    if (incrementSeconds >= 86_400) return day;
    const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
    const previousSeconds = index > 0 ? splits[index - 1] : undefined;
    const previous = previousSeconds === undefined ? null : new Date(previousSeconds * 1000);
    return previous && previous.getUTCDate() === date.getUTCDate() ? time : `${time}\n${day}`;
  });
}

interface Hover {
  index: number;
  /** Cursor x in the plot's container, CSS pixels. */
  x: number;
}

export interface TimeseriesPlotProps {
  buckets: readonly ChartBucket[];
  interval: UsageInterval;
  height: number;
}

export default function TimeseriesPlot({ buckets, interval, height }: TimeseriesPlotProps) {
  const theme = useTheme();
  const rootRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<Hover | null>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    // jsdom (and a card that is not laid out yet) reports 0: draw at a usual width until measured.
    setWidth(root.clientWidth || 600);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(root);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const host = hostRef.current;
    if (!host || width <= 0) return;
    const { colors, fonts, fontSizes } = theme;
    const font = `${parseFloat(fontSizes.xs) * 16}px ${fonts.body}`;
    const axis = {
      stroke: colors.textMuted,
      font,
      grid: { stroke: colors.border, width: 1 },
      ticks: { stroke: colors.border, width: 1, size: 4 },
    };
    const plot = new uPlot(
      {
        width,
        height,
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        legend: { show: false },
        padding: [12, 24, 0, 0],
        cursor: {
          drag: { x: false, y: false, setScale: false },
          points: { size: 7, width: 2, fill: colors.surface },
        },
        scales: {
          x: { time: true },
          y: { range: (_self, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] },
        },
        axes: [
          { ...axis, values: (_self, ticks, _axis, _space, increment) => timeTicks(ticks, increment) },
          { ...axis, incrs: COUNT_STEPS, size: 48, values: (_self, ticks) => ticks.map((tick) => formatCompact(tick)) },
        ],
        series: [
          {},
          // Points only under the cursor: a dot on every zero-filled bucket is noise.
          { label: 'Calls', stroke: colors.primary, fill: `${colors.primary}22`, width: 2, points: { show: false } },
          { label: 'Errors', stroke: colors.danger, width: 2, points: { show: false } },
        ],
        hooks: {
          setCursor: [
            (self) => {
              const index = self.cursor.idx;
              const left = self.cursor.left ?? -1;
              setHover(
                index === null || index === undefined || left < 0 ? null : { index, x: left + self.over.offsetLeft },
              );
            },
          ],
        },
      },
      [
        buckets.map((bucket) => Date.parse(bucket.start) / 1000),
        buckets.map((bucket) => bucket.calls),
        buckets.map((bucket) => bucket.errors),
      ],
      host,
    );
    return () => {
      plot.destroy();
      setHover(null);
    };
  }, [buckets, height, theme, width]);

  const hovered = hover ? buckets[hover.index] : undefined;
  const isRightHalf = hover !== null && hover.x > width / 2;
  return (
    <Root ref={rootRef}>
      {/* uPlot owns this element's children; React never renders into it. */}
      <div ref={hostRef} />
      {hover && hovered && (
        <Tooltip
          data-testid="chart-tooltip"
          style={isRightHalf ? { right: width - hover.x + 12 } : { left: hover.x + 12 }}
        >
          <strong>{formatBucket(hovered.start, interval)}</strong>
          <dl>
            <dt>
              <Swatch $color={theme.colors.primary} />
              Calls
            </dt>
            <dd>{formatCount(hovered.calls)}</dd>
            <dt>
              <Swatch $color={theme.colors.danger} />
              Errors
            </dt>
            <dd>{formatCount(hovered.errors)}</dd>
            {hovered.p95LatencyMs !== null && hovered.p95LatencyMs !== undefined && (
              <>
                <dt>
                  <Swatch $color="transparent" />
                  p95
                </dt>
                <dd>{formatLatency(hovered.p95LatencyMs)}</dd>
              </>
            )}
          </dl>
        </Tooltip>
      )}
    </Root>
  );
}
