import type { ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';

const Scroller = styled.div<{ $isFramed: boolean }>`
  /* The containing block of anything absolutely positioned in the table (a VisuallyHidden
     header, say): without it such content escapes the scroll box and widens the page. */
  position: relative;
  width: 100%;
  overflow-x: auto;
  ${({ $isFramed, theme }) =>
    $isFramed &&
    `
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
  `}
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-variant-numeric: tabular-nums;

  caption {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    text-align: left;
    color: ${({ theme }) => theme.colors.textMuted};
    caption-side: bottom;
  }
`;

export interface TableProps extends ComponentPropsWithRef<'table'> {
  /** Set false when the table already sits inside a bordered container such as a Card. */
  isFramed?: boolean;
}

/** A data table. Wide tables scroll sideways inside their frame instead of breaking the layout. */
export function Table({ isFramed = true, ...props }: TableProps) {
  return (
    <Scroller $isFramed={isFramed}>
      <StyledTable {...props} />
    </Scroller>
  );
}

export const THead = styled.thead`
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

export const TBody = styled.tbody``;

export const Tr = styled.tr`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  tbody &:last-child {
    border-bottom: 0;
  }

  tbody &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

export const Th = styled.th`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  height: 2.5rem;
  text-align: left;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Td = styled.td`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  vertical-align: middle;
  color: ${({ theme }) => theme.colors.text};
`;
