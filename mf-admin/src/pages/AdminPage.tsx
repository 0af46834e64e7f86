import { useQuery } from '@apollo/client/react';
import type { RouteProps, Viewer } from '@touchline/shell-contract';
import {
  Button,
  Card,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  EmptyState,
  Heading,
  LoadError,
  pageCountOf,
  Pagination,
  PlusIcon,
  rowActionOf,
  Stack,
  Text,
  UsersIcon,
} from '@touchline/ui-kit';
import { useEffect, useRef, useState, type Ref } from 'react';
import { Link, useNavigate } from 'react-router';
import { styled } from 'styled-components';
import { DeleteUserDialog, type DeleteUserDialogUser } from '../components/DeleteUserDialog';
import { UserFormDialog, type UserFormDialogUser } from '../components/UserFormDialog';
import { UsersTable, UsersTableSkeleton } from '../components/UsersTable';
import { graphql } from '../graphql';

export const USERS_PAGE_SIZE = 10;

export const AdminUsersQuery = graphql(`
  query AdminUsers($skip: Int!, $limit: Int!) {
    users(skip: $skip, limit: $limit) {
      count
      data {
        id
        ...UsersTable_user
        ...UserFormDialog_user
        ...DeleteUserDialog_user
      }
    }
  }
`);

const Region = styled.div`
  min-width: 0;
`;

function PageHeading({
  description = 'Every account, newest first: add, edit, activate and delete users.',
  ref,
}: {
  description?: string;
  ref?: Ref<HTMLHeadingElement>;
}) {
  return (
    <Stack gap={1}>
      <Heading ref={ref} tabIndex={ref ? -1 : undefined} level={1}>
        Manage Users
      </Heading>
      <Text tone="muted">{description}</Text>
    </Stack>
  );
}

/**
 * /admin. Only a superuser's screen asks the bff for users: for anyone else `users` answers 403,
 * and the shell ends the session on any 403 (spec section 8), so a normal user who types the
 * address gets an explanation instead of a logout.
 */
export function AdminPage({ search, shell }: RouteProps<'/admin'>) {
  if (!shell.viewer) {
    // Whether this is a superuser is not known: the signed-in user could not be read. Say so, with
    // Try again, rather than a skeleton that would never end. (A shell without viewerStatus, older
    // than it, can only mean loading.)
    const status = shell.viewerStatus;
    if (status && !status.isLoading && status.error !== undefined && status.error !== null) {
      return (
        <Stack gap={6}>
          <PageHeading />
          <Card>
            <LoadError title="Your account could not be loaded" error={status.error} onRetry={status.retry} />
          </Card>
        </Stack>
      );
    }
    return (
      <Stack gap={6}>
        <PageHeading />
        <Card aria-busy="true" aria-label="Users">
          <UsersTableSkeleton />
        </Card>
      </Stack>
    );
  }
  if (!shell.viewer.isSuperuser) {
    return (
      <Stack gap={6}>
        <PageHeading description="The admin area of your Touchline account." />
        <Card>
          <EmptyState
            icon={<UsersIcon size={22} />}
            title="You need superuser rights"
            description="Managing users is for superusers only. Ask an administrator of your Touchline account if you need access."
            action={
              <Button as={Link} to="/" variant="secondary">
                Back to the dashboard
              </Button>
            }
          />
        </Card>
      </Stack>
    );
  }
  return <UsersScreen page={search.page} viewer={shell.viewer} />;
}

/**
 * Where focus goes once the list has been read again after a delete took away the Delete button
 * focus was on.
 */
interface FocusRequest {
  id: string;
  index: number;
  page: number;
  isPageBefore: boolean;
}

const usersLabel = (count: number) => (count === 1 ? 'user' : 'users');

