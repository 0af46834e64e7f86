import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRemote, superuser, testShell } from '@touchline/remote-devkit/testing';
import { parseSearch } from '@touchline/shell-contract';
import { useLocation } from 'react-router';
import { CreateUserMutation } from '../hooks/useCreateUser';
import { DeleteUserMutation } from '../hooks/useDeleteUser';
import { UpdateUserMutation } from '../hooks/useUpdateUser';
import { normalUser, sampleUsers, userFixture, usersPageMock, viewerRow } from '../testing/fixtures';
import { Location, openRowAction, renderAdmin, rowOf, usersTable } from '../testing/renderAdmin';
import { AdminPage } from './AdminPage';

/** As the shell renders it: the page comes from the address, so moving pages re-renders with the new one. */
function RoutedAdmin() {
  const location = useLocation();
  return (
    <AdminPage
      search={parseSearch('/admin', new URLSearchParams(location.search))}
      shell={testShell({ viewer: superuser })}
    />
  );
}

describe('/admin for a normal user', () => {
  it('explains that superuser rights are needed and never asks for the user list', async () => {
    // No mocks: a `users` query would fail the test with an unmatched-request error on screen.
    renderAdmin({ viewer: normalUser, mocks: [] });
    expect(screen.getByRole('heading', { level: 2, name: 'You need superuser rights' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add user' })).toBeNull();
  });
});

describe('/admin for a superuser', () => {
  it('shows a loading table until the signed-in user is known', () => {
    renderAdmin({ viewer: null, mocks: [] });
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeInTheDocument();
    expect(screen.getByLabelText('Users')).toHaveAttribute('aria-busy', 'true');
  });

  it('says the signed-in user could not be read, with Try again, instead of loading forever', () => {
    const retry = jest.fn();
    // No mocks: nothing may be asked for while it is unknown whether this is a superuser.
    renderRemote(
      <AdminPage
        search={{ page: 1 }}
        shell={testShell({
          viewer: null,
          viewerStatus: { isLoading: false, error: new Error('Failed to fetch'), retry },
        })}
      />,
      { mocks: [], path: '/admin' },
    );
    expect(screen.getByRole('heading', { name: 'Your account could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch')).toBeInTheDocument();
    expect(screen.queryByLabelText('Users')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows the loading table again while the signed-in user is read again', () => {
    renderRemote(
      <AdminPage
        search={{ page: 1 }}
        shell={testShell({ viewer: null, viewerStatus: { isLoading: true, error: undefined, retry: () => undefined } })}
      />,
      { mocks: [], path: '/admin' },
    );
    expect(screen.getByLabelText('Users')).toHaveAttribute('aria-busy', 'true');
  });

  it('lists the page of users with their role, status and creation date, and marks the viewer', async () => {
    renderAdmin();
    await usersTable();
    expect(within(rowOf('ada@example.com')).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(rowOf('ada@example.com')).getByText('User')).toBeInTheDocument();
    expect(within(rowOf('ada@example.com')).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf('ada@example.com')).getByText('Nov 3, 2026')).toBeInTheDocument();
    expect(within(rowOf('grace@example.com')).getByText('Inactive')).toBeInTheDocument();
    expect(within(rowOf('linus@example.com')).getByText('Superuser')).toBeInTheDocument();
    expect(within(rowOf('admin@example.com')).getByText('You')).toBeInTheDocument();
    expect(screen.getByText('4 accounts in total.')).toBeInTheDocument();
  });

  it('reads the page from the address and moves between pages through it', async () => {
    const secondPage = Array.from({ length: 10 }, (_, index) =>
      userFixture({ id: `p2-${index}`, email: `p2-${index}@example.com` }),
    );
    renderAdmin({ page: 2, mocks: [usersPageMock({ page: 2, users: secondPage, count: 25 })] });
    await usersTable();
    expect(screen.getByText('Showing 11–20 of 25 users')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin?page=3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin?page=1');
  });

  it('offers the way back from a page past the end, with no pager to contradict it', async () => {
    renderAdmin({ page: 7, mocks: [usersPageMock({ page: 7, users: [], count: 12 })] });
    expect(await screen.findByText('There is no page 7')).toBeInTheDocument();
    expect(screen.queryByText(/Page 7 of/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    const toLastPage = screen.getByRole('link', { name: 'Go to page 2' });
    expect(toLastPage).toHaveAttribute('href', '/admin?page=2');
    fireEvent.click(toLastPage);
    expect(screen.getByTestId('location')).toHaveTextContent('/admin?page=2');
  });

  it('says "user", not "users", when there is one', async () => {
    renderAdmin({ mocks: [usersPageMock({ users: [viewerRow] })] });
    await usersTable();
    expect(screen.getByText('Showing 1–1 of 1 user')).toBeInTheDocument();
    expect(screen.getByText('1 account in total.')).toBeInTheDocument();
  });

  it('adds a user after checking every field, then confirms with Success!', async () => {
    const created = userFixture({ id: 'u-new', email: 'new@example.com', fullName: 'New Person' });
    renderAdmin({
      mocks: [
        usersPageMock(),
        {
          request: {
            query: CreateUserMutation,
            variables: {
              input: {
                email: 'new@example.com',
                fullName: 'New Person',
                password: 'long-enough',
                isSuperuser: true,
                isActive: true,
              },
            },
          },
          result: { data: { createUser: { __typename: 'User', id: created.id, email: created.email } } },
        },
      ],
    });
    await usersTable();
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = screen.getByRole('dialog', { name: 'Add user' });

    for (const label of [/^Email/, /^Password/, /^Confirm password/])
      fireEvent.blur(within(dialog).getByLabelText(label));
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password confirmation is required')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'not-an-email' } });
    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'short' } });
    fireEvent.change(within(dialog).getByLabelText(/^Confirm password/), { target: { value: 'different' } });
    expect(within(dialog).getByText('Invalid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('The passwords do not match')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'x'.repeat(129) } });
    expect(within(dialog).getByText('Password must be at most 128 characters')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: ' new@example.com ' } });
    fireEvent.change(within(dialog).getByLabelText('Full name'), { target: { value: 'New Person' } });
    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'long-enough' } });
    fireEvent.change(within(dialog).getByLabelText(/^Confirm password/), { target: { value: 'long-enough' } });
    fireEvent.click(within(dialog).getByLabelText('Is superuser?'));
    expect(within(dialog).getByLabelText('Is active?')).toBeChecked();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));

    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(screen.getByText('User created successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lets each password field be shown while typing it, by a toggle named after it', async () => {
    renderAdmin();
    await usersTable();
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = within(screen.getByRole('dialog'));
    const password = dialog.getByLabelText(/^Password/);
    const confirmation = dialog.getByLabelText(/^Confirm password/);
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.click(dialog.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(confirmation).toHaveAttribute('type', 'password');
    fireEvent.click(dialog.getByRole('button', { name: 'Show password confirmation' }));
    expect(confirmation).toHaveAttribute('type', 'text');
  });

  it("edits a user, and shows the bff's message inside the dialog, which stays open, when the e-mail is taken", async () => {
    renderAdmin({
      mocks: [
        usersPageMock(),
        {
          request: {
            query: UpdateUserMutation,
            variables: {
              id: 'u-2',
              input: { email: 'grace@example.com', fullName: 'Ada Lovelace', isSuperuser: false, isActive: true },
            },
          },
          result: {
            errors: [{ message: 'User with this email already exists', extensions: { code: 'CONFLICT', status: 409 } }],
          },
        },
        {
          request: {
            query: UpdateUserMutation,
            variables: {
              id: 'u-2',
              input: { email: 'ada@example.com', fullName: 'Ada King', isSuperuser: false, isActive: true },
            },
          },
          result: { data: { updateUser: { ...sampleUsers[0], fullName: 'Ada King' } } },
        },
      ],
    });
    await usersTable();
    await openRowAction('ada@example.com', 'Edit');
    const dialog = screen.getByRole('dialog', { name: 'Edit user' });
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue('ada@example.com');
    expect(within(dialog).getByLabelText(/^New password/)).not.toBeRequired();

    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'grace@example.com' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The changes were not savedUser with this email already exists',
    );
    // The spec's error toast shows it too, without a second announcement.
    expect(screen.getByText('Something went wrong!')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Edit user' })).toBe(dialog);
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue('grace@example.com');

    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Full name'), { target: { value: 'Ada King' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    expect(await screen.findByText('User updated successfully.')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('ada@example.com')).getByText('Ada King')).toBeInTheDocument());
  });

  it('keeps a superuser from changing their own role, status or password here', async () => {
    renderAdmin();
    await usersTable();
    await openRowAction('admin@example.com', 'Edit');
    const dialog = screen.getByRole('dialog', { name: 'Edit user' });
    expect(within(dialog).getByLabelText('Is superuser?')).toBeDisabled();
    expect(within(dialog).getByLabelText('Is active?')).toBeDisabled();
    expect(within(dialog).queryByLabelText(/^New password/)).toBeNull();
    expect(within(dialog).getByText(/You cannot change your own role/)).toBeInTheDocument();
  });

  it('deletes a user after confirmation', async () => {
    renderAdmin({
      mocks: [
        usersPageMock(),
        {
          request: { query: DeleteUserMutation, variables: { id: 'u-3' } },
          result: { data: { deleteUser: { __typename: 'Message', message: 'User deleted successfully' } } },
        },
        usersPageMock({ users: sampleUsers.filter((user) => user.id !== 'u-3') }),
      ],
    });
    await usersTable();
    await openRowAction('grace@example.com', 'Delete');
    const dialog = screen.getByRole('alertdialog', { name: 'Delete user' });
    expect(dialog).toHaveTextContent('Grace Hopper (grace@example.com) will be deleted');
    // What goes with the account, as the account's own Danger zone says it.
    expect(dialog).toHaveTextContent('usage history');
    expect(dialog).toHaveTextContent('subscription is cancelled at once');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect(await screen.findByText('The user was deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('does not let a superuser delete themselves, and says why', async () => {
    renderAdmin({ mocks: [usersPageMock({ users: [viewerRow] })] });
    await usersTable();
    const deleteSelf = screen.getByRole('button', { name: 'Delete admin@example.com' });
    expect(deleteSelf).toHaveAttribute('aria-disabled', 'true');
    expect(deleteSelf).toHaveAccessibleDescription(/superusers are not allowed to delete themselves/);
    expect(deleteSelf).toHaveAttribute('title', expect.stringContaining('You cannot delete your own account'));
    fireEvent.click(deleteSelf);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('moves focus to the next row’s Delete button once a user is deleted, not to <body>', async () => {
    renderAdmin({
      mocks: [
        { ...usersPageMock(), maxUsageCount: 1 },
        {
          request: { query: DeleteUserMutation, variables: { id: 'u-3' } },
          result: { data: { deleteUser: { __typename: 'Message', message: 'User deleted successfully' } } },
        },
        usersPageMock({ users: sampleUsers.filter((user) => user.id !== 'u-3') }),
      ],
    });
    await usersTable();
    const remove = screen.getByRole('button', { name: 'Delete grace@example.com' });
    act(() => remove.focus());
    fireEvent.click(remove);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete user' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete linus@example.com' })).toHaveFocus());
  });

  it('moves focus to the table of the page before when the last user of a later page is deleted', async () => {
    const firstPage = Array.from({ length: 10 }, (_, index) =>
      userFixture({ id: `p1-${index}`, email: `p1-${index}@example.com` }),
    );
    const last = userFixture({ id: 'u-11', email: 'eleventh@example.com' });
    renderRemote(
      <>
        <RoutedAdmin />
        <Location />
      </>,
      {
        path: '/admin?page=2',
        isNavigationInTransition: false,
        mocks: [
          { ...usersPageMock({ page: 2, users: [last], count: 11 }), maxUsageCount: 1 },
          {
            request: { query: DeleteUserMutation, variables: { id: 'u-11' } },
            result: { data: { deleteUser: { __typename: 'Message', message: 'User deleted successfully' } } },
          },
          usersPageMock({ page: 2, users: [], count: 10 }),
          usersPageMock({ page: 1, users: firstPage, count: 10 }),
        ],
      },
    );
    await usersTable();
    const remove = screen.getByRole('button', { name: 'Delete eleventh@example.com' });
    act(() => remove.focus());
    fireEvent.click(remove);
    await act(async () =>
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' })),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin?page=1'));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Users' })).toHaveFocus());
  });

  it('says when the list cannot be read and offers to try again', async () => {
    renderAdmin({
      mocks: [
        {
          request: usersPageMock().request,
          result: {
            errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 } }],
          },
        },
      ],
    });
    expect(await screen.findByText('The users could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Internal server error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('Loading accounts…')).toBeNull();
  });
});
