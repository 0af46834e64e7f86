import { lazy } from 'react';

/**
 * The module of SignedInSession, fetched once (again after a failure); started early by bootstrap
 * when a token is stored. Its chunk, "signed-in", also holds the other signed-in modules the frame
 * and the home load lazily (AppLayout, DashboardPage): one file instead of five small ones, which
 * every signed-in first load fetched together (1.1 kB gzip less, BENCHMARKS-HISTORY.md).
 */
export const loadSignedInSession = (() => {
  let loading: Promise<typeof import('./SignedInSession')> | undefined;
  return () =>
    (loading ??= import(/* webpackChunkName: "signed-in" */ './SignedInSession').catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
})();

/** Apollo Client and the viewer's session, around the signed-in screens (see App). */
export const LazySignedInSession = lazy(loadSignedInSession);
