import { AlertCircleIcon, CheckCircleIcon, InfoIcon, Stack, Text } from '@touchline/ui-kit';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

export type NoticeTone = 'info' | 'danger' | 'success';

const Box = styled.div<{ $tone: NoticeTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid
    ${({ theme, $tone }) =>
      `color-mix(in srgb, ${{ info: theme.colors.info, danger: theme.colors.danger, success: theme.colors.success }[$tone]} 35%, transparent)`};
  background: ${({ theme, $tone }) =>
    ({ info: theme.colors.infoSubtle, danger: theme.colors.dangerSubtle, success: theme.colors.successSubtle })[$tone]};
  color: ${({ theme, $tone }) =>
    ({ info: theme.colors.infoSubtleText, danger: theme.colors.dangerSubtleText, success: theme.colors.successSubtleText })[$tone]};

  svg {
    flex-shrink: 0;
    margin-top: 0.2em;
  }
`;

const icons = { info: InfoIcon, danger: AlertCircleIcon, success: CheckCircleIcon };

export interface NoticeProps {
  tone?: NoticeTone;
  title?: ReactNode;
  children?: ReactNode;
  /** `alert` announces it as soon as it appears (e.g. a failure the visitor came back with). */
  role?: 'alert' | 'status' | 'note';
}

/** A message box inside a card: what happened, in the tone of its outcome. */
export function Notice({ tone = 'info', title, children, role = 'note' }: NoticeProps) {
  const Icon = icons[tone];
  return (
    <Box $tone={tone} role={role}>
      <Icon size={16} aria-hidden />
      <Stack gap={0.5}>
        {title && (
          <Text size="sm" weight="semibold" style={{ color: 'inherit' }}>
            {title}
          </Text>
        )}
        {children && (
          <Text size="sm" style={{ color: 'inherit' }}>
            {children}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
