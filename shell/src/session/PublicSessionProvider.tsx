import { useCallback, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { SessionContext, useSignIn, type Session } from './sessionContext';
import { tokenStore, useAccessToken } from './tokenStore';

const nothingToRetry = () => undefined;

/**
 * The session of the whole app before anyone is signed in: a token or not, and the way to sign in.
 * It knows no viewer and loads no Apollo Client, so the public screens' first load carries none;
 * the signed-in screens get SessionProvider (loaded with them), which reads the current user.
 */
export function PublicSessionProvider({ children }: { children: ReactNode }) {
  const token = useAccessToken();
  const navigate = useNavigate();
  const signIn = useSignIn();
  // Nothing is cached here: only the token goes (spec section 4).
  const signOut = useCallback(() => {
    tokenStore.clear();
    navigate('/login', { replace: true });
  }, [navigate]);
  const value = useMemo<Session>(
    () => ({
      token,
      viewer: null,
      isViewerLoading: false,
      viewerError: undefined,
      retryViewer: nothingToRetry,
      signIn,
      signOut,
    }),
    [token, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
