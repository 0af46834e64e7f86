import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import {
  activeStatus,
  cancellingStatus,
  freeStatus,
  pageMock,
  pastDueStatus,
  storyShell,
  unconfiguredStatus,
  type PageMockOptions,
  type BillingStatusFixture,
} from '../testing/fixtures';
import { apolloAnswering } from '@touchline/remote-devkit/testing/story-apollo';
import { BillingPage } from './BillingPage';

const meta = {
  component: BillingPage,
  parameters: { layout: 'padded', route: '/billing' },
  args: { search: {}, shell: storyShell() },
} satisfies Meta<typeof BillingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const answering = (status: BillingStatusFixture, options?: PageMockOptions): Story['decorators'] => [
  apolloAnswering([pageMock(status, options)]),
];

/** A new account on Free, with billing in Stripe test mode: the plans to upgrade to. */
export const Free: Story = { decorators: answering(freeStatus()) };

/** A Pro subscriber: renewal date, plan changes in the portal, invoices. */
export const Active: Story = { decorators: answering(activeStatus()) };

/** The last payment failed: the plan stays until the grace period ends. */
export const PastDue: Story = { decorators: answering(pastDueStatus()) };

/** Cancelled at period end: the plan stays until then, with Resume. */
export const Cancelling: Story = { decorators: answering(cancellingStatus()) };

/** A production deployment without Stripe settings: everyone on Free. */
export const Unconfigured: Story = { decorators: answering(unconfiguredStatus()) };

export const CheckoutCancelled: Story = {
  args: { search: { checkout: 'cancel' } },
  decorators: answering(freeStatus()),
};

/** Back from a paid checkout, before Stripe has confirmed it. */
export const ConfirmingPayment: Story = {
  args: { search: { checkout: 'success', sessionId: 'cs_test_story' } },
  decorators: answering(freeStatus(), { sessionId: 'cs_test_story', delay: Number.POSITIVE_INFINITY }),
};

export const Loading: Story = { decorators: answering(freeStatus(), { delay: Number.POSITIVE_INFINITY }) };

export const LoadError: Story = { decorators: answering(freeStatus(), { error: new Error('Failed to fetch') }) };
