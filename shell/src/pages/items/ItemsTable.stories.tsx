import { inCard } from '@touchline/remote-devkit/testing/story-layout';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { sampleItems } from '../../testing/fixtures';
import { ItemsTable, ItemsTableSkeleton } from './ItemsTable';

const meta = {
  title: 'Pages/Items/ItemsTable',
  component: ItemsTable,
  args: { items: sampleItems, viewerId: '1', showOwner: false, onEdit: () => undefined, onDelete: () => undefined },
  decorators: [inCard],
} satisfies Meta<typeof ItemsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OwnItems: Story = {};

export const WithOwners: Story = { args: { showOwner: true } };

export const Loading: Story = { render: () => <ItemsTableSkeleton /> };
