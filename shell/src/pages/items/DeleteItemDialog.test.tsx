import { describeConfirmationOverMutation } from '@touchline/remote-devkit/testing/confirmation-over-mutation';
import { sampleItems } from '../../testing/fixtures';
import { DeleteItemDialog } from './DeleteItemDialog';
import { DeleteItemMutation } from './useDeleteItem';

const item = sampleItems[0]!;

describeConfirmationOverMutation('DeleteItemDialog', {
  dialogName: 'Delete item',
  confirmLabel: 'Delete',
  render: ({ onClose, onDone }) => <DeleteItemDialog item={item} onClose={onClose} onDeleted={onDone} />,
  request: { query: DeleteItemMutation, variables: { id: item.id } },
  done: { data: { deleteItem: { __typename: 'Message', message: 'Item deleted successfully' } } },
  refusal: {
    message: 'Not enough permissions',
    code: 'BAD_REQUEST',
    status: 400,
  },
  failureHeading: 'The item was not deleted',
  successToast: 'The item was deleted successfully.',
});
