import type { ComponentPropsWithRef, ReactNode } from 'react';
import { styled } from 'styled-components';

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:has(input:disabled) {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Box = styled.input`
  width: 1rem;
  height: 1rem;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: inherit;
`;

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
}

export function Checkbox({ label, className, style, ...props }: CheckboxProps) {
  return (
    <Label className={className} style={style}>
      <Box type="checkbox" {...props} />
      {label}
    </Label>
  );
}
