import {
  ActivityIcon,
  ChartIcon,
  CreditCardIcon,
  HomeIcon,
  KeyIcon,
  SettingsIcon,
  TerminalIcon,
  UsersIcon,
} from '@touchline/ui-kit';
import type { AuthenticatedPath } from '@touchline/shell-contract';
import type { ComponentType } from 'react';

export interface NavEntry {
  to: AuthenticatedPath;
  label: string;
  Icon: ComponentType<{ size?: number }>;
}

export const mainNavigation: NavEntry[] = [
  { to: '/', label: 'Dashboard', Icon: HomeIcon },
  { to: '/usage', label: 'Usage', Icon: ChartIcon },
  { to: '/api-keys', label: 'API Keys', Icon: KeyIcon },
  { to: '/api-explorer', label: 'API Explorer', Icon: TerminalIcon },
  { to: '/status', label: 'Provider Status', Icon: ActivityIcon },
  { to: '/billing', label: 'Billing', Icon: CreditCardIcon },
  { to: '/settings', label: 'Settings', Icon: SettingsIcon },
];

/** Shown under an 'Admin' heading, to superusers only. */
export const adminNavigation: NavEntry[] = [{ to: '/admin', label: 'Manage Users', Icon: UsersIcon }];
