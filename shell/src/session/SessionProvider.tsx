import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import type { Viewer } from '@touchline/shell-contract';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { CurrentUserQuery } from './currentUserQuery';
import { tokenStore, useAccessToken } from './tokenStore';

export interface Session {
  token: string | null;
  /** null without a token, and until the first answer arrives. */
  viewer: Viewer | null;
  isViewerLoading: boolean;
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
  const { data, loading } = useQuery(CurrentUserQuery, { skip: !token });

  const signIn = useCallback(
    (accessToken: string) => {
      tokenStore.set(accessToken);
      navigate('/', { replace: true });
    },
    [navigate],
  );
  const signOut = useCallback(() => endSession(client, navigate), [client, navigate]);

  const viewer = token ? (data?.currentUser ?? null) : null;
  const value = useMemo<Session>(
    () => ({ token, viewer, isViewerLoading: Boolean(token) && loading, signIn, signOut }),
    [token, viewer, loading, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
}
