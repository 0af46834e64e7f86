import { confirmationStories, overPage } from '@touchline/remote-devkit/testing/dialog-stories';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { DeleteUserMutation } from '../hooks/useDeleteUser';
import { sampleUsers } from '../testing/fixtures';
import { DeleteUserDialog } from './DeleteUserDialog';

const meta = {
  component: DeleteUserDialog,
  args: { user: sampleUsers[1], onClose: () => undefined },
  decorators: [overPage('Manage Users')],
} satisfies Meta<typeof DeleteUserDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {};

const deletion = confirmationStories({
  dialogName: 'Delete user',
  request: { query: DeleteUserMutation, variables: { id: sampleUsers[1]!.id } },
  done: { data: { deleteUser: { __typename: 'Message', message: 'User deleted successfully' } } },
});
/** Deleting: the confirmation says it is busy and cannot be closed until the server answers. */
export const Deleting: Story = deletion.Deleting;
/** The deletion failed: the reason inside the confirmation, which stays open to try again. */
export const Failed: Story = deletion.Failed;
