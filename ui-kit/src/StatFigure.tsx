import type { ReactNode } from 'react';
import { styled } from 'styled-components';

export interface StatFigureProps {
  /** The number, already formatted ("1,204", "3"). */
  value: ReactNode;
  /** What it counts, read after it ("calls today", "active keys"). */
  label: ReactNode;
  className?: string;
}

const Figure = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Value = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.text};
`;

/** A dashboard card's headline number with what it counts beside it, read as one sentence. */
export function StatFigure({ value, label, className }: StatFigureProps) {
  return (
    <Figure className={className}>
      <Value>{value}</Value> <span>{label}</span>
    </Figure>
  );
}
