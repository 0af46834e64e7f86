import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { Input } from './Input';
import { renderWithTheme } from './testUtils';

function Example() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>Create key</Button>
      <Dialog
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        title="Create API key"
        description="Keys are shown once."
        footer={
          <>
            <Button variant="secondary" onClick={() => setIsOpen(false)}>
              Cancel
            </Button>
            <Button>Create</Button>
          </>
        }
      >
        <Input aria-label="Key name" />
      </Dialog>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  renderWithTheme(<Example />);
  await user.click(screen.getByRole('button', { name: 'Create key' }));
  return user;
}

describe('Dialog', () => {
  it('is a labelled modal dialog and moves focus into it', async () => {
    await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Create API key' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Keys are shown once.');
    expect(screen.getByLabelText('Key name')).toHaveFocus();
  });

  it('traps focus: Tab from the last element wraps to the first and Shift+Tab wraps back', async () => {
    const user = await openDialog();
    const first = screen.getByLabelText('Key name');
    const last = screen.getByRole('button', { name: 'Close' });

    await user.tab(); // Cancel
    await user.tab(); // Create
    await user.tab(); // Close
    expect(last).toHaveFocus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Create key', hidden: true })).not.toHaveFocus();
  });

  it('closes on Escape and returns focus to the button that opened it', async () => {
    const user = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create key' })).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside the panel', async () => {
    const user = await openDialog();
    const dialog = screen.getByRole('dialog');
    await user.click(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(dialog.parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create key' })).toHaveFocus();
  });

  it('renders in a portal on document.body and locks page scroll while open', async () => {
    const { container } = renderWithTheme(<Dialog isOpen onClose={() => {}} title="Hi" />);
    expect(container).not.toContainElement(screen.getByRole('dialog'));
    expect(document.body.style.overflow).toBe('hidden');
  });
});
