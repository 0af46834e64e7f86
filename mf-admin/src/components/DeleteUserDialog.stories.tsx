import { MockedProvider } from '@apollo/client/testing/react';
import { Text } from '@touchline/ui-kit';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { sampleUsers } from '../testing/fixtures';
import { DeleteUserDialog } from './DeleteUserDialog';

const meta = {
  component: DeleteUserDialog,
  args: { user: sampleUsers[1], onClose: () => undefined },
  decorators: [
    (Story) => (
      <MockedProvider mocks={[]}>
        <>
          <Text tone="muted">Manage Users</Text>
          {Story()}
        </>
      </MockedProvider>
    ),
  ],
} satisfies Meta<typeof DeleteUserDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {};