function UsersScreen({ page, viewer }: { page: number; viewer: Viewer }) {
  const navigate = useNavigate();
  const [isAdding, setIsAdding] = useState(false);
  const [editing, setEditing] = useState<UserFormDialogUser | null>(null);
  const [deleting, setDeleting] = useState<DeleteUserDialogUser | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, loading, error, refetch } = useQuery(AdminUsersQuery, {
    variables: { skip: (page - 1) * USERS_PAGE_SIZE, limit: USERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });

  const goToPage = (next: number) => navigate(`/admin?page=${next}`);
  const users = data?.users.data ?? [];
  const count = data?.users.count ?? 0;
  const lastPage = pageCountOf(count, USERS_PAGE_SIZE);
  const isFirstLoad = loading && !data;
  const isPastTheEnd = data !== undefined && count > 0 && users.length === 0;

  // Once the list shows the deletion: the Delete button of the row that took the deleted one's
  // place (or of the new last row), or the table when the page before is shown instead.
  useEffect(() => {
    if (!focusRequest || !data || page !== focusRequest.page) return;
    const rows = data.users.data;
    if (rows.some((row) => row.id === focusRequest.id)) {
      // Not read again yet; or still there: focus stayed on its button.
      if (!loading) setFocusRequest(null);
      return;
    }
    const next = rows[Math.min(focusRequest.index, rows.length - 1)];
    const target = !focusRequest.isPageBefore && next ? rowActionOf(tableRef.current, next.id, 'delete') : null;
    (target ?? tableRef.current ?? headingRef.current)?.focus();
    setFocusRequest(null);
  }, [focusRequest, data, loading, page]);

  function onDeleted(user: DeleteUserDialogUser) {
    // The last user on a later page is gone: show the page before instead of an empty one.
    const isPageBefore = users.length === 1 && page > 1;
    const index = Math.max(0, users.findIndex((row) => row.id === user.id));
    setFocusRequest({ id: user.id, index, page: isPageBefore ? page - 1 : page, isPageBefore });
    if (isPageBefore) goToPage(page - 1);
  }

  let body;
  if (isFirstLoad) {
    body = <UsersTableSkeleton />;
  } else if (error && !data) {
    body = <LoadError title="The users could not be loaded" error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  } else if (count === 0) {
    body = <EmptyState icon={<UsersIcon size={22} />} title="No users yet" description="Accounts appear here once someone signs up or you add one." />;
  } else if (isPastTheEnd) {
    // No pager under it: "Page 7 of 2" would only add to the confusion.
    body = (
      <EmptyState
        icon={<UsersIcon size={22} />}
        title={`There is no page ${page}`}
        description={`The ${count} ${count === 1 ? 'user fits' : 'users fit'} on ${lastPage} ${lastPage === 1 ? 'page' : 'pages'}.`}
        action={
          <Button as={Link} to={`/admin?page=${lastPage}`} variant="secondary">
            Go to page {lastPage}
          </Button>
        }
      />
    );
  } else {
    body = <UsersTable ref={tableRef} users={users} viewerId={viewer.id} onEdit={setEditing} onDelete={setDeleting} />;
  }

  return (
    <Stack gap={6}>
      <PageHeading ref={headingRef} />
      <Card>
        <CardHeader>
          <div>
            <CardTitle>Users</CardTitle>
            {/* Nothing under the title once loading failed: the card's body says so, with Try again. */}
            {(data || !error) && (
              <CardDescription>{data ? `${count} ${count === 1 ? 'account' : 'accounts'} in total.` : 'Loading accounts…'}</CardDescription>
            )}
          </div>
          <Button onClick={() => setIsAdding(true)}>
            <PlusIcon size={16} />
            Add user
          </Button>
        </CardHeader>
        <Region aria-busy={isFirstLoad}>
          {body}
        </Region>
        {data && count > 0 && !isPastTheEnd && (
          <CardFooter>
            <Pagination
              page={page}
              pageSize={USERS_PAGE_SIZE}
              totalCount={count}
              itemLabel={usersLabel(count)}
              onPageChange={goToPage}
            />
          </CardFooter>
        )}
      </Card>

      {isAdding && <UserFormDialog onClose={() => setIsAdding(false)} />}
      {editing && <UserFormDialog user={editing} isSelf={editing.id === viewer.id} onClose={() => setEditing(null)} />}
      {deleting && (
        <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} onDeleted={() => onDeleted(deleting)} fallbackFocusRef={headingRef} />
      )}
    </Stack>
  );
}
