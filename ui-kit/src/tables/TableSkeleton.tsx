import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Skeleton, type SkeletonProps } from '@touchline/ui-kit';
import { Table, TBody, Td, Tr } from './Table';

/** One column's placeholder: a Skeleton's size (`align: 'end'` for number columns), or an element of its own. */
export type TableSkeletonCell = (Pick<SkeletonProps, 'width' | 'height'> & { align?: 'start' | 'end' }) | ReactElement;

export interface TableSkeletonProps {
  /** The real table's `THead`, so the columns are labelled and sized as they will be when the data arrives. */
  head: ReactNode;
  /** One placeholder per column, repeated on every row. */
  cells: readonly TableSkeletonCell[];
  rows?: number;
}

const Cell = styled(Td)<{ $align: 'start' | 'end' }>`
  ${({ $align }) =>
    $align === 'end' &&
    `
    text-align: right;
    & > * { margin-left: auto; }
  `}
`;

/**
 * A table's shape while its rows load, so nothing jumps when they arrive. Decorative: hidden from
 * assistive technology, so mark the loading region with `aria-busy` and announce the result instead.
 */
export function TableSkeleton({ head, cells, rows = 3 }: TableSkeletonProps) {
  return (
    <Table isFramed={false} aria-hidden>
      {head}
      <TBody>
        {Array.from({ length: rows }, (_, row) => (
          <Tr key={row}>
            {cells.map((cell, column) =>
              isValidElement(cell) ? (
                <Cell key={column} $align="start">
                  {cell}
                </Cell>
              ) : (
                <Cell key={column} $align={cell.align ?? 'start'}>
                  <Skeleton width={cell.width} height={cell.height} />
                </Cell>
              ),
            )}
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
