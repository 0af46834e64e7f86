import { Button, Dialog } from '@touchline/ui-kit';
import { graphql } from '../graphql';
import type { DeleteUserDialog_UserFragment } from '../graphql/graphql';
import { useDeleteUser } from '../hooks/useDeleteUser';

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
}

/** Asks before an account, with everything it owns, is deleted for good. */
export function DeleteUserDialog({ user, onClose, onDeleted }: DeleteUserDialogProps) {
  const { deleteUser, isDeleting } = useDeleteUser();
  const name = user.fullName?.trim() ? `${user.fullName} (${user.email})` : user.email;

  const confirm = async () => {
    if (await deleteUser(user.id)) {
      onClose();
      onDeleted?.();
    }
  };

  return (
    <Dialog
      isOpen
      role="alertdialog"
      size="sm"
      onClose={onClose}
      title="Delete user"
      description={`${name} will be deleted, together with all of their items and API keys. This cannot be undone.`}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose} disabled={isDeleting}>
            Cancel
          </Button>
          <Button type="button" variant="danger" onClick={confirm} isLoading={isDeleting}>
            Delete
          </Button>
        </>
      }
    />
  );
}
