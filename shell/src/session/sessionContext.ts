// The session as every screen reads it, kept apart from Apollo Client: the public screens (log in,
// sign up) render under PublicSessionProvider and load no GraphQL client; the signed-in screens
// render under SessionProvider, which reads the current user with Apollo Client.
import type { Viewer } from '@touchline/shell-contract';
import { createContext, useCallback, useContext } from 'react';
import { useNavigate } from 'react-router';
import { tokenStore } from './tokenStore';

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

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
}

/** Spec section 4: signing in stores the token and opens the dashboard. */
export function useSignIn() {
  const navigate = useNavigate();
  return useCallback(
    (accessToken: string) => {
      tokenStore.set(accessToken);
      navigate('/', { replace: true });
    },
    [navigate],
  );
}
