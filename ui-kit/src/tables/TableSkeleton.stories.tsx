import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Card, CardHeader, CardTitle, Skeleton, Stack, VisuallyHidden } from '@touchline/ui-kit';
import { Th, THead, Tr } from './Table';
import { TableSkeleton } from './TableSkeleton';

const keysHead = (
  <THead>
    <Tr>
      <Th scope="col">Name</Th>
      <Th scope="col">Key</Th>
      <Th scope="col">Created</Th>
      <Th scope="col">Status</Th>
      <Th scope="col">
        <VisuallyHidden>Actions</VisuallyHidden>
      </Th>
    </Tr>
  </THead>
);

const meta = {
  component: TableSkeleton,
  args: {
    head: keysHead,
    rows: 3,
    cells: [
      { width: '9rem' },
      { width: '7.5rem', height: '1.4rem' },
      { width: '5.5rem' },
      { width: '4rem', height: '1.375rem' },
      { width: '2rem', height: '2rem' },
    ],
  },
  decorators: [(Story) => <div aria-busy="true">{Story()}</div>],
} satisfies Meta<typeof TableSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ApiKeys: Story = {};

export const NumbersAndTwoLineCells: Story = {
  args: {
    head: (
      <THead>
        <Tr>
          <Th scope="col">Key</Th>
          <Th scope="col" style={{ textAlign: 'right' }}>
            Calls
          </Th>
          <Th scope="col">Last used</Th>
        </Tr>
      </THead>
    ),
    cells: [
      <Stack gap={1}>
        <Skeleton width="8rem" />
        <Skeleton width="6rem" height="0.75rem" />
      </Stack>,
      { width: '3rem', align: 'end' },
      { width: '5rem' },
    ],
  },
  render: (args) => (
    <Card>
      <CardHeader>
        <CardTitle>Usage per key</CardTitle>
      </CardHeader>
      <TableSkeleton {...args} />
    </Card>
  ),
};
