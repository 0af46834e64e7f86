import type { ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';
import { ChevronDownIcon } from '@touchline/ui-kit';
import { inputStyles } from './Input';

const Wrapper = styled.div`
  position: relative;
  width: 100%;
`;

const NativeSelect = styled.select`
  ${inputStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.space[8]};
  cursor: pointer;
`;

const Chevron = styled.span`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space[3]};
  transform: translateY(-50%);
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`;

export type SelectProps = ComponentPropsWithRef<'select'>;

/** A native select (free keyboard and mobile support) dressed like `Input`. */
export function Select({ className, style, ...props }: SelectProps) {
  return (
    <Wrapper className={className} style={style}>
      <NativeSelect {...props} />
      <Chevron>
        <ChevronDownIcon size={16} />
      </Chevron>
    </Wrapper>
  );
}
