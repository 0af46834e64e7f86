import { describe, expect, it, jest } from '@jest/globals';
import type { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRemote } from '@touchline/remote-devkit/testing';
import type { ComponentProps } from 'react';
import { CreateUserMutation } from '../hooks/useCreateUser';
import { UpdateUserMutation } from '../hooks/useUpdateUser';
import { sampleUsers } from '../testing/fixtures';
import { UserFormDialog, type UserFormDialogUser } from './UserFormDialog';

type Mocks = ComponentProps<typeof MockedProvider>['mocks'];

const newUser = {
  email: 'new@example.com',
  fullName: null,
  password: 'long-enough',
  isSuperuser: false,
  isActive: true,
};
const createRequest = { query: CreateUserMutation, variables: { input: newUser } };
const created = { data: { createUser: { __typename: 'User', id: 'u-new', email: newUser.email } } };
const emailTaken = {
  errors: [
    {
      message: 'The user with this email already exists in the system.',
      extensions: { code: 'BAD_REQUEST', status: 400 },
    },
  ],
};

const ada = sampleUsers[0]!;
const adaAsEdited = { email: 'grace@example.com', fullName: 'Ada Lovelace', isSuperuser: false, isActive: true };
const updateRequest = { query: UpdateUserMutation, variables: { id: ada.id, input: adaAsEdited } };

function renderDialog(mocks: Mocks, user?: UserFormDialogUser) {
  const onClose = jest.fn();
  renderRemote(<UserFormDialog user={user} onClose={onClose} />, { mocks });
  const dialog = screen.getByRole('dialog', { name: user ? 'Edit user' : 'Add user' });
  return { onClose, dialog };
}

function fillNewUser(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: newUser.email } });
  fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: newUser.password } });
  fireEvent.change(within(dialog).getByLabelText(/^Confirm password/), { target: { value: newUser.password } });
}

const save = (dialog: HTMLElement) =>
  act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));

describe('UserFormDialog when the server refuses', () => {
  it("a failed user creation shows the server's reason inside the dialog, announced, and keeps it open with what was typed", async () => {
    const { dialog, onClose } = renderDialog([{ request: createRequest, result: emailTaken }]);
    fillNewUser(dialog);
    act(() => within(dialog).getByRole('button', { name: 'Save' }).focus());
    await save(dialog);

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The user was not created');
    expect(alert).toHaveTextContent('The user with this email already exists in the system.');
    // The spec's error toast shows it too, without a second announcement.
    expect(screen.getByText('Something went wrong!')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add user' })).toBe(dialog);
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue(newUser.email);
    expect(within(dialog).getByLabelText(/^Password/)).toHaveValue(newUser.password);
    // Focus stays in the dialog, on the button that was pressed.
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it("shows a 422's reason (the first detail's msg) inside the dialog", async () => {
    const invalid = {
      errors: [
        {
          message: 'Validation Error',
          extensions: {
            code: 'BAD_USER_INPUT',
            status: 422,
            detail: [{ loc: ['body', 'email'], msg: 'value is not a valid email address' }],
          },
        },
      ],
    };
    const { dialog } = renderDialog([{ request: createRequest, result: invalid }]);
    fillNewUser(dialog);
    await save(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('value is not a valid email address');
  });

  it('drops the reason as soon as a field is edited', async () => {
    const { dialog } = renderDialog([{ request: createRequest, result: emailTaken }]);
    fillNewUser(dialog);
    await save(dialog);
    await within(dialog).findByRole('alert');
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'other@example.com' } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('drops the reason on a retry, and a retry that works closes the dialog with the success toast', async () => {
    const { dialog, onClose } = renderDialog([
      { request: createRequest, error: new Error('Failed to fetch') },
      { request: createRequest, result: created, delay: 30 },
    ]);
    fillNewUser(dialog);
    await save(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to fetch');

    await save(dialog);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(await screen.findByText('User created successfully.')).toBeInTheDocument();
    expect(screen.getByText('Success!')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it("a failed edit shows the server's reason inside the dialog and keeps it open", async () => {
    const { dialog, onClose } = renderDialog(
      [
        {
          request: updateRequest,
          result: {
            errors: [{ message: 'User with this email already exists', extensions: { code: 'CONFLICT', status: 409 } }],
          },
        },
      ],
      ada,
    );
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: adaAsEdited.email } });
    await save(dialog);

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The changes were not saved');
    expect(alert).toHaveTextContent('User with this email already exists');
    // The spec's error toast shows it too, without a second announcement.
    expect(screen.getByText('Something went wrong!')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue(adaAsEdited.email);
  });

  it('is busy while saving: Save spins, and neither Cancel, the close button nor Escape closes it', async () => {
    const { dialog, onClose } = renderDialog([{ request: createRequest, result: created, delay: 50 }]);
    fillNewUser(dialog);
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
