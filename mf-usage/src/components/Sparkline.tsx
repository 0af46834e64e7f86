import { styled } from 'styled-components';

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: 2.5rem;
  overflow: visible;
  color: ${({ theme }) => theme.colors.primary};
`;

const VIEW_WIDTH = 100;
const VIEW_HEIGHT = 30;

/** The points of a line through `values`, scaled to the view box (flat at the bottom when all are 0). */
function sparklinePoints(values: readonly number[]): [number, number][] {
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? VIEW_WIDTH / (values.length - 1) : 0;
  return values.map((value, index) => [index * step, VIEW_HEIGHT - (value / max) * VIEW_HEIGHT]);
}

/**
 * A trend line in plain SVG for the dashboard card: the dashboard must not load the chart library.
 * Decorative; the card states the figures in words.
 */
export function Sparkline({ values }: { values: readonly number[] }) {
  const points = sparklinePoints(values.length === 1 ? [...values, ...values] : values);
  const line = points.map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`).join(' ');
  const area = points.length ? `0,${VIEW_HEIGHT} ${line} ${VIEW_WIDTH},${VIEW_HEIGHT}` : '';
  return (
    <Svg viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`} preserveAspectRatio="none" aria-hidden focusable="false">
      {points.length > 0 && (
        <>
          <polygon points={area} fill="currentColor" opacity={0.12} />
          <polyline
            points={line}
            fill="none"
            stroke="currentColor"
            strokeWidth={1.5}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        </>
      )}
    </Svg>
  );
}
