import { styled, keyframes } from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span<{ $size: string }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  border-radius: 50%;
  border: 2px solid currentColor;
  border-right-color: transparent;
  opacity: 0.85;
  animation: ${spin} 0.7s linear infinite;

  /* A frozen spinner reads as "stuck", so reduced motion slows it down instead of stopping it. */
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 1.6s !important;
    animation-iteration-count: infinite !important;
  }
`;

export interface SpinnerProps {
  /** CSS length or pixels. Defaults to the current font size. */
  size?: number | string;
  /** Announced to screen readers; without it the spinner is decorative. */
  label?: string;
  className?: string;
}

export function Spinner({ size = '1em', label, className }: SpinnerProps) {
  const ring = (
    <Ring $size={typeof size === 'number' ? `${size}px` : size} aria-hidden className={label ? undefined : className} />
  );
  if (!label) return ring;
  return (
    <span role="status" className={className} style={{ display: 'inline-flex' }}>
      {ring}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
