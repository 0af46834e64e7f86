import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { renderRemote } from '@touchline/remote-devkit/testing';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import { validateKeyName } from '../keys/keyName';

function renderDialog() {
  const onCreate = jest.fn();
  renderRemote(<CreateApiKeyDialog isOpen isCreating={false} onClose={() => undefined} onCreate={onCreate} />);
  return onCreate;
}

const nameField = () => screen.getByRole('textbox', { name: /Name/ });
const expiryField = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Expires' });
const chooseExpiry = (label: string) => {
  const option = screen.getByRole<HTMLOptionElement>('option', { name: label });
  fireEvent.change(expiryField(), { target: { value: option.value } });
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create key' }));

describe('key name validation', () => {
  it('requires a name once spaces are trimmed, and allows at most 100 characters', () => {
    expect(validateKeyName('')).toBe('Name is required');
    expect(validateKeyName('   ')).toBe('Name is required');
    expect(validateKeyName(`  ${'a'.repeat(100)}  `)).toBeUndefined();
    expect(validateKeyName('a'.repeat(101))).toBe('Name must be at most 100 characters');
  });

  it('counts characters as people do: an emoji is one', () => {
    expect(validateKeyName(`${'⚽'.repeat(100)}`)).toBeUndefined();
    expect(validateKeyName(`${'⚽'.repeat(101)}`)).toBe('Name must be at most 100 characters');
  });

  it('refuses control characters such as line breaks and tabs inside a name', () => {
    const message = 'Name must not contain control characters (such as line breaks or tabs)';
    expect(validateKeyName('CI\npipeline')).toBe(message);
    expect(validateKeyName('CI\tpipeline')).toBe(message);
    // Spaces around the name are trimmed, as the server does, before anything is checked.
    expect(validateKeyName('\tCI pipeline\n')).toBeUndefined();
  });

  it('refuses a name with nothing visible in it, such as zero-width spaces', () => {
    expect(validateKeyName('\u200b\u200b')).toBe('Name must contain a visible character');
    expect(validateKeyName('\u00a0\u200d')).toBe('Name must contain a visible character');
    expect(validateKeyName('\u200bCI')).toBeUndefined();
  });

  it('refuses to create a key without a name', () => {
    const onCreate = renderDialog();
    fireEvent.change(nameField(), { target: { value: '   ' } });
    submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Name is required');
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('counts characters and refuses a name over 100 characters', () => {
    const onCreate = renderDialog();
    expect(screen.getByText('0/100')).toBeInTheDocument();
    fireEvent.change(nameField(), { target: { value: 'x'.repeat(101) } });
    expect(screen.getByText('101/100')).toBeInTheDocument();
    submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Name must be at most 100 characters');
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('counts an emoji in the name as one character', () => {
    renderDialog();
    fireEvent.change(nameField(), { target: { value: 'Bot ⚽' } });
    expect(screen.getByText('5/100')).toBeInTheDocument();
  });

  it('shows why the last attempt failed, announced, above the form', () => {
    renderRemote(
      <CreateApiKeyDialog
        isOpen
        isCreating={false}
        error="Failed to fetch"
        onClose={() => undefined}
        onCreate={() => undefined}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The key was not createdFailed to fetch');
  });

  it('hands over the trimmed name', () => {
    const onCreate = renderDialog();
    fireEvent.change(nameField(), { target: { value: '  CI pipeline ' } });
    expect(screen.getByText('11/100')).toBeInTheDocument();
    submit();
    expect(onCreate).toHaveBeenCalledWith('CI pipeline', null);
  });
});

describe('key expiry', () => {
  it('creates a key that never expires unless an expiry is chosen', () => {
    const onCreate = renderDialog();
    expect(expiryField()).toHaveDisplayValue('Never');
    fireEvent.change(nameField(), { target: { value: 'CI pipeline' } });
    submit();
    expect(onCreate).toHaveBeenCalledWith('CI pipeline', null);
  });

  it('offers 7, 30 and 90 days and a year, and creates a key expiring in 30 days when "In 30 days" is chosen', () => {
    const onCreate = renderDialog();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Never',
      'In 7 days',
      'In 30 days',
      'In 90 days',
      'In 1 year',
    ]);
    fireEvent.change(nameField(), { target: { value: 'CI pipeline' } });
    chooseExpiry('In 30 days');
    submit();
    expect(onCreate).toHaveBeenCalledWith('CI pipeline', 30);
  });

  it('says why a key should expire', () => {
    renderDialog();
    expect(expiryField()).toHaveAccessibleDescription(/limits what a leaked copy can do/);
  });

  it('forgets the chosen expiry when the dialog is closed', () => {
    const onClose = jest.fn();
    const onCreate = jest.fn();
    renderRemote(<CreateApiKeyDialog isOpen isCreating={false} onClose={onClose} onCreate={onCreate} />);
    chooseExpiry('In 1 year');
    expect(expiryField()).toHaveDisplayValue('In 1 year');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(expiryField()).toHaveDisplayValue('Never');
    fireEvent.change(nameField(), { target: { value: 'CI pipeline' } });
    submit();
    expect(onCreate).toHaveBeenCalledWith('CI pipeline', null);
  });
});
