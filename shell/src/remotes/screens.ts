import type { AppPath, AuthenticatedPath, LinkPath, PublicPath, RemoteName } from '@touchline/shell-contract';

export interface RemoteScreenEntry<P extends AppPath = AppPath> {
  path: P;
  remote: RemoteName;
  /** Names the section in loading and failure states. */
  label: string;
}

/** Which remote owns which screen. The shell owns /, /items, /oauth/callback and the 404 page. */
export const publicRemoteScreens: RemoteScreenEntry<PublicPath>[] = [
  { path: '/login', remote: 'mf_auth', label: 'Log in' },
  { path: '/signup', remote: 'mf_auth', label: 'Sign up' },
  { path: '/activate', remote: 'mf_auth', label: 'Account activation' },
  { path: '/recover-password', remote: 'mf_auth', label: 'Password recovery' },
  { path: '/reset-password', remote: 'mf_auth', label: 'Password reset' },
];

/** Mailed links that work signed in or not (no guard). */
export const linkRemoteScreens: RemoteScreenEntry<LinkPath>[] = [
  { path: '/email-change/confirm', remote: 'mf_auth', label: 'E-mail change' },
  { path: '/email-change/cancel', remote: 'mf_auth', label: 'E-mail change' },
];

export const authenticatedRemoteScreens: RemoteScreenEntry<AuthenticatedPath>[] = [
  { path: '/usage', remote: 'mf_usage', label: 'Usage' },
  { path: '/usage/requests', remote: 'mf_usage', label: 'Request log' },
  { path: '/settings', remote: 'mf_auth', label: 'Settings' },
  { path: '/billing', remote: 'mf_billing', label: 'Billing' },
  { path: '/api-keys', remote: 'mf_keys', label: 'API Keys' },
  { path: '/api-explorer', remote: 'mf_keys', label: 'API Explorer' },
  { path: '/admin', remote: 'mf_admin', label: 'Admin' },
];

/** Remotes that put cards on the dashboard home, in display order. */
export const widgetRemotes: { remote: RemoteName; label: string }[] = [
  { remote: 'mf_usage', label: 'Usage' },
  { remote: 'mf_keys', label: 'API Keys' },
  { remote: 'mf_billing', label: 'Billing' },
];
