import type { RemoteWidgetsModule } from '@touchline/shell-contract';
import { ApiKeysWidget } from './components/ApiKeysWidget';

export const widgets: RemoteWidgetsModule['widgets'] = [
  { id: 'api-keys', title: 'API Keys', Component: ApiKeysWidget },
];
