import { fireEvent, within } from '@testing-library/react';
import { describeFormDialogOverMutations } from '@touchline/remote-devkit/testing/form-dialog-over-mutations';
import { sampleItems } from '../../testing/fixtures';
import { ItemFormDialog } from './ItemFormDialog';
import { CreateItemMutation } from './useCreateItem';
import { UpdateItemMutation } from './useUpdateItem';

const watchlist = sampleItems[1]!;

describeFormDialogOverMutations('ItemFormDialog when the server refuses', {
  noun: 'item',
  render: (onClose, editing) => <ItemFormDialog item={editing ? watchlist : undefined} onClose={onClose} />,
  create: {
    fill(dialog) {
      fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'La Liga odds' } });
      fireEvent.change(within(dialog).getByLabelText(/^Description/), { target: { value: 'Weekend only' } });
    },
    typed: { Title: 'La Liga odds', Description: 'Weekend only' },
    request: {
      query: CreateItemMutation,
      variables: { input: { title: 'La Liga odds', description: 'Weekend only' } },
    },
    done: { data: { createItem: { __typename: 'Item', id: 'i-9' } } },
    toast: 'Item created successfully.',
  },
  edit: {
    label: 'Title',
    value: 'Renamed',
    request: {
      query: UpdateItemMutation,
      variables: { id: watchlist.id, input: { title: 'Renamed', description: null } },
    },
    refusal: 'Item not found',
    status: 404,
  },
});
