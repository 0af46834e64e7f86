import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderRemote, testShell } from '@touchline/remote-devkit/testing';
import {
  activeStatus,
  freeStatus,
  pastDueStatus,
  unconfiguredStatus,
  widgetMock,
  type BillingStatusFixture,
} from '../testing/fixtures';
import { formatDate } from '@touchline/ui-kit';
import { PlanWidget } from './PlanWidget';

async function renderCard(status: BillingStatusFixture) {
  renderRemote(<PlanWidget shell={testShell()} />, { mocks: [widgetMock(status)] });
  return screen.findByRole('region', { name: 'Plan', busy: false });
}

describe('the dashboard plan card', () => {
  it('shows the plan, its limits by name (daily quota, rate limit) and today’s share of its quota, and leads a free account to the plans', async () => {
    const card = await renderCard(freeStatus({ quotaUsedToday: 85 }));
    expect(await within(card).findByText('Free')).toBeInTheDocument();
    const limits = within(card).getByLabelText('Limits of the plan');
    expect(limits).toHaveTextContent('Daily quota100 requests a day');
    expect(limits).toHaveTextContent('Rate limit1 request a second');
    expect(within(card).getByRole('progressbar', { name: "Today's quota used" })).toHaveAttribute(
      'aria-valuetext',
      '85 of 100 calls',
    );
    expect(within(card).getByRole('link', { name: 'See plans and upgrade' })).toHaveAttribute('href', '/billing');
  });

  it('shows a subscriber’s renewal date and leads to billing', async () => {
    const status = activeStatus();
    const card = await renderCard(status);
    expect(await within(card).findByText('Pro')).toBeInTheDocument();
    expect(card).toHaveTextContent(`Renews on ${formatDate(status.currentPeriodEnd!)}`);
    expect(within(card).getByRole('link', { name: 'Manage plan' })).toHaveAttribute('href', '/billing');
  });

  it('flags a failed payment with the date the plan falls back', async () => {
    const status = pastDueStatus();
    const card = await renderCard(status);
    expect(await within(card).findByText('Past due')).toBeInTheDocument();
    expect(card).toHaveTextContent(`falls back to Free on ${formatDate(status.graceEndsAt!)}`);
  });

  it('says a failed payment whose grace period is over left the account on Free, not that the plan renews', async () => {
    const card = await renderCard(pastDueStatus({ plan: freeStatus().plan, graceEndsAt: null }));
    expect(await within(card).findByText('Past due')).toBeInTheDocument();
    expect(card).toHaveTextContent('Payment overdue: on Free until the payment goes through');
    expect(card).not.toHaveTextContent('Renews on');
  });

  it('offers no upgrade where billing is off', async () => {
    const card = await renderCard(unconfiguredStatus());
    expect(await within(card).findByText('Free')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /upgrade/i })).toBeNull();
  });
});
