import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FullPageSpinner } from '../layout/FullPageSpinner';
import { tokenStore } from './tokenStore';

/**
 * /oauth/callback, where the bff sends the browser back after Google sign-in. Handled by the
 * shell rather than mf-auth: it only stores a token, and must work even when mf-auth is down.
 */
export function OAuthCallback() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const accessToken = params.get('access_token');

  useEffect(() => {
    if (accessToken) tokenStore.set(accessToken);
    navigate(accessToken ? '/' : '/login', { replace: true });
  }, [accessToken, navigate]);

  return <FullPageSpinner label="Signing you in" />;
}
