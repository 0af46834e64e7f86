import type { MouseEvent, ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button, CardFooter, EmptyState, LoadError, TitledCard } from '@touchline/ui-kit';
import { Pagination } from './Pagination';
import type { PagedListState } from './usePagedList';

const Region = styled.div`
  min-width: 0;
`;

export interface PagedListProps<R extends { id: string }> {
  list: PagedListState<R>;
  title: ReactNode;
  /** Under the title once the list is read: "12 items, newest first." */
  description: (count: number) => ReactNode;
  /** Under the title while the first page loads: "Loading items…". */
  loadingDescription: ReactNode;
  /** At the header's right end (an Add button). */
  actions?: ReactNode;
  /** The pager's noun for `count` rows: "item" or "items". */
  itemLabel: (count: number) => string;
  /** The address of a page: the past-the-end state links to the last one. */
  pageHref: (page: number) => string;
  error: unknown;
  onRetry: () => void;
  /** "Your items could not be loaded". */
  loadErrorTitle: string;
  /** The table's shape while the first page loads. */
  skeleton: ReactNode;
  /** What an empty list shows. */
  empty: ReactNode;
  /** The past-the-end state's icon (an inbox by default). */
  icon?: ReactNode;
  /** The table of one page; give it `list.tableRef`. */
  children: (rows: readonly R[]) => ReactNode;
}

/**
 * A card holding one page of a list: a skeleton on the first load, the load error with Try again,
 * the empty state, a past-the-end page that links to the last one (with no pager, whose "Page 9
 * of 2" would only add to the confusion), or the table with the pager under it. The pager stays
 * while another page loads.
 */
export function PagedList<R extends { id: string }>({
  list,
  title,
  description,
  loadingDescription,
  actions,
  itemLabel,
  pageHref,
  error,
  onRetry,
  loadErrorTitle,
  skeleton,
  empty,
  icon,
  children,
}: PagedListProps<R>) {
  const { page, pageSize, rows, count, lastPage, lastCount, isLoaded, isFirstLoad, isPastTheEnd } = list;
  let body;
  if (isFirstLoad) {
    body = skeleton;
  } else if (error && !isLoaded) {
    body = <LoadError title={loadErrorTitle} error={error} onRetry={onRetry} />;
  } else if (count === 0) {
    body = empty;
  } else if (isPastTheEnd) {
    body = (
      <EmptyState
        icon={icon}
        title={`There is no page ${page}`}
        description={`The ${count} ${itemLabel(count)} ${count === 1 ? 'fits' : 'fit'} on ${lastPage} ${lastPage === 1 ? 'page' : 'pages'}.`}
        action={
          // A real link (it can be opened in a new tab), followed in the page by goToPage.
          <Button
            as="a"
            href={pageHref(lastPage)}
            variant="secondary"
            onClick={(event: MouseEvent) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              list.goToPage(lastPage);
            }}
          >
            Go to page {lastPage}
          </Button>
        }
      />
    );
  } else {
    body = children(rows);
  }

  // Nothing under the title once loading failed: the card's body says so, with Try again.
  let subtitle: ReactNode = null;
  if (isLoaded) subtitle = description(count);
  else if (!error) subtitle = loadingDescription;

  return (
    <TitledCard title={title} description={subtitle} actions={actions}>
      <Region aria-busy={isFirstLoad}>{body}</Region>
      {lastCount !== null && lastCount > 0 && !isPastTheEnd && (
        <CardFooter>
          <Pagination
            page={page}
            pageSize={pageSize}
            totalCount={lastCount}
            itemLabel={itemLabel(count)}
            onPageChange={list.goToPage}
          />
        </CardFooter>
      )}
    </TitledCard>
  );
}
