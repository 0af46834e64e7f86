import { useId, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Notice, Stack } from '@touchline/ui-kit';
import { useFailureUntilEdited } from '@touchline/ui-kit/forms';
import { Dialog, DialogActions } from './Dialog';

export interface FormDialogProps {
  title: ReactNode;
  description?: ReactNode;
  /** The fields. */
  children: ReactNode;
  /** Called on Save (Enter in a field too) unless a save is running; the form's own checks are the caller's. */
  onSubmit: () => void;
  onClose: () => void;
  submitLabel?: string;
  /** While saving: Save spins, and neither Cancel, Escape nor the backdrop closes the dialog. */
  isSaving?: boolean;
  /** Why the last save failed, above the fields; the form keeps what was typed. */
  failure?: ReactNode;
  /** The form's values: the failure answered those sent, and is shown until they change. */
  values: object;
  /** The failure notice's heading: "The item was not created". */
  failureTitle?: string;
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Where focus goes on close if the button that opened the dialog is gone (see Dialog). */
  fallbackFocusRef?: RefObject<HTMLElement | null>;
  /** Default true; false renders nothing (for a dialog whose state outlives it). */
  isOpen?: boolean;
}

/**
 * A dialog around a form: Cancel and Save in the footer, a failed save's reason shown (and
 * announced) above the fields until they are edited. While it saves it cannot be closed.
 */
export function FormDialog({
  title,
  description,
  children,
  onSubmit,
  onClose,
  submitLabel = 'Save',
  isSaving = false,
  failure,
  values,
  failureTitle,
  initialFocusRef,
  fallbackFocusRef,
  isOpen = true,
}: FormDialogProps) {
  const formId = useId();
  const shownFailure = useFailureUntilEdited(failure, values);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSaving) onSubmit();
  };
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      isBusy={isSaving}
      initialFocusRef={initialFocusRef}
      fallbackFocusRef={fallbackFocusRef}
      title={title}
      description={description}
      footer={<DialogActions isBusy={isSaving} onCancel={onClose} action={{ label: submitLabel, form: formId }} />}
    >
      <form id={formId} noValidate onSubmit={submit}>
        <Stack gap={4}>
          {shownFailure && (
            <Notice tone="danger" role="alert" title={failureTitle}>
              {shownFailure}
            </Notice>
          )}
          {children}
        </Stack>
      </form>
    </Dialog>
  );
}
