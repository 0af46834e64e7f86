import type { RouteProps } from '@touchline/shell-contract';
import {
  Badge,
  Card,
  CardBody,
  formatExactTime,
  formatRelativeTime,
  LoadError,
  Notice,
  PageHeader,
  Stack,
  Spinner,
  Text,
  useNow,
} from '@touchline/ui-kit';
import { DataTable, RowTh, Td, type DataColumn } from '@touchline/ui-kit/tables';
import { providerLabel } from '../explorer/catalog/endpoints';
import {
  conditionOf,
  failureWords,
  formatLatency,
  formatRate,
  troubleOf,
  useProviderStatus,
  type ProviderStatus,
} from './providerStatus';

/** Each data provider's health: whether a failing call is the caller's or the provider's. */
export function ProviderStatusPage(_props: RouteProps<'/status'>) {
  const { data, error, refetch } = useProviderStatus();
  const statuses = data?.providerStatus;
  return (
    <Stack gap={6}>
      <PageHeader
        title="Provider status"
        description="The upstreams behind /api/flashscore and /api/transfermarkt, as every server of this deployment sees them: failed calls and p95 latency over the last 5 minutes and the last hour, and the latest failure. Cached answers are not upstream calls and are not counted. Updated every 15 seconds."
      />
      {statuses?.some((status) => status.scope === 'process') && (
        <Notice tone="info">
          The figures are one server&apos;s only: the store the servers share could not be read.
        </Notice>
      )}
      {statuses
        ?.filter((status) => status.isDegraded)
        .map((status) => (
          <Notice key={status.provider} tone={conditionOf(status).tone === 'danger' ? 'danger' : 'warning'}>
            {providerLabel(status.provider)}: {troubleOf(status)}.
          </Notice>
        ))}
      <Card>
        <CardBody>
          {error && !statuses ? (
            <LoadError
              title="The provider status could not be loaded"
              error={error}
              onRetry={() => void refetch().catch(() => undefined)}
            />
          ) : statuses ? (
            <StatusTable statuses={statuses} />
          ) : (
            <Spinner label="Loading the provider status" />
          )}
        </CardBody>
      </Card>
    </Stack>
  );
}

const COLUMNS: readonly DataColumn[] = [
  'Provider',
  'State',
  'Failed, 5 min · 1 h',
  'p95, 5 min · 1 h',
  'Calls, 5 min · 1 h',
  'Latest failure',
].map((head) => ({ head }));

function StatusTable({ statuses }: { statuses: readonly ProviderStatus[] }) {
  const now = useNow();
  return (
    <DataTable label="Data providers" columns={COLUMNS} rows={statuses} rowKey={(status) => status.provider}>
      {(status) => {
        const condition = conditionOf(status);
        return (
          <>
            <RowTh>{providerLabel(status.provider)}</RowTh>
            <Td>
              <Stack gap={1}>
                <Badge tone={condition.tone} withDot>
                  {condition.label}
                </Badge>
                <Text size="sm" tone="muted">
                  Circuit breaker {status.breakerState}
                  {status.processes > 1 &&
                    ` (${status.breakerOpenProcesses} of ${status.processes} servers not closed)`}
                </Text>
              </Stack>
            </Td>
            <Td>
              {formatRate(status.fiveMinuteErrorRate)} · {formatRate(status.lastHourErrorRate)}
            </Td>
            <Td>
              {formatLatency(status.fiveMinuteP95LatencyMs)} · {formatLatency(status.lastHourP95LatencyMs)}
            </Td>
            <Td>
              {status.fiveMinuteCalls.toLocaleString('en')} · {status.lastHourCalls.toLocaleString('en')}
            </Td>
            <Td>
              {status.lastFailureAt && status.lastFailureKind ? (
                <span title={formatExactTime(status.lastFailureAt)}>
                  {failureWords(status.lastFailureKind)}, {formatRelativeTime(status.lastFailureAt, now)}
                </span>
              ) : (
                'None in the last hour'
              )}
            </Td>
          </>
        );
      }}
    </DataTable>
  );
}
