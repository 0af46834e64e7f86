import { singletonProbe } from '@touchline/remote-devkit/probe';
import type { RemoteRoutesModule } from '@touchline/shell-contract';
import { RequestLogPage } from './pages/RequestLogPage';
import { UsagePage } from './pages/UsagePage';

export const routes: RemoteRoutesModule['routes'] = [
  { path: '/usage', title: 'Usage', Component: UsagePage },
  { path: '/usage/requests', title: 'Request log', Component: RequestLogPage },
];

export const probe: RemoteRoutesModule['probe'] = singletonProbe;
