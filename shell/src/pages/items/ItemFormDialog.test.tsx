import { describe, expect, it, jest } from '@jest/globals';
import type { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRemote } from '@touchline/remote-devkit/testing';
import type { ComponentProps } from 'react';
import { sampleItems } from '../../testing/fixtures';
import { ItemFormDialog, type ItemFormDialogItem } from './ItemFormDialog';
import { CreateItemMutation } from './useCreateItem';
import { UpdateItemMutation } from './useUpdateItem';

type Mocks = ComponentProps<typeof MockedProvider>['mocks'];

const createRequest = {
  query: CreateItemMutation,
  variables: { input: { title: 'La Liga odds', description: 'Weekend only' } },
};
const created = { data: { createItem: { __typename: 'Item', id: 'i-9' } } };
const watchlist = sampleItems[1]!;
const updateRequest = {
  query: UpdateItemMutation,
  variables: { id: watchlist.id, input: { title: 'Renamed', description: null } },
};

function renderDialog(mocks: Mocks, item?: ItemFormDialogItem) {
  const onClose = jest.fn();
  renderRemote(<ItemFormDialog item={item} onClose={onClose} />, { mocks });
  const dialog = screen.getByRole('dialog', { name: item ? 'Edit item' : 'Add item' });
  return { onClose, dialog };
}

function fillNewItem(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'La Liga odds' } });
  fireEvent.change(within(dialog).getByLabelText(/^Description/), { target: { value: 'Weekend only' } });
}

const save = (dialog: HTMLElement) =>
  act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));

describe('ItemFormDialog when the server refuses', () => {
  it("a failed item creation shows the server's reason inside the dialog, announced, and keeps it open with what was typed", async () => {
    const { dialog, onClose } = renderDialog([
      {
        request: createRequest,
        result: {
          errors: [
            {
              message: 'Validation Error',
              extensions: {
                code: 'BAD_USER_INPUT',
                status: 422,
                detail: [{ loc: ['body', 'title'], msg: 'String should have at most 255 characters' }],
              },
            },
          ],
        },
      },
    ]);
    fillNewItem(dialog);
    act(() => within(dialog).getByRole('button', { name: 'Save' }).focus());
    await save(dialog);

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The item was not created');
    expect(alert).toHaveTextContent('String should have at most 255 characters');
    // The spec's error toast shows it too, without a second announcement.
    expect(screen.getByText('Something went wrong!')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add item' })).toBe(dialog);
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('La Liga odds');
    expect(within(dialog).getByLabelText(/^Description/)).toHaveValue('Weekend only');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('drops the reason as soon as a field is edited', async () => {
    const { dialog } = renderDialog([{ request: createRequest, error: new Error('Failed to fetch') }]);
    fillNewItem(dialog);
    await save(dialog);
    await within(dialog).findByRole('alert');
    fireEvent.change(within(dialog).getByLabelText(/^Description/), { target: { value: 'Weekends' } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('drops the reason on a retry, and a retry that works closes the dialog with the success toast', async () => {
    const { dialog, onClose } = renderDialog([
      { request: createRequest, error: new Error('Failed to fetch') },
      { request: createRequest, result: created, delay: 30 },
    ]);
    fillNewItem(dialog);
    await save(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to fetch');

    await save(dialog);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(await screen.findByText('Item created successfully.')).toBeInTheDocument();
    expect(screen.getByText('Success!')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it("a failed edit shows the server's reason inside the dialog and keeps it open", async () => {
    const { dialog, onClose } = renderDialog(
      [
        {
          request: updateRequest,
          result: { errors: [{ message: 'Item not found', extensions: { code: 'NOT_FOUND', status: 404 } }] },
        },
      ],
      watchlist,
    );
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Renamed' } });
    await save(dialog);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The changes were not savedItem not found');
    // The spec's error toast shows it too, without a second announcement.
    expect(screen.getByText('Something went wrong!')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Renamed');
  });

  it('is busy while saving: Save spins, and neither Cancel, the close button nor Escape closes it', async () => {
    const { dialog, onClose } = renderDialog([{ request: createRequest, result: created, delay: 50 }]);
    fillNewItem(dialog);
    const saveButton = within(dialog).getByRole('button', { name: 'Save' });
    act(() => saveButton.focus());
    fireEvent.click(saveButton);

    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(saveButton).toHaveAttribute('aria-busy', 'true');
    expect(saveButton).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(saveButton, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
