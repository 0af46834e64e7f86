import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { PagedList } from './PagedList';
import { usePagedList } from './usePagedList';
import { renderWithTheme } from '../testUtils';

type Page = { count: number; data: { id: string }[] } | undefined;

/** A list of 25 rows read 10 a page, whose next page is still loading until `answer` is called. */
function ListOfPages({ pages }: { pages: Record<number, Page> }) {
  const [page, setPage] = useState(1);
  const data = pages[page];
  const list = usePagedList({ page, pageSize: 10, data, isLoading: data === undefined, goToPage: setPage });
  return (
    <PagedList
      list={list}
      title="Rows"
      description={(count) => `${count} rows`}
      loadingDescription="Loading rows…"
      itemLabel={(count) => (count === 1 ? 'row' : 'rows')}
      pageHref={(n) => `?page=${n}`}
      error={undefined}
      onRetry={() => undefined}
      loadErrorTitle="The rows could not be loaded"
      skeleton={<p>Loading</p>}
      empty={<p>No rows</p>}
    >
      {(rows) => (
        <ul>
          {rows.map((row) => (
            <li key={row.id}>{row.id}</li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

const rowsOf = (page: number, count: number) => ({
  count: 25,
  data: Array.from({ length: count }, (_, index) => ({ id: `row-${page}-${index}` })),
});

describe('PagedList', () => {
  it('keeps its pager, and the focus on the button pressed, while the next page loads', () => {
    const pages: Record<number, Page> = { 1: rowsOf(1, 10) };
    const { rerender } = renderWithTheme(<ListOfPages pages={pages} />);
    const next = screen.getByRole('button', { name: 'Next' });
    act(() => next.focus());
    fireEvent.click(next);
    // Page 2 is not read yet: the rows wait, the pager does not go away with the focus on it.
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    rerender(<ListOfPages pages={{ ...pages, 2: rowsOf(2, 10) }} />);
    expect(screen.getByText('row-2-0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });
});
