import { useQuery } from '@apollo/client/react';
import type { WidgetProps } from '@touchline/shell-contract';
import {
  Badge,
  Button,
  Card,
  CardBody,
  CardHeader,
  CardTitle,
  CreditCardIcon,
  Inline,
  Skeleton,
  Stack,
  Text,
} from '@touchline/ui-kit';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { graphql } from '../graphql';
import { PlanLimits } from './PlanLimits';
import { PlanName, TodaysQuota } from './PlanSummary';
import { hasLiveSubscription, periodLineOf, statusBadgeOf } from './subscription';

export const PlanWidgetQuery = graphql(`
  query PlanWidget {
    billingStatus {
      ...PlanSummaryStatus
      plan {
        id
        isPaid
      }
      billingConfigured
    }
  }
`);

const Full = styled(Stack)`
  align-self: stretch;
`;

/** The dashboard card: the plan, its state, today's share of its quota, and the way to billing. */
export function PlanWidget(_: WidgetProps) {
  // cache-and-network: a plan changed in another tab, or by Stripe since, shows on each visit.
  const { data, loading, error } = useQuery(PlanWidgetQuery, { fetchPolicy: 'cache-and-network' });
  const status = data?.billingStatus;
  // A live subscription is only worth a badge when something needs saying (past due, ending).
  const badge =
    status && hasLiveSubscription(status) && (status.subscriptionStatus !== 'active' || status.cancelAtPeriodEnd)
      ? statusBadgeOf(status)
      : null;
  const periodLine = status ? periodLineOf(status) : null;
  const canUpgrade = status ? status.billingConfigured && !status.plan.isPaid && !hasLiveSubscription(status) : false;

  return (
    <Card aria-busy={loading && !status ? true : undefined} aria-label="Plan">
      <CardHeader>
        <CardTitle>Plan</CardTitle>
        <CreditCardIcon size={18} aria-hidden />
      </CardHeader>
      <CardBody>
        <Stack gap={4} align="start">
          {status ? (
            <Full gap={3}>
              <Stack gap={1}>
                <Inline gap={2} align="center" wrap>
                  <PlanName $size="xl">{status.plan.name}</PlanName>
                  {badge && (
                    <Badge tone={badge.tone} withDot>
                      {badge.label}
                    </Badge>
                  )}
                </Inline>
                {periodLine && <Text size="sm">{periodLine}</Text>}
              </Stack>
              <PlanLimits plan={status.plan} />
              <TodaysQuota used={status.quotaUsedToday} limit={status.plan.requestsPerDay} />
            </Full>
          ) : loading ? (
            <Full gap={3}>
              <Skeleton width="6rem" height="1.6rem" />
              <Skeleton width="14rem" height="1rem" />
              <Skeleton height="0.5rem" />
            </Full>
          ) : (
            <Text tone="muted">{error ? 'Your plan could not be loaded right now.' : null}</Text>
          )}
          <Button as={Link} to="/billing" variant={canUpgrade ? 'primary' : 'secondary'} size="sm">
            {canUpgrade ? 'See plans and upgrade' : 'Manage plan'}
          </Button>
        </Stack>
      </CardBody>
    </Card>
  );
}
