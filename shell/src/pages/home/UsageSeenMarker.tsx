import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { GettingStartedQuery, MarkGettingStartedUsageSeenMutation, rememberGettingStarted } from './gettingStarted';

/**
 * Tells the bff when the usage screen is open while the checklist still has "See it in usage" to
 * tick (the bff counts it only once the account has a metered call to see). The usage screen is a
 * remote of its own; the shell, which shows every screen, notices it instead, and only while the
 * checklist wants it, so visits to usage cost no write once the step is done.
 */
export function UsageSeenMarker() {
  const { pathname } = useLocation();
  const client = useApolloClient();
  useEffect(() => {
    if (pathname === '/usage') void markUsageSeenIfWanted(client).catch(() => undefined);
  }, [pathname, client]);
  return null;
}

async function markUsageSeenIfWanted(client: ApolloClient): Promise<void> {
  // From the cache when the dashboard drew the checklist; a page opened on /usage itself (a reload,
  // a bookmark) has not, and reads it once.
  const { data } = await client.query({ query: GettingStartedQuery });
  const state = data?.gettingStarted;
  if (!state || state.isDismissed || state.hasSeenUsage) return;
  await client.mutate({
    mutation: MarkGettingStartedUsageSeenMutation,
    update: (cache, { data: marked }) => rememberGettingStarted(cache, marked?.markGettingStartedUsageSeen),
  });
}
