import { useQuery } from '@apollo/client/react';
import type { RouteProps } from '@touchline/shell-contract';
import {
  Button,
  Card,
  CardBody,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
  Heading,
  Inline,
  LoadError,
  Select,
  Stack,
  Text,
  useNow,
  VisuallyHidden,
} from '@touchline/ui-kit';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { AccountPicker, OWN_USAGE, WHOLE_PLATFORM } from '../components/AccountPicker';
import { keyPickerLabel, KeyUsageTable, KeyUsageTableSkeleton } from '../components/KeyUsageTable';
import { TopEndpointsTable, TopEndpointsTableSkeleton } from '../components/TopEndpointsTable';
import { UsageChart, UsageChartSkeleton } from '../components/UsageChart';
import { UsageEmptyState } from '../components/UsageEmptyState';
import { UsageKpis, UsageKpisSkeleton } from '../components/UsageKpis';
import { WindowPicker } from '../components/WindowPicker';
import {
  INTERVALS,
  isIntervalAllowed,
  rangeOf,
  windowOf,
  type TimeRange,
  type UsageInterval,
  type UsageWindow,
} from '../components/windows';
import { graphql } from '../graphql';

export const UsagePageQuery = graphql(`
  query UsagePage($window: String!, $userId: String) {
    usageSummary(window: $window, userId: $userId) {
      ...UsageKpisSummary
    }
    usageTopEndpoints(window: $window, userId: $userId, limit: 10) {
      data {
        ...TopEndpointRow
      }
    }
    usageKeys(window: $window, userId: $userId, limit: 100) {
      data {
        id
        ...KeyUsageRow
      }
    }
  }
`);

// The chart has its own query: changing its interval or key must not reload the cards and tables.
export const UsageChartQuery = graphql(`
  query UsageChart($interval: String!, $dateFrom: String!, $dateTo: String!, $apiKeyId: ID, $userId: String) {
    usageTimeseries(interval: $interval, dateFrom: $dateFrom, dateTo: $dateTo, apiKeyId: $apiKeyId, userId: $userId) {
      data {
        start
        calls
        errors
        p95LatencyMs
      }
    }
  }
`);

const DEFAULT_WINDOW: UsageWindow = '24h';

const Header = styled(Inline)`
  justify-content: space-between;
  align-items: flex-end;
`;

const Controls = styled(Inline)`
  align-items: flex-end;
`;

const Picker = styled.div`
  width: 12rem;
`;

const WidePicker = styled.div`
  width: 16rem;
`;

/**
 * The width of the content area from which "Top endpoints" and "Usage per key" sit side by side:
 * each then gets 32.5rem (520 px) or more, what the wider of the two needs for all its columns
 * (measured in Chromium: about 520 px for Top endpoints, 460 px for Usage per key). A container
 * query, on the content area rather than the window: the sidebar takes 15rem of the window from
 * md up, so the tables stack below a window of about 1376 px (at 1100 px two columns were
 * ~386 px each and hid p95). Narrower still, a table scrolls sideways with an edge cue.
 */
const TABLES_SIDE_BY_SIDE_FROM = '67rem';

const SplitContainer = styled.div`
  container: usage-tables / inline-size;
`;

const Split = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  @container usage-tables (min-width: ${TABLES_SIDE_BY_SIDE_FROM}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

/** Keeps the previous figures on screen, dimmed, while new ones load. */
const Region = styled.div<{ $isStale: boolean }>`
  min-width: 0;
  opacity: ${({ $isStale }) => ($isStale ? 0.6 : 1)};
  transition: opacity ${({ theme }) => theme.transitions.normal};
`;

function TableCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <div>
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
      </CardHeader>
      {children}
    </Card>
  );
}

