import { useQuery } from '@apollo/client/react';
import { parseSearch, type Viewer } from '@touchline/shell-contract';
import {
  AlertCircleIcon,
  Button,
  Card,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  EmptyState,
  errorMessage,
  Heading,
  InboxIcon,
  Pagination,
  pageCountOf,
  PlusIcon,
  rowActionOf,
  Stack,
  Text,
} from '@touchline/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { styled } from 'styled-components';
import { graphql } from '../graphql';
import { DocumentTitle } from '../layout/DocumentTitle';
import { useSession } from '../session/sessionContext';
import { DeleteItemDialog, type DeleteItemDialogItem } from './items/DeleteItemDialog';
import { ItemFormDialog, type ItemFormDialogItem } from './items/ItemFormDialog';
import { ItemsTable, ItemsTableSkeleton } from './items/ItemsTable';

export const ITEMS_PAGE_SIZE = 10;

export const ItemsQuery = graphql(`
  query Items($skip: Int!, $limit: Int!) {
    items(skip: $skip, limit: $limit) {
      count
      data {
        id
        ...ItemsTable_item
        ...ItemFormDialog_item
        ...DeleteItemDialog_item
      }
    }
  }
`);

const Region = styled.div`
  min-width: 0;
`;

/** /items: owned by the shell. `page` comes from the address (spec section 2: 1 when invalid). */
export function ItemsPage() {
  const [searchParams] = useSearchParams();
  const { page } = parseSearch('/items', searchParams);
  const { viewer } = useSession();
  return (
    <>
      <DocumentTitle title="Items" />
      <ItemsScreen page={page} viewer={viewer} />
    </>
  );
}

export interface ItemsScreenProps {
  page: number;
  /** null until the signed-in user is known. */
  viewer: Viewer | null;
}

/**
 * Where focus goes once the list has been read again after a change took away the button focus
 * was on: a deleted item's Delete button, or the empty list's Add item button.
 */
type FocusRequest =
  | { after: 'delete'; id: string; index: number; page: number; isPageBefore: boolean }
  | { after: 'create'; id: string };

const itemsLabel = (count: number) => (count === 1 ? 'item' : 'items');

