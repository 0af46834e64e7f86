import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderRemote, testShell } from '@touchline/remote-devkit/testing';
import { ResetPasswordMutation } from '../hooks/useResetPassword';
import { ResetPasswordPage } from './ResetPasswordPage';

describe('password reset', () => {
  it('requires matching passwords of at least 8 characters', async () => {
    renderRemote(<ResetPasswordPage search={{ token: 't' }} shell={testShell()} />);
    fireEvent.change(screen.getByLabelText(/^New Password/), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText(/^Confirm Password/), { target: { value: 'different' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reset Password' })));
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
  });

  it("sets the new password with the link's token and confirms with 'Success!'", async () => {
    renderRemote(<ResetPasswordPage search={{ token: 'from-mail' }} shell={testShell()} />, {
      mocks: [
        {
          request: {
            query: ResetPasswordMutation,
            variables: { input: { token: 'from-mail', newPassword: 'a-new-secret' } },
          },
          result: { data: { resetPassword: { __typename: 'Message', message: 'Password updated successfully' } } },
        },
      ],
    });
    fireEvent.change(screen.getByLabelText(/^New Password/), { target: { value: 'a-new-secret' } });
    fireEvent.change(screen.getByLabelText(/^Confirm Password/), { target: { value: 'a-new-secret' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reset Password' })));
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(screen.getByText('Password updated successfully')).toBeInTheDocument();
  });

  it("replaces the form, which can never work, when the server finds the link used or expired ('Invalid token'), and leads to a new one", async () => {
    renderRemote(<ResetPasswordPage search={{ token: 'used' }} shell={testShell()} />, {
      mocks: [
        {
          request: {
            query: ResetPasswordMutation,
            variables: { input: { token: 'used', newPassword: 'a-new-secret' } },
          },
          result: { errors: [{ message: 'Invalid token', extensions: { code: 'BAD_REQUEST', status: 400 } }] },
        },
      ],
    });
    fireEvent.change(screen.getByLabelText(/^New Password/), { target: { value: 'a-new-secret' } });
    fireEvent.change(screen.getByLabelText(/^Confirm Password/), { target: { value: 'a-new-secret' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reset Password' })));

    // The page now says the link is spent, with focus on that news, and leads to a new link; no
    // error toast besides.
    const heading = await screen.findByRole('heading', { level: 1, name: 'This link did not work' });
    expect(screen.queryByText('Something went wrong!')).toBeNull();
    expect(heading).toHaveFocus();
    expect(screen.getByText(/This one can no longer be used/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/recover-password');
    expect(screen.queryByRole('button', { name: 'Reset Password' })).toBeNull();
    expect(screen.queryByLabelText(/^New Password/)).toBeNull();
  });

  it('keeps the form for any other failure, which a new try may get past', async () => {
    renderRemote(<ResetPasswordPage search={{ token: 'fine' }} shell={testShell()} />, {
      mocks: [
        {
          request: {
            query: ResetPasswordMutation,
            variables: { input: { token: 'fine', newPassword: 'a-new-secret' } },
          },
          result: { errors: [{ message: 'Inactive user', extensions: { code: 'BAD_REQUEST', status: 400 } }] },
        },
      ],
    });
    fireEvent.change(screen.getByLabelText(/^New Password/), { target: { value: 'a-new-secret' } });
    fireEvent.change(screen.getByLabelText(/^Confirm Password/), { target: { value: 'a-new-secret' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reset Password' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Inactive user');
    expect(screen.queryByText('This link did not work')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeInTheDocument();
  });

  it('names each show/hide toggle after its field', () => {
    renderRemote(<ResetPasswordPage search={{ token: 't' }} shell={testShell()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show Confirm Password' }));
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(/^New Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show New Password' })).toBeInTheDocument();
  });
});
