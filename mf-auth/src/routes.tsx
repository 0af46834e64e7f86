import { publicSingletonProbe } from '@touchline/remote-devkit/public-probe';
import type { RemoteRoutesModule } from '@touchline/shell-contract';
import { lazy } from 'react';
import { ActivatePage } from './pages/ActivatePage';
import { EmailChangeCancelPage, EmailChangeConfirmPage } from './pages/EmailChangePage';
import { LoginPage } from './pages/LoginPage';
import { RecoverPasswordPage } from './pages/RecoverPasswordPage';
import { ResetPasswordPage } from './pages/ResetPasswordPage';
import { SignupPage } from './pages/SignupPage';

/** Signed-in only: its code stays out of what the public screens (a first visit's /login) download. */
const SettingsPage = lazy(() => import('./pages/SettingsPage').then(({ SettingsPage }) => ({ default: SettingsPage })));

export const routes: RemoteRoutesModule['routes'] = [
  { path: '/login', title: 'Log In', Component: LoginPage },
  { path: '/signup', title: 'Sign Up', Component: SignupPage },
  { path: '/activate', title: 'Activate', Component: ActivatePage },
  { path: '/recover-password', title: 'Recover Password', Component: RecoverPasswordPage },
  { path: '/reset-password', title: 'Reset Password', Component: ResetPasswordPage },
  { path: '/email-change/confirm', title: 'Confirm E-mail Change', Component: EmailChangeConfirmPage },
  { path: '/email-change/cancel', title: 'Cancel E-mail Change', Component: EmailChangeCancelPage },
  { path: '/settings', title: 'Settings', Component: SettingsPage },
];

// Apollo Client joins the probe with the settings screen (the public screens load none).
export const probe: RemoteRoutesModule['probe'] = publicSingletonProbe;
