import type { RouteProps } from '@touchline/shell-contract';
import {
  Button,
  Card,
  CardDescription,
  CardHeader,
  CardTitle,
  ChartIcon,
  EmptyState,
  Heading,
  Inline,
  Stack,
  Text,
} from '@touchline/ui-kit';
import { useState } from 'react';
import { styled } from 'styled-components';
import { StatCard } from '../components/StatCard';
import { USAGE_WINDOWS, type UsageWindow } from '../components/windows';

const Stats = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const Split = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 1fr;
  }
`;

export function UsagePage(_: RouteProps<'/usage'>) {
  const [usageWindow, setUsageWindow] = useState<UsageWindow>('7d');
  const windowLabel = USAGE_WINDOWS.find(({ value }) => value === usageWindow)!.label.toLowerCase();
  return (
    <Stack gap={6}>
      <Inline justify="between" align="end" wrap gap={4}>
        <Stack gap={1}>
          <Heading level={1}>Usage</Heading>
          <Text tone="muted">Requests made with your API keys, {windowLabel}.</Text>
        </Stack>
        <Inline gap={1} role="group" aria-label="Time window" wrap>
          {USAGE_WINDOWS.map(({ value }) => (
            <Button
              key={value}
              size="sm"
              variant={value === usageWindow ? 'primary' : 'ghost'}
              aria-pressed={value === usageWindow}
              onClick={() => setUsageWindow(value)}
            >
              {value}
            </Button>
          ))}
        </Inline>
      </Inline>

      <Stats>
        <StatCard label="Requests" hint="All proxied calls" />
        <StatCard label="Error rate" hint="Answers with status 4xx or 5xx" />
        <StatCard label="Median latency" hint="Time to the upstream answer" />
        <StatCard label="Cache hits" hint="Served without an upstream call" />
      </Stats>

      <Card>
        <CardHeader>
          <div>
            <CardTitle>Requests over time</CardTitle>
            <CardDescription>Per minute, hour or day, depending on the window.</CardDescription>
          </div>
        </CardHeader>
        <EmptyState
          icon={<ChartIcon size={22} />}
          title="Usage charts are on their way"
          description="As soon as metering is switched on, every call your keys make is counted and charted here."
        />
      </Card>

      <Split>
        <Card>
          <CardHeader>
            <div>
              <CardTitle>Top endpoints</CardTitle>
              <CardDescription>The paths your keys call most.</CardDescription>
            </div>
          </CardHeader>
          <EmptyState title="Nothing to rank yet" description="Endpoints appear here with their share of traffic." />
        </Card>
        <Card>
          <CardHeader>
            <div>
              <CardTitle>Usage per key</CardTitle>
              <CardDescription>Which key made how many calls.</CardDescription>
            </div>
          </CardHeader>
          <EmptyState title="No key activity yet" description="Each of your keys is listed with its request count." />
        </Card>
      </Split>
    </Stack>
  );
}
