import { useQuery } from '@apollo/client/react';
import { parseSearch, type Viewer } from '@touchline/shell-contract';
import { Button, EmptyState, InboxIcon, PageHeader, PlusIcon, Stack } from '@touchline/ui-kit';
import { PagedList, usePagedList } from '@touchline/ui-kit/tables';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
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

const itemsLabel = (count: number) => (count === 1 ? 'item' : 'items');
const pageHref = (page: number) => `/items?page=${page}`;

/** The list (own items; everyone's for a superuser), paged through the address, with add, edit and delete. */
export function ItemsScreen({ page, viewer }: ItemsScreenProps) {
  const navigate = useNavigate();
  const [adding, setAdding] = useState<{ isFirstItem: boolean } | null>(null);
  const [editing, setEditing] = useState<ItemFormDialogItem | null>(null);
  const [deleting, setDeleting] = useState<DeleteItemDialogItem | null>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, loading, error, refetch } = useQuery(ItemsQuery, {
    variables: { skip: (page - 1) * ITEMS_PAGE_SIZE, limit: ITEMS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const list = usePagedList({
    page,
    pageSize: ITEMS_PAGE_SIZE,
    data: data?.items,
    isLoading: loading,
    goToPage: (next) => navigate(pageHref(next)),
    emptyFocusRef: addButtonRef,
    fallbackFocusRef: headingRef,
  });

  const isSuperuser = viewer?.isSuperuser ?? false;
  const addButton = (
    <Button ref={addButtonRef} onClick={() => setAdding({ isFirstItem: list.count === 0 })}>
      <PlusIcon size={16} />
      Add item
    </Button>
  );

  return (
    <Stack gap={6}>
      <PageHeader title="Items" description="Notes you keep alongside your API integration." headingRef={headingRef} />
      <PagedList
        list={list}
        title={isSuperuser ? "Everyone's items" : 'Your items'}
        description={(count) =>
          `${count} ${itemsLabel(count)}, newest first.${isSuperuser ? ' As a superuser you see the items of every account.' : ''}`
        }
        loadingDescription="Loading items…"
        actions={list.count > 0 && addButton}
        itemLabel={itemsLabel}
        pageHref={pageHref}
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
        loadErrorTitle="Your items could not be loaded"
        skeleton={<ItemsTableSkeleton />}
        empty={
          <EmptyState
            icon={<InboxIcon size={22} />}
            title={isSuperuser ? 'No one has any items yet' : "You don't have any items yet"}
            description="Items are short notes kept with an account: a title and an optional description, such as the competitions or players an integration follows. Each user sees only their own; superusers see everyone's."
            action={addButton}
          />
        }
      >
        {(items) => (
          <ItemsTable
            ref={list.tableRef}
            items={items}
            viewerId={viewer?.id ?? ''}
            showOwner={isSuperuser}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        )}
      </PagedList>

      {adding && (
        <ItemFormDialog
          onClose={() => setAdding(null)}
          // The empty list's Add item button goes once the first item exists: focus goes to its row.
          onCreated={(id) => adding.isFirstItem && list.onAddedToEmpty(id)}
          fallbackFocusRef={headingRef}
        />
      )}
      {editing && <ItemFormDialog item={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <DeleteItemDialog
          item={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => list.onDeleted(deleting.id)}
          fallbackFocusRef={headingRef}
        />
      )}
    </Stack>
  );
}
