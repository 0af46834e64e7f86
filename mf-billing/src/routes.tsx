import type { RemoteRoutesModule } from '@touchline/shell-contract';
import { singletonProbe } from '@touchline/shell-contract/probe';
import { BillingPage } from './pages/BillingPage';

export const routes: RemoteRoutesModule['routes'] = [{ path: '/billing', title: 'Billing', Component: BillingPage }];

export const probe: RemoteRoutesModule['probe'] = singletonProbe;
