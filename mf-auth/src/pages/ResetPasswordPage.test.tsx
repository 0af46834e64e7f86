import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderRemote, testShell } from '@touchline/shell-contract/testing';
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
          request: { query: ResetPasswordMutation, variables: { input: { token: 'from-mail', newPassword: 'a-new-secret' } } },
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
});
