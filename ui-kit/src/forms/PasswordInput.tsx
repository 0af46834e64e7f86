import { useId, useState, type ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';
import { IconButton, EyeIcon, EyeOffIcon } from '@touchline/ui-kit';
import { Input } from './Input';

const Wrapper = styled.div`
  position: relative;
  width: 100%;
`;

const PaddedInput = styled(Input)`
  padding-right: 2.75rem;
`;

const Toggle = styled(IconButton)`
  position: absolute;
  top: 50%;
  right: 0.25rem;
  transform: translateY(-50%);
  width: 1.75rem;
  height: 1.75rem;
`;

export interface PasswordInputProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /**
   * What the field is called, for the show/hide toggle's accessible name: "Show {fieldLabel}" and
   * "Hide {fieldLabel}". Give the field's visible label wherever a form holds more than one
   * password (e.g. "Confirm Password"), so each toggle says which field it reveals. Defaults to
   * "password" ("Show password").
   */
  fieldLabel?: string;
}

/** A password field with a show/hide toggle. Props other than className/style/fieldLabel go to the input. */
export function PasswordInput({ className, style, id, disabled, fieldLabel, ...props }: PasswordInputProps) {
  const [isVisible, setIsVisible] = useState(false);
  const named = fieldLabel?.trim() || 'password';
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <Wrapper className={className} style={style}>
      <PaddedInput
        {...props}
        id={inputId}
        disabled={disabled}
        type={isVisible ? 'text' : 'password'}
        autoCapitalize="off"
        spellCheck={false}
      />
      <Toggle
        size="sm"
        label={`${isVisible ? 'Hide' : 'Show'} ${named}`}
        aria-pressed={isVisible}
        aria-controls={inputId}
        disabled={disabled}
        onClick={() => setIsVisible((visible) => !visible)}
      >
        {isVisible ? <EyeOffIcon size={16} /> : <EyeIcon size={16} />}
      </Toggle>
    </Wrapper>
  );
}
