import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Card } from '@touchline/ui-kit';
import { DataTable, DataTableSkeleton, DateTd, type DataColumn } from './DataTable';
import { DeleteRowButton, EditRowButton, ROW_ACTIONS_COLUMN, RowActions } from './RowActions';
import { Td } from './Table';

interface Item {
  id: string;
  title: string;
  createdAt: string;
}

const columns: readonly DataColumn[] = [
  { head: 'Title', placeholder: { width: '8rem' } },
  { head: 'Created', placeholder: { width: '5.5rem' } },
  ROW_ACTIONS_COLUMN,
];

const items: readonly Item[] = [
  { id: '1', title: 'Match-day notes', createdAt: '2026-03-02T09:00:00Z' },
  { id: '2', title: 'Transfer watch list', createdAt: '2026-02-28T17:30:00Z' },
];

function ItemsTable() {
  return (
    <DataTable label="Items" columns={columns} rows={items} rowKey={(item) => item.id}>
      {(item) => (
        <>
          <Td>{item.title}</Td>
          <DateTd iso={item.createdAt} />
          <RowActions>
            <EditRowButton label={`Edit ${item.title}`} />
            <DeleteRowButton label={`Delete ${item.title}`} />
          </RowActions>
        </>
      )}
    </DataTable>
  );
}

const meta = {
  component: ItemsTable,
  decorators: [(Story) => <Card>{Story()}</Card>],
} satisfies Meta<typeof ItemsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {};

export const Loading: Story = {
  render: () => (
    <div aria-busy="true">
      <DataTableSkeleton columns={columns} rows={3} />
    </div>
  ),
};
