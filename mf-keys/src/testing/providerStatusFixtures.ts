// Provider status answers as the bff gives them, for the status page's and the explorer's tests.
import type { ProviderStatus } from '../status/providerStatus';
import { ProviderStatusQuery } from '../status/providerStatus';

export function providerStatus(
  provider: string,
  overrides: Partial<ProviderStatus> = {},
): ProviderStatus & { __typename: 'ProviderStatus' } {
  return {
    __typename: 'ProviderStatus',
    provider,
    breakerState: 'closed',
    breakerOpenProcesses: 0,
    processes: 1,
    isDegraded: false,
    scope: 'deployment',
    fiveMinuteCalls: 40,
    fiveMinuteErrorRate: 0,
    fiveMinuteP95LatencyMs: 120,
    lastHourCalls: 1250,
    lastHourErrorRate: 0.004,
    lastHourP95LatencyMs: 200,
    lastFailureAt: null,
    lastFailureKind: null,
    ...overrides,
  };
}

/** The transfermarkt upstream refusing connections: its breaker open on this one server. */
export const transfermarktDown = () =>
  providerStatus('transfermarkt', {
    breakerState: 'open',
    breakerOpenProcesses: 1,
    isDegraded: true,
    fiveMinuteCalls: 6,
    fiveMinuteErrorRate: 1,
    lastFailureAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    lastFailureKind: 'connection-refused',
  });

export const statusMock = (
  statuses: ProviderStatus[] = [providerStatus('flashscore'), providerStatus('transfermarkt')],
) => ({
  request: { query: ProviderStatusQuery },
  result: { data: { providerStatus: statuses } },
});
