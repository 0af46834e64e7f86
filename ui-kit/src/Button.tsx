import type { AriaAttributes, MouseEvent } from 'react';
import { styled, css } from 'styled-components';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

export interface ButtonOwnProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Shows a spinner while keeping the button's width and accessible name, and ignores presses.
   * The button stays focusable (aria-disabled, aria-busy): a disabled button would drop the
   * focus to <body>, out of the dialog or form it sits in.
   */
  isLoading?: boolean;
  fullWidth?: boolean;
}

const ownProps = new Set(['variant', 'size', 'isLoading', 'fullWidth']);
export const forwardButtonProp = (prop: string) => !ownProps.has(prop);

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    box-shadow:
      ${({ theme }) => theme.shadows.xs},
      inset 0 1px 0 rgba(255, 255, 255, 0.12);
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.borderStrong};
    box-shadow: ${({ theme }) => theme.shadows.xs};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.surfaceHover};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.surfaceHover};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: #ffffff;
    box-shadow:
      ${({ theme }) => theme.shadows.xs},
      inset 0 1px 0 rgba(255, 255, 255, 0.12);
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.dangerHover};
    }
  `,
};

export const buttonStyles = css<ButtonOwnProps>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  width: ${({ fullWidth }) => (fullWidth ? '100%' : 'auto')};
  height: ${({ size = 'md' }) => (size === 'sm' ? '2rem' : '2.25rem')};
  padding: 0 ${({ size = 'md', theme }) => (size === 'sm' ? theme.space[3] : theme.space[4])};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: inherit;
  font-size: ${({ size = 'md', theme }) => (size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast},
    color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};

  ${({ variant = 'primary' }) => variants[variant]}

  &:active:not(:disabled, [aria-disabled='true']) {
    transform: translateY(0.5px);
  }

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }

  &[aria-busy='true'] {
    cursor: progress;
    opacity: 1;
  }
`;

const Label = styled.span<{ $isHidden?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: inherit;
  /* opacity, not visibility: the label must stay in the accessibility tree as the button's name. */
  opacity: ${({ $isHidden }) => ($isHidden ? 0 : 1)};
`;

const LoadingIndicator = styled.span`
  position: absolute;
  inset: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;

/**
 * The product's button. Render a link that looks like a button with styled-components' `as`:
 * `<Button as={Link} to="/">Go Back</Button>` or `<Button as="a" href="...">`.
 */
/** Props the attrs below read besides the button's own. */
type ActivationProps = {
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  'aria-disabled'?: AriaAttributes['aria-disabled'];
};

export const Button = styled.button
  .withConfig({ shouldForwardProp: forwardButtonProp })
  .attrs<ButtonOwnProps & ActivationProps>(({ isLoading, onClick, children, 'aria-disabled': ariaDisabled }) => ({
    'aria-disabled': isLoading || ariaDisabled || undefined,
    'aria-busy': isLoading || undefined,
    // preventDefault: a busy submit button must not submit its form again, nor one marked
    // aria-disabled (unavailable, yet focusable: `disabled` would drop the focus to <body>).
    onClick:
      isLoading || ariaDisabled === true || ariaDisabled === 'true'
        ? (event: MouseEvent<HTMLButtonElement>) => event.preventDefault()
        : onClick,
    children: (
      <>
        <Label $isHidden={isLoading}>{children}</Label>
        {isLoading && (
          <LoadingIndicator>
            <Spinner size="1.1em" />
          </LoadingIndicator>
        )}
      </>
    ),
  }))`
  ${buttonStyles}
`;
