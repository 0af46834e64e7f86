import { Field, Input } from '@touchline/ui-kit/forms';
import { useRef, useState, type RefObject } from 'react';
import { styled } from 'styled-components';
import { KEY_NAME_MAX_LENGTH, keyNameLength, validateKeyName } from '../keys/keyName';

const Counter = styled.span<{ $isOver: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $isOver }) => ($isOver ? theme.colors.dangerText : theme.colors.textMuted)};
`;

export interface KeyNameFieldProps {
  value: string;
  onChange: (name: string) => void;
  /** Called when the field loses focus with something typed: its error shows from then on. */
  onTouched: () => void;
  error?: string;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** A key's name, with a live count of its characters as the bff counts them (keyName.ts); creating and renaming share it. */
export function KeyNameField({ value, onChange, onTouched, error, inputRef }: KeyNameFieldProps) {
  const length = keyNameLength(value);
  return (
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
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => value !== '' && onTouched()}
      />
    </Field>
  );
}

/**
 * The name being typed into a `KeyNameField`, for creating and renaming alike: its error shows
 * once the field is left with something typed, or once a submit is tried.
 */
export function useKeyNameField(initialName: string, { isTouchedAtFirst = false } = {}) {
  const [name, setName] = useState(initialName);
  const [isTouched, setIsTouched] = useState(isTouchedAtFirst);
  const inputRef = useRef<HTMLInputElement>(null);
  const field: KeyNameFieldProps = {
    value: name,
    onChange: setName,
    onTouched: () => setIsTouched(true),
    error: isTouched ? validateKeyName(name) : undefined,
    inputRef,
  };

  /** The trimmed name once it is valid; otherwise null, with its error shown and the field focused. */
  function validName(): string | null {
    setIsTouched(true);
    if (validateKeyName(name)) {
      inputRef.current?.focus();
      return null;
    }
    return name.trim();
  }

  /** Back to empty and untouched, for a dialog that is closed and opened again. */
  function clear() {
    setName('');
    setIsTouched(false);
  }

  return { field, validName, clear };
}
