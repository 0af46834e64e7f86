import { ConfirmDialog } from '@touchline/ui-kit/dialogs';
import type { RefObject } from 'react';
import { useResetTwoFactor } from '../hooks/useResetTwoFactor';
import type { DeleteUserDialogUser } from './DeleteUserDialog';

export interface ResetTwoFactorDialogProps {
  /** Who: the same fields the delete confirmation names a user by. */
  user: DeleteUserDialogUser;
  onClose: () => void;
  fallbackFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * Asks before a user's second factor is removed, for someone who lost both their phone and their
 * recovery codes. A refusal (such as a user without two-factor sign-in) stays in the dialog.
 */
export function ResetTwoFactorDialog({ user, onClose, fallbackFocusRef }: ResetTwoFactorDialogProps) {
  const { resetTwoFactor, isResetting, error } = useResetTwoFactor();
  const name = user.fullName?.trim() ? `${user.fullName} (${user.email})` : user.email;

  return (
    <ConfirmDialog
      title="Reset two-factor sign-in"
      description={`${name} will log in with their password (or Google) alone until they set up two-factor sign-in again. They are told by e-mail. Do this only once you are sure who asked.`}
      confirmLabel="Reset"
      isBusy={isResetting}
      fallbackFocusRef={fallbackFocusRef}
      error={error && <>Two-factor sign-in was not reset: {error}</>}
      onConfirm={async () => {
        if (await resetTwoFactor(user.id)) onClose();
      }}
      onCancel={onClose}
    />
  );
}
