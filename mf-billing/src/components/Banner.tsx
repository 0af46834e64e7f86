import { AlertCircleIcon, InfoIcon, Stack, Text, type NoticeTone } from '@touchline/ui-kit';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

// ui-kit's Notice in its tones, with room for the one action that resolves it (the portal).
const Box = styled.div<{ $tone: NoticeTone }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $tone }) => `color-mix(in srgb, ${theme.colors[$tone]} 35%, transparent)`};
  background: ${({ theme, $tone }) => theme.colors[`${$tone}Subtle`]};
  color: ${({ theme, $tone }) => theme.colors[`${$tone}SubtleText`]};
`;

const Message = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  flex: 1 1 18rem;
  min-width: 0;

  svg {
    flex-shrink: 0;
    margin-top: 0.2em;
  }
`;

export interface BannerProps {
  tone: NoticeTone;
  /** Also the banner's accessible name. */
  title: string;
  children: ReactNode;
  action?: ReactNode;
}

/** A state of the subscription that needs the person's attention, with what to do about it. */
export function Banner({ tone, title, children, action }: BannerProps) {
  const Icon = tone === 'info' ? InfoIcon : AlertCircleIcon;
  return (
    <Box $tone={tone} role="region" aria-label={title}>
      <Message>
        <Icon size={16} aria-hidden />
        <Stack gap={0.5}>
          <Text size="sm" weight="semibold" style={{ color: 'inherit' }}>
            {title}
          </Text>
          <Text size="sm" style={{ color: 'inherit' }}>
            {children}
          </Text>
        </Stack>
      </Message>
      {action}
    </Box>
  );
}
