import { ConfirmDialog } from '@touchline/ui-kit/dialogs';
import type { RefObject } from 'react';
import { graphql } from '../graphql';
import type { DeleteUserDialog_UserFragment } from '../graphql/graphql';
import { useDeleteUser } from '../hooks/useDeleteUser';

/** @public The fragment its screen's query spreads by name; codegen reads it here. */
export const DeleteUserDialogUserFragment = graphql(`
  fragment DeleteUserDialog_user on User {
    id
    email
    fullName
  }
`);

export type DeleteUserDialogUser = DeleteUserDialog_UserFragment;

export interface DeleteUserDialogProps {
  user: DeleteUserDialogUser;
  onClose: () => void;
  /** After the account is gone (the list has been read again). */
  onDeleted?: () => void;
  /** Where focus goes on close if the button that opened the dialog is gone (see ui-kit Dialog). */
  fallbackFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * Asks before an account, with everything it owns, is deleted for good. A refusal is shown (and
 * announced) in the confirmation, which stays open to try again.
 */
export function DeleteUserDialog({ user, onClose, onDeleted, fallbackFocusRef }: DeleteUserDialogProps) {
  const { deleteUser, isDeleting, error } = useDeleteUser();
  const name = user.fullName?.trim() ? `${user.fullName} (${user.email})` : user.email;

  const confirm = async () => {
    if (await deleteUser(user.id)) {
      onClose();
      onDeleted?.();
    }
  };

  return (
    <ConfirmDialog
      title="Delete user"
      description={`${name} will be deleted, together with their API keys (which stop working at once), their items and usage history; a paid plan's subscription is cancelled at once, with no further charges. This cannot be undone.`}
      confirmLabel="Delete"
      isBusy={isDeleting}
      fallbackFocusRef={fallbackFocusRef}
      error={error && <>The user was not deleted: {error}</>}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
