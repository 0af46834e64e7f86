// What the dashboard's plan card and the billing screen's current plan both show of a billing
// status: the plan's name, its state and next date, its limits and today's share of its quota.
import { QuotaBar, Stack, Text } from '@touchline/ui-kit';
import { styled } from 'styled-components';
import { graphql } from '../graphql';
import { formatCount } from './format';

/** @public Spread by name in PlanWidget's and BillingPage's queries; codegen reads it here. */
export const PlanSummaryStatus = graphql(`
  fragment PlanSummaryStatus on BillingStatus {
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

/** The plan's name, larger on the billing screen ('2xl') than on the dashboard's card ('xl'). */
export const PlanName = styled.p<{ $size: 'xl' | '2xl' }>`
  font-size: ${({ theme, $size }) => theme.fontSizes[$size]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.text};
`;

export interface TodaysQuotaProps {
  used: number;
  limit: number;
  /** Says when the count starts again; the billing screen does, the dashboard's card has no room. */
  withReset?: boolean;
}

/** Today's calls against the plan's daily quota, as a bar and in words. */
export function TodaysQuota({ used, limit, withReset = false }: TodaysQuotaProps) {
  return (
    <Stack gap={1.5}>
      <QuotaBar used={used} limit={limit} label="Today's quota used" />
      <Text tone="muted" size="sm">
        {formatCount(used)} of {formatCount(limit)} calls used today{withReset && ' (resets at 00:00 UTC)'}
      </Text>
    </Stack>
  );
}
