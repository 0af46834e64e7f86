import { singletonProbe } from '@touchline/remote-devkit/probe';
import type { RemoteRoutesModule } from '@touchline/shell-contract';
import { AdminPage } from './pages/AdminPage';

export const routes: RemoteRoutesModule['routes'] = [{ path: '/admin', title: 'Manage Users', Component: AdminPage }];

export const probe: RemoteRoutesModule['probe'] = singletonProbe;
