import { MockedProvider } from '@apollo/client/testing/react';
import { Text } from '@touchline/ui-kit';
import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { userEvent, within } from 'storybook/test';
import { sampleItems } from '../../testing/fixtures';
import { ItemFormDialog } from './ItemFormDialog';
import { CreateItemMutation } from './useCreateItem';
import { UpdateItemMutation } from './useUpdateItem';

type Mocks = ComponentProps<typeof MockedProvider>['mocks'];

const meta = {
  title: 'Pages/Items/ItemFormDialog',
  component: ItemFormDialog,
  args: { onClose: () => undefined },
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
} satisfies Meta<typeof ItemFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddItem: Story = {};

export const EditItem: Story = { args: { item: sampleItems[0] } };

const createRequest = { query: CreateItemMutation, variables: { input: { title: 'La Liga odds', description: null } } };

/** The dialog is in a portal: look for it in the whole page, give the item a title and press Save. */
async function addItem(canvasElement: HTMLElement) {
  const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Add item' }));
  await userEvent.type(dialog.getByLabelText(/^Title/), 'La Liga odds');
  await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
  return dialog;
}

/** Saving: the dialog says it is busy and cannot be closed until the server answers. */
export const Saving: Story = {
  parameters: {
    mocks: [
      {
        request: createRequest,
        result: { data: { createItem: { __typename: 'Item', id: 'i-9' } } },
        delay: Number.POSITIVE_INFINITY,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await addItem(canvasElement);
  },
};

/** The server could not be reached: the reason above the form, announced, and the form keeps what was typed. */
export const AddItemFailed: Story = {
  parameters: { mocks: [{ request: createRequest, error: new Error('Failed to fetch') }] },
  play: async ({ canvasElement }) => {
    const dialog = await addItem(canvasElement);
    await dialog.findByRole('alert');
  },
};

/** An edit the server refused (the item was deleted meanwhile): the reason inside the dialog. */
export const EditItemFailed: Story = {
  args: { item: sampleItems[1] },
  parameters: {
    mocks: [
      {
        request: {
          query: UpdateItemMutation,
          variables: { id: sampleItems[1]!.id, input: { title: 'Transfer shortlist', description: null } },
        },
        result: { errors: [{ message: 'Item not found', extensions: { code: 'NOT_FOUND', status: 404 } }] },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Edit item' }));
    const title = dialog.getByLabelText(/^Title/);
    await userEvent.clear(title);
    await userEvent.type(title, 'Transfer shortlist');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await dialog.findByRole('alert');
  },
};
