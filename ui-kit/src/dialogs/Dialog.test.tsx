import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Button } from '@touchline/ui-kit';
import { Dialog } from './Dialog';
import { Input } from '@touchline/ui-kit/forms';
import { renderWithTheme } from '../testUtils';

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

/** The backdrop of a modal dialog is its ::backdrop: a press outside the dialog's box, dispatched to the dialog. */
async function clickBackdrop(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.pointer({ keys: '[MouseLeft]', target: dialog, coords: { clientX: 5000, clientY: 5000 } });
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

  it('opens as a modal <dialog>, so the browser makes the page behind inert', async () => {
    await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Create API key' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
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
    await clickBackdrop(user, dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create key' })).toHaveFocus();
  });

  it('still closes on Escape after focus has fallen to the page body', async () => {
    const user = await openDialog();
    (document.activeElement as HTMLElement).blur();
    expect(document.body).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps focus inside when the backdrop of a dialog that ignores backdrop clicks is pressed, and Escape still closes it', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithTheme(
      <Dialog isOpen onClose={onClose} title="Save your key" closeOnBackdropClick={false}>
        <Input aria-label="Key" />
      </Dialog>,
    );
    await clickBackdrop(user, screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText('Key')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('cannot be closed while busy: not by Escape, the close button or the backdrop', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithTheme(<Dialog isOpen isBusy onClose={onClose} title="Creating" />);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await clickBackdrop(user, screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toHaveAttribute('aria-busy', 'true');
  });

  it('gives focus to the fallback on close when the element that opened it is gone', async () => {
    function RemovesItsOpener() {
      const [isOpen, setIsOpen] = useState(false);
      const [isOpenerShown, setIsOpenerShown] = useState(true);
      const fallbackRef = useRef<HTMLHeadingElement>(null);
      return (
        <>
          <h2 ref={fallbackRef} tabIndex={-1}>
            Your keys
          </h2>
          {isOpenerShown && <Button onClick={() => setIsOpen(true)}>Revoke</Button>}
          <Dialog
            isOpen={isOpen}
            fallbackFocusRef={fallbackRef}
            onClose={() => setIsOpen(false)}
            title="Revoke?"
            footer={
              <Button
                onClick={() => {
                  setIsOpenerShown(false);
                  setIsOpen(false);
                }}
              >
                Revoke key
              </Button>
            }
          />
        </>
      );
    }
    const user = userEvent.setup();
    renderWithTheme(<RemovesItsOpener />);
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    await user.click(screen.getByRole('button', { name: 'Revoke key' }));
    expect(screen.getByRole('heading', { name: 'Your keys' })).toHaveFocus();
  });

  it('renders in a portal on document.body', async () => {
    const { container } = renderWithTheme(<Dialog isOpen onClose={() => {}} title="Hi" />);
    expect(container).not.toContainElement(screen.getByRole('dialog'));
  });
});
