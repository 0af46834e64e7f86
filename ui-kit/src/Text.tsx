import { styled } from 'styled-components';

export type TextTone = 'default' | 'muted' | 'danger' | 'success';

export interface TextProps {
  tone?: TextTone;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  weight?: 'regular' | 'medium' | 'semibold';
  /** Monospace, for ids, keys and code. */
  isMono?: boolean;
}

const ownProps = new Set(['tone', 'size', 'weight', 'isMono']);

/** Body copy, a `<p>` by default; use `as="span"` inline. */
export const Text = styled.p.withConfig({ shouldForwardProp: (prop) => !ownProps.has(prop) })<TextProps>`
  font-size: ${({ theme, size = 'md' }) => theme.fontSizes[size]};
  font-weight: ${({ theme, weight = 'regular' }) => theme.fontWeights[weight]};
  font-family: ${({ theme, isMono }) => (isMono ? theme.fonts.mono : 'inherit')};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme, tone = 'default' }) =>
    ({
      default: theme.colors.text,
      muted: theme.colors.textMuted,
      danger: theme.colors.dangerText,
      success: theme.colors.successSubtleText,
    })[tone]};
`;
