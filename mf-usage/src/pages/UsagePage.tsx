import { useQuery } from '@apollo/client/react';
import type { RouteProps } from '@touchline/shell-contract';
import {
  Button,
  Card,
  CardBody,
  Inline,
  LoadError,
  PageHeader,
  Stack,
  Text,
  TitledCard,
  useNow,
  VisuallyHidden,
} from '@touchline/ui-kit';
import { Field, Select } from '@touchline/ui-kit/forms';
import { useState } from 'react';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { AccountPicker, OWN_USAGE, WHOLE_PLATFORM } from '../components/AccountPicker';
import { DownloadCsvButton, exportUrl } from '../components/DownloadCsvButton';
import { KeyPicker } from '../components/KeyPicker';
import { KeyUsageTable, KeyUsageTableSkeleton } from '../components/KeyUsageTable';
import { StatusTable, StatusTableSkeleton } from '../components/StatusTable';
import { TopEndpointsTable, TopEndpointsTableSkeleton } from '../components/TopEndpointsTable';
import { UsageChart, UsageChartSkeleton } from '../components/UsageChart';
import { UsageEmptyState } from '../components/UsageEmptyState';
import { UsageKpis, UsageKpisSkeleton } from '../components/UsageKpis';
import { WindowPicker } from '../components/WindowPicker';
import { INTERVALS, isIntervalAllowed, rangeOf, windowOf, type UsageInterval } from '../components/windows';
import { graphql } from '../graphql';
import { useUsageView, type UsageView } from './useUsageView';

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

// The status breakdown follows the chosen key, as the chart does, and loads on its own.
export const UsageStatusesQuery = graphql(`
  query UsageStatuses($window: String!, $apiKeyId: ID, $userId: String) {
    usageStatuses(window: $window, apiKeyId: $apiKeyId, userId: $userId) {
      data {
        ...StatusClassRow
      }
    }
  }
`);

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

