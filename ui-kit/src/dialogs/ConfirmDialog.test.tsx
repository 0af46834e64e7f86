import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { ConfirmDialog } from './ConfirmDialog';
import { renderWithTheme } from '../testUtils';

const renderDialog = (props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) => {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  renderWithTheme(
    <ConfirmDialog
      title="Delete item"
      description="“Notes” will be deleted."
      confirmLabel="Delete"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
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

  it('cannot be cancelled while the action runs, by Cancel or Escape, and keeps focus on the busy button', () => {
    const { onCancel, onConfirm } = renderDialog({ isBusy: true });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(cancel).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(cancel);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
    // Still focusable, so focus does not fall out of the dialog while the action runs.
    confirm.focus();
    expect(confirm).toHaveFocus();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows why the action failed inside the dialog, announced, and stays open to try again', () => {
    const { onConfirm } = renderDialog({ error: 'Failed to fetch' });
    const dialog = screen.getByRole('alertdialog', { name: 'Delete item' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch');
    expect(dialog).toContainElement(screen.getByRole('alert'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
