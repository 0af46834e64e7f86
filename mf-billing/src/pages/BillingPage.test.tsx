import type { MockedProvider } from '@apollo/client/testing/react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRemote, testShell } from '@touchline/remote-devkit/testing';
import { parseSearch } from '@touchline/shell-contract';
import type { ComponentProps } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { formatDate } from '@touchline/ui-kit';
import { LeavePageContext } from '../hooks/useBillingRedirect';
import { CONFIRMATION_MAX_READS, CONFIRMATION_POLL_MS } from '../hooks/usePaymentConfirmation';
import { graphql } from '../graphql';
import {
  activeStatus,
  cancellingStatus,
  freeStatus,
  pageMock,
  pastDueStatus,
  unconfiguredStatus,
  type BillingStatusFixture,
} from '../testing/fixtures';
import { BillingPage, BillingPageQuery } from './BillingPage';

type Mocks = NonNullable<ComponentProps<typeof MockedProvider>['mocks']>;

const StartCheckout = graphql(`
  mutation StartCheckout($plan: String!) {
    startCheckout(plan: $plan) {
      url
    }
  }
`);
const OpenBillingPortal = graphql(`
  mutation OpenBillingPortal {
    openBillingPortal {
      url
    }
  }
`);

const CHECKOUT_URL = 'http://stripe.test/checkout/cs_test_1';
const PORTAL_URL = 'http://stripe.test/portal/bps_1';
const checkoutMock = (plan: string) => ({
  request: { query: StartCheckout, variables: { plan } },
  result: { data: { startCheckout: { __typename: 'BillingRedirect', url: CHECKOUT_URL } } },
});
const portalMock = () => ({
  request: { query: OpenBillingPortal },
  result: { data: { openBillingPortal: { __typename: 'BillingRedirect', url: PORTAL_URL } } },
});

/** The screen as the shell mounts it: its search props follow the address, which the test can read. */
function Routed() {
  const [params] = useSearchParams();
  const location = useLocation();
  return (
    <>
      <BillingPage search={parseSearch('/billing', params)} shell={testShell()} />
      <output aria-label="Address">{`${location.pathname}${location.search}`}</output>
    </>
  );
}

function renderBilling(mocks: Mocks, path = '/billing') {
  const leftFor: string[] = [];
  renderRemote(
    <LeavePageContext.Provider value={(url) => leftFor.push(url)}>
      <Routed />
    </LeavePageContext.Provider>,
    { mocks, path },
  );
  return { leftFor };
}

const currentPlanCard = () => screen.findByRole('region', { name: 'Current plan', busy: false });
const plans = () => screen.getByRole('list', { name: 'Plans' });
const planCard = (name: string) => within(plans()).getByRole('listitem', { name });
const address = () => screen.getByRole('status', { hidden: true, name: 'Address' });

afterEach(() => {
  jest.useRealTimers();
});

