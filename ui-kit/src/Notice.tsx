import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { AlertCircleIcon, CheckCircleIcon, InfoIcon } from './icons';
import { Stack } from './Stack';
import { Text } from './Text';

export type NoticeTone = 'info' | 'success' | 'warning' | 'danger';

const Box = styled.div<{ $tone: NoticeTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $tone }) => `color-mix(in srgb, ${theme.colors[$tone]} 35%, transparent)`};
  background: ${({ theme, $tone }) => theme.colors[`${$tone}Subtle`]};
  color: ${({ theme, $tone }) => theme.colors[`${$tone}SubtleText`]};

  svg {
    flex-shrink: 0;
    /* Level with the first line of text when the sentence wraps. */
    margin-top: 0.2em;
  }
`;

const ICONS = { info: InfoIcon, success: CheckCircleIcon, warning: AlertCircleIcon, danger: AlertCircleIcon };

export interface NoticeProps {
  tone?: NoticeTone;
  title?: ReactNode;
  children?: ReactNode;
  /**
   * `alert` announces it as soon as it appears (a failure the visitor came back with), `status`
   * politely (an outcome); `note` (the default) is read in the page's order.
   */
  role?: 'alert' | 'status' | 'note';
  /** For a control that the notice describes (`aria-describedby`), such as a form's failure. */
  id?: string;
}

/** A message inside a page or card: an outcome, a caveat, a state of things, in its tone. */
export function Notice({ tone = 'info', title, children, role = 'note', id }: NoticeProps) {
  const Icon = ICONS[tone];
  return (
    <Box $tone={tone} role={role} id={id}>
      <Icon size={16} aria-hidden />
      <Stack gap={0.5}>
        {title && (
          <Text size="sm" weight="semibold" style={{ color: 'inherit' }}>
            {title}
          </Text>
        )}
        {/* A block, not a paragraph: a notice's body may hold paragraphs and buttons of its own. */}
        {children && (
          <Text as="div" size="sm" style={{ color: 'inherit' }}>
            {children}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