/** The list (own items; everyone's for a superuser), paged through the address, with add, edit and delete. */
export function ItemsScreen({ page, viewer }: ItemsScreenProps) {
  const navigate = useNavigate();
  const [adding, setAdding] = useState<{ isFirstItem: boolean } | null>(null);
  const [editing, setEditing] = useState<ItemFormDialogItem | null>(null);
  const [deleting, setDeleting] = useState<DeleteItemDialogItem | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, loading, error, refetch } = useQuery(ItemsQuery, {
    variables: { skip: (page - 1) * ITEMS_PAGE_SIZE, limit: ITEMS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });

  const isSuperuser = viewer?.isSuperuser ?? false;
  const goToPage = (next: number) => navigate(`/items?page=${next}`);
  const items = data?.items.data ?? [];
  const count = data?.items.count ?? 0;
  const lastPage = pageCountOf(count, ITEMS_PAGE_SIZE);
  const isFirstLoad = loading && !data;
  const isPastTheEnd = data !== undefined && count > 0 && items.length === 0;
  const addButton = (
    <Button ref={addButtonRef} onClick={() => setAdding({ isFirstItem: count === 0 })}>
      <PlusIcon size={16} />
      Add item
    </Button>
  );

  // Once the list shows the change: after a delete, the Delete button of the row that took the
  // deleted one's place (or of the new last row), the table on another page, or Add item when
  // nothing is left; after the first item was added, that item's Edit button.
  useEffect(() => {
    if (!focusRequest || !data) return;
    const rows = data.items.data;
    const isListed = rows.some((row) => row.id === focusRequest.id);
    let target: HTMLElement | null = null;
    if (focusRequest.after === 'delete') {
      if (page !== focusRequest.page) return; // the page before is not shown yet
      if (isListed) {
        // Not read again yet; or it is still there (the server kept it): focus stayed on its button.
        if (!loading) setFocusRequest(null);
        return;
      }
      if (rows.length === 0) target = addButtonRef.current;
      else if (focusRequest.isPageBefore) target = tableRef.current;
      else target = rowActionOf(tableRef.current, rows[Math.min(focusRequest.index, rows.length - 1)]!.id, 'delete');
    } else {
      if (data.items.count === 0) return; // not read again yet
      target = isListed ? rowActionOf(tableRef.current, focusRequest.id, 'edit') : addButtonRef.current;
    }
    (target ?? tableRef.current ?? headingRef.current)?.focus();
    setFocusRequest(null);
  }, [focusRequest, data, loading, page]);

  let body;
  if (isFirstLoad) {
    body = <ItemsTableSkeleton />;
  } else if (error && !data) {
    body = (
      <EmptyState
        icon={<AlertCircleIcon size={22} />}
        title="Your items could not be loaded"
        description={errorMessage(error)}
        action={
          <Button variant="secondary" onClick={() => void refetch().catch(() => undefined)}>
            Try again
          </Button>
        }
      />
    );
  } else if (count === 0) {
    body = (
      <EmptyState
        icon={<InboxIcon size={22} />}
        title={isSuperuser ? 'No one has any items yet' : "You don't have any items yet"}
        description="Items are short notes kept with an account: a title and an optional description, such as the competitions or players an integration follows. Each user sees only their own; superusers see everyone's."
        action={addButton}
      />
    );
  } else if (isPastTheEnd) {
    // An address past the last page (typed, or kept from before items went away): say so and
    // link to the last page; no pager, whose "Page 99 of 2" would only add to the confusion.
    body = (
      <EmptyState
        title={`There is no page ${page}`}
        description={`The ${count} ${count === 1 ? 'item fits' : 'items fit'} on ${lastPage} ${lastPage === 1 ? 'page' : 'pages'}.`}
        action={
          <Button as={Link} to={`/items?page=${lastPage}`} variant="secondary">
            Go to page {lastPage}
          </Button>
        }
      />
    );
  } else {
    body = (
      <ItemsTable ref={tableRef} items={items} viewerId={viewer?.id ?? ''} showOwner={isSuperuser} onEdit={setEditing} onDelete={setDeleting} />
    );
  }

  // Nothing under the title once loading failed: the card's body says so, with Try again.
  let description: string | null = null;
  if (data) {
    description = `${count} ${itemsLabel(count)}, newest first.${isSuperuser ? ' As a superuser you see the items of every account.' : ''}`;
  } else if (!error) {
    description = 'Loading items…';
  }

  function onDeleted(item: DeleteItemDialogItem) {
    // The last item on a later page is gone: show the page before instead of an empty one.
    const isPageBefore = items.length === 1 && page > 1;
    const index = Math.max(0, items.findIndex((row) => row.id === item.id));
    setFocusRequest({ after: 'delete', id: item.id, index, page: isPageBefore ? page - 1 : page, isPageBefore });
    if (isPageBefore) goToPage(page - 1);
  }

  return (
    <Stack gap={6}>
      <Stack gap={1}>
        <Heading ref={headingRef} tabIndex={-1} level={1}>
          Items
        </Heading>
        <Text tone="muted">Notes you keep alongside your API integration.</Text>
      </Stack>
      <Card>
        <CardHeader>
          <div>
            <CardTitle>{isSuperuser ? "Everyone's items" : 'Your items'}</CardTitle>
            {description && <CardDescription>{description}</CardDescription>}
          </div>
          {count > 0 && addButton}
        </CardHeader>
        <Region aria-busy={isFirstLoad}>{body}</Region>
        {data && count > 0 && !isPastTheEnd && (
          <CardFooter>
            <Pagination page={page} pageSize={ITEMS_PAGE_SIZE} totalCount={count} itemLabel={itemsLabel(count)} onPageChange={goToPage} />
          </CardFooter>
        )}
      </Card>

      {adding && (
        <ItemFormDialog
          onClose={() => setAdding(null)}
          // The empty list's Add item button goes once the first item exists: focus goes to its row.
          onCreated={(id) => adding.isFirstItem && setFocusRequest({ after: 'create', id })}
          fallbackFocusRef={headingRef}
        />
      )}
      {editing && <ItemFormDialog item={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <DeleteItemDialog item={deleting} onClose={() => setDeleting(null)} onDeleted={() => onDeleted(deleting)} fallbackFocusRef={headingRef} />
      )}
    </Stack>
  );
}
