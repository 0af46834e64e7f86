import type { ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';

export type HeadingLevel = 1 | 2 | 3 | 4;
type HeadingSize = 'sm' | 'md' | 'lg' | 'xl';

const sizeForLevel: Record<HeadingLevel, HeadingSize> = { 1: 'xl', 2: 'lg', 3: 'md', 4: 'sm' };

const Root = styled.h2<{ $size: HeadingSize }>`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ $size }) => ($size === 'xl' || $size === 'lg' ? '-0.015em' : '-0.005em')};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  font-size: ${({ theme, $size }) =>
    ({ xl: theme.fontSizes['2xl'], lg: theme.fontSizes.xl, md: theme.fontSizes.lg, sm: theme.fontSizes.md })[$size]};
`;

export interface HeadingProps extends ComponentPropsWithRef<'h2'> {
  /** Document outline level (h1-h4). */
  level?: HeadingLevel;
  /** Visual size, when it must differ from the level's default. */
  size?: HeadingSize;
}

export function Heading({ level = 2, size, ...props }: HeadingProps) {
  return <Root as={`h${level}`} $size={size ?? sizeForLevel[level]} {...props} />;
}
