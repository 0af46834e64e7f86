import {
  Badge,
  Button,
  Card,
  CardBody,
  CardHeader,
  CardTitle,
  Inline,
  QuotaBar,
  Skeleton,
  Stack,
  Text,
} from '@touchline/ui-kit';
import { useId } from 'react';
import { styled } from 'styled-components';
import { graphql } from '../graphql';
import type { CurrentPlanCardStatusFragment } from '../graphql/graphql';
import { formatCount } from './format';
import { PlanLimits } from './PlanLimits';
import { periodLineOf, statusBadgeOf } from './subscription';

/** @public The fragment its screen's query spreads by name; codegen reads it here. */
export const CurrentPlanCardStatus = graphql(`
  fragment CurrentPlanCardStatus on BillingStatus {
    plan {
      id
      name
      requestsPerSecond
      requestsPerDay
    }
    subscriptionStatus
    cancelAtPeriodEnd
    currentPeriodEnd
    graceEndsAt
    quotaUsedToday
  }
`);

const PlanName = styled.p`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.text};
`;

export interface CurrentPlanCardProps {
  status: CurrentPlanCardStatusFragment;
  /** Opens the billing portal; absent when there is nothing to manage there. */
  onManage?: () => void;
  isManaging?: boolean;
}

/** The plan whose limits apply now: its state, its next date, its limits and today's share of its quota. */
export function CurrentPlanCard({ status, onManage, isManaging = false }: CurrentPlanCardProps) {
  const badge = statusBadgeOf(status);
  const periodLine = periodLineOf(status);
  const { plan } = status;
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Current plan</CardTitle>
        {onManage && (
          <Button variant="secondary" size="sm" onClick={onManage} isLoading={isManaging}>
            Manage billing
          </Button>
        )}
      </CardHeader>
      <CardBody>
        <Stack gap={4}>
          <Stack gap={1}>
            <Inline gap={3} align="center" wrap>
              <PlanName>{plan.name}</PlanName>
              <Badge tone={badge.tone} withDot>
                {badge.label}
              </Badge>
            </Inline>
            {periodLine && <Text tone="muted">{periodLine}</Text>}
          </Stack>
          <PlanLimits plan={plan} />
          <Stack gap={1.5}>
            <QuotaBar used={status.quotaUsedToday} limit={plan.requestsPerDay} label="Today's quota used" />
            <Text tone="muted" size="sm">
              {formatCount(status.quotaUsedToday)} of {formatCount(plan.requestsPerDay)} calls used today (resets at
              00:00 UTC)
            </Text>
          </Stack>
        </Stack>
      </CardBody>
    </Card>
  );
}

export function CurrentPlanCardSkeleton() {
  return (
    <Card aria-busy="true" aria-label="Current plan">
      <CardHeader>
        <CardTitle>Current plan</CardTitle>
      </CardHeader>
      <CardBody>
        <Stack gap={4}>
          <Skeleton width="9rem" height="1.9rem" />
          <Skeleton width="16rem" height="1rem" />
          <Skeleton height="0.5rem" />
        </Stack>
      </CardBody>
    </Card>
  );
}
