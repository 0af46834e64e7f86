import { useQuery } from '@apollo/client/react';
import type { WidgetProps } from '@touchline/shell-contract';
import {
  Button,
  Card,
  CardBody,
  CardHeader,
  CardTitle,
  ChartIcon,
  formatRelativeTime,
  QuotaBar,
  Skeleton,
  Stack,
  StatFigure,
  Text,
} from '@touchline/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { graphql } from '../graphql';
import { formatCount } from './format';
import { Sparkline } from './Sparkline';

// The summary carries the same fields as on the usage screen: both write the same cache entry
// (`usageSummary` for the 24h window), and a smaller selection would drop the screen's fields.
export const UsageWidgetQuery = graphql(`
  query UsageWidget($dateFrom: String!, $dateTo: String!) {
    usageSummary(window: "24h") {
      ...UsageKpisSummary
    }
    usageTimeseries(interval: "hour", dateFrom: $dateFrom, dateTo: $dateTo) {
      data {
        start
        calls
      }
    }
  }
`);

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The last 24 whole UTC hours, the current one included. */
function widgetRange(now: number) {
  return {
    dateFrom: new Date(Math.floor(now / HOUR_MS) * HOUR_MS - 23 * HOUR_MS).toISOString(),
    dateTo: new Date(now).toISOString(),
  };
}

const Full = styled(Stack)`
  align-self: stretch;
`;

/** The dashboard card: today's calls (UTC, like the quota), the last 24 hours as a line, the quota. */
export function UsageWidget(_: WidgetProps) {
  const [now] = useState(() => Date.now());
  const { data, loading, error } = useQuery(UsageWidgetQuery, {
    variables: widgetRange(now),
    fetchPolicy: 'cache-and-network',
  });
  const buckets = data?.usageTimeseries.data;
  const startOfToday = Math.floor(now / DAY_MS) * DAY_MS;
  const callsToday =
    buckets?.reduce((total, bucket) => (Date.parse(bucket.start) >= startOfToday ? total + bucket.calls : total), 0) ??
    0;
  const quota = data?.usageSummary.quota;
  // The quota counts every call but those refused for the per-second rate; the difference is
  // what the card explains. Metering may lag the quota by a second, hence never below zero.
  const refusedToday = quota ? Math.max(0, callsToday - quota.used) : 0;

  return (
    <Card aria-busy={loading && !data ? true : undefined} aria-label="Usage">
      <CardHeader>
        <CardTitle>Usage</CardTitle>
        <ChartIcon size={18} aria-hidden />
      </CardHeader>
      <CardBody>
        <Stack gap={4} align="start">
          {data && buckets ? (
            <Full gap={3}>
              <Stack gap={1}>
                <StatFigure value={formatCount(callsToday)} label={`${callsToday === 1 ? 'call' : 'calls'} today`} />
                {refusedToday > 0 && (
                  <Text size="sm">
                    {formatCount(refusedToday)} refused (the rate limit, or the quota used up), which{' '}
                    {refusedToday === 1 ? 'does' : 'do'} not count against the daily quota
                  </Text>
                )}
                <Text tone="muted" size="xs">
                  Since 00:00 UTC. The line shows the last 24 hours.
                </Text>
              </Stack>
              <Sparkline values={buckets.map((bucket) => bucket.calls)} />
              {quota && (
                <Stack gap={1.5}>
                  <QuotaBar used={quota.used} limit={quota.limit} label="Daily quota used" />
                  <Text tone="muted" size="sm">
                    {formatCount(quota.used)} of {formatCount(quota.limit)} daily calls used · resets{' '}
                    {formatRelativeTime(quota.resetsAt, now, 'hour')}
                  </Text>
                </Stack>
              )}
            </Full>
          ) : loading ? (
            <Full gap={3}>
              <Skeleton width="8rem" height="1.9rem" />
              <Skeleton height="2.5rem" />
              <Skeleton height="0.5rem" />
            </Full>
          ) : (
            <Text tone="muted">{error ? 'Your usage could not be loaded right now.' : null}</Text>
          )}
          <Button as={Link} to="/usage" variant="secondary" size="sm">
            View usage
          </Button>
        </Stack>
      </CardBody>
    </Card>
  );
}
