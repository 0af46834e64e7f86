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
        <Button
          variant="secondary"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPageChange(Math.min(page - 1, pageCount))}
        >
          <ChevronLeftIcon size={14} />
          Previous
        </Button>
        <Current aria-current="page">
          Page {page} of {pageCount}
        </Current>
        <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
          Next
          <ChevronRightIcon size={14} />
        </Button>
      </Controls>
    </Root>
  );
}
