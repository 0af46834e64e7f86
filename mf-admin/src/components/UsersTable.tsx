import {
  Badge,
  DeleteRowButton,
  EditRowButton,
  formatDate,
  IconButton,
  KeyIcon,
  RowActions,
  RowActionsHeader,
  Table,
  TableSkeleton,
  TBody,
  Td,
  Text,
  Th,
  THead,
  Tr,
  VisuallyHidden,
} from '@touchline/ui-kit';
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
  }
`);

type UsersTableUser = UsersTable_UserFragment;

const NameCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Missing = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const DateCell = styled(Td)`
  white-space: nowrap;
`;

export interface UsersTableProps {
  users: readonly UsersTableUser[];
  /** The signed-in superuser: marked "You", and not offered deletion. */
  viewerId: string;
  onEdit: (user: UsersTableUser) => void;
  onDelete: (user: UsersTableUser) => void;
  /** Offered for every account: whether one has two-factor sign-in is the server's to say. */
  onResetTwoFactor?: (user: UsersTableUser) => void;
  /** The table element: where focus can go when a row's button it was on goes away. */
  ref?: Ref<HTMLTableElement>;
}

function Head() {
  return (
    <THead>
      <Tr>
        <Th scope="col">Full name</Th>
        <Th scope="col">Email</Th>
        <Th scope="col">Role</Th>
        <Th scope="col">Status</Th>
        <Th scope="col">Created</Th>
        <RowActionsHeader />
      </Tr>
    </THead>
  );
}

/** The bff refuses it with a 403, and the shell ends the session on any 403: never offer it. */
const SELF_DELETE_REASON = 'You cannot delete your own account: superusers are not allowed to delete themselves.';

/** One page of accounts: who they are, their role and status, and what a superuser may do with each. */
export function UsersTable({ users, viewerId, onEdit, onDelete, onResetTwoFactor, ref }: UsersTableProps) {
  const selfDeleteReasonId = useId();
  return (
    <Table ref={ref} tabIndex={-1} isFramed={false} aria-label="Users">
      <Head />
      <TBody>
        {users.map((user) => {
          const isViewer = user.id === viewerId;
          return (
            <Tr key={user.id} data-row-id={user.id}>
              <Td>
                <NameCell>
                  {user.fullName?.trim() ? user.fullName : <Missing>—</Missing>}
                  {isViewer && <Badge tone="info">You</Badge>}
                </NameCell>
              </Td>
              <Td>{user.email}</Td>
              <Td>{user.isSuperuser ? <Badge tone="primary">Superuser</Badge> : <Badge tone="neutral">User</Badge>}</Td>
              <Td>
                {user.isActive ? (
                  <Badge tone="success" withDot>
                    Active
                  </Badge>
                ) : (
                  <Badge tone="neutral" withDot>
                    Inactive
                  </Badge>
                )}
              </Td>
              <DateCell>
                <Text as="span" tone="muted" size="sm">
                  {formatDate(user.createdAt)}
                </Text>
              </DateCell>
              <RowActions>
                {onResetTwoFactor && (
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
            </Tr>
          );
        })}
      </TBody>
    </Table>
  );
}

/** The table's shape while the first page loads; decorative, so the loading region says it is busy instead. */
export function UsersTableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <TableSkeleton
      head={<Head />}
      rows={rows}
      cells={[
        { width: '9rem' },
        { width: '12rem' },
        { width: '4.5rem', height: '1.375rem' },
        { width: '4rem', height: '1.375rem' },
        { width: '5.5rem' },
        { width: '2rem', height: '2rem' },
      ]}
    />
  );
}
