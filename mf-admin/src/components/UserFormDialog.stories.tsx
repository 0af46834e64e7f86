import { overPage, savedFormStory, unanswered, type FillDialog } from '@touchline/remote-devkit/testing/dialog-stories';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { userEvent } from 'storybook/test';
import { CreateUserMutation } from '../hooks/useCreateUser';
import { UpdateUserMutation } from '../hooks/useUpdateUser';
import { firstUserWithTakenEmail, newUserInput, sampleUsers, viewerRow } from '../testing/fixtures';
import { UserFormDialog } from './UserFormDialog';

const meta = {
  component: UserFormDialog,
  args: { onClose: () => undefined },
  decorators: [overPage('Manage Users')],
} satisfies Meta<typeof UserFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddUser: Story = {};

export const EditUser: Story = { args: { user: sampleUsers[0] } };

/** A superuser editing their own account keeps their role, status and password. */
export const EditYourself: Story = { args: { user: viewerRow, isSelf: true } };

const createRequest = { query: CreateUserMutation, variables: { input: newUserInput } };

const fillInNewUser: FillDialog = async (dialog) => {
  await userEvent.type(dialog.getByLabelText(/^Email/), newUserInput.email);
  await userEvent.type(dialog.getByLabelText(/^Password/), newUserInput.password);
  await userEvent.type(dialog.getByLabelText(/^Confirm password/), newUserInput.password);
};

/** Saving: the dialog says it is busy and cannot be closed until the server answers. */
export const Saving: Story = savedFormStory({
  dialogName: 'Add user',
  fill: fillInNewUser,
  mocks: [
    unanswered({
      request: createRequest,
      result: { data: { createUser: { __typename: 'User', id: 'u-new', email: newUserInput.email } } },
    }),
  ],
});

/** The server refused: its reason above the form, announced, and the form keeps what was typed. */
export const AddUserFailed: Story = savedFormStory({
  dialogName: 'Add user',
  fill: fillInNewUser,
  mocks: [
    {
      request: createRequest,
      result: {
        errors: [
          {
            message: 'The user with this email already exists in the system.',
            extensions: { code: 'BAD_REQUEST', status: 400 },
          },
        ],
      },
    },
  ],
  expectsRefusal: true,
});

/** An edit the server refused (the e-mail belongs to someone else): the reason inside the dialog. */
export const EditUserFailed: Story = {
  args: { user: sampleUsers[0] },
  ...savedFormStory({
    dialogName: 'Edit user',
    mocks: [
      {
        request: {
          query: UpdateUserMutation,
          variables: {
            id: sampleUsers[0]!.id,
            input: firstUserWithTakenEmail,
          },
        },
        result: {
          errors: [{ message: 'User with this email already exists', extensions: { code: 'CONFLICT', status: 409 } }],
        },
      },
    ],
    fill: async (dialog) => {
      const email = dialog.getByLabelText(/^Email/);
      await userEvent.clear(email);
      await userEvent.type(email, firstUserWithTakenEmail.email);
    },
    expectsRefusal: true,
  }),
};