describe('the billing screen', () => {
  it('shows a free account its plan, today’s quota as a bar, and every plan with its price and limits', async () => {
    renderBilling([pageMock(freeStatus())]);
    const card = await currentPlanCard();
    expect(within(card).getByText('Free')).toBeInTheDocument();
    expect(within(card).getByText('No subscription')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: "Today's quota used" })).toHaveAttribute(
      'aria-valuetext',
      '37 of 100 calls',
    );
    const limits = within(card).getByLabelText('Limits of the plan');
    expect(limits).toHaveTextContent('Daily quota100 requests a day');
    expect(limits).toHaveTextContent('Rate limit1 request a second');
    expect(within(card).queryByRole('button', { name: 'Manage billing' })).toBeNull();

    expect(planCard('Free')).toHaveAttribute('aria-current', 'true');
    expect(within(planCard('Free')).getByText('Current plan')).toBeInTheDocument();
    expect(planCard('Pro')).toHaveTextContent('$29 / month');
    expect(planCard('Pro')).toHaveTextContent('10 requests a second');
    expect(planCard('Business')).toHaveTextContent('1,000,000 requests a day');
    expect(within(planCard('Free')).queryByRole('button')).toBeNull();
  });

  it('says it runs in test mode when Stripe does', async () => {
    renderBilling([pageMock(freeStatus({ testMode: true }))]);
    await currentPlanCard();
    expect(screen.getByText('Test mode')).toBeInTheDocument();
    expect(screen.getByText(/no money moves/)).toBeInTheDocument();
  });

  it('sends a free account to Stripe Checkout for the plan it upgrades to', async () => {
    const { leftFor } = renderBilling([pageMock(freeStatus()), checkoutMock('pro')]);
    await currentPlanCard();
    fireEvent.click(within(planCard('Pro')).getByRole('button', { name: 'Upgrade to Pro' }));
    await waitFor(() => expect(leftFor).toEqual([CHECKOUT_URL]));
  });

  it('starts one checkout however often Upgrade is pressed', async () => {
    const { leftFor } = renderBilling([pageMock(freeStatus()), checkoutMock('pro')]);
    await currentPlanCard();
    const upgrade = within(planCard('Pro')).getByRole('button', { name: 'Upgrade to Pro' });
    fireEvent.click(upgrade);
    fireEvent.click(upgrade);
    fireEvent.click(within(planCard('Business')).getByRole('button', { name: 'Upgrade to Business' }));
    await waitFor(() => expect(leftFor).toEqual([CHECKOUT_URL]));
    expect(screen.queryByText('Something went wrong!')).toBeNull();
  });

  it('shows the error toast with the bff’s words when a checkout cannot start, and lets the person try again', async () => {
    const detail = 'You already have a subscription: change plan in the billing portal';
    const { leftFor } = renderBilling([
      pageMock(freeStatus()),
      {
        request: { query: StartCheckout, variables: { plan: 'business' } },
        result: { errors: [{ message: detail, extensions: { code: 'CONFLICT', status: 409 } }] },
      },
    ]);
    await currentPlanCard();
    const upgrade = within(planCard('Business')).getByRole('button', { name: 'Upgrade to Business' });
    fireEvent.click(upgrade);
    const toast = await screen.findByText('Something went wrong!');
    expect(toast.parentElement).toHaveTextContent(detail);
    expect(leftFor).toEqual([]);
    await waitFor(() => expect(upgrade).not.toHaveAttribute('aria-busy'));
  });

  it('offers a subscriber a plan change in the billing portal, never a second checkout, and lists the latest invoices', async () => {
    const status = activeStatus();
    const { leftFor } = renderBilling([pageMock(status), portalMock()]);
    const card = await currentPlanCard();
    expect(within(card).getByText('Pro')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(card).toHaveTextContent(`Renews on ${formatDate(status.currentPeriodEnd!)}`);
    expect(within(card).getByRole('progressbar', { name: "Today's quota used" })).toHaveAttribute(
      'aria-valuetext',
      '12,480 of 50,000 calls',
    );

    expect(planCard('Pro')).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('button', { name: /^Upgrade/ })).toBeNull();
    expect(within(planCard('Free')).getByText(/cancel your subscription in Manage billing/)).toBeInTheDocument();

    const invoices = screen.getByRole('table', { name: 'Invoices' });
    const [, newest] = within(invoices).getAllByRole('row');
    expect(newest).toHaveTextContent(formatDate(status.invoices[0]!.createdAt));
    expect(newest).toHaveTextContent('$29');
    expect(within(newest!).getByText('Paid')).toBeInTheDocument();
    expect(within(newest!).getByRole('link', { name: /View the invoice of/ })).toHaveAttribute(
      'href',
      status.invoices[0]!.url,
    );

    fireEvent.click(within(planCard('Business')).getByRole('button', { name: 'Change plan to Business' }));
    await waitFor(() => expect(leftFor).toEqual([PORTAL_URL]));
  });

  it('opens the billing portal from Manage billing', async () => {
    const { leftFor } = renderBilling([pageMock(activeStatus()), portalMock()]);
    fireEvent.click(within(await currentPlanCard()).getByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(leftFor).toEqual([PORTAL_URL]));
  });

  it('warns of a failed payment with the date the plan falls back to Free, and links to the portal', async () => {
    const status = pastDueStatus();
    const { leftFor } = renderBilling([pageMock(status), portalMock()]);
    const banner = await screen.findByRole('region', { name: 'Your last payment failed' });
    expect(banner).toHaveTextContent(`by ${formatDate(status.graceEndsAt!)}`);
    expect(banner).toHaveTextContent('falls back to the Free plan');
    expect(within(await currentPlanCard()).getByText('Past due')).toBeInTheDocument();
    fireEvent.click(within(banner).getByRole('button', { name: 'Update payment method' }));
    await waitFor(() => expect(leftFor).toEqual([PORTAL_URL]));
  });

  it('says the paid plan is lost once a failed payment’s grace period is over, never that it renews or is kept', async () => {
    // What the bff answers then: the free plan, the subscription still past due, no grace date.
    renderBilling([pageMock(pastDueStatus({ plan: freeStatus().plan, graceEndsAt: null }))]);
    const banner = await screen.findByRole('region', { name: 'Your last payment failed' });
    expect(banner).toHaveTextContent('The grace period has ended, so your account is on the Free plan.');
    expect(banner).not.toHaveTextContent('keep the');
    const card = await currentPlanCard();
    expect(card).toHaveTextContent('Payment overdue: on Free until the payment goes through');
    expect(card).not.toHaveTextContent('Renews on');
  });

  it('names Manage billing beside the invoices only where the button is on the screen', async () => {
    renderBilling([pageMock(freeStatus())]);
    const none = await screen.findByRole('region', { name: 'Invoices' });
    expect(screen.queryByRole('button', { name: /Manage billing/ })).toBeNull();
    expect(none).not.toHaveTextContent('Manage billing');
    expect(none).toHaveTextContent('No invoices yet');
  });

  it('sends a subscriber to Manage billing for every invoice and the payment methods', async () => {
    renderBilling([pageMock(activeStatus())]);
    await screen.findByRole('button', { name: /Manage billing/ });
    // The card, not the table's scroll region, which shares its name.
    expect(screen.getByRole('heading', { name: 'Invoices' }).closest('section')).toHaveTextContent(
      'The latest first. Manage billing has them all, with your payment methods.',
    );
  });

  it('shows the plan when Stripe cannot be reached for the invoices, and says the invoices could not be read rather than that there are none', async () => {
    renderBilling([pageMock(activeStatus({ invoices: [], invoicesUnavailable: true }))]);
    expect(within(await currentPlanCard()).getByText('Active')).toBeInTheDocument();
    const invoices = screen.getByRole('region', { name: 'Invoices' });
    expect(invoices).toHaveTextContent('Your invoices could not be read from Stripe just now');
    expect(invoices).not.toHaveTextContent('No invoices yet');
  });

  it('tells a subscriber who cancelled when the account returns to Free, not to cancel again', async () => {
    const status = cancellingStatus();
    renderBilling([pageMock(status)]);
    const free = await waitFor(() => planCard('Free'));
    expect(free).toHaveTextContent(`Your account returns to Free on ${formatDate(status.currentPeriodEnd!)}.`);
    expect(free).not.toHaveTextContent('cancel your subscription');
  });

  it('says when a subscription cancelled at period end stops, and offers to resume it in the portal', async () => {
    const status = cancellingStatus();
    const { leftFor } = renderBilling([pageMock(status), portalMock()]);
    const banner = await screen.findByRole('region', {
      name: `Your Pro plan ends on ${formatDate(status.currentPeriodEnd!)}`,
    });
    expect(
      within(await currentPlanCard()).getByText(`Ends on ${formatDate(status.currentPeriodEnd!)}`),
    ).toBeInTheDocument();
    fireEvent.click(within(banner).getByRole('button', { name: 'Resume subscription' }));
    await waitFor(() => expect(leftFor).toEqual([PORTAL_URL]));
  });

  it('shows what was just changed in the billing portal on its return, read from Stripe', async () => {
    const status = cancellingStatus();
    // Only a read that asks the bff to read Stripe first is answered with the change.
    renderBilling([pageMock(status, { refresh: true })], '/billing?portal=return');
    expect(
      await screen.findByRole('region', { name: `Your Pro plan ends on ${formatDate(status.currentPeriodEnd!)}` }),
    ).toBeInTheDocument();
  });

  it('says billing is off where no payment provider is configured, and offers no checkout', async () => {
    renderBilling([pageMock(unconfiguredStatus())]);
    await currentPlanCard();
    expect(screen.getByRole('note')).toHaveTextContent('Billing is off');
    expect(screen.queryByRole('button', { name: /Upgrade|Change plan|Manage billing/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Invoices' })).toBeNull();
    expect(screen.queryByText('Test mode')).toBeNull();
  });

  it('says a cancelled checkout charged nothing, with the plans still on offer', async () => {
    renderBilling([pageMock(freeStatus())], '/billing?checkout=cancel');
    expect(await screen.findByText('Checkout was cancelled, nothing was charged.')).toBeInTheDocument();
    expect(within(plans()).getByRole('button', { name: 'Upgrade to Pro' })).toBeInTheDocument();
  });

  it('explains a failed read and reads again on Try again', async () => {
    renderBilling([pageMock(freeStatus(), { error: new Error('Failed to fetch') }), pageMock(freeStatus())]);
    expect(await screen.findByText('Your billing status could not be loaded')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await currentPlanCard()).toBeInTheDocument();
  });
});

describe('the return from a paid checkout', () => {
  const SESSION = 'cs_test_42';
  const returning = `/billing?checkout=success&session_id=${SESSION}`;
  const notYetPaid = (): BillingStatusFixture => freeStatus();

  async function poll() {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(CONFIRMATION_POLL_MS);
    });
  }

  it('confirms the payment with the checkout session until the plan is paid, then says so and shows the screen', async () => {
    jest.useFakeTimers();
    renderBilling(
      [
        pageMock(notYetPaid(), { sessionId: SESSION }),
        pageMock(activeStatus(), { sessionId: SESSION }),
        pageMock(activeStatus()),
      ],
      returning,
    );
    expect(await screen.findByText('Confirming your payment')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    // Never a plan picker while a payment is pending.
    expect(screen.queryByRole('list', { name: 'Plans' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Upgrade/ })).toBeNull();

    await poll();
    const toast = await screen.findByText('Payment confirmed: you are on Pro now.');
    expect(toast).toBeInTheDocument();
    expect(address()).toHaveTextContent(/^\/billing$/);
    expect(within(await currentPlanCard()).getByText('Pro')).toBeInTheDocument();
    expect(screen.queryByText('Confirming your payment')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Billing' })).toHaveFocus();
  });

  it('stops asking after a bounded number of reads and offers to check again', async () => {
    jest.useFakeTimers();
    const unpaid = Array.from({ length: CONFIRMATION_MAX_READS + 2 }, () =>
      pageMock(notYetPaid(), { sessionId: SESSION }),
    );
    renderBilling([...unpaid, pageMock(activeStatus(), { sessionId: SESSION }), pageMock(activeStatus())], returning);
    expect(await screen.findByText('Confirming your payment')).toBeInTheDocument();
    for (let read = 0; read < CONFIRMATION_MAX_READS + 1; read += 1) await poll();

    expect(screen.getByText('Your payment is not confirmed yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Plans' })).toBeNull();
    const checkAgain = screen.getByRole('button', { name: 'Check again' });
    expect(checkAgain).toHaveFocus();
    // No read is made while the screen waits for the person.
    await poll();
    await poll();
    expect(screen.getByText('Your payment is not confirmed yet')).toBeInTheDocument();
  });
});

