// Every change Stripe would make to what the stand-in holds (ledger-records.ts): customers,
// checkout and portal sessions, subscriptions and their invoices. Each change that Stripe
// announces is announced here too, as an event handed to `announce` (which signs and delivers it).
//
// Changes run synchronously from start to end, so two requests never see one half-made.
import type Stripe from 'stripe';
import { invalidRequest } from './stripe-errors.js';
import {
  buildCustomer,
  buildSubscription,
  buildSubscriptionItem,
  newId,
  oneMonthAfter,
  isEnded,
  mergeMetadata,
  planOf,
} from './stripe-objects.js';
import { buildCheckoutSession, buildInvoice, buildPortalSession, type InvoiceOutcome } from './stripe-payments.js';

import { LedgerRecords, type Origin } from './ledger-records.js';

const INCOMPLETE_EXPIRES_AFTER_SECONDS = 23 * 3600;

export class StandInLedger extends LedgerRecords {
  // --- customers -----------------------------------------------------------------------------

  createCustomer(
    fields: { email: string | null; name: string | null; metadata: Stripe.Metadata },
    origin: Origin,
  ): Stripe.Customer {
    const customer = buildCustomer({ id: newId('cus'), created: this.nowSeconds(), ...fields });
    this.customers.set(customer.id, customer);
    this.announce('customer.created', customer, origin);
    return customer;
  }

  updateCustomer(
    id: string,
    fields: { email?: string | null; name?: string | null; metadata?: Record<string, string> },
  ): Stripe.Customer {
    const customer = this.customer(id);
    if (fields.email !== undefined) customer.email = fields.email;
    if (fields.name !== undefined) customer.name = fields.name;
    if (fields.metadata) customer.metadata = mergeMetadata(customer.metadata, fields.metadata);
    return customer;
  }

  /** As Stripe does, deleting a customer first cancels their live subscriptions. */
  deleteCustomer(id: string, origin: Origin): Stripe.DeletedCustomer {
    this.customer(id);
    for (const subscription of this.subscriptionsOf(id)) {
      if (!isEnded(subscription)) this.cancelNow(subscription.id, origin);
    }
    this.customers.delete(id);
    return { id, object: 'customer', deleted: true };
  }

  // --- checkout ------------------------------------------------------------------------------

  createCheckoutSession(fields: {
    customer: string | null;
    customerEmail: string | null;
    clientReferenceId: string | null;
    priceId: string;
    quantity: number;
    successUrl: string | null;
    cancelUrl: string | null;
    metadata: Stripe.Metadata;
    subscriptionMetadata: Stripe.Metadata;
  }): Stripe.Checkout.Session {
    if (fields.customer) this.customer(fields.customer, 'customer');
    const price = this.price(fields.priceId, 'line_items[0][price]');
    const id = newId('cs_test');
    const session = buildCheckoutSession({
      ...fields,
      id,
      created: this.nowSeconds(),
      url: `${this.options.publicUrl()}/checkout/${id}`,
      price,
    });
    this.checkoutSessions.set(id, {
      session,
      priceId: price.id,
      quantity: fields.quantity,
      subscriptionMetadata: fields.subscriptionMetadata,
    });
    return session;
  }

  expireCheckoutSession(id: string, origin: Origin): Stripe.Checkout.Session {
    const { session } = this.checkoutSession(id);
    if (session.status !== 'open')
      throw invalidRequest(
        `Only Checkout Sessions with a status of 'open' can be expired. This Checkout Session has a status of '${session.status}'.`,
      );
    session.status = 'expired';
    session.url = null;
    this.announce('checkout.session.expired', session, origin);
    return session;
  }

