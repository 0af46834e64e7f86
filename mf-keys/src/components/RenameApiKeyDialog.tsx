import { FormDialog } from '@touchline/ui-kit/dialogs';
import type { RefObject } from 'react';
import { KeyNameField, useKeyNameField } from './KeyNameField';

export interface RenameApiKeyDialogProps {
  name: string;
  isRenaming: boolean;
  /** Why the last attempt failed (the server's words); the form keeps what was typed. */
  error?: string;
  fallbackFocusRef?: RefObject<HTMLElement | null>;
  onCancel: () => void;
  /** Called with the trimmed name once it is valid. */
  onRename: (name: string) => void;
}

/** A key's new name, held to the rules of a new key's (keyName.ts). */
export function RenameApiKeyDialog({
  name: currentName,
  isRenaming,
  error: failure,
  fallbackFocusRef,
  onCancel,
  onRename,
}: RenameApiKeyDialogProps) {
  const keyName = useKeyNameField(currentName);

  function submit() {
    const name = keyName.validName();
    if (name !== null) onRename(name);
  }

  return (
    <FormDialog
      onClose={onCancel}
      onSubmit={submit}
      isSaving={isRenaming}
      submitLabel="Rename key"
      title={`Rename “${currentName}”`}
      description="Only the name changes: the key, its secret and its usage stay as they are."
      initialFocusRef={keyName.field.inputRef}
      fallbackFocusRef={fallbackFocusRef}
      failure={failure}
      values={{ name: keyName.field.value }}
      failureTitle="The key was not renamed"
    >
      <KeyNameField {...keyName.field} />
    </FormDialog>
  );
}
