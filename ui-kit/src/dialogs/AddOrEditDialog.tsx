import { FormDialog, type FormDialogProps } from './FormDialog';

export interface AddOrEditDialogProps extends Omit<FormDialogProps, 'title' | 'failureTitle'> {
  /** What the record is called: "user" makes "Add user", "Edit user" and "The user was not created". */
  noun: string;
  /** Editing a record that exists; otherwise the dialog adds one. */
  isEditing: boolean;
}

/**
 * A FormDialog that adds a record or edits one, in the same words for every kind of record: its
 * title, and the heading of a failed save.
 */
export function AddOrEditDialog({ noun, isEditing, ...dialog }: AddOrEditDialogProps) {
  return (
    <FormDialog
      {...dialog}
      title={isEditing ? `Edit ${noun}` : `Add ${noun}`}
      failureTitle={isEditing ? 'The changes were not saved' : `The ${noun} was not created`}
    />
  );
}