  /** The customer paid on the checkout page: an active subscription, its paid first invoice, a complete session. */
  completeCheckout(id: string): Stripe.Checkout.Session {
    const record = this.checkoutSession(id);
    const { session } = record;
    if (session.status !== 'open') throw invalidRequest(`This Checkout Session is ${session.status}.`);
    const customerId =
      typeof session.customer === 'string'
        ? session.customer
        : this.createCustomer({ email: session.customer_email, name: null, metadata: {} }, null).id;
    const { subscription, invoice } = this.startSubscription({
      customerId,
      priceId: record.priceId,
      quantity: record.quantity,
      metadata: record.subscriptionMetadata,
      status: 'active',
      origin: null,
    });
    const customer = this.customer(customerId);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      customer: customerId,
      customer_details: {
        address: null,
        business_name: null,
        email: customer.email,
        individual_name: null,
        name: customer.name ?? null,
        phone: null,
        tax_exempt: 'none',
        tax_ids: [],
      },
      subscription: subscription.id,
      invoice: invoice.id,
      url: null,
    } satisfies Partial<Stripe.Checkout.Session>);
    this.announce('checkout.session.completed', session, null);
    return session;
  }

  // --- subscriptions -------------------------------------------------------------------------

  /** A new subscription with its first invoice, paid when the subscription starts active. */
  startSubscription(fields: {
    customerId: string;
    priceId: string;
    quantity: number;
    metadata: Stripe.Metadata;
    status: 'active' | 'incomplete';
    origin: Origin;
  }): { subscription: Stripe.Subscription; invoice: Stripe.Invoice } {
    const customer = this.customer(fields.customerId, 'customer');
    const price = this.price(fields.priceId, 'items[0][price]');
    const created = this.nowSeconds();
    const subscriptionId = newId('sub');
    const item = buildSubscriptionItem({
      id: newId('si'),
      subscriptionId,
      price,
      quantity: fields.quantity,
      created,
      periodStart: created,
      periodEnd: oneMonthAfter(created),
    });
    const subscription = buildSubscription({
      id: subscriptionId,
      customer: customer.id,
      created,
      status: fields.status,
      item,
      currency: price.currency,
      metadata: fields.metadata,
      latestInvoice: null,
    });
    this.subscriptions.set(subscription.id, subscription);
    const invoice = this.issueInvoice(
      subscription,
      'subscription_create',
      fields.status === 'active' ? 'paid' : 'open',
    );
    this.announce('customer.subscription.created', subscription, fields.origin);
    if (invoice.status === 'paid') this.announce('invoice.paid', invoice, fields.origin);
    return { subscription, invoice };
  }

  private issueInvoice(
    subscription: Stripe.Subscription,
    billingReason: Stripe.Invoice.BillingReason,
    outcome: InvoiceOutcome,
  ): Stripe.Invoice {
    const customer = this.customer(String(subscription.customer));
    const sequence = customer.next_invoice_sequence ?? 1;
    customer.next_invoice_sequence = sequence + 1;
    const id = newId('in');
    const period = this.periodOf(subscription);
    const invoice = buildInvoice({
      id,
      number: `${customer.invoice_prefix}-${String(sequence).padStart(4, '0')}`,
      customer,
      subscription,
      price: this.priceOf(subscription),
      quantity: subscription.items.data[0]!.quantity ?? 1,
      billingReason,
      created: this.nowSeconds(),
      periodStart: period.start,
      periodEnd: period.end,
      outcome,
      hostedInvoiceUrl: `${this.options.publicUrl()}/invoices/${id}`,
    });
    this.invoices.set(id, invoice);
    subscription.latest_invoice = id;
    return invoice;
  }

  /** Changes what a subscription buys (the portal's plan change, or an API update), without proration. */
  changePrice(id: string, priceId: string, origin: Origin): Stripe.Subscription {
    const subscription = this.liveSubscription(id);
    const item = subscription.items.data[0]!;
    if (item.price.id === priceId) return subscription;
    const price = this.price(priceId, 'items[0][price]');
    const previousItems = JSON.parse(JSON.stringify(subscription.items)) as Stripe.ApiList<Stripe.SubscriptionItem>;
    item.price = price;
    item.plan = planOf(price);
    this.announce('customer.subscription.updated', subscription, origin, { items: previousItems });
    return subscription;
  }

  setCancelAtPeriodEnd(id: string, cancelAtPeriodEnd: boolean, origin: Origin): Stripe.Subscription {
    const subscription = this.liveSubscription(id);
    if (subscription.cancel_at_period_end === cancelAtPeriodEnd) return subscription;
    const previous = {
      cancel_at_period_end: subscription.cancel_at_period_end,
      cancel_at: subscription.cancel_at,
      canceled_at: subscription.canceled_at,
      cancellation_details: subscription.cancellation_details,
    };
    subscription.cancel_at_period_end = cancelAtPeriodEnd;
    subscription.cancel_at = cancelAtPeriodEnd ? this.periodOf(subscription).end : null;
    subscription.canceled_at = cancelAtPeriodEnd ? this.nowSeconds() : null;
    subscription.cancellation_details = {
      comment: null,
      feedback: null,
      feedback_option: null,
      reason: cancelAtPeriodEnd ? 'cancellation_requested' : null,
    };
    this.announce('customer.subscription.updated', subscription, origin, previous);
    return subscription;
  }

  cancelNow(
    id: string,
    origin: Origin,
    reason: Stripe.Subscription.CancellationDetails.Reason = 'cancellation_requested',
    endedAt = this.nowSeconds(),
  ): Stripe.Subscription {
    const subscription = this.liveSubscription(id);
    subscription.status = 'canceled';
    subscription.ended_at = endedAt;
    subscription.canceled_at ??= endedAt;
    subscription.cancellation_details = { comment: null, feedback: null, feedback_option: null, reason };
    this.failingSubscriptions.delete(id);
    this.announce('customer.subscription.deleted', subscription, origin);
    return subscription;
  }

  /** The next charge (the renewal now, or one made by "retry payment") will be declined. */
  failNextPayment(id: string): Stripe.Subscription {
    const subscription = this.liveSubscription(id);
    this.failingSubscriptions.add(id);
    return subscription;
  }

  /**
   * Bills the next period now, as the renewal date would: the period moves on and an invoice is
   * charged. A declined charge leaves the invoice open and the subscription past_due.
   */
  renew(id: string, origin: Origin): Stripe.Subscription {
    const subscription = this.liveSubscription(id);
    const item = subscription.items.data[0]!;
    const previous = { status: subscription.status, items: JSON.parse(JSON.stringify(subscription.items)) as unknown };
    item.current_period_start = item.current_period_end;
    item.current_period_end = oneMonthAfter(item.current_period_start);
    this.charge(subscription, this.issueInvoice(subscription, 'subscription_cycle', 'open'), origin, previous);
    return subscription;
  }

  /** Charges the subscription's open invoice again (the portal's "Retry payment"). */
  retryPayment(id: string, origin: Origin): Stripe.Subscription {
    const subscription = this.liveSubscription(id);
    const invoice = subscription.latest_invoice ? this.invoices.get(String(subscription.latest_invoice)) : undefined;
    if (!invoice || invoice.status !== 'open') throw invalidRequest('This subscription has no open invoice to pay.');
    this.charge(subscription, invoice, origin, { status: subscription.status });
    return subscription;
  }

  private charge(
    subscription: Stripe.Subscription,
    invoice: Stripe.Invoice,
    origin: Origin,
    previous: Record<string, unknown>,
  ) {
    const isDeclined = this.failingSubscriptions.delete(subscription.id);
    invoice.attempted = true;
    invoice.attempt_count += 1;
    if (isDeclined) {
      invoice.next_payment_attempt = this.nowSeconds() + 3 * 24 * 3600;
      subscription.status = 'past_due';
      this.announce('invoice.payment_failed', invoice, origin);
    } else {
      Object.assign(invoice, {
        status: 'paid',
        amount_paid: invoice.amount_due,
        amount_remaining: 0,
        auto_advance: false,
        next_payment_attempt: null,
        status_transitions: { ...invoice.status_transitions, paid_at: this.nowSeconds() },
      } satisfies Partial<Stripe.Invoice>);
      subscription.status = 'active';
      this.announce('invoice.paid', invoice, origin);
    }
    this.announce('customer.subscription.updated', subscription, origin, previous);
  }

  /** Sets a subscription's status directly (a test control for states the pages cannot reach). */
  forceStatus(id: string, status: Stripe.Subscription.Status, origin: Origin): Stripe.Subscription {
    const subscription = this.subscription(id);
    if (status === 'canceled') return this.cancelNow(id, origin);
    const previous = { status: subscription.status };
    subscription.status = status;
    this.announce('customer.subscription.updated', subscription, origin, previous);
    return subscription;
  }

  private liveSubscription(id: string): Stripe.Subscription {
    const subscription = this.subscription(id);
    if (isEnded(subscription))
      throw invalidRequest(`This subscription is ${subscription.status}; it can no longer be changed.`);
    return subscription;
  }

  /**
   * What happens as time passes (after the clock moves): open checkout sessions expire,
   * incomplete subscriptions expire, and each period that ended is settled: a subscription set to
   * cancel ends, a past_due one whose next period also ended unpaid is canceled, others renew.
   */
  settleTime(origin: Origin = null) {
    const now = this.nowSeconds();
    for (const { session } of this.checkoutSessions.values()) {
      if (session.status === 'open' && session.expires_at <= now) this.expireCheckoutSession(session.id, origin);
    }
    for (const subscription of [...this.subscriptions.values()]) {
      if (subscription.status === 'incomplete' && subscription.created + INCOMPLETE_EXPIRES_AFTER_SECONDS <= now) {
        const previous = { status: subscription.status };
        subscription.status = 'incomplete_expired';
        subscription.ended_at = now;
        this.announce('customer.subscription.updated', subscription, origin, previous);
        continue;
      }
      // One period at a time, so a clock moved by months bills each month it passed.
      while (!isEnded(subscription) && subscription.status !== 'incomplete' && this.periodOf(subscription).end <= now) {
        const periodEnd = this.periodOf(subscription).end;
        if (subscription.cancel_at_period_end)
          this.cancelNow(subscription.id, origin, 'cancellation_requested', periodEnd);
        else if (subscription.status === 'past_due' || subscription.status === 'unpaid')
          this.cancelNow(subscription.id, origin, 'payment_failed', periodEnd);
        else this.renew(subscription.id, origin);
      }
    }
  }

  // --- portal --------------------------------------------------------------------------------

  createPortalSession(customerId: string, returnUrl: string | null): Stripe.BillingPortal.Session {
    this.customer(customerId, 'customer');
    const id = newId('bps');
    const session = buildPortalSession({
      id,
      created: this.nowSeconds(),
      customer: customerId,
      returnUrl,
      url: `${this.options.publicUrl()}/portal/${id}`,
    });
    this.portalSessions.set(id, session);
    return session;
  }
}
