import { Card, CardBody, Skeleton, Stack, Text, VisuallyHidden } from '@touchline/ui-kit';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const Value = styled.p`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;

  small {
    margin-left: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Body = styled(CardBody)`
  height: 100%;
`;

export interface StatCardProps {
  label: string;
  /** The figure; null when there is nothing to measure (no calls), shown as a dash. */
  value: ReactNode;
  /** Read out instead of a dash when `value` is null. */
  emptyLabel?: string;
  hint?: ReactNode;
  /** Under the hint, e.g. a quota bar. */
  children?: ReactNode;
}

/** One headline figure. The card is a labelled group, so "Calls, 1,234" is read as one. */
export function StatCard({ label, value, emptyLabel = 'no calls yet', hint, children }: StatCardProps) {
  return (
    <Card role="group" aria-label={label}>
      <Body>
        <Stack gap={1.5}>
          <Text tone="muted" size="sm" weight="medium">
            {label}
          </Text>
          {value === null ? (
            <Value>
              <span aria-hidden>—</span>
              <VisuallyHidden>{emptyLabel}</VisuallyHidden>
            </Value>
          ) : (
            <Value>{value}</Value>
          )}
          {children}
          {hint && (
            <Text tone="muted" size="xs">
              {hint}
            </Text>
          )}
        </Stack>
      </Body>
    </Card>
  );
}

export function StatCardSkeleton({ label }: { label: string }) {
  return (
    <Card aria-hidden>
      <Body>
        <Stack gap={1.5}>
          <Text tone="muted" size="sm" weight="medium">
            {label}
          </Text>
          <Skeleton width="6rem" height="1.8rem" />
          <Skeleton width="9rem" height="0.75rem" />
        </Stack>
      </Body>
    </Card>
  );
}
