import { MockedProvider } from '@apollo/client/testing/react';
import { Text } from '@touchline/ui-kit';
import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { userEvent, within } from 'storybook/test';
import { DeleteItemDialog } from './DeleteItemDialog';
import { sampleItems } from '../../testing/fixtures';
import { DeleteItemMutation } from './useDeleteItem';

type Mocks = ComponentProps<typeof MockedProvider>['mocks'];

const meta = {
  title: 'Pages/Items/DeleteItemDialog',
  component: DeleteItemDialog,
  args: { item: sampleItems[0], onClose: () => undefined },
  parameters: { mocks: [] },
  decorators: [
    (Story, context) => (
      <MockedProvider mocks={context.parameters.mocks as Mocks}>
        <>
          <Text tone="muted">Items</Text>
          {Story()}
        </>
      </MockedProvider>
    ),
  ],
} satisfies Meta<typeof DeleteItemDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {};

const deleteRequest = { query: DeleteItemMutation, variables: { id: sampleItems[0]!.id } };

/** The confirmation is in a portal: look for it in the whole page and press Delete. */
async function pressDelete(canvasElement: HTMLElement) {
  const dialog = within(
    await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Delete item' }),
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
        result: { data: { deleteItem: { __typename: 'Message', message: 'Item deleted successfully' } } },
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