export function UsagePage({ shell }: RouteProps<'/usage'>) {
  const viewer = shell.viewer;
  const [usageWindow, setUsageWindow] = useState<UsageWindow>(DEFAULT_WINDOW);
  const [interval, setChartInterval] = useState<UsageInterval>(windowOf(DEFAULT_WINDOW).defaultInterval);
  const [range, setRange] = useState<TimeRange>(() => rangeOf(DEFAULT_WINDOW, Date.now()));
  const [apiKeyId, setApiKeyId] = useState('');
  const [account, setAccount] = useState(OWN_USAGE);
  const now = useNow();

  const isOwnUsage = account === OWN_USAGE;
  const userId = isOwnUsage ? undefined : account;
  // Usage changes by the second: a visit shows what is cached at once and asks again behind it.
  const page = useQuery(UsagePageQuery, {
    variables: { window: usageWindow, userId },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const chart = useQuery(UsageChartQuery, {
    variables: { interval, ...range, apiKeyId: apiKeyId || undefined, userId },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });

  const pageData = page.data ?? page.previousData;
  const chartData = chart.data ?? chart.previousData;
  const summary = pageData?.usageSummary;
  const keys = pageData?.usageKeys.data ?? [];
  const windowLabel = `the ${windowOf(usageWindow).label.toLowerCase()}`;

  function chooseWindow(next: UsageWindow) {
    setUsageWindow(next);
    setChartInterval(windowOf(next).defaultInterval);
    setRange(rangeOf(next, Date.now()));
    // The whole platform lists only the keys used in the window, so a chosen key may drop out.
    if (account === WHOLE_PLATFORM) setApiKeyId('');
  }

  function chooseAccount(next: string) {
    setAccount(next);
    setApiKeyId('');
  }

  function refresh() {
    setRange(rangeOf(usageWindow, Date.now()));
    void page.refetch().catch(() => undefined);
  }

  const whose =
    account === WHOLE_PLATFORM ? 'every account’s API keys' : isOwnUsage ? 'your API keys' : 'this account’s API keys';
  const isFirstLoad = page.loading && !pageData;
  const isEmpty = summary !== undefined && summary.calls === 0;
  const selectedKey = keys.find((key) => key.id === apiKeyId);

  return (
    <Stack gap={6}>
      <Header gap={4} wrap>
        <Stack gap={1}>
          <Heading level={1}>Usage</Heading>
          <Text tone="muted">
            Calls made with {whose} in {windowLabel}.
          </Text>
        </Stack>
        <Controls gap={3} wrap>
          {viewer?.isSuperuser && (
            <WidePicker>
              <AccountPicker value={account} onChange={chooseAccount} viewerId={viewer.id} />
            </WidePicker>
          )}
          <WindowPicker value={usageWindow} onChange={chooseWindow} />
          <Button variant="secondary" size="sm" onClick={refresh} isLoading={page.loading && Boolean(pageData)}>
            Refresh
          </Button>
          <Link to="/usage/requests">Request log</Link>
        </Controls>
      </Header>

      {page.error && !pageData ? (
        <Card>
          <LoadError title="Usage could not be loaded" error={page.error} onRetry={refresh} />
        </Card>
      ) : (
        <>
          <Region
            aria-label="Key figures"
            role="region"
            aria-busy={page.loading}
            $isStale={page.loading && !isFirstLoad}
          >
            {isFirstLoad && <VisuallyHidden role="status">Loading usage…</VisuallyHidden>}
            {summary ? <UsageKpis summary={summary} now={now} /> : <UsageKpisSkeleton />}
          </Region>

          {isEmpty ? (
            <Card>
              <UsageEmptyState hasKeys={keys.length > 0} windowLabel={windowLabel} isOwnUsage={isOwnUsage} />
            </Card>
          ) : (
            <>
              <Card aria-labelledby="usage-chart-title">
                <CardHeader>
                  <div>
                    <CardTitle id="usage-chart-title">Calls and errors</CardTitle>
                    <CardDescription>
                      {INTERVALS.find(({ value }) => value === interval)!.label}, in UTC
                      {selectedKey ? `, only calls made with “${selectedKey.name}”` : ''}. Hover the chart for the
                      figures.
                    </CardDescription>
                  </div>
                  <Controls gap={3} wrap>
                    <Picker>
                      <Field label="Interval">
                        <Select
                          value={interval}
                          onChange={(event) => setChartInterval(event.target.value as UsageInterval)}
                        >
                          {INTERVALS.map((option) => {
                            const isAllowed = isIntervalAllowed(range, option.value);
                            return (
                              <option key={option.value} value={option.value} disabled={!isAllowed}>
                                {isAllowed ? option.label : `${option.label} (too many points)`}
                              </option>
                            );
                          })}
                        </Select>
                      </Field>
                    </Picker>
                    <Picker>
                      <Field label="API key">
                        <Select value={apiKeyId} onChange={(event) => setApiKeyId(event.target.value)}>
                          <option value="">All keys</option>
                          {keys.map((key) => (
                            <option key={key.id} value={key.id}>
                              {keyPickerLabel(key)}
                            </option>
                          ))}
                        </Select>
                      </Field>
                    </Picker>
                  </Controls>
                </CardHeader>
                <CardBody>
                  <Region aria-busy={chart.loading} $isStale={chart.loading && Boolean(chartData)}>
                    {chart.error && !chart.loading ? (
                      <LoadError
                        title="The chart could not be loaded"
                        error={chart.error}
                        onRetry={() => void chart.refetch().catch(() => undefined)}
                      />
                    ) : chartData ? (
                      <UsageChart buckets={chartData.usageTimeseries.data} interval={interval} />
                    ) : (
                      <UsageChartSkeleton />
                    )}
                  </Region>
                </CardBody>
              </Card>

              <SplitContainer>
                <Split>
                  <TableCard title="Top endpoints" description={`The paths called most in ${windowLabel}.`}>
                    <Region aria-busy={page.loading} $isStale={page.loading && !isFirstLoad}>
                      {pageData ? (
                        <TopEndpointsTable endpoints={pageData.usageTopEndpoints.data} />
                      ) : (
                        <TopEndpointsTableSkeleton />
                      )}
                    </Region>
                  </TableCard>
                  <TableCard
                    title="Usage per key"
                    description={
                      account === WHOLE_PLATFORM
                        ? `The keys that made the most calls in ${windowLabel}, up to 100.`
                        : 'Every key of the account, revoked and expired ones included.'
                    }
                  >
                    <Region aria-busy={page.loading} $isStale={page.loading && !isFirstLoad}>
                      {pageData ? <KeyUsageTable keys={keys} now={now} /> : <KeyUsageTableSkeleton />}
                    </Region>
                  </TableCard>
                </Split>
              </SplitContainer>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
