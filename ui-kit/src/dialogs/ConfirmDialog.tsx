import { useRef, type ReactNode, type RefObject } from 'react';
import { Notice } from '@touchline/ui-kit';
import { Dialog, DialogActions } from './Dialog';

export interface ConfirmDialogProps {
  title: ReactNode;
  /** What will happen, in words the person can check before confirming. */
  description: ReactNode;
  confirmLabel: string;
  /**
   * While the action runs: the confirm button spins, neither button nor Escape does anything, and
   * focus stays where it was.
   */
  isBusy?: boolean;
  /** Why the action failed, shown (and announced) inside the dialog, which stays open to retry. */
  error?: ReactNode;
  /** Where focus goes on close when the element that opened the dialog is gone (see Dialog). */
  fallbackFocusRef?: RefObject<HTMLElement | null>;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before something that cannot be undone (deleting, revoking). Cancel has the focus, so a
 * stray Enter never confirms by accident.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  isBusy = false,
  error,
  fallbackFocusRef,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      isOpen
      role="alertdialog"
      size="sm"
      onClose={onCancel}
      isBusy={isBusy}
      fallbackFocusRef={fallbackFocusRef}
      initialFocusRef={cancelRef}
      title={title}
      description={description}
      footer={
        <DialogActions
          cancelRef={cancelRef}
          isBusy={isBusy}
          onCancel={onCancel}
          action={{ label: confirmLabel, variant: 'danger', onClick: onConfirm }}
        />
      }
    >
      {error && (
        <Notice tone="danger" role="alert">
          {error}
        </Notice>
      )}
    </Dialog>
  );
}
