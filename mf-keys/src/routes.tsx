import type { RemoteRoutesModule } from '@touchline/shell-contract';
import { singletonProbe } from '@touchline/shell-contract/probe';
import { ApiExplorerPage } from './explorer/ApiExplorerPage';
import { ApiKeysPage } from './pages/ApiKeysPage';

export const routes: RemoteRoutesModule['routes'] = [
  { path: '/api-keys', title: 'API Keys', Component: ApiKeysPage },
  { path: '/api-explorer', title: 'API Explorer', Component: ApiExplorerPage },
];

export const probe: RemoteRoutesModule['probe'] = singletonProbe;
