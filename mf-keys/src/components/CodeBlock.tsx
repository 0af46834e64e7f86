import { styled } from 'styled-components';

/** Code keeps its lines: a long one scrolls sideways, never wraps inside a token. */
export const CodeBlock = styled.pre`
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
