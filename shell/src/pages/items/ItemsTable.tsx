import { Badge, Text } from '@touchline/ui-kit';
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

const OWNER: DataColumn = { head: 'Owner', placeholder: { width: '4rem' } };

/** The columns; superusers see everyone's items, so for them the table says whose each one is. */
function columnsOf(showOwner: boolean): readonly DataColumn[] {
  return [
    { head: 'Title', placeholder: { width: '8rem' } },
    { head: 'Description', placeholder: { width: '16rem' } },
    ...(showOwner ? [OWNER] : []),
    { head: 'Created', placeholder: { width: '5.5rem' } },
    ROW_ACTIONS_COLUMN,
  ];
}

export function ItemsTable({ items, viewerId, showOwner, onEdit, onDelete, ref }: ItemsTableProps) {
  return (
    <DataTable label="Items" ref={ref} columns={columnsOf(showOwner)} rows={items} rowKey={(item) => item.id}>
      {(item) => (
        <>
          <TitleCell>
            <Title>{item.title}</Title>
          </TitleCell>
          <Td>{item.description?.trim() ? <Description>{item.description}</Description> : <MissingValue />}</Td>
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
          <DateTd iso={item.createdAt} />
          <RowActions>
            <EditRowButton label={`Edit ${item.title}`} onClick={() => onEdit(item)} />
            <DeleteRowButton label={`Delete ${item.title}`} onClick={() => onDelete(item)} />
          </RowActions>
        </>
      )}
    </DataTable>
  );
}

/** The table's shape while the first page loads; decorative, the loading region says it is busy. */
export function ItemsTableSkeleton({ rows = 4 }: { rows?: number }) {
  return <DataTableSkeleton columns={columnsOf(false)} rows={rows} />;
}
