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
  Stack,
  Text,
} from '@touchline/ui-kit';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { styled } from 'styled-components';
import { graphql } from '../graphql';
import { DocumentTitle } from '../layout/DocumentTitle';
import { useSession } from '../session/SessionProvider';
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

/** The list (own items; everyone's for a superuser), paged through the address, with add, edit and delete. */
export function ItemsScreen({ page, viewer }: ItemsScreenProps) {
  const navigate = useNavigate();
  const [isAdding, setIsAdding] = useState(false);
  const [editing, setEditing] = useState<ItemFormDialogItem | null>(null);
  const [deleting, setDeleting] = useState<DeleteItemDialogItem | null>(null);
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
  const addButton = (
    <Button onClick={() => setIsAdding(true)}>
      <PlusIcon size={16} />
      Add item
    </Button>
  );

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
          <Button variant="secondary" onClick={() => void refetch()}>
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
  } else if (items.length === 0) {
    body = (
      <EmptyState
        title={`There is no page ${page}`}
        description={`The ${count} ${count === 1 ? 'item fits' : 'items fit'} on ${lastPage} ${lastPage === 1 ? 'page' : 'pages'}.`}
        action={
          <Button variant="secondary" onClick={() => goToPage(lastPage)}>
            Go to page {lastPage}
          </Button>
        }
      />
    );
  } else {
    body = <ItemsTable items={items} viewerId={viewer?.id ?? ''} showOwner={isSuperuser} onEdit={setEditing} onDelete={setDeleting} />;
  }

  return (
    <Stack gap={6}>
      <Stack gap={1}>
        <Heading level={1}>Items</Heading>
        <Text tone="muted">Notes you keep alongside your API integration.</Text>
      </Stack>
      <Card>
        <CardHeader>
          <div>
            <CardTitle>{isSuperuser ? "Everyone's items" : 'Your items'}</CardTitle>
            <CardDescription>
              {data
                ? `${count} ${count === 1 ? 'item' : 'items'}, newest first.${isSuperuser ? ' As a superuser you see the items of every account.' : ''}`
                : 'Loading items…'}
            </CardDescription>
          </div>
          {count > 0 && addButton}
        </CardHeader>
        <Region aria-busy={isFirstLoad}>{body}</Region>
        {data && count > 0 && (
          <CardFooter>
            <Pagination page={page} pageSize={ITEMS_PAGE_SIZE} totalCount={count} itemLabel="items" onPageChange={goToPage} />
          </CardFooter>
        )}
      </Card>

      {isAdding && <ItemFormDialog onClose={() => setIsAdding(false)} />}
      {editing && <ItemFormDialog item={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <DeleteItemDialog
          item={deleting}
          onClose={() => setDeleting(null)}
          // The last item on a later page is gone: show the page before instead of an empty one.
          onDeleted={() => items.length === 1 && page > 1 && goToPage(page - 1)}
        />
      )}
    </Stack>
  );
}
