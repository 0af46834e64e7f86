import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { CurrentUserQuery } from './currentUserQuery';
import { SignOutMutation } from './signOutMutation';
import { SessionContext, useSignIn, type Session } from './sessionContext';
import { tokenStore, useAccessToken } from './tokenStore';

export type { Session } from './sessionContext';

/**
 * Signing out on purpose: the server ends the token's session first (without waiting for the
 * answer, and carrying the token itself, since the store is cleared at once), then endSession.
 */
function signOutFromServer(client: ApolloClient, navigate: NavigateFunction) {
  const token = tokenStore.get();
  if (token)
    void client
      .mutate({ mutation: SignOutMutation, context: { headers: { Authorization: `Bearer ${token}` } } })
      .catch(() => undefined);
  endSession(client, navigate);
}

/** Spec section 4: logout removes the token and goes to /login; cached data goes with it. */
export function endSession(client: ApolloClient, navigate: NavigateFunction) {
  tokenStore.clear();
  void client.clearStore();
  navigate('/login', { replace: true });
}

/** The signed-in screens' session: the current user, read with Apollo Client while a token exists. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const token = useAccessToken();
  const client = useApolloClient();
  const navigate = useNavigate();
  // The current user is read only while a token exists (spec section 7).
  const { data, loading, error, refetch } = useQuery(CurrentUserQuery, {
    skip: !token,
    notifyOnNetworkStatusChange: true,
  });

  const signIn = useSignIn();
  const signOut = useCallback(() => signOutFromServer(client, navigate), [client, navigate]);

  // The error is handled here, on screen (retryViewer): the promise must not reject unheard.
  const retryViewer = useCallback(() => void refetch().catch(() => undefined), [refetch]);

  const viewer = token ? (data?.currentUser ?? null) : null;
  const isViewerLoading = Boolean(token) && loading;
  const viewerError = token && !viewer && !isViewerLoading ? error : undefined;
  const value = useMemo<Session>(
    () => ({ token, viewer, isViewerLoading, viewerError, retryViewer, signIn, signOut }),
    [token, viewer, isViewerLoading, viewerError, retryViewer, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
