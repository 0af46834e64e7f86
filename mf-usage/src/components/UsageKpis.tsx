import { formatRelativeTime, QuotaBar } from '@touchline/ui-kit';
import { styled } from 'styled-components';
import { graphql } from '../graphql';
import type { UsageKpisSummaryFragment } from '../graphql/graphql';
import { formatCount, formatLatency, formatPercent, formatUtcTime } from './format';
import { StatCard, StatCardSkeleton } from './StatCard';

/** @public The fragment its screen's query spreads by name; codegen reads it here. */
export const UsageKpisSummary = graphql(`
  fragment UsageKpisSummary on UsageSummary {
    calls
    successfulCalls
    clientErrors
    serverErrors
    rateLimitedCalls
    errors
    errorRate
    avgLatencyMs
    p95LatencyMs
    cacheHits
    cacheHitRatio
    quota {
      plan
      limit
      used
      remaining
      resetsAt
    }
  }
`);

type UsageKpisData = UsageKpisSummaryFragment;

const KpiGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10.5rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const LABELS = ['Calls', 'Error rate', 'p95 latency', 'Cache hits', 'Quota used today'] as const;

const plural = (count: number, word: string) => `${formatCount(count)} ${word}${count === 1 ? '' : 's'}`;

/** Under the p95: the average, what p95 means, or (with no calls, so no figure) why there is none. */
function p95Hint({
  calls,
  p95LatencyMs,
  avgLatencyMs,
}: Pick<UsageKpisData, 'calls' | 'p95LatencyMs' | 'avgLatencyMs'>): string {
  if (calls === 0 || p95LatencyMs === null || p95LatencyMs === undefined) return 'No calls to time in this window';
  if (avgLatencyMs === null || avgLatencyMs === undefined) return '95% of calls answer faster';
  return `Average ${formatLatency(avgLatencyMs)}`;
}

/** The errors the rate counts. A 429 is a client error here, said so, as the status table lists it apart. */
function errorRateHint({
  clientErrors,
  rateLimitedCalls,
  serverErrors,
}: Pick<UsageKpisData, 'clientErrors' | 'rateLimitedCalls' | 'serverErrors'>): string {
  const rateLimited = rateLimitedCalls > 0 ? ` (${formatCount(rateLimitedCalls)} rate-limited)` : '';
  return `${plural(clientErrors, 'client error')}${rateLimited} · ${plural(serverErrors, 'server error')}`;
}

export interface UsageKpisProps {
  summary: UsageKpisData;
  /** Now, for "resets in 5 hours". */
  now: number;
}

/** The window's headline figures and today's quota (none for the whole platform). */
export function UsageKpis({ summary, now }: UsageKpisProps) {
  const { quota } = summary;
  return (
    <KpiGrid>
      <StatCard
        label="Calls"
        value={formatCount(summary.calls)}
        hint={`${formatCount(summary.successfulCalls)} successful · ${formatCount(summary.rateLimitedCalls)} rate-limited`}
      />
      <StatCard
        label="Error rate"
        value={summary.errorRate === null || summary.errorRate === undefined ? null : formatPercent(summary.errorRate)}
        hint={errorRateHint(summary)}
      />
      <StatCard
        label="p95 latency"
        value={
          summary.p95LatencyMs === null || summary.p95LatencyMs === undefined
            ? null
            : formatLatency(summary.p95LatencyMs)
        }
        hint={p95Hint(summary)}
      />
      <StatCard
        label="Cache hits"
        value={
          summary.cacheHitRatio === null || summary.cacheHitRatio === undefined
            ? null
            : formatPercent(summary.cacheHitRatio)
        }
        hint={`${plural(summary.cacheHits, 'answer')} without an upstream call`}
      />
      {quota ? (
        <StatCard
          label="Quota used today"
          value={
            <>
              {formatCount(quota.used)}
              <small>/ {formatCount(quota.limit)}</small>
            </>
          }
          hint={
            <>
              {quota.plan[0]?.toUpperCase()}
              {quota.plan.slice(1)} plan · resets{' '}
              <time dateTime={quota.resetsAt} title={formatUtcTime(quota.resetsAt)}>
                {formatRelativeTime(quota.resetsAt, now, 'hour')}
              </time>
            </>
          }
        >
          <QuotaBar used={quota.used} limit={quota.limit} label="Daily quota used" />
        </StatCard>
      ) : (
        <StatCard
          label="Quota used today"
          value={null}
          emptyLabel="no quota"
          hint="Quotas apply per account, not to the whole platform."
        />
      )}
    </KpiGrid>
  );
}

export function UsageKpisSkeleton() {
  return (
    <KpiGrid>
      {LABELS.map((label) => (
        <StatCardSkeleton key={label} label={label} />
      ))}
    </KpiGrid>
  );
}
