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
  Stack,
  Text,
  UsersIcon,
} from '@touchline/ui-kit';
import { useState } from 'react';
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

function PageHeading({ description = 'Every account, newest first: add, edit, activate and delete users.' }: { description?: string }) {
  return (
    <Stack gap={1}>
      <Heading level={1}>Manage Users</Heading>
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

function UsersScreen({ page, viewer }: { page: number; viewer: Viewer }) {
  const navigate = useNavigate();
  const [isAdding, setIsAdding] = useState(false);
  const [editing, setEditing] = useState<UserFormDialogUser | null>(null);
  const [deleting, setDeleting] = useState<DeleteUserDialogUser | null>(null);
  const { data, loading, error, refetch } = useQuery(AdminUsersQuery, {
    variables: { skip: (page - 1) * USERS_PAGE_SIZE, limit: USERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });

  const goToPage = (next: number) => navigate(`/admin?page=${next}`);
  const users = data?.users.data ?? [];
  const count = data?.users.count ?? 0;
  const lastPage = pageCountOf(count, USERS_PAGE_SIZE);
  const isFirstLoad = loading && !data;

  let body;
  if (isFirstLoad) {
    body = <UsersTableSkeleton />;
  } else if (error && !data) {
    body = <LoadError title="The users could not be loaded" error={error} onRetry={() => void refetch()} />;
  } else if (count === 0) {
    body = <EmptyState icon={<UsersIcon size={22} />} title="No users yet" description="Accounts appear here once someone signs up or you add one." />;
  } else if (users.length === 0) {
    body = (
      <EmptyState
        icon={<UsersIcon size={22} />}
        title={`There is no page ${page}`}
        description={`The ${count} users fit on ${lastPage} ${lastPage === 1 ? 'page' : 'pages'}.`}
        action={
          <Button variant="secondary" onClick={() => goToPage(lastPage)}>
            Go to page {lastPage}
          </Button>
        }
      />
    );
  } else {
    body = <UsersTable users={users} viewerId={viewer.id} onEdit={setEditing} onDelete={setDeleting} />;
  }

  return (
    <Stack gap={6}>
      <PageHeading />
      <Card>
        <CardHeader>
          <div>
            <CardTitle>Users</CardTitle>
            <CardDescription>
              {data ? `${count} ${count === 1 ? 'account' : 'accounts'} in total.` : 'Loading accounts…'}
            </CardDescription>
          </div>
          <Button onClick={() => setIsAdding(true)}>
            <PlusIcon size={16} />
            Add user
          </Button>
        </CardHeader>
        <Region aria-busy={isFirstLoad}>
          {body}
        </Region>
        {data && count > 0 && (
          <CardFooter>
            <Pagination
              page={page}
              pageSize={USERS_PAGE_SIZE}
              totalCount={count}
              itemLabel="users"
              onPageChange={goToPage}
            />
          </CardFooter>
        )}
      </Card>

      {isAdding && <UserFormDialog onClose={() => setIsAdding(false)} />}
      {editing && <UserFormDialog user={editing} isSelf={editing.id === viewer.id} onClose={() => setEditing(null)} />}
      {deleting && (
        <DeleteUserDialog
          user={deleting}
          onClose={() => setDeleting(null)}
          // The last user on a later page is gone: show the page before instead of an empty one.
          onDeleted={() => users.length === 1 && page > 1 && goToPage(page - 1)}
        />
      )}
    </Stack>
  );
}
