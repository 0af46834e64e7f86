import type { RemoteWidgetsModule } from '@touchline/shell-contract';
import { PlanWidget } from './components/PlanWidget';

export const widgets: RemoteWidgetsModule['widgets'] = [{ id: 'plan', title: 'Plan', Component: PlanWidget }];
