import { Button, Dialog } from '@touchline/ui-kit';
import { useRef } from 'react';

export interface RevokeApiKeyDialogProps {
  name: string;
  isRevoking: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Confirms a revocation, naming the key; Cancel has the focus so Enter does not revoke by accident. */
export function RevokeApiKeyDialog({ name, isRevoking, onCancel, onConfirm }: RevokeApiKeyDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      isOpen
      role="alertdialog"
      size="sm"
      onClose={onCancel}
      initialFocusRef={cancelRef}
      title={`Revoke “${name}”?`}
      description="Requests with this key will be refused with 401 within a second. This cannot be undone; the key stays listed as Revoked."
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="danger" isLoading={isRevoking} onClick={onConfirm}>
            Revoke key
          </Button>
        </>
      }
    />
  );
}