export function UsagePage({ search, shell }: RouteProps<'/usage'>) {
  const viewer = shell.viewer;
  const [view, setView] = useUsageView(search, viewer?.isSuperuser ?? false);
  const { window: usageWindow, interval, account } = view;
  // The chart's range is taken when the view is chosen or refreshed, not at every render.
  const [rangeAt, setRangeAt] = useState(() => Date.now());
  const range = rangeOf(usageWindow, rangeAt);
  const now = useNow();

  const isOwnUsage = account === OWN_USAGE;
  const userId = isOwnUsage ? undefined : account;
  // Usage changes by the second: a visit shows what is cached at once and asks again behind it.
  const page = useQuery(UsagePageQuery, {
    variables: { window: usageWindow, userId },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const pageData = page.data ?? page.previousData;
  const keys = pageData?.usageKeys.data ?? [];
  // A key the address names that the account does not have (or no longer lists) reads as every
  // key; until the keys are known, the key's own figures wait rather than ask for a stranger's.
  const isKeyKnown = !view.apiKeyId || keys.some((key) => key.id === view.apiKeyId);
  const apiKeyId = pageData && !isKeyKnown ? '' : view.apiKeyId;
  const isWaitingForKeys = Boolean(apiKeyId) && !pageData;
  const chart = useQuery(UsageChartQuery, {
    variables: { interval, ...range, apiKeyId: apiKeyId || undefined, userId },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    skip: isWaitingForKeys,
  });
  const statuses = useQuery(UsageStatusesQuery, {
    variables: { window: usageWindow, apiKeyId: apiKeyId || undefined, userId },
    fetchPolicy: 'cache-and-network',
    skip: isWaitingForKeys,
  });

  const chartData = chart.data ?? chart.previousData;
  const statusData = statuses.data ?? statuses.previousData;
  const summary = pageData?.usageSummary;
  const windowLabel = `the ${windowOf(usageWindow).label.toLowerCase()}`;

  const choose = (changes: Partial<UsageView>) => setView({ ...view, apiKeyId, ...changes });

  function chooseWindow(next: UsageView['window']) {
    setRangeAt(Date.now());
    choose({
      window: next,
      interval: windowOf(next).defaultInterval,
      // The whole platform lists only the keys used in the window, so a chosen key may drop out.
      ...(account === WHOLE_PLATFORM ? { apiKeyId: '' } : {}),
    });
  }

  function refresh() {
    setRangeAt(Date.now());
    void page.refetch().catch(() => undefined);
    void statuses.refetch().catch(() => undefined);
  }

  const filters = { user_id: userId, window: usageWindow };
  const download = (what: Parameters<typeof exportUrl>[1], label: string, extra: Record<string, string> = {}) => (
    <DownloadCsvButton label={label} url={exportUrl(shell.config.apiBaseUrl, what, { ...filters, ...extra })} />
  );

  const whose =
    account === WHOLE_PLATFORM ? 'every account’s API keys' : isOwnUsage ? 'your API keys' : 'this account’s API keys';
  const isFirstLoad = page.loading && !pageData;
  const isEmpty = summary !== undefined && summary.calls === 0;
  const selectedKey = keys.find((key) => key.id === apiKeyId);

  return (
    <Stack gap={6}>
      <PageHeader
        title="Usage"
        description={`Calls made with ${whose} in ${windowLabel}.`}
        actions={
          <Controls gap={3} wrap>
            {viewer?.isSuperuser && (
              <WidePicker>
                <AccountPicker
                  value={account}
                  onChange={(next) => {
                    // The other account's cards and tables are read now: its chart covers the same window.
                    setRangeAt(Date.now());
                    choose({ account: next, apiKeyId: '' });
                  }}
                  viewerId={viewer.id}
                />
              </WidePicker>
            )}
            <WindowPicker value={usageWindow} onChange={chooseWindow} />
            <Button variant="secondary" size="sm" onClick={refresh} isLoading={page.loading && Boolean(pageData)}>
              Refresh
            </Button>
            <Link to="/usage/requests">Request log</Link>
          </Controls>
        }
      />

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
          {selectedKey && (
            // The figures above and the top endpoints are read for the whole account (the API's
            // summary and top endpoints take no key); the chart and the calls by status are the key's.
            <Text tone="muted" size="sm">
              These figures and the top endpoints count every key; the chart and the calls by status show only “
              {selectedKey.name}”.
            </Text>
          )}

          {isEmpty ? (
            <Card>
              <UsageEmptyState hasKeys={keys.length > 0} windowLabel={windowLabel} isOwnUsage={isOwnUsage} />
            </Card>
          ) : (
            <>
              <TitledCard
                isNamedByTitle
                title="Calls and errors"
                description={
                  <>
                    {INTERVALS.find(({ value }) => value === interval)!.label}, in UTC
                    {selectedKey ? `, only calls made with “${selectedKey.name}”` : ''}. Hover the chart for the
                    figures.
                  </>
                }
                actions={
                  <Controls gap={3} wrap>
                    <Picker>
                      <Field label="Interval">
                        <Select
                          value={interval}
                          onChange={(event) => choose({ interval: event.target.value as UsageInterval })}
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
                      <KeyPicker value={apiKeyId} onChange={(apiKeyId) => choose({ apiKeyId })} keys={keys} />
                    </Picker>
                    <DownloadCsvButton
                      label="calls and errors"
                      url={exportUrl(shell.config.apiBaseUrl, 'timeseries', {
                        interval,
                        date_from: range.dateFrom,
                        date_to: range.dateTo,
                        api_key_id: apiKeyId,
                        user_id: userId,
                      })}
                    />
                  </Controls>
                }
              >
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
              </TitledCard>

              <SplitContainer>
                <Split>
                  <TitledCard
                    title="Top endpoints"
                    description={`The paths called most in ${windowLabel}${selectedKey ? ', with every key' : ''}.`}
                    actions={download('top-endpoints', 'top endpoints', { limit: '10' })}
                  >
                    <Region aria-busy={page.loading} $isStale={page.loading && !isFirstLoad}>
                      {pageData ? (
                        <TopEndpointsTable endpoints={pageData.usageTopEndpoints.data} />
                      ) : (
                        <TopEndpointsTableSkeleton />
                      )}
                    </Region>
                  </TitledCard>
                  <TitledCard
                    title="Usage per key"
                    actions={download('keys', 'usage per key', { limit: '100' })}
                    description={
                      account === WHOLE_PLATFORM
                        ? `The keys that made the most calls in ${windowLabel}, up to 100.`
                        : 'Every key of the account, revoked and expired ones included.'
                    }
                  >
                    <Region aria-busy={page.loading} $isStale={page.loading && !isFirstLoad}>
                      {pageData ? <KeyUsageTable keys={keys} now={now} /> : <KeyUsageTableSkeleton />}
                    </Region>
                  </TitledCard>
                  <TitledCard
                    title="Calls by status"
                    description={`Successful calls and errors by kind in ${windowLabel}${selectedKey ? `, made with “${selectedKey.name}”` : ''}.`}
                    actions={download('statuses', 'calls by status', { api_key_id: apiKeyId })}
                  >
                    <Region aria-busy={statuses.loading} $isStale={statuses.loading && Boolean(statusData)}>
                      {statuses.error && !statusData ? (
                        <LoadError
                          title="The breakdown could not be loaded"
                          error={statuses.error}
                          onRetry={() => void statuses.refetch().catch(() => undefined)}
                        />
                      ) : statusData ? (
                        <StatusTable rows={statusData.usageStatuses.data} />
                      ) : (
                        <StatusTableSkeleton />
                      )}
                    </Region>
                  </TitledCard>
                </Split>
              </SplitContainer>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
