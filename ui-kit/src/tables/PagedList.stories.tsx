import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { EmptyState } from '@touchline/ui-kit';
import { PagedList } from './PagedList';
import { Table, TBody, Td, Th, THead, Tr } from './Table';
import { TableSkeleton } from './TableSkeleton';
import { usePagedList } from './usePagedList';

const rows = Array.from({ length: 3 }, (_, index) => ({ id: String(index + 1), title: `Item ${index + 1}` }));

function Example({
  page,
  count,
  isLoading = false,
  error,
}: {
  page: number;
  count: number;
  isLoading?: boolean;
  error?: unknown;
}) {
  const list = usePagedList({
    page,
    pageSize: 3,
    data: isLoading || error ? undefined : { count, data: page === 1 ? rows.slice(0, count) : [] },
    isLoading,
    goToPage: () => {},
  });
  const label = (n: number) => (n === 1 ? 'item' : 'items');
  return (
    <PagedList
      list={list}
      title="Your items"
      description={(n) => `${n} ${label(n)}, newest first.`}
      loadingDescription="Loading items…"
      itemLabel={label}
      pageHref={(n) => `?page=${n}`}
      error={error}
      onRetry={() => {}}
      loadErrorTitle="Your items could not be loaded"
      skeleton={<TableSkeleton head={null} rows={3} cells={[{ width: '10rem' }]} />}
      empty={<EmptyState title="You don't have any items yet" />}
    >
      {(page) => (
        <Table ref={list.tableRef} isFramed={false} aria-label="Items">
          <THead>
            <Tr>
              <Th scope="col">Title</Th>
            </Tr>
          </THead>
          <TBody>
            {page.map((row) => (
              <Tr key={row.id} data-row-id={row.id}>
                <Td>{row.title}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
    </PagedList>
  );
}

const meta = {
  component: Example,
  args: { page: 1, count: 3 },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnePage: Story = {};
export const PastTheEnd: Story = { args: { page: 4, count: 3 } };
export const Empty: Story = { args: { count: 0 } };
export const Loading: Story = { args: { isLoading: true } };
export const LoadFailed: Story = { args: { error: new Error('Internal server error') } };
