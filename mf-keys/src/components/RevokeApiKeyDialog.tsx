import { ConfirmDialog } from '@touchline/ui-kit';

export interface RevokeApiKeyDialogProps {
  name: string;
  isRevoking: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Confirms a revocation, naming the key. */
export function RevokeApiKeyDialog({ name, isRevoking, onCancel, onConfirm }: RevokeApiKeyDialogProps) {
  return (
    <ConfirmDialog
      title={`Revoke “${name}”?`}
      description="Requests with this key will be refused with 401 within a second. This cannot be undone; the key stays listed as Revoked."
      confirmLabel="Revoke key"
      isBusy={isRevoking}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
