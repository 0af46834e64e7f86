import type { RemoteRoutesModule } from '@touchline/shell-contract';
import { singletonProbe } from '@touchline/shell-contract/probe';
import { AdminPage } from './pages/AdminPage';

export const routes: RemoteRoutesModule['routes'] = [{ path: '/admin', title: 'Manage Users', Component: AdminPage }];

export const probe: RemoteRoutesModule['probe'] = singletonProbe;
