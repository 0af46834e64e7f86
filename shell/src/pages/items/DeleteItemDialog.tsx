import { ConfirmDialog } from '@touchline/ui-kit/dialogs';
import type { RefObject } from 'react';
import { graphql } from '../../graphql';
import type { DeleteItemDialog_ItemFragment } from '../../graphql/graphql';
import { useDeleteItem } from './useDeleteItem';

/** @public The fragment its screen's query spreads by name; codegen reads it here. */
export const DeleteItemDialogItemFragment = graphql(`
  fragment DeleteItemDialog_item on Item {
    id
    title
  }
`);

export type DeleteItemDialogItem = DeleteItemDialog_ItemFragment;

export interface DeleteItemDialogProps {
  item: DeleteItemDialogItem;
  onClose: () => void;
  onDeleted?: () => void;
  /** Where focus goes on close if the button that opened the dialog is gone (see ui-kit Dialog). */
  fallbackFocusRef?: RefObject<HTMLElement | null>;
}

/** Asks before an item is deleted. A refusal is shown (and announced) in it, which stays open to try again. */
export function DeleteItemDialog({ item, onClose, onDeleted, fallbackFocusRef }: DeleteItemDialogProps) {
  const { deleteItem, isDeleting, error } = useDeleteItem();

  const confirm = async () => {
    if (await deleteItem(item.id)) {
      onClose();
      onDeleted?.();
    }
  };

  return (
    <ConfirmDialog
      title="Delete item"
      description={`“${item.title}” will be deleted. This cannot be undone.`}
      confirmLabel="Delete"
      isBusy={isDeleting}
      fallbackFocusRef={fallbackFocusRef}
      error={error && <>The item was not deleted: {error}</>}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
