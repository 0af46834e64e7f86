import { singletonProbe } from '@touchline/remote-devkit/probe';
import type { RemoteRoutesModule } from '@touchline/shell-contract';
import { ActivatePage } from './pages/ActivatePage';
import { LoginPage } from './pages/LoginPage';
import { RecoverPasswordPage } from './pages/RecoverPasswordPage';
import { ResetPasswordPage } from './pages/ResetPasswordPage';
import { SettingsPage } from './pages/SettingsPage';
import { SignupPage } from './pages/SignupPage';

export const routes: RemoteRoutesModule['routes'] = [
  { path: '/login', title: 'Log In', Component: LoginPage },
  { path: '/signup', title: 'Sign Up', Component: SignupPage },
  { path: '/activate', title: 'Activate', Component: ActivatePage },
  { path: '/recover-password', title: 'Recover Password', Component: RecoverPasswordPage },
  { path: '/reset-password', title: 'Reset Password', Component: ResetPasswordPage },
  { path: '/settings', title: 'Settings', Component: SettingsPage },
];

export const probe: RemoteRoutesModule['probe'] = singletonProbe;
