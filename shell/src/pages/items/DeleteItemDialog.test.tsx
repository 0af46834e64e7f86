import { describe, expect, it, jest } from '@jest/globals';
import type { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRemote } from '@touchline/remote-devkit/testing';
import type { ComponentProps } from 'react';
import { DeleteItemDialog } from './DeleteItemDialog';
import { sampleItems } from '../../testing/fixtures';
import { DeleteItemMutation } from './useDeleteItem';

type Mocks = ComponentProps<typeof MockedProvider>['mocks'];

const item = sampleItems[0]!;
const deleteRequest = { query: DeleteItemMutation, variables: { id: item.id } };
const deleted = { data: { deleteItem: { __typename: 'Message', message: 'Item deleted successfully' } } };

function renderDialog(mocks: Mocks) {
  const onClose = jest.fn();
  const onDeleted = jest.fn();
  renderRemote(<DeleteItemDialog item={item} onClose={onClose} onDeleted={onDeleted} />, { mocks });
  const dialog = screen.getByRole('alertdialog', { name: 'Delete item' });
  return { dialog, onClose, onDeleted };
}

const confirm = (dialog: HTMLElement) =>
  act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));

describe('DeleteItemDialog when the server refuses', () => {
  it("a failed item deletion shows the server's reason inside the confirmation, announced, and keeps it open", async () => {
    const { dialog, onClose, onDeleted } = renderDialog([
      {
        request: deleteRequest,
        result: { errors: [{ message: 'Not enough permissions', extensions: { code: 'BAD_REQUEST', status: 400 } }] },
      },
    ]);
    await confirm(dialog);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The item was not deleted: Not enough permissions',
    );
    // The spec's error toast shows it too, without a second announcement.
    expect(screen.getByText('Something went wrong!')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(onDeleted).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog', { name: 'Delete item' })).toBe(dialog);
  });

  it('drops the reason on a retry, and a retry that works closes with the success toast', async () => {
    const { dialog, onClose, onDeleted } = renderDialog([
      { request: deleteRequest, error: new Error('Failed to fetch') },
      { request: deleteRequest, result: deleted, delay: 30 },
    ]);
    await confirm(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The item was not deleted: Failed to fetch');

    await confirm(dialog);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(await screen.findByText('The item was deleted successfully.')).toBeInTheDocument();
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
