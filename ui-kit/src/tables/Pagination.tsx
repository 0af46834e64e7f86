import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button, ChevronLeftIcon, ChevronRightIcon } from '@touchline/ui-kit';

const Root = styled.nav`
  flex: 1 1 auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Current = styled.span`
  min-width: 6.5rem;
  text-align: center;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.text};
`;

export interface PaginationProps {
  /** 1-based. A page past the last one is allowed (an address typed by hand) and offers the way back. */
  page: number;
  pageSize: number;
  totalCount: number;
  onPageChange: (page: number) => void;
  /** Plural noun for the summary, e.g. "users" in "Showing 11–20 of 23 users". */
  itemLabel?: string;
  className?: string;
}

export function pageCountOf(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

/**
 * A pager's step (Previous, Next, Newer, Older). Where there is no further to go it is
 * aria-disabled, not disabled, and ignores presses: the reader who pressed it to reach the end
 * keeps the focus on it, where a disabled button would drop it to <body> (and the next Tab to the
 * top of the page).
 */
export function PagerButton({
  canMove,
  onMove,
  children,
}: {
  canMove: boolean;
  onMove: () => void;
  children: ReactNode;
}) {
  return (
    <Button variant="secondary" size="sm" aria-disabled={canMove ? undefined : true} onClick={onMove}>
      {children}
    </Button>
  );
}

/** Previous/next paging for a list read in pages of `pageSize`, with where the reader is. */
export function Pagination({
  page,
  pageSize,
  totalCount,
  onPageChange,
  itemLabel = 'results',
  className,
}: PaginationProps) {
  const pageCount = pageCountOf(totalCount, pageSize);
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, totalCount);
  const summary =
    first > totalCount ? `${totalCount} ${itemLabel}` : `Showing ${first}–${last} of ${totalCount} ${itemLabel}`;

  return (
    <Root aria-label="Pagination" className={className}>
      <span aria-live="polite">{summary}</span>
      <Controls>
        <PagerButton canMove={page > 1} onMove={() => onPageChange(Math.min(page - 1, pageCount))}>
          <ChevronLeftIcon size={14} />
          Previous
        </PagerButton>
        <Current aria-current="page">
          Page {page} of {pageCount}
        </Current>
        <PagerButton canMove={page < pageCount} onMove={() => onPageChange(page + 1)}>
          Next
          <ChevronRightIcon size={14} />
        </PagerButton>
      </Controls>
    </Root>
  );
}
