import { inCard } from '@touchline/remote-devkit/testing/story-layout';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { adminViewer, sampleUsers } from '../testing/fixtures';
import { UsersTable, UsersTableSkeleton } from './UsersTable';

const meta = {
  component: UsersTable,
  args: { users: sampleUsers, viewerId: adminViewer.id, onEdit: () => undefined, onDelete: () => undefined },
  decorators: [inCard],
} satisfies Meta<typeof UsersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Users: Story = {};

export const Loading: Story = { render: () => <UsersTableSkeleton /> };
