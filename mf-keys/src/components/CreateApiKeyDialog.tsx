import { Field, Select } from '@touchline/ui-kit/forms';
import { FormDialog } from '@touchline/ui-kit/dialogs';
import { useState } from 'react';
import { KeyNameField, useKeyNameField } from './KeyNameField';

/** How long a new key works, in whole days (the bff takes 1 to 3650); null: until it is revoked. */
const EXPIRY_CHOICES: readonly { label: string; days: number | null }[] = [
  { label: 'Never', days: null },
  { label: 'In 7 days', days: 7 },
  { label: 'In 30 days', days: 30 },
  { label: 'In 90 days', days: 90 },
  { label: 'In 1 year', days: 365 },
];

export interface CreateApiKeyDialogProps {
  isOpen: boolean;
  isCreating: boolean;
  onClose: () => void;
  /** Called with the trimmed name once it is valid, and the chosen expiry in days (null: never). */
  onCreate: (name: string, expiresInDays: number | null) => void;
  /** Why the last attempt failed (the server's words); the form stays filled in to try again. */
  error?: string;
  /** Pre-filled name (stories). */
  defaultName?: string;
  /** Pre-chosen expiry in days (stories); one of the offered choices. */
  defaultExpiresInDays?: number | null;
}

/**
 * Asks for a key's name (the rules of keyName.ts), with a live counter, and when the key should
 * expire (never, by default). While the key is being created the dialog cannot be closed; a
 * failure is shown in it.
 */
export function CreateApiKeyDialog({
  isOpen,
  isCreating,
  onClose,
  onCreate,
  error: failure,
  defaultName = '',
  defaultExpiresInDays = null,
}: CreateApiKeyDialogProps) {
  const keyName = useKeyNameField(defaultName, { isTouchedAtFirst: defaultName !== '' });
  const [expiresInDays, setExpiresInDays] = useState<number | null>(defaultExpiresInDays);

  function close() {
    if (isCreating) return;
    keyName.clear();
    setExpiresInDays(null);
    onClose();
  }

  function submit() {
    const name = keyName.validName();
    if (name !== null) onCreate(name, expiresInDays);
  }

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={close}
      onSubmit={submit}
      isSaving={isCreating}
      submitLabel="Create key"
      title="Create API key"
      description="Give the key a name that says where it is used, so you can tell keys apart and revoke the right one."
      initialFocusRef={keyName.field.inputRef}
      failure={failure}
      values={{ name: keyName.field.value, expiresInDays }}
      failureTitle="The key was not created"
    >
      <KeyNameField {...keyName.field} />
      {/* A select's value is a string: "" stands for Never. */}
      <Field label="Expires" hint="A key that expires limits what a leaked copy can do: it stops working by itself.">
        <Select
          name="expires"
          value={expiresInDays ?? ''}
          onChange={(event) => setExpiresInDays(event.target.value === '' ? null : Number(event.target.value))}
        >
          {EXPIRY_CHOICES.map(({ label, days }) => (
            <option key={label} value={days ?? ''}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
    </FormDialog>
  );
}
