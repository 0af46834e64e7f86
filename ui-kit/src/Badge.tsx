import { styled } from 'styled-components';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'primary';

export interface BadgeProps {
  tone?: BadgeTone;
  /** Adds a small status dot before the text. */
  withDot?: boolean;
}

const toneColors = {
  neutral: ['neutralSubtle', 'neutralSubtleText'],
  success: ['successSubtle', 'successSubtleText'],
  warning: ['warningSubtle', 'warningSubtleText'],
  danger: ['dangerSubtle', 'dangerSubtleText'],
  info: ['infoSubtle', 'infoSubtleText'],
  primary: ['primarySubtle', 'primarySubtleText'],
} as const;

export const Badge = styled.span.withConfig({
  shouldForwardProp: (prop) => prop !== 'tone' && prop !== 'withDot',
})<BadgeProps>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  height: 1.375rem;
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.full};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1;
  white-space: nowrap;
  background: ${({ theme, tone = 'neutral' }) => theme.colors[toneColors[tone][0]]};
  color: ${({ theme, tone = 'neutral' }) => theme.colors[toneColors[tone][1]]};
  box-shadow: inset 0 0 0 1px color-mix(in srgb, currentColor 14%, transparent);

  ${({ withDot }) =>
    withDot &&
    `
    &::before {
      content: '';
      width: 6px;
      height: 6px;
      border-radius: 50%;
      background: currentColor;
    }
  `}
`;
