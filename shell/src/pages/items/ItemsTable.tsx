import {
  Badge,
  DeleteRowButton,
  EditRowButton,
  formatDate,
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
} from '@touchline/ui-kit';
import type { Ref } from 'react';
import { styled } from 'styled-components';
import { graphql } from '../../graphql';
import type { ItemsTable_ItemFragment } from '../../graphql/graphql';

/** @public The fragment its screen's query spreads by name; codegen reads it here. */
export const ItemsTableItemFragment = graphql(`
  fragment ItemsTable_item on Item {
    id
    title
    description
    ownerId
    createdAt
  }
`);

type ItemsTableItem = ItemsTable_ItemFragment;

const Title = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

const Description = styled.span`
  display: -webkit-box;
  max-width: 32rem;
  overflow: hidden;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Missing = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const DateCell = styled(Td)`
  white-space: nowrap;
`;

const TitleCell = styled(Td)`
  min-width: 12rem;
`;

export interface ItemsTableProps {
  items: readonly ItemsTableItem[];
  /** The table element: where focus can go when a row's button it was on goes away. */
  ref?: Ref<HTMLTableElement>;
  viewerId: string;
  /** Superusers see everyone's items, so the table says whose each one is. */
  showOwner: boolean;
  onEdit: (item: ItemsTableItem) => void;
  onDelete: (item: ItemsTableItem) => void;
}

function Head({ showOwner }: { showOwner: boolean }) {
  return (
    <THead>
      <Tr>
        <Th scope="col">Title</Th>
        <Th scope="col">Description</Th>
        {showOwner && <Th scope="col">Owner</Th>}
        <Th scope="col">Created</Th>
        <RowActionsHeader />
      </Tr>
    </THead>
  );
}

export function ItemsTable({ items, viewerId, showOwner, onEdit, onDelete, ref }: ItemsTableProps) {
  return (
    <Table ref={ref} tabIndex={-1} isFramed={false} aria-label="Items">
      <Head showOwner={showOwner} />
      <TBody>
        {items.map((item) => (
          <Tr key={item.id} data-row-id={item.id}>
            <TitleCell>
              <Title>{item.title}</Title>
            </TitleCell>
            <Td>{item.description?.trim() ? <Description>{item.description}</Description> : <Missing>—</Missing>}</Td>
            {showOwner && (
              <Td>
                {item.ownerId === viewerId ? (
                  <Badge tone="info">You</Badge>
                ) : (
                  <Text as="span" isMono size="xs" tone="muted" title={item.ownerId}>
                    {item.ownerId.slice(0, 8)}
                  </Text>
                )}
              </Td>
            )}
            <DateCell>
              <Text as="span" tone="muted" size="sm">
                {formatDate(item.createdAt)}
              </Text>
            </DateCell>
            <RowActions>
              <EditRowButton label={`Edit ${item.title}`} onClick={() => onEdit(item)} />
              <DeleteRowButton label={`Delete ${item.title}`} onClick={() => onDelete(item)} />
            </RowActions>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}

/** The table's shape while the first page loads; decorative, the loading region says it is busy. */
export function ItemsTableSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <TableSkeleton
      head={<Head showOwner={false} />}
      rows={rows}
      cells={[{ width: '8rem' }, { width: '16rem' }, { width: '5.5rem' }, { width: '2rem', height: '2rem' }]}
    />
  );
}
