import { useRef, type ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  title: ReactNode;
  /** What will happen, in words the person can check before confirming. */
  description: ReactNode;
  confirmLabel: string;
  /** While the action runs: the confirm button spins and neither button can be pressed again. */
  isBusy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before something that cannot be undone (deleting, revoking). Cancel has the focus, so a
 * stray Enter never confirms by accident.
 */
export function ConfirmDialog({ title, description, confirmLabel, isBusy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      isOpen
      role="alertdialog"
      size="sm"
      onClose={onCancel}
      initialFocusRef={cancelRef}
      title={title}
      description={description}
      footer={
        <>
          <Button ref={cancelRef} type="button" variant="secondary" onClick={onCancel} disabled={isBusy}>
            Cancel
          </Button>
          <Button type="button" variant="danger" onClick={onConfirm} isLoading={isBusy}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
