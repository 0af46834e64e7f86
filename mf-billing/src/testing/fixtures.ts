// Billing states for unit tests and stories (free of test-only imports so stories can use them).
import type { MockedProvider } from '@apollo/client/testing/react';
import { testShell } from '@touchline/remote-devkit/testing/shell';
import type { ShellServices } from '@touchline/shell-contract';
import type { ComponentProps } from 'react';
import { PlanWidgetQuery } from '../components/PlanWidget';
import type { BillingPageQuery as BillingPageData } from '../graphql/graphql';
import { BillingPageQuery } from '../pages/BillingPage';

type Mock = NonNullable<ComponentProps<typeof MockedProvider>['mocks']>[number];
export type BillingStatusFixture = BillingPageData['billingStatus'] & { __typename?: 'BillingStatus' };

const DAY_MS = 24 * 3_600_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

const plan = (id: string, name: string, requestsPerSecond: number, requestsPerDay: number, monthlyAmount: number) => ({
  __typename: 'BillingPlan' as const,
  id,
  name,
  requestsPerSecond,
  requestsPerDay,
  monthlyAmount,
  currency: 'usd',
  isPaid: monthlyAmount > 0,
  priceLabel: monthlyAmount > 0 ? `$${monthlyAmount / 100} / month` : 'Free',
});

const FREE = plan('free', 'Free', 1, 100, 0);
const PRO = plan('pro', 'Pro', 10, 50_000, 2_900);
const BUSINESS = plan('business', 'Business', 50, 1_000_000, 9_900);
const PLANS = [FREE, PRO, BUSINESS];

const proInvoice = (overrides: Partial<BillingStatusFixture['invoices'][number]> = {}) => ({
  __typename: 'BillingInvoice' as const,
  id: 'in_test_1',
  amountDue: 2_900,
  amountPaid: 2_900,
  currency: 'usd',
  status: 'paid',
  createdAt: inDays(-12),
  url: 'https://invoice.stripe.test/in_test_1',
  ...overrides,
});

/** A free account that never subscribed, with billing on (the stand-in: test mode). */
export function freeStatus(overrides: Partial<BillingStatusFixture> = {}): BillingStatusFixture {
  return {
    __typename: 'BillingStatus',
    billingConfigured: true,
    testMode: true,
    plan: FREE,
    plans: PLANS,
    invoices: [],
    invoicesUnavailable: false,
    subscriptionStatus: 'none',
    cancelAtPeriodEnd: false,
    currentPeriodEnd: null,
    graceEndsAt: null,
    quotaUsedToday: 37,
    ...overrides,
  };
}

export function activeStatus(overrides: Partial<BillingStatusFixture> = {}): BillingStatusFixture {
  return freeStatus({
    plan: PRO,
    subscriptionStatus: 'active',
    currentPeriodEnd: inDays(18),
    quotaUsedToday: 12_480,
    invoices: [
      proInvoice(),
      proInvoice({ id: 'in_test_0', createdAt: inDays(-42), url: 'https://invoice.stripe.test/in_test_0' }),
    ],
    ...overrides,
  });
}

export function pastDueStatus(overrides: Partial<BillingStatusFixture> = {}): BillingStatusFixture {
  return activeStatus({
    subscriptionStatus: 'past_due',
    graceEndsAt: inDays(5),
    invoices: [proInvoice({ id: 'in_test_2', status: 'open', amountPaid: 0, createdAt: inDays(-2) }), proInvoice()],
    ...overrides,
  });
}

export function cancellingStatus(overrides: Partial<BillingStatusFixture> = {}): BillingStatusFixture {
  return activeStatus({ cancelAtPeriodEnd: true, ...overrides });
}

/** A production deployment without Stripe settings. */
export function unconfiguredStatus(overrides: Partial<BillingStatusFixture> = {}): BillingStatusFixture {
  return freeStatus({ billingConfigured: false, testMode: false, ...overrides });
}

export interface PageMockOptions {
  sessionId?: string | null;
  /** The read on the billing portal's return, which asks the bff to read Stripe first. */
  refresh?: boolean;
  delay?: number;
  error?: Error;
}

export function pageMock(
  status: BillingStatusFixture,
  { sessionId = null, refresh = false, delay = 0, error }: PageMockOptions = {},
): Mock {
  const request = { query: BillingPageQuery, variables: { sessionId, refresh } };
  return error ? { request, error, delay } : { request, result: { data: { billingStatus: status } }, delay };
}

/** What the dashboard's plan widget asks of the billing status (PlanWidgetQuery); its answer holds only these. */
const PLAN_WIDGET_FIELDS = [
  'plan',
  'subscriptionStatus',
  'cancelAtPeriodEnd',
  'currentPeriodEnd',
  'graceEndsAt',
  'quotaUsedToday',
  'billingConfigured',
] as const;

function fieldsOf<T, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;
}

export function widgetMock(
  status: BillingStatusFixture,
  { delay = 0, error }: Omit<PageMockOptions, 'sessionId' | 'refresh'> = {},
): Mock {
  const request = { query: PlanWidgetQuery };
  const billingStatus = { __typename: 'BillingStatus', ...fieldsOf(status, PLAN_WIDGET_FIELDS) };
  return error ? { request, error, delay } : { request, result: { data: { billingStatus } }, delay };
}

/** What the shell lends a screen, for stories: nobody signed in. */
export function storyShell(): ShellServices {
  return testShell();
}
