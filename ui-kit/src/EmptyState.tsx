import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { InboxIcon } from './icons';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[6]}`};
`;

const IconHolder = styled.div`
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  margin-bottom: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const Description = styled.p`
  max-width: 26rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space[3]};
`;

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Defaults to an inbox icon; pass `null` for none. */
  icon?: ReactNode;
  action?: ReactNode;
  /**
   * The title's heading level, one below the heading it stands under: 3 in a titled card (the
   * default), 2 where it stands for the screen's content right under the page's h1.
   */
  headingLevel?: 2 | 3;
  className?: string;
}

export function EmptyState({
  title,
  description,
  icon = <InboxIcon size={22} />,
  action,
  headingLevel = 3,
  className,
}: EmptyStateProps) {
  return (
    <Root className={className}>
      {icon && <IconHolder aria-hidden>{icon}</IconHolder>}
      <Title as={`h${headingLevel}`}>{title}</Title>
      {description && <Description>{description}</Description>}
      {action && <Action>{action}</Action>}
    </Root>
  );
}
