import { useQuery } from '@apollo/client/react';
import type { RouteProps, Viewer } from '@touchline/shell-contract';
import { Button, Card, EmptyState, LoadError, PageHeader, PlusIcon, Stack, UsersIcon } from '@touchline/ui-kit';
import { PagedList, usePagedList } from '@touchline/ui-kit/tables';
import { useRef, useState, type Ref } from 'react';
import { Link, useNavigate } from 'react-router';
import { DeleteUserDialog, type DeleteUserDialogUser } from '../components/DeleteUserDialog';
import { ResetTwoFactorDialog } from '../components/ResetTwoFactorDialog';
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

function PageHeading({
  description = 'Every account, newest first: add, edit, activate and delete users.',
  ref,
}: {
  description?: string;
  ref?: Ref<HTMLHeadingElement>;
}) {
  return <PageHeader title="Manage Users" description={description} headingRef={ref} />;
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
            headingLevel={2}
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

const usersLabel = (count: number) => (count === 1 ? 'user' : 'users');
const pageHref = (page: number) => `/admin?page=${page}`;

function UsersScreen({ page, viewer }: { page: number; viewer: Viewer }) {
  const navigate = useNavigate();
  const [isAdding, setIsAdding] = useState(false);
  const [editing, setEditing] = useState<UserFormDialogUser | null>(null);
  const [deleting, setDeleting] = useState<DeleteUserDialogUser | null>(null);
  const [resettingTwoFactor, setResettingTwoFactor] = useState<DeleteUserDialogUser | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, loading, error, refetch } = useQuery(AdminUsersQuery, {
    variables: { skip: (page - 1) * USERS_PAGE_SIZE, limit: USERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const list = usePagedList({
    page,
    pageSize: USERS_PAGE_SIZE,
    data: data?.users,
    isLoading: loading,
    goToPage: (next) => navigate(pageHref(next)),
    fallbackFocusRef: headingRef,
  });

  return (
    <Stack gap={6}>
      <PageHeading ref={headingRef} />
      <PagedList
        list={list}
        title="Users"
        description={(count) => `${count} ${count === 1 ? 'account' : 'accounts'} in total.`}
        loadingDescription="Loading accounts…"
        actions={
          <Button onClick={() => setIsAdding(true)}>
            <PlusIcon size={16} />
            Add user
          </Button>
        }
        itemLabel={usersLabel}
        pageHref={pageHref}
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
        loadErrorTitle="The users could not be loaded"
        skeleton={<UsersTableSkeleton />}
        empty={
          <EmptyState
            icon={<UsersIcon size={22} />}
            title="No users yet"
            description="Accounts appear here once someone signs up or you add one."
          />
        }
        icon={<UsersIcon size={22} />}
      >
        {(users) => (
          <UsersTable
            ref={list.tableRef}
            users={users}
            viewerId={viewer.id}
            onEdit={setEditing}
            onDelete={setDeleting}
            onResetTwoFactor={setResettingTwoFactor}
          />
        )}
      </PagedList>

      {isAdding && <UserFormDialog onClose={() => setIsAdding(false)} />}
      {editing && <UserFormDialog user={editing} isSelf={editing.id === viewer.id} onClose={() => setEditing(null)} />}
      {resettingTwoFactor && (
        <ResetTwoFactorDialog
          user={resettingTwoFactor}
          onClose={() => setResettingTwoFactor(null)}
          fallbackFocusRef={headingRef}
        />
      )}
      {deleting && (
        <DeleteUserDialog
          user={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => list.onDeleted(deleting.id)}
          fallbackFocusRef={headingRef}
        />
      )}
    </Stack>
  );
}
