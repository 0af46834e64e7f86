import { singletonProbe } from '@touchline/remote-devkit/probe';
import type { RemoteRoutesModule } from '@touchline/shell-contract';
import { UsagePage } from './pages/UsagePage';

export const routes: RemoteRoutesModule['routes'] = [{ path: '/usage', title: 'Usage', Component: UsagePage }];

export const probe: RemoteRoutesModule['probe'] = singletonProbe;
