import { ConfirmDialog } from '@touchline/ui-kit/dialogs';
import type { RefObject } from 'react';

export interface RevokeApiKeyDialogProps {
  name: string;
  isRevoking: boolean;
  /** Why the last attempt failed; the confirmation stays open to try again. */
  error?: string;
  /** Where focus goes once the key is revoked: its Revoke button, the dialog's opener, is gone then. */
  fallbackFocusRef?: RefObject<HTMLElement | null>;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Confirms a revocation, naming the key. */
export function RevokeApiKeyDialog({
  name,
  isRevoking,
  error,
  fallbackFocusRef,
  onCancel,
  onConfirm,
}: RevokeApiKeyDialogProps) {
  return (
    <ConfirmDialog
      title={`Revoke “${name}”?`}
      description="Requests with this key will be refused with 401 within a second. This cannot be undone; the key stays listed as Revoked."
      confirmLabel="Revoke key"
      isBusy={isRevoking}
      error={error && <>The key was not revoked: {error}</>}
      fallbackFocusRef={fallbackFocusRef}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
