import type { ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';
import { buttonStyles, forwardButtonProp, type ButtonOwnProps } from './Button';

export interface IconButtonProps
  extends Omit<ButtonOwnProps, 'isLoading' | 'fullWidth'>, ComponentPropsWithRef<'button'> {
  /** Required: an icon alone has no accessible name. Also shown as a native tooltip. */
  label: string;
}

const Root = styled.button.withConfig({ shouldForwardProp: forwardButtonProp })<ButtonOwnProps>`
  ${buttonStyles}
  flex-shrink: 0;
  width: ${({ size = 'md' }) => (size === 'sm' ? '2rem' : '2.25rem')};
  padding: 0;

  &[data-ghost] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &[data-ghost]:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** A square button holding only an icon. Defaults to the ghost variant. */
export function IconButton({ label, variant = 'ghost', type = 'button', ...props }: IconButtonProps) {
  return (
    <Root
      aria-label={label}
      title={label}
      variant={variant}
      type={type}
      data-ghost={variant === 'ghost' ? '' : undefined}
      {...props}
    />
  );
}
