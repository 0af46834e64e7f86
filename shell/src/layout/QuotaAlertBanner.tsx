import { useQuery } from '@apollo/client/react';
import { formatQuotaReset, Notice, useNow, useRefetchWhenVisible } from '@touchline/ui-kit';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { styled } from 'styled-components';
import { graphql } from '../graphql';

/** The whole state (shell-contract's `QuotaAlertStateFields`), as mf-auth's alert setting writes it. */
export const QuotaAlertsQuery = graphql(`
  query QuotaAlerts {
    quotaAlerts {
      ...QuotaAlertStateFields
    }
  }
`);

const Banner = styled.div`
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const BillingLink = styled(Link)`
  color: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const counts = new Intl.NumberFormat();

/**
 * Above every signed-in screen while the account has used 80% or more of today's quota: how much,
 * when the quota resets ("00:00 UTC, in 5 hours", as every screen says it) and the way to a larger plan.
 * The bff reads the count from the proxy's limits; the banner reads it again on every screen
 * change and when the tab comes back into view, and shows nothing while it loads or if it cannot
 * be read. It shows whether or not the account's alert e-mails are on.
 */
export function QuotaAlertBanner() {
  const { pathname } = useLocation();
  const { data, refetch } = useQuery(QuotaAlertsQuery, { fetchPolicy: 'cache-and-network' });
  const now = useNow();

  const shownOn = useRef(pathname);
  useEffect(() => {
    if (pathname === shownOn.current) return; // the query itself has just read it
    shownOn.current = pathname;
    void refetch().catch(() => undefined);
  }, [pathname, refetch]);
  useRefetchWhenVisible(refetch);

  const state = data?.quotaAlerts;
  if (!state?.thresholdPercent) return null;
  const isUsedUp = state.thresholdPercent >= 100;
  // The share its figures show (900 of 1,000: 90%), rounded down: 99.9% is not all of it.
  const usedPercent = Math.floor((state.usedToday * 100) / state.quota);
  return (
    <Banner>
      <Notice
        tone={isUsedUp ? 'danger' : 'warning'}
        role="status"
        title={
          isUsedUp ? "You have used all of today's API quota" : `You have used ${usedPercent}% of today's API quota`
        }
      >
        {counts.format(state.usedToday)} of {counts.format(state.quota)} calls today.{' '}
        {isUsedUp ? 'Calls are refused until the quota resets at ' : 'At 100%, calls are refused until it resets at '}
        {formatQuotaReset(new Date(state.resetsAt), now)}. <BillingLink to="/billing">Compare plans</BillingLink> for a
        larger quota.
      </Notice>
    </Banner>
  );
}
