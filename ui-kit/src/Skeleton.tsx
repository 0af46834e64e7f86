import { styled, keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 150% 0; }
  to { background-position: -50% 0; }
`;

export interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  /** Renders a circle (avatars); `width` sets the diameter. */
  isCircle?: boolean;
  className?: string;
}

const toLength = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

const Block = styled.span<{ $width: string; $height: string; $isCircle: boolean }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height, $width, $isCircle }) => ($isCircle ? $width : $height)};
  max-width: 100%;
  border-radius: ${({ theme, $isCircle }) => ($isCircle ? '50%' : theme.radii.md)};
  background-color: ${({ theme }) => theme.colors.skeleton};
  background-image: linear-gradient(
    90deg,
    transparent 0%,
    ${({ theme }) => theme.colors.skeletonHighlight} 50%,
    transparent 100%
  );
  background-size: 200% 100%;
  background-repeat: no-repeat;
  animation: ${shimmer} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background-image: none;
  }
`;

/**
 * A loading placeholder. Hidden from assistive technology: mark the region that is loading
 * with `aria-busy` and announce the result instead.
 */
export function Skeleton({ width = '100%', height = '1rem', isCircle = false, className }: SkeletonProps) {
  return (
    <Block aria-hidden className={className} $width={toLength(width)} $height={toLength(height)} $isCircle={isCircle} />
  );
}
