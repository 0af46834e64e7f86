import { fireEvent, within } from '@testing-library/react';
import { describeFormDialogOverMutations } from '@touchline/remote-devkit/testing/form-dialog-over-mutations';
import { CreateUserMutation } from '../hooks/useCreateUser';
import { UpdateUserMutation } from '../hooks/useUpdateUser';
import { sampleUsers } from '../testing/fixtures';
import { UserFormDialog } from './UserFormDialog';

const newUser = {
  email: 'new@example.com',
  fullName: null,
  password: 'long-enough',
  isSuperuser: false,
  isActive: true,
};
const ada = sampleUsers[0]!;
const adaAsEdited = { email: 'grace@example.com', fullName: 'Ada Lovelace', isSuperuser: false, isActive: true };

describeFormDialogOverMutations('UserFormDialog when the server refuses', {
  noun: 'user',
  render: (onClose, editing) => <UserFormDialog user={editing ? ada : undefined} onClose={onClose} />,
  create: {
    fill(dialog) {
      fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: newUser.email } });
      fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: newUser.password } });
      fireEvent.change(within(dialog).getByLabelText(/^Confirm password/), { target: { value: newUser.password } });
    },
    typed: { Email: newUser.email, Password: newUser.password },
    request: { query: CreateUserMutation, variables: { input: newUser } },
    done: { data: { createUser: { __typename: 'User', id: 'u-new', email: newUser.email } } },
    toast: 'User created successfully.',
  },
  edit: {
    label: 'Email',
    value: adaAsEdited.email,
    request: { query: UpdateUserMutation, variables: { id: ada.id, input: adaAsEdited } },
    refusal: 'User with this email already exists',
    status: 409,
  },
});
