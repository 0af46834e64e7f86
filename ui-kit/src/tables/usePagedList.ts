import { useEffect, useRef, useState, type RefObject } from 'react';
import { pageCountOf } from './Pagination';
import { rowActionOf } from './Table';

interface Row {
  id: string;
}

/**
 * Where focus goes once the list has been read again after a change took away the button focus
 * was on: a deleted row's Delete button, or the empty list's add button.
 */
type FocusRequest =
  { after: 'delete'; id: string; index: number; page: number; isPageBefore: boolean } | { after: 'add'; id: string };

export interface PagedListOptions<R extends Row> {
  /** 1-based, from the address. */
  page: number;
  pageSize: number;
  /** One page as the server answered it; undefined until the first answer. */
  data: { count: number; data: readonly R[] } | undefined;
  isLoading: boolean;
  goToPage: (page: number) => void;
  /** Where focus goes when the list ends up empty (the empty state's add button). */
  emptyFocusRef?: RefObject<HTMLElement | null>;
  /** Where focus goes when nothing better is there (the page's heading). */
  fallbackFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * The state of a paged list read through the address, and where focus goes after its rows change:
 * after a delete, the Delete button of the row that took the deleted one's place (or of the new
 * last row), the table when the page before is shown instead (a later page's last row went), or
 * `emptyFocusRef` when nothing is left; after a row was added to an empty list, that row's Edit
 * button.
 */
export function usePagedList<R extends Row>({
  page,
  pageSize,
  data,
  isLoading,
  goToPage,
  emptyFocusRef,
  fallbackFocusRef,
}: PagedListOptions<R>) {
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const rows = data?.data ?? [];
  const count = data?.count ?? 0;
  // The count the last page read gave: the pager stays while another page loads, so the focus
  // stays on the button that was pressed instead of falling to <body> with an unmounted pager.
  const [lastCount, setLastCount] = useState<number | null>(null);
  if (data && data.count !== lastCount) setLastCount(data.count);

  useEffect(() => {
    if (!focusRequest || !data) return;
    const listed = data.data;
    const isListed = listed.some((row) => row.id === focusRequest.id);
    let target: HTMLElement | null = null;
    if (focusRequest.after === 'delete') {
      if (page !== focusRequest.page) return; // the page before is not shown yet
      if (isListed) {
        // Not read again yet; or it is still there (the server kept it): focus stayed on its button.
        if (!isLoading) setFocusRequest(null);
        return;
      }
      if (listed.length === 0) target = emptyFocusRef?.current ?? null;
      else if (focusRequest.isPageBefore) target = tableRef.current;
      else
        target = rowActionOf(tableRef.current, listed[Math.min(focusRequest.index, listed.length - 1)]!.id, 'delete');
    } else {
      if (data.count === 0) return; // not read again yet
      target = isListed ? rowActionOf(tableRef.current, focusRequest.id, 'edit') : (emptyFocusRef?.current ?? null);
    }
    (target ?? tableRef.current ?? fallbackFocusRef?.current)?.focus();
    setFocusRequest(null);
  }, [focusRequest, data, isLoading, page]);

  return {
    page,
    pageSize,
    rows,
    count,
    lastPage: pageCountOf(count, pageSize),
    /** The list's count as last read, while a page loads too; null before the first answer. */
    lastCount,
    isLoaded: data !== undefined,
    isFirstLoad: isLoading && !data,
    /** An address past the last page (typed, or kept from before rows went away). */
    isPastTheEnd: data !== undefined && count > 0 && rows.length === 0,
    /** The table element: give it to the table, so focus can go there. */
    tableRef,
    goToPage,
    /** After a row was deleted; a later page's last row shows the page before instead of an empty one. */
    onDeleted(id: string) {
      const isPageBefore = rows.length === 1 && page > 1;
      const index = Math.max(
        0,
        rows.findIndex((row) => row.id === id),
      );
      setFocusRequest({ after: 'delete', id, index, page: isPageBefore ? page - 1 : page, isPageBefore });
      if (isPageBefore) goToPage(page - 1);
    },
    /** After the first row was added: the empty list's add button is gone, focus goes to the row. */
    onAddedToEmpty(id: string) {
      setFocusRequest({ after: 'add', id });
    },
  };
}

export type PagedListState<R extends Row> = ReturnType<typeof usePagedList<R>>;
