import { MockedProvider } from '@apollo/client/testing/react';
import { Text } from '@touchline/ui-kit';
import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { userEvent, within } from 'storybook/test';
import { DeleteUserMutation } from '../hooks/useDeleteUser';
import { sampleUsers } from '../testing/fixtures';
import { DeleteUserDialog } from './DeleteUserDialog';

type Mocks = ComponentProps<typeof MockedProvider>['mocks'];

const meta = {
  component: DeleteUserDialog,
  args: { user: sampleUsers[1], onClose: () => undefined },
  parameters: { mocks: [] },
  decorators: [
    (Story, context) => (
      <MockedProvider mocks={context.parameters.mocks as Mocks}>
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

const deleteRequest = { query: DeleteUserMutation, variables: { id: sampleUsers[1]!.id } };

/** The confirmation is in a portal: look for it in the whole page and press Delete. */
async function pressDelete(canvasElement: HTMLElement) {
  const dialog = within(
    await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Delete user' }),
  );
  await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
  return dialog;
}

/** Deleting: the confirmation says it is busy and cannot be closed until the server answers. */
export const Deleting: Story = {
  parameters: {
    mocks: [
      {
        request: deleteRequest,
        result: { data: { deleteUser: { __typename: 'Message', message: 'User deleted successfully' } } },
        delay: Number.POSITIVE_INFINITY,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await pressDelete(canvasElement);
  },
};

/** The deletion failed: the reason inside the confirmation, which stays open to try again. */
export const Failed: Story = {
  parameters: { mocks: [{ request: deleteRequest, error: new Error('Failed to fetch') }] },
  play: async ({ canvasElement }) => {
    const dialog = await pressDelete(canvasElement);
    await dialog.findByRole('alert');
  },
};
