import type { RemoteWidgetsModule } from '@touchline/shell-contract';
import { UsageWidget } from './components/UsageWidget';

export const widgets: RemoteWidgetsModule['widgets'] = [{ id: 'usage', title: 'Usage', Component: UsageWidget }];
