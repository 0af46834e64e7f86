import { lazy } from 'react';

/**
 * The module of SignedInSession, fetched once (again after a failure); started early by bootstrap
 * when a token is stored.
 */
export const loadSignedInSession = (() => {
  let loading: Promise<typeof import('./SignedInSession')> | undefined;
  return () =>
    (loading ??= import('./SignedInSession').catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
})();

/** Apollo Client and the viewer's session, around the signed-in screens (see App). */
export const LazySignedInSession = lazy(loadSignedInSession);
