import { singletonProbe } from '@touchline/remote-devkit/probe';
import type { RemoteRoutesModule } from '@touchline/shell-contract';
import { BillingPage } from './pages/BillingPage';

export const routes: RemoteRoutesModule['routes'] = [{ path: '/billing', title: 'Billing', Component: BillingPage }];

/** @public Read by the shell from the exposed module at run time. */
export const probe: RemoteRoutesModule['probe'] = singletonProbe;
