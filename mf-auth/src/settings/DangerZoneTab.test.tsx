import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRemote } from '@touchline/remote-devkit/testing';
import { DeleteAccountMutation } from '../hooks/useDeleteAccount';
import { DangerZoneTab } from './DangerZoneTab';

const deleteMe = (result: object, input: object = { currentPassword: 'my-password' }) => ({
  request: { query: DeleteAccountMutation, variables: { input } },
  result,
  maxUsageCount: 1,
});
const typePassword = () =>
  fireEvent.change(screen.getByLabelText(/^Current Password/), { target: { value: 'my-password' } });
const confirmation = () => screen.getByLabelText(/to confirm/);
const deleteButton = () => screen.getByRole('button', { name: 'Delete account' });

describe('danger zone', () => {
  it('says what goes with the account, a paid subscription included (the bff cancels it before deleting)', () => {
    renderRemote(<DangerZoneTab isSuperuser={false} onDeleted={jest.fn()} />);
    const consequences = screen.getByText('Deleting your account also removes:').nextElementSibling!;
    expect(consequences).toHaveTextContent('your API keys, which stop working at once');
    expect(consequences).toHaveTextContent(
      'your paid plan, if you have one: its subscription is cancelled at once, with no further charges',
    );
  });

  it('keeps Delete account disabled until DELETE is typed, and explains a wrong confirmation on blur', () => {
    renderRemote(<DangerZoneTab isSuperuser={false} onDeleted={jest.fn()} />);
    expect(deleteButton()).toBeDisabled();
    fireEvent.change(confirmation(), { target: { value: 'delete' } });
    fireEvent.blur(confirmation());
    expect(deleteButton()).toBeDisabled();
    expect(screen.getByText('Type DELETE in capital letters to confirm')).toBeInTheDocument();
    fireEvent.change(confirmation(), { target: { value: 'DELETE' } });
    expect(deleteButton()).toBeEnabled();
  });

  it('deletes the account with deleteMe and the current password, confirms, then hands over to end the session', async () => {
    const onDeleted = jest.fn();
    renderRemote(<DangerZoneTab isSuperuser={false} onDeleted={onDeleted} />, {
      mocks: [deleteMe({ data: { deleteMe: { __typename: 'Message', message: 'User deleted successfully' } } })],
    });
    fireEvent.change(confirmation(), { target: { value: 'DELETE' } });
    typePassword();
    await act(async () => fireEvent.click(deleteButton()));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(screen.getByText('User deleted successfully')).toBeInTheDocument();
  });

  it("shows the server's reason and stays when the deletion fails", async () => {
    const onDeleted = jest.fn();
    renderRemote(<DangerZoneTab isSuperuser={false} onDeleted={onDeleted} />, {
      mocks: [
        deleteMe({
          errors: [{ message: 'Database unavailable', extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 } }],
        }),
      ],
    });
    fireEvent.change(confirmation(), { target: { value: 'DELETE' } });
    typePassword();
    await act(async () => fireEvent.click(deleteButton()));
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('sends no password for an account without one (Google), and shows the server asking for a fresh sign-in', async () => {
    const onDeleted = jest.fn();
    const signInAgain = 'For your security, sign in again first: this needs a sign-in from the last 10 minutes';
    renderRemote(<DangerZoneTab isSuperuser={false} onDeleted={onDeleted} />, {
      mocks: [deleteMe({ errors: [{ message: signInAgain, extensions: { code: 'BAD_REQUEST', status: 400 } }] }, {})],
    });
    fireEvent.change(confirmation(), { target: { value: 'DELETE' } });
    await act(async () => fireEvent.click(deleteButton()));
    expect(await screen.findByText(signInAgain)).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('refuses a superuser with the inherited message as an error toast, without a 403 that would end the session', async () => {
    const onDeleted = jest.fn();
    // No mock: a deleteMe call would fail the test with "No more mocked responses".
    renderRemote(<DangerZoneTab isSuperuser onDeleted={onDeleted} />);
    fireEvent.change(confirmation(), { target: { value: 'DELETE' } });
    await act(async () => fireEvent.click(deleteButton()));
    const toast = screen.getByRole('alert');
    expect(toast).toHaveTextContent('Something went wrong!');
    expect(toast).toHaveTextContent(/^Something went wrong!Super users are not allowed to delete themselves$/);
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
