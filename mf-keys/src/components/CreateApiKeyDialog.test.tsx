import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { renderRemote } from '@touchline/shell-contract/testing';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import { validateKeyName } from './keyName';

function renderDialog() {
  const onCreate = jest.fn();
  renderRemote(<CreateApiKeyDialog isOpen isCreating={false} onClose={() => undefined} onCreate={onCreate} />);
  return onCreate;
}

const nameField = () => screen.getByRole('textbox', { name: /Name/ });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create key' }));

describe('key name validation', () => {
  it('requires a name once spaces are trimmed, and allows at most 100 characters', () => {
    expect(validateKeyName('')).toBe('Name is required');
    expect(validateKeyName('   ')).toBe('Name is required');
    expect(validateKeyName(`  ${'a'.repeat(100)}  `)).toBeUndefined();
    expect(validateKeyName('a'.repeat(101))).toBe('Name must be at most 100 characters');
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

  it('hands over the trimmed name', () => {
    const onCreate = renderDialog();
    fireEvent.change(nameField(), { target: { value: '  CI pipeline ' } });
    expect(screen.getByText('11/100')).toBeInTheDocument();
    submit();
    expect(onCreate).toHaveBeenCalledWith('CI pipeline');
  });
});
