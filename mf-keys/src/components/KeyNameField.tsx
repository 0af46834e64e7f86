import { Field, Input } from '@touchline/ui-kit';
import type { RefObject } from 'react';
import { styled } from 'styled-components';
import { KEY_NAME_MAX_LENGTH, keyNameLength } from '../keys/keyName';

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
