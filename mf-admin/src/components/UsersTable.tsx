import {
  Badge,
  IconButton,
  Inline,
  PencilIcon,
  Table,
  TableSkeleton,
  TBody,
  Td,
  Text,
  Th,
  THead,
  TrashIcon,
  Tr,
  VisuallyHidden,
} from '@touchline/ui-kit';
import { useId, type Ref } from 'react';
import { styled } from 'styled-components';
import { graphql } from '../graphql';
import type { UsersTable_UserFragment } from '../graphql/graphql';

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

export type UsersTableUser = UsersTable_UserFragment;

const NameCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Missing = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const ActionsCell = styled(Td)`
  width: 1%;
  padding-block: 0;
`;

const DateCell = styled(Td)`
  white-space: nowrap;
`;

/** The trash icon reads as destructive on hover, not before: every row has one. */
const DeleteButton = styled(IconButton)`
  &:hover:not(:disabled, [aria-disabled='true']) {
    color: ${({ theme }) => theme.colors.dangerText};
    background: ${({ theme }) => theme.colors.dangerSubtle};
  }
`;

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function formatCreated(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat.format(date);
}

export interface UsersTableProps {
  users: readonly UsersTableUser[];
  /** The signed-in superuser: marked "You", and not offered deletion. */
  viewerId: string;
  onEdit: (user: UsersTableUser) => void;
  onDelete: (user: UsersTableUser) => void;
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
        <Th scope="col">
          <VisuallyHidden>Actions</VisuallyHidden>
        </Th>
      </Tr>
    </THead>
  );
}

/** The bff refuses it with a 403, and the shell ends the session on any 403: never offer it. */
export const SELF_DELETE_REASON = 'You cannot delete your own account: superusers are not allowed to delete themselves.';

/** One page of accounts: who they are, their role and status, and what a superuser may do with each. */
export function UsersTable({ users, viewerId, onEdit, onDelete, ref }: UsersTableProps) {
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
                  {formatCreated(user.createdAt)}
                </Text>
              </DateCell>
              <ActionsCell>
                <Inline gap={1} justify="end">
                  <IconButton size="sm" label={`Edit ${user.email}`} onClick={() => onEdit(user)}>
                    <PencilIcon size={15} />
                  </IconButton>
                  {isViewer ? (
                    // Focusable (aria-disabled, not disabled) so the reason can be read and hovered.
                    <DeleteButton
                      size="sm"
                      label={`Delete ${user.email}`}
                      title={SELF_DELETE_REASON}
                      data-action="delete"
                      aria-disabled="true"
                      aria-describedby={selfDeleteReasonId}
                    >
                      <TrashIcon size={15} />
                    </DeleteButton>
                  ) : (
                    <DeleteButton size="sm" label={`Delete ${user.email}`} data-action="delete" onClick={() => onDelete(user)}>
                      <TrashIcon size={15} />
                    </DeleteButton>
                  )}
                </Inline>
                {isViewer && <VisuallyHidden id={selfDeleteReasonId}>{SELF_DELETE_REASON}</VisuallyHidden>}
              </ActionsCell>
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
