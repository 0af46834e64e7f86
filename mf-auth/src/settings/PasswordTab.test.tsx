import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRemote } from '@touchline/remote-devkit/testing';
import { passwordStrength } from '@touchline/ui-kit/forms';
import { ChangePasswordMutation } from '../hooks/useChangePassword';
import { PasswordTab } from './PasswordTab';

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const meter = () => screen.getByRole('meter', { name: 'Password strength' });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Update password' })));

const change = (currentPassword: string, newPassword: string, result: object) => ({
  request: { query: ChangePasswordMutation, variables: { input: { currentPassword, newPassword } } },
  result,
});

afterEach(() => window.localStorage.clear());

/** The form sent with a wrong current password; resolves to the refusal shown beside it. */
async function submitWithWrongCurrentPassword() {
  renderRemote(<PasswordTab />, {
    mocks: [
      change('wrong-password', 'new-password-1', {
        errors: [{ message: 'Incorrect password', extensions: { code: 'BAD_REQUEST', status: 400 } }],
      }),
    ],
  });
  fill(/^Current Password/, 'wrong-password');
  fill(/^New Password/, 'new-password-1');
  fill(/^Confirm Password/, 'new-password-1');
  await submit();
  return screen.findByRole('alert');
}

describe('password tab', () => {
  it('shows the strength of the new password over four segments: Low below 33%, Medium below 66%, otherwise High', () => {
    renderRemote(<PasswordTab />);
    const samples = { Low: 'abc', Medium: 'abcdefghij', High: 'Correct-Horse-42-Battery' } as const;
    for (const [label, password] of Object.entries(samples)) {
      const { score } = passwordStrength(password);
      // The samples really sit on their side of each threshold.
      if (label === 'Low') expect(score).toBeLessThan(33);
      if (label === 'Medium') expect(score).toBeGreaterThanOrEqual(33);
      if (label === 'Medium') expect(score).toBeLessThan(66);
      if (label === 'High') expect(score).toBeGreaterThanOrEqual(66);
      fill(/^New Password/, password);
      expect(meter()).toHaveAttribute('aria-valuetext', label);
      expect(meter()).toHaveAttribute('aria-valuenow', String(score));
      expect(screen.getByText(label, { selector: 'strong' })).toBeInTheDocument();
    }
    expect(meter().children).toHaveLength(4);
  });

  it('validates on blur: required fields, the minimum length and a mismatched confirmation (the current password may be empty: Google accounts have none)', () => {
    renderRemote(<PasswordTab />);
    for (const label of [/^Current Password/, /^New Password/, /^Confirm Password/])
      fireEvent.blur(screen.getByLabelText(label));
    expect(screen.queryByText('Current password is required')).not.toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Password confirmation is required')).toBeInTheDocument();

    fill(/^New Password/, 'short');
    fill(/^Confirm Password/, 'shorter');
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
  });

  it('names each show/hide toggle after its field', () => {
    renderRemote(<PasswordTab />);
    for (const label of ['Current Password', 'New Password', 'Confirm Password']) {
      expect(screen.getByRole('button', { name: `Show ${label}` })).toHaveAttribute(
        'aria-controls',
        screen.getByLabelText(new RegExp(`^${label}`)).id,
      );
    }
    fireEvent.click(screen.getByRole('button', { name: 'Show New Password' }));
    expect(screen.getByLabelText(/^New Password/)).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(/^Current Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveAttribute('type', 'password');
  });

  it('refuses a new password equal to the current one before asking the server', async () => {
    renderRemote(<PasswordTab />);
    fill(/^Current Password/, 'same-password');
    fill(/^New Password/, 'same-password');
    fill(/^Confirm Password/, 'same-password');
    await submit();
    expect(screen.getByText('New password cannot be the same as the current one')).toBeInTheDocument();
  });

  it('stores the fresh token the server returns, confirms, and clears the form', async () => {
    window.localStorage.setItem('access_token', 'token-before');
    renderRemote(<PasswordTab />, {
      mocks: [
        change('old-password', 'new-password-1', {
          data: { changePassword: { __typename: 'AccessToken', accessToken: 'token-after' } },
        }),
      ],
    });
    fill(/^Current Password/, 'old-password');
    fill(/^New Password/, 'new-password-1');
    fill(/^Confirm Password/, 'new-password-1');
    await submit();
    await waitFor(() => expect(window.localStorage.getItem('access_token')).toBe('token-after'));
    expect(screen.getByText('Success!')).toBeInTheDocument();
    for (const label of [/^Current Password/, /^New Password/, /^Confirm Password/])
      expect(screen.getByLabelText(label)).toHaveValue('');
    expect(screen.queryByRole('alert', { name: /required/ })).toBeNull();
  });

  it("keeps the token and the form when the current password is wrong, with the server's reason beside the form", async () => {
    window.localStorage.setItem('access_token', 'token-before');
    const alert = await submitWithWrongCurrentPassword();
    expect(alert).toHaveTextContent('Incorrect password');
    expect(screen.getByLabelText(/^Current Password/).getAttribute('aria-describedby')).toContain(alert.id);
    // The spec's toast shows it too, without a second announcement.
    expect(screen.getByText('Something went wrong!')).toBeInTheDocument();
    expect(window.localStorage.getItem('access_token')).toBe('token-before');
    expect(screen.getByLabelText(/^New Password/)).toHaveValue('new-password-1');
  });

  it("drops the server's reason once the form is edited: it answered what was sent, and would contradict a new error", async () => {
    const alert = await submitWithWrongCurrentPassword();
    expect(alert).toHaveTextContent('Incorrect password');
    fill(/^Current Password/, 'right-password');
    expect(alert).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Current Password/).getAttribute('aria-describedby') ?? '').not.toContain(alert.id);
    fill(/^Confirm Password/, 'new-password-2');
    await submit();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(screen.queryByText('Incorrect password', { selector: '[role=alert] *' })).toBeNull();
  });
});
