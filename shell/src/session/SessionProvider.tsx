import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import type { Viewer } from '@touchline/shell-contract';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { CurrentUserQuery } from './currentUserQuery';
import { tokenStore, useAccessToken } from './tokenStore';

export interface Session {
  token: string | null;
  /** null without a token, until the first answer arrives, and when reading it failed. */
  viewer: Viewer | null;
  isViewerLoading: boolean;
  /**
   * Why reading the current user failed (network, 500), while `viewer` is null. Session-ending
   * errors (401/403) never get here: the error link has already signed the user out.
   */
  viewerError: unknown;
  /** Reads the current user again. */
  retryViewer: () => void;
  signIn: (accessToken: string) => void;
  signOut: () => void;
}

const SessionContext = createContext<Session | null>(null);

/** Spec section 4: logout removes the token and goes to /login; cached data goes with it. */
export function endSession(client: ApolloClient, navigate: NavigateFunction) {
  tokenStore.clear();
  void client.clearStore();
  navigate('/login', { replace: true });
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const token = useAccessToken();
  const client = useApolloClient();
  const navigate = useNavigate();
  // The current user is read only while a token exists (spec section 7).
  const { data, loading, error, refetch } = useQuery(CurrentUserQuery, { skip: !token, notifyOnNetworkStatusChange: true });

  const signIn = useCallback(
    (accessToken: string) => {
      tokenStore.set(accessToken);
      navigate('/', { replace: true });
    },
    [navigate],
  );
  const signOut = useCallback(() => endSession(client, navigate), [client, navigate]);

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

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
}
