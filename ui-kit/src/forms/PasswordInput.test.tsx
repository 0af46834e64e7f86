import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field } from './Field';
import { PasswordInput } from './PasswordInput';
import { renderWithTheme } from '../testUtils';

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

  it('names each toggle after its field, so two password fields in one form have toggles told apart', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <form>
        <Field label="Password" required>
          <PasswordInput fieldLabel="Password" />
        </Field>
        <Field label="Confirm Password" required>
          <PasswordInput fieldLabel="Confirm Password" />
        </Field>
      </form>,
    );
    const showConfirmation = screen.getByRole('button', { name: 'Show Confirm Password' });
    expect(screen.getByRole('button', { name: 'Show Password' })).not.toBe(showConfirmation);
    expect(showConfirmation).toHaveAttribute('aria-controls', screen.getByLabelText(/^Confirm Password/).id);

    await user.click(showConfirmation);
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Hide Confirm Password' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Show Password' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps "Show password" for a field that does not say what it is called', () => {
    renderWithTheme(<PasswordInput aria-label="Password" fieldLabel="  " />);
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('fieldLabel');
  });
});
