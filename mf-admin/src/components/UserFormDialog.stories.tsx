import { MockedProvider } from '@apollo/client/testing/react';
import { Text } from '@touchline/ui-kit';
import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { userEvent, within } from 'storybook/test';
import { CreateUserMutation } from '../hooks/useCreateUser';
import { UpdateUserMutation } from '../hooks/useUpdateUser';
import { sampleUsers, viewerRow } from '../testing/fixtures';
import { UserFormDialog } from './UserFormDialog';

type Mocks = ComponentProps<typeof MockedProvider>['mocks'];

const meta = {
  component: UserFormDialog,
  args: { onClose: () => undefined },
  parameters: { mocks: [] },
  decorators: [
    (Story, context) => (
      <MockedProvider mocks={context.parameters.mocks as Mocks}>
        <>
          <Text tone="muted">Manage Users</Text>
          {Story()}
        </>
      </MockedProvider>
    ),
  ],
} satisfies Meta<typeof UserFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddUser: Story = {};

export const EditUser: Story = { args: { user: sampleUsers[0] } };

/** A superuser editing their own account keeps their role, status and password. */
export const EditYourself: Story = { args: { user: viewerRow, isSelf: true } };

const newUser = {
  email: 'new@example.com',
  fullName: null,
  password: 'long-enough',
  isSuperuser: false,
  isActive: true,
};
const createRequest = { query: CreateUserMutation, variables: { input: newUser } };

/** The dialog is in a portal: look for it in the whole page, fill in a new user and press Save. */
async function addNewUser(canvasElement: HTMLElement) {
  const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Add user' }));
  await userEvent.type(dialog.getByLabelText(/^Email/), newUser.email);
  await userEvent.type(dialog.getByLabelText(/^Password/), newUser.password);
  await userEvent.type(dialog.getByLabelText(/^Confirm password/), newUser.password);
  await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
  return dialog;
}

/** Saving: the dialog says it is busy and cannot be closed until the server answers. */
export const Saving: Story = {
  parameters: {
    mocks: [
      {
        request: createRequest,
        result: { data: { createUser: { __typename: 'User', id: 'u-new', email: newUser.email } } },
        delay: Number.POSITIVE_INFINITY,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await addNewUser(canvasElement);
  },
};

/** The server refused: its reason above the form, announced, and the form keeps what was typed. */
export const AddUserFailed: Story = {
  parameters: {
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
  },
  play: async ({ canvasElement }) => {
    const dialog = await addNewUser(canvasElement);
    await dialog.findByRole('alert');
  },
};

/** An edit the server refused (the e-mail belongs to someone else): the reason inside the dialog. */
export const EditUserFailed: Story = {
  args: { user: sampleUsers[0] },
  parameters: {
    mocks: [
      {
        request: {
          query: UpdateUserMutation,
          variables: {
            id: sampleUsers[0]!.id,
            input: { email: 'grace@example.com', fullName: 'Ada Lovelace', isSuperuser: false, isActive: true },
          },
        },
        result: {
          errors: [{ message: 'User with this email already exists', extensions: { code: 'CONFLICT', status: 409 } }],
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Edit user' }));
    const email = dialog.getByLabelText(/^Email/);
    await userEvent.clear(email);
    await userEvent.type(email, 'grace@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await dialog.findByRole('alert');
  },
};
