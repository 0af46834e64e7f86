import { styled } from 'styled-components';

/** 1234 → "1,234". */
const count = new Intl.NumberFormat('en');

const Track = styled.div`
  height: 0.5rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.neutralSubtle};
  overflow: hidden;
`;

type Level = 'ok' | 'high' | 'full';

const Fill = styled.div<{ $percent: number; $level: Level }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $level }) => ({ ok: theme.colors.primary, high: theme.colors.warning, full: theme.colors.danger })[$level]};
  transition: width ${({ theme }) => theme.transitions.normal};

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export interface QuotaBarProps {
  used: number;
  limit: number;
  /** The accessible name, e.g. "Today's quota used". */
  label: string;
}

/**
 * How much of a plan's daily quota is used: blue, amber from 80 %, red when exhausted. The usage
 * screen and the billing screen show the same quota, so they draw it alike.
 */
export function QuotaBar({ used, limit, label }: QuotaBarProps) {
  const ratio = limit > 0 ? Math.min(1, used / limit) : 1;
  const level: Level = ratio >= 1 ? 'full' : ratio >= 0.8 ? 'high' : 'ok';
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={limit}
      aria-valuenow={Math.min(used, limit)}
      aria-valuetext={`${count.format(used)} of ${count.format(limit)} calls`}
    >
      <Fill $percent={Math.round(ratio * 1000) / 10} $level={level} />
    </Track>
  );
}
