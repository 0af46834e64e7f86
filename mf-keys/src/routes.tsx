import { singletonProbe } from '@touchline/remote-devkit/probe';
import type { RemoteRoutesModule } from '@touchline/shell-contract';
import { ApiExplorerPage } from './explorer/ApiExplorerPage';
import { ApiKeysPage } from './pages/ApiKeysPage';
import { ProviderStatusPage } from './status/ProviderStatusPage';

export const routes: RemoteRoutesModule['routes'] = [
  { path: '/api-keys', title: 'API Keys', Component: ApiKeysPage },
  { path: '/api-explorer', title: 'API Explorer', Component: ApiExplorerPage },
  { path: '/status', title: 'Provider Status', Component: ProviderStatusPage },
];

export const probe: RemoteRoutesModule['probe'] = singletonProbe;
