import { Badge, IconButton, Inline, KeyIcon, VisuallyHidden } from '@touchline/ui-kit';
import {
  DataTable,
  DataTableSkeleton,
  DateTd,
  DeleteRowButton,
  EditRowButton,
  MissingValue,
  RowActions,
  ROW_ACTIONS_COLUMN,
  Td,
  type DataColumn,
} from '@touchline/ui-kit/tables';
import { useId, type Ref } from 'react';
import { styled } from 'styled-components';
import { graphql } from '../graphql';
import type { UsersTable_UserFragment } from '../graphql/graphql';

/** @public The fragment its screen's query spreads by name; codegen reads it here. */
export const UsersTableUserFragment = graphql(`
  fragment UsersTable_user on User {
    id
    fullName
    email
    isSuperuser
    isActive
    createdAt
    twoFactorEnabled
  }
`);

type UsersTableUser = UsersTable_UserFragment;

/**
 * An address or a full name may have 255 characters without a space: unbroken, one such widened
 * the table for every row until Role, Status and Created were scrolled out of sight. Each wraps
 * within a column of at most 22rem (at least 12rem, so that a phone does not break it every few
 * letters).
 */
const Wrapping = styled.span`
  display: block;
  min-width: 12rem;
  max-width: 22rem;
  overflow-wrap: anywhere;
`;

const NameCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export interface UsersTableProps {
  users: readonly UsersTableUser[];
  /** The signed-in superuser: marked "You", and not offered deletion. */
  viewerId: string;
  onEdit: (user: UsersTableUser) => void;
  onDelete: (user: UsersTableUser) => void;
  /**
   * Offered for accounts whose two-factor sign-in is on, but not the viewer's own (turned off in
   * Settings, with the password and a code; the server refuses it here).
   */
  onResetTwoFactor?: (user: UsersTableUser) => void;
  /** The table element: where focus can go when a row's button it was on goes away. */
  ref?: Ref<HTMLTableElement>;
}

const COLUMNS: readonly DataColumn[] = [
  { head: 'Full name', placeholder: { width: '9rem' } },
  { head: 'Email', placeholder: { width: '12rem' } },
  { head: 'Role', placeholder: { width: '4.5rem', height: '1.375rem' } },
  { head: 'Status', placeholder: { width: '4rem', height: '1.375rem' } },
  { head: 'Created', placeholder: { width: '5.5rem' } },
  ROW_ACTIONS_COLUMN,
];

/** The bff refuses it with a 403, and the shell ends the session on any 403: never offer it. */
const SELF_DELETE_REASON = 'You cannot delete your own account: superusers are not allowed to delete themselves.';

/** One page of accounts: who they are, their role and status, and what a superuser may do with each. */
export function UsersTable({ users, viewerId, onEdit, onDelete, onResetTwoFactor, ref }: UsersTableProps) {
  const selfDeleteReasonId = useId();
  return (
    <DataTable label="Users" ref={ref} columns={COLUMNS} rows={users} rowKey={(user) => user.id}>
      {(user) => {
        const isViewer = user.id === viewerId;
        return (
          <>
            <Td>
              <NameCell>
                {user.fullName?.trim() ? <Wrapping>{user.fullName}</Wrapping> : <MissingValue />}
                {isViewer && <Badge tone="info">You</Badge>}
              </NameCell>
            </Td>
            <Td>
              <Wrapping>{user.email}</Wrapping>
            </Td>
            <Td>{user.isSuperuser ? <Badge tone="primary">Superuser</Badge> : <Badge tone="neutral">User</Badge>}</Td>
            <Td>
              {/* Active or not, and two-factor sign-in when it is on: side by side, wrapping on a phone. */}
              <Inline gap={1.5} wrap>
                {user.isActive ? (
                  <Badge tone="success" withDot>
                    Active
                  </Badge>
                ) : (
                  <Badge tone="neutral" withDot>
                    Inactive
                  </Badge>
                )}
                {user.twoFactorEnabled && <Badge tone="info">Two-factor</Badge>}
              </Inline>
            </Td>
            <DateTd iso={user.createdAt} />
            <RowActions>
              {onResetTwoFactor && user.twoFactorEnabled && !isViewer && (
                <IconButton
                  size="sm"
                  label={`Reset two-factor sign-in of ${user.email}`}
                  onClick={() => onResetTwoFactor(user)}
                >
                  <KeyIcon size={15} />
                </IconButton>
              )}
              <EditRowButton label={`Edit ${user.email}`} onClick={() => onEdit(user)} />
              {isViewer ? (
                // Focusable (aria-disabled, not disabled) so the reason can be read and hovered.
                <DeleteRowButton
                  label={`Delete ${user.email}`}
                  title={SELF_DELETE_REASON}
                  aria-disabled="true"
                  aria-describedby={selfDeleteReasonId}
                />
              ) : (
                <DeleteRowButton label={`Delete ${user.email}`} onClick={() => onDelete(user)} />
              )}
              {isViewer && <VisuallyHidden id={selfDeleteReasonId}>{SELF_DELETE_REASON}</VisuallyHidden>}
            </RowActions>
          </>
        );
      }}
    </DataTable>
  );
}

/** The table's shape while the first page loads; decorative, so the loading region says it is busy instead. */
export function UsersTableSkeleton({ rows = 5 }: { rows?: number }) {
  return <DataTableSkeleton columns={COLUMNS} rows={rows} />;
}
