import type { HTMLAttributes, ReactNode } from 'react';
import { styled } from 'styled-components';
import { AlertCircleIcon, CheckCircleIcon, InfoIcon } from './icons';
import { Inline } from './Stack';
import { Text } from './Text';

export type NoticeTone = 'success' | 'warning' | 'info';

const Banner = styled.div<{ $tone: NoticeTone }>`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors[`${$tone}Subtle`]};
  color: ${({ theme, $tone }) => theme.colors[`${$tone}SubtleText`]};

  svg {
    flex-shrink: 0;
  }
`;

const ICONS = { success: CheckCircleIcon, warning: AlertCircleIcon, info: InfoIcon };

export interface NoticeProps extends HTMLAttributes<HTMLDivElement> {
  tone?: NoticeTone;
  children: ReactNode;
}

/** A sentence the page wants read before the rest: an outcome, a caveat, a state of things. */
export function Notice({ tone = 'info', children, ...rest }: NoticeProps) {
  const Icon = ICONS[tone];
  return (
    <Banner $tone={tone} {...rest}>
      <Inline gap={2}>
        <Icon size={16} aria-hidden />
        <Text size="sm" style={{ color: 'inherit' }}>
          {children}
        </Text>
      </Inline>
    </Banner>
  );
}
