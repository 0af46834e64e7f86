import { Button, Dialog, Field, Input } from '@touchline/ui-kit';
import { useRef, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { KEY_NAME_MAX_LENGTH, validateKeyName } from './keyName';

const Counter = styled.span<{ $isOver: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $isOver }) => ($isOver ? theme.colors.dangerText : theme.colors.textMuted)};
`;

export interface CreateApiKeyDialogProps {
  isOpen: boolean;
  isCreating: boolean;
  onClose: () => void;
  /** Called with the trimmed name once it is valid. */
  onCreate: (name: string) => void;
  /** Pre-filled name (stories). */
  defaultName?: string;
}

/** Asks for a key's name (required, at most 100 characters after trimming), with a live counter. */
export function CreateApiKeyDialog({ isOpen, isCreating, onClose, onCreate, defaultName = '' }: CreateApiKeyDialogProps) {
  const [name, setName] = useState(defaultName);
  const [isTouched, setIsTouched] = useState(defaultName !== '');
  const inputRef = useRef<HTMLInputElement>(null);
  const error = isTouched ? validateKeyName(name) : undefined;
  const length = name.trim().length;
  const formId = 'create-api-key-form';

  function close() {
    setName('');
    setIsTouched(false);
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setIsTouched(true);
    if (validateKeyName(name)) {
      inputRef.current?.focus();
      return;
    }
    onCreate(name.trim());
  }

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title="Create API key"
      description="Give the key a name that says where it is used, so you can tell keys apart and revoke the right one."
      initialFocusRef={inputRef}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isLoading={isCreating}>
            Create key
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Field
          label="Name"
          required
          error={error}
          hint="For example “Production server” or “Data pipeline”."
          labelAction={
            <Counter $isOver={length > KEY_NAME_MAX_LENGTH} aria-label={`${length} of ${KEY_NAME_MAX_LENGTH} characters`}>
              {length}/{KEY_NAME_MAX_LENGTH}
            </Counter>
          }
        >
          <Input
            ref={inputRef}
            name="name"
            autoComplete="off"
            placeholder="My app"
            value={name}
            onChange={(event) => setName(event.target.value)}
            onBlur={() => name !== '' && setIsTouched(true)}
          />
        </Field>
      </form>
    </Dialog>
  );
}
