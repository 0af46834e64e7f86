import { Badge, Button, Card, CardBody, CardHeader, CardTitle, Inline, Skeleton, Stack, Text } from '@touchline/ui-kit';
import { useId } from 'react';
import type { PlanSummaryStatusFragment } from '../graphql/graphql';
import { PlanLimits } from './PlanLimits';
import { PlanName, TodaysQuota } from './PlanSummary';
import { periodLineOf, statusBadgeOf } from './subscription';

export interface CurrentPlanCardProps {
  status: PlanSummaryStatusFragment;
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
              <PlanName $size="2xl">{plan.name}</PlanName>
              <Badge tone={badge.tone} withDot>
                {badge.label}
              </Badge>
            </Inline>
            {periodLine && <Text tone="muted">{periodLine}</Text>}
          </Stack>
          <PlanLimits plan={plan} />
          <TodaysQuota used={status.quotaUsedToday} limit={plan.requestsPerDay} withReset />
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
