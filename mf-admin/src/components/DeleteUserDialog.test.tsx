import { describeConfirmationOverMutation } from '@touchline/remote-devkit/testing/confirmation-over-mutation';
import { DeleteUserMutation } from '../hooks/useDeleteUser';
import { sampleUsers } from '../testing/fixtures';
import { DeleteUserDialog } from './DeleteUserDialog';

const grace = sampleUsers.find((user) => user.id === 'u-3')!;

describeConfirmationOverMutation('DeleteUserDialog', {
  dialogName: 'Delete user',
  confirmLabel: 'Delete',
  render: ({ onClose, onDone }) => <DeleteUserDialog user={grace} onClose={onClose} onDeleted={onDone} />,
  request: { query: DeleteUserMutation, variables: { id: grace.id } },
  done: { data: { deleteUser: { __typename: 'Message', message: 'User deleted successfully' } } },
  refusal: {
    message: 'User not found',
    code: 'NOT_FOUND',
    status: 404,
  },
  failureHeading: 'The user was not deleted',
  successToast: 'The user was deleted successfully.',
});
