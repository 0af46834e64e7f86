import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderRemote, testShell } from '@touchline/shell-contract/testing';
import { BillingPage } from './pages/BillingPage';
import { routes } from './routes';

describe('mf-billing', () => {
  it('provides the /billing screen', () => {
    expect(routes.map((route) => route.path)).toEqual(['/billing']);
  });

  it('confirms a completed checkout from the checkout parameter', () => {
    renderRemote(<BillingPage search={{ checkout: 'success' }} shell={testShell()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Checkout complete');
  });

  it('says a cancelled checkout changed nothing', () => {
    renderRemote(<BillingPage search={{ checkout: 'cancel' }} shell={testShell()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Nothing was charged');
  });

  it('shows no checkout notice without the parameter', () => {
    renderRemote(<BillingPage search={{}} shell={testShell()} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Billing' })).toBeInTheDocument();
  });
});