describe('a return address that names no completed checkout', () => {
  const refusedSession = (sessionId: string, status: number, message: string) => ({
    request: { query: BillingPageQuery, variables: { sessionId, refresh: false } },
    result: { errors: [{ message, extensions: { code: status === 404 ? 'NOT_FOUND' : 'CONFLICT', status } }] },
  });

  it('claims no payment for ?checkout=success without a checkout session, and drops the words from the address', async () => {
    renderBilling([pageMock(freeStatus()), pageMock(freeStatus())], '/billing?checkout=success');
    expect(within(await currentPlanCard()).getByText('Free')).toBeInTheDocument();
    expect(screen.queryByText(/Confirming your payment|Payment confirmed|not confirmed/)).toBeNull();
    await waitFor(() => expect(address()).toHaveTextContent(/^\/billing$/));
  });

  it.each([
    [404, 'Checkout session not found'],
    [409, 'This checkout was not completed: nothing was paid through it'],
  ])('says so when the bff refuses the session (%i), and shows the plan as it is', async (status, message) => {
    renderBilling(
      [refusedSession('cs_test_typed', status, message), pageMock(freeStatus()), pageMock(freeStatus())],
      '/billing?checkout=success&session_id=cs_test_typed',
    );
    expect(await screen.findByText(/names no completed checkout, so nothing has changed/)).toBeInTheDocument();
    expect(within(await currentPlanCard()).getByText('Free')).toBeInTheDocument();
    expect(screen.queryByText(/Confirming your payment|Payment confirmed|could not be checked/)).toBeNull();
    await waitFor(() => expect(address()).toHaveTextContent(/^\/billing$/));
  });

  it('never echoes a checkout value back', async () => {
    renderBilling([pageMock(freeStatus()), pageMock(freeStatus())], '/billing?checkout=%3Cb%3Epaid-in-full%3C%2Fb%3E');
    await currentPlanCard();
    expect(document.body).not.toHaveTextContent(/paid-in-full/);
    await waitFor(() => expect(address()).toHaveTextContent(/^\/billing$/));
  });
});
