import { FormDialog } from '@touchline/ui-kit';
import { useRef, useState, type RefObject } from 'react';
import { validateKeyName } from '../keys/keyName';
import { KeyNameField } from './KeyNameField';

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
  const [name, setName] = useState(currentName);
  const [isTouched, setIsTouched] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const error = isTouched ? validateKeyName(name) : undefined;

  function submit() {
    setIsTouched(true);
    if (validateKeyName(name)) {
      inputRef.current?.focus();
      return;
    }
    onRename(name.trim());
  }

  return (
    <FormDialog
      onClose={onCancel}
      onSubmit={submit}
      isSaving={isRenaming}
      submitLabel="Rename key"
      title={`Rename “${currentName}”`}
      description="Only the name changes: the key, its secret and its usage stay as they are."
      initialFocusRef={inputRef}
      fallbackFocusRef={fallbackFocusRef}
      failure={failure}
      failureTitle="The key was not renamed"
    >
      <KeyNameField
        value={name}
        onChange={setName}
        onTouched={() => setIsTouched(true)}
        error={error}
        inputRef={inputRef}
      />
    </FormDialog>
  );
}
