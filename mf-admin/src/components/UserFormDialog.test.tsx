import { fireEvent, within } from '@testing-library/react';
import { describeFormDialogOverMutations } from '@touchline/remote-devkit/testing/form-dialog-over-mutations';
import { CreateUserMutation } from '../hooks/useCreateUser';
import { UpdateUserMutation } from '../hooks/useUpdateUser';
import { firstUserWithTakenEmail, newUserInput, sampleUsers } from '../testing/fixtures';
import { UserFormDialog } from './UserFormDialog';

const ada = sampleUsers[0]!;

describeFormDialogOverMutations('UserFormDialog when the server refuses', {
  noun: 'user',
  render: (onClose, editing) => <UserFormDialog user={editing ? ada : undefined} onClose={onClose} />,
  create: {
    fill(dialog) {
      fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: newUserInput.email } });
      fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: newUserInput.password } });
      fireEvent.change(within(dialog).getByLabelText(/^Confirm password/), {
        target: { value: newUserInput.password },
      });
    },
    typed: { Email: newUserInput.email, Password: newUserInput.password },
    request: { query: CreateUserMutation, variables: { input: newUserInput } },
    done: { data: { createUser: { __typename: 'User', id: 'u-new', email: newUserInput.email } } },
    toast: 'User created successfully.',
  },
  edit: {
    label: 'Email',
    value: firstUserWithTakenEmail.email,
    request: { query: UpdateUserMutation, variables: { id: ada.id, input: firstUserWithTakenEmail } },
    refusal: 'User with this email already exists',
    status: 409,
  },
});
