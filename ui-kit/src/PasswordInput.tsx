import { useId, useState, type ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';
import { IconButton } from './IconButton';
import { EyeIcon, EyeOffIcon } from './icons';
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

export type PasswordInputProps = Omit<ComponentPropsWithRef<'input'>, 'type'>;

/** A password field with a show/hide toggle. Props other than className/style go to the input. */
export function PasswordInput({ className, style, id, disabled, ...props }: PasswordInputProps) {
  const [isVisible, setIsVisible] = useState(false);
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
        label={isVisible ? 'Hide password' : 'Show password'}
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
