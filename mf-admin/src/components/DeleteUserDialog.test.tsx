import { describe, expect, it, jest } from '@jest/globals';
import type { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRemote } from '@touchline/remote-devkit/testing';
import type { ComponentProps } from 'react';
import { DeleteUserMutation } from '../hooks/useDeleteUser';
import { sampleUsers } from '../testing/fixtures';
import { DeleteUserDialog } from './DeleteUserDialog';

type Mocks = ComponentProps<typeof MockedProvider>['mocks'];

const grace = sampleUsers.find((user) => user.id === 'u-3')!;
const deleteRequest = { query: DeleteUserMutation, variables: { id: grace.id } };
const deleted = { data: { deleteUser: { __typename: 'Message', message: 'User deleted successfully' } } };

function renderDialog(mocks: Mocks) {
  const onClose = jest.fn();
  const onDeleted = jest.fn();
  renderRemote(<DeleteUserDialog user={grace} onClose={onClose} onDeleted={onDeleted} />, { mocks });
  const dialog = screen.getByRole('alertdialog', { name: 'Delete user' });
  return { dialog, onClose, onDeleted };
}

const confirm = (dialog: HTMLElement) =>
  act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));

describe('DeleteUserDialog when the server refuses', () => {
  it("a failed user deletion shows the server's reason inside the confirmation, announced, and keeps it open", async () => {
    const { dialog, onClose, onDeleted } = renderDialog([
      {
        request: deleteRequest,
        result: { errors: [{ message: 'User not found', extensions: { code: 'NOT_FOUND', status: 404 } }] },
      },
    ]);
    await confirm(dialog);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The user was not deleted: User not found');
    // The spec's error toast shows it too, without a second announcement.
    expect(screen.getByText('Something went wrong!')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(onDeleted).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog', { name: 'Delete user' })).toBe(dialog);
  });

  it('drops the reason on a retry, and a retry that works closes with the success toast', async () => {
    const { dialog, onClose, onDeleted } = renderDialog([
      { request: deleteRequest, error: new Error('Failed to fetch') },
      { request: deleteRequest, result: deleted, delay: 30 },
    ]);
    await confirm(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The user was not deleted: Failed to fetch');

    await confirm(dialog);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(await screen.findByText('The user was deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onDeleted).toHaveBeenCalledTimes(1);
  });

  it('is busy while deleting: Delete spins, and neither Cancel nor Escape closes it', async () => {
    const { dialog, onClose } = renderDialog([{ request: deleteRequest, result: deleted, delay: 50 }]);
    const deleteButton = within(dialog).getByRole('button', { name: 'Delete' });
    act(() => deleteButton.focus());
    fireEvent.click(deleteButton);

    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(deleteButton).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(deleteButton, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
