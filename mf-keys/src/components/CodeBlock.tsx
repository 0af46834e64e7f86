import { useHorizontalOverflow } from '@touchline/ui-kit';
import { useRef, type ReactNode } from 'react';
import { styled } from 'styled-components';

/** Code keeps its lines: a long one scrolls sideways, never wraps inside a token. */
const Pre = styled.pre`
  margin: 0;
  white-space: pre;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  overflow-x: auto;
  background: ${({ theme }) => theme.colors.surfaceSunken};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

export interface CodeBlockProps {
  children: ReactNode;
  /** What the code is ("curl example"): the name of the block when it scrolls. */
  label: string;
}

/**
 * A block of code. One whose lines are wider than it (a curl call on a phone) is a named region
 * that takes the keyboard focus, as the tables' scrolling boxes do, so the arrow keys scroll it;
 * one that fits is no Tab stop.
 */
export function CodeBlock({ children, label }: CodeBlockProps) {
  const ref = useRef<HTMLPreElement>(null);
  const overflow = useHorizontalOverflow(ref);
  const isScrollable = overflow.left || overflow.right;
  return (
    <Pre
      ref={ref}
      role={isScrollable ? 'region' : undefined}
      aria-label={isScrollable ? label : undefined}
      tabIndex={isScrollable ? 0 : undefined}
    >
      {children}
    </Pre>
  );
}
