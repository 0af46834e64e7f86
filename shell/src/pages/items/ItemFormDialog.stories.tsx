import {
  overPage,
  savedFormStory,
  unanswered,
  unreachable,
  type FillDialog,
} from '@touchline/remote-devkit/testing/dialog-stories';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { userEvent } from 'storybook/test';
import { sampleItems } from '../../testing/fixtures';
import { ItemFormDialog } from './ItemFormDialog';
import { CreateItemMutation } from './useCreateItem';
import { UpdateItemMutation } from './useUpdateItem';

const meta = {
  title: 'Pages/Items/ItemFormDialog',
  component: ItemFormDialog,
  args: { onClose: () => undefined },
  decorators: [overPage('Items')],
} satisfies Meta<typeof ItemFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddItem: Story = {};

export const EditItem: Story = { args: { item: sampleItems[0] } };

const createRequest = { query: CreateItemMutation, variables: { input: { title: 'La Liga odds', description: null } } };
const giveTitle: FillDialog = (dialog) => userEvent.type(dialog.getByLabelText(/^Title/), 'La Liga odds');

/** Saving: the dialog says it is busy and cannot be closed until the server answers. */
export const Saving: Story = savedFormStory({
  dialogName: 'Add item',
  fill: giveTitle,
  mocks: [unanswered({ request: createRequest, result: { data: { createItem: { __typename: 'Item', id: 'i-9' } } } })],
});

/** The server could not be reached: the reason above the form, announced, and the form keeps what was typed. */
export const AddItemFailed: Story = savedFormStory({
  dialogName: 'Add item',
  fill: giveTitle,
  mocks: [unreachable(createRequest)],
  expectsRefusal: true,
});

/** An edit the server refused (the item was deleted meanwhile): the reason inside the dialog. */
export const EditItemFailed: Story = {
  args: { item: sampleItems[1] },
  ...savedFormStory({
    dialogName: 'Edit item',
    mocks: [
      {
        request: {
          query: UpdateItemMutation,
          variables: { id: sampleItems[1]!.id, input: { title: 'Transfer shortlist', description: null } },
        },
        result: { errors: [{ message: 'Item not found', extensions: { code: 'NOT_FOUND', status: 404 } }] },
      },
    ],
    fill: async (dialog) => {
      const title = dialog.getByLabelText(/^Title/);
      await userEvent.clear(title);
      await userEvent.type(title, 'Transfer shortlist');
    },
    expectsRefusal: true,
  }),
};
