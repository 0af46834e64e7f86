import { confirmationStories, overPage } from '@touchline/remote-devkit/testing/dialog-stories';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { DeleteItemDialog } from './DeleteItemDialog';
import { sampleItems } from '../../testing/fixtures';
import { DeleteItemMutation } from './useDeleteItem';

const meta = {
  title: 'Pages/Items/DeleteItemDialog',
  component: DeleteItemDialog,
  args: { item: sampleItems[0], onClose: () => undefined },
  decorators: [overPage('Items')],
} satisfies Meta<typeof DeleteItemDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {};

const deletion = confirmationStories({
  dialogName: 'Delete item',
  request: { query: DeleteItemMutation, variables: { id: sampleItems[0]!.id } },
  done: { data: { deleteItem: { __typename: 'Message', message: 'Item deleted successfully' } } },
});
/** Deleting: the confirmation says it is busy and cannot be closed until the server answers. */
export const Deleting: Story = deletion.Deleting;
/** The deletion failed: the reason inside the confirmation, which stays open to try again. */
export const Failed: Story = deletion.Failed;
