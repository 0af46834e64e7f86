import { MockedProvider } from '@apollo/client/testing/react';
import { Text } from '@touchline/ui-kit';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { sampleUsers, viewerRow } from '../testing/fixtures';
import { UserFormDialog } from './UserFormDialog';

const meta = {
  component: UserFormDialog,
  args: { onClose: () => undefined },
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
} satisfies Meta<typeof UserFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddUser: Story = {};

export const EditUser: Story = { args: { user: sampleUsers[0] } };

/** A superuser editing their own account keeps their role, status and password. */
export const EditYourself: Story = { args: { user: viewerRow, isSelf: true } };
