import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { ConfirmDialog } from './ConfirmDialog';
import { renderWithTheme } from './testUtils';

const renderDialog = (props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) => {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  renderWithTheme(
    <ConfirmDialog title="Delete item" description="“Notes” will be deleted." confirmLabel="Delete" onConfirm={onConfirm} onCancel={onCancel} {...props} />,
  );
  return { onConfirm, onCancel };
};

describe('ConfirmDialog', () => {
  it('is an alert dialog that names what will happen', () => {
    renderDialog();
    const dialog = screen.getByRole('alertdialog', { name: 'Delete item' });
    expect(dialog).toHaveAccessibleDescription('“Notes” will be deleted.');
  });

  it('puts the focus on Cancel so a stray Enter does not confirm', () => {
    renderDialog();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('confirms only through the confirm button', () => {
    const { onConfirm, onCancel } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cannot be cancelled while the action runs', () => {
    renderDialog({ isBusy: true });
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
