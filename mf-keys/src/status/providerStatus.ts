// The data providers' status as the bff reports it (GraphQL `providerStatus`, the same answer as
// GET /api/status). What counts as degraded is decided there, once, and read here as `isDegraded`.
import { useQuery } from '@apollo/client/react';
import { graphql } from '../graphql';
import type { ProviderStatusFieldsFragment } from '../graphql/graphql';

/** @public The fragment the status query spreads by name; codegen reads it here. */
export const ProviderStatusFields = graphql(`
  fragment ProviderStatusFields on ProviderStatus {
    provider
    breakerState
    breakerOpenProcesses
    processes
    isDegraded
    scope
    fiveMinuteCalls
    fiveMinuteErrorRate
    fiveMinuteP95LatencyMs
    lastHourCalls
    lastHourErrorRate
    lastHourP95LatencyMs
    lastFailureAt
    lastFailureKind
  }
`);

export const ProviderStatusQuery = graphql(`
  query ProviderStatus {
    providerStatus {
      ...ProviderStatusFields
    }
  }
`);

export type ProviderStatus = ProviderStatusFieldsFragment;

/** The figures cover minutes; reading them more often than this would show nothing new. */
const POLL_INTERVAL_MS = 15_000;

/** The providers' status, read again every 15 s while the screen is open. */
export function useProviderStatus() {
  return useQuery(ProviderStatusQuery, { pollInterval: POLL_INTERVAL_MS, notifyOnNetworkStatusChange: false });
}

/** One word for a provider's state, and the tone it is shown in. */
export function conditionOf(status: ProviderStatus): { label: string; tone: 'success' | 'warning' | 'danger' } {
  if (status.breakerState === 'open') return { label: 'Unavailable', tone: 'danger' };
  if (status.isDegraded) return { label: 'Degraded', tone: 'warning' };
  return { label: 'Operational', tone: 'success' };
}

/** Why a degraded provider is, in a sentence. */
export function troubleOf(status: ProviderStatus): string {
  if (status.breakerState !== 'closed') {
    const where = status.processes > 1 ? ` on ${status.breakerOpenProcesses} of ${status.processes} servers` : '';
    return `its upstream is not answering, so calls are refused at once with 503 and Retry-After${where} until it is back`;
  }
  return `${formatRate(status.fiveMinuteErrorRate)} of its calls failed in the last 5 minutes`;
}

const FAILURE_WORDS: Readonly<Record<string, string>> = {
  timeout: 'timed out',
  'connection-refused': 'connection refused',
  'connection-failed': 'connection dropped',
  'server-error': 'server error (5xx)',
  'invalid-answer': 'invalid answer',
};

export const failureWords = (kind: string) => FAILURE_WORDS[kind] ?? kind;

export const formatRate = (rate: number | null | undefined) =>
  rate === null || rate === undefined ? '—' : `${(rate * 100).toFixed(rate > 0 && rate < 0.1 ? 1 : 0)}%`;

export const formatLatency = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? '—' : ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms).toLocaleString('en')} ms`;
