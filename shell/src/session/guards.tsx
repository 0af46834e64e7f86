import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '../layout/FullPageSpinner';
import { tokenStore, useAccessToken } from './tokenStore';

/** /login, /signup and friends: someone who already holds a token goes to the dashboard. */
export function PublicOnlyRoute() {
  const token = useAccessToken();
  return token ? <Navigate to="/" replace /> : <Outlet />;
}

function reloadAt(path: string) {
  window.location.replace(path);
}

export interface AuthenticatedRouteProps {
  children: ReactNode;
  /** Full page load used after taking a token from the address (replaceable in tests). */
  reload?: (path: string) => void;
}

/**
 * Every dashboard screen: without a token, go to /login. A token handed over in the address
 * (`?access_token=`) is stored, and the page reloads at / so the token leaves the address bar
 * and the history.
 */
export function AuthenticatedRoute({ children, reload = reloadAt }: AuthenticatedRouteProps) {
  const token = useAccessToken();
  const { search } = useLocation();
  const handedOver = new URLSearchParams(search).get('access_token');

  useEffect(() => {
    if (!handedOver) return;
    tokenStore.set(handedOver);
    reload('/');
  }, [handedOver, reload]);

  if (handedOver) return <FullPageSpinner label="Signing you in" />;
  if (!token) return <Navigate to="/login" replace />;
  return children;
}
