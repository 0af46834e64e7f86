import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordInput } from './PasswordInput';
import { renderWithTheme } from './testUtils';

describe('PasswordInput', () => {
  it('hides the password until asked', () => {
    renderWithTheme(<PasswordInput aria-label="Password" defaultValue="s3cret-pass" />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('reveals the password when the toggle is pressed, and hides it again', async () => {
    const user = userEvent.setup();
    renderWithTheme(<PasswordInput aria-label="Password" defaultValue="s3cret-pass" />);

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');

    await user.click(hide);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('keeps the typed value when toggling', async () => {
    const user = userEvent.setup();
    renderWithTheme(<PasswordInput aria-label="Password" />);
    await user.type(screen.getByLabelText('Password'), 'hunter22');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveValue('hunter22');
  });
});
