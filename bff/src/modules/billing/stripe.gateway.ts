// The only importer of the `stripe` package. It speaks to whatever STRIPE_API_URL names (the
// bundled stand-in, tests) or to Stripe itself, and nothing here knows which. Calls that create
// something carry idempotency keys chosen by the caller, so a retry (the SDK's own after a 500 or
// a lost connection, or a second click) finds the object the first attempt made.
import Stripe from 'stripe';
import type { StripeSettings } from '../../config.js';
import { BadGatewayError, NotFoundError } from '../../shared/errors.js';

/** The API version the installed SDK's types describe; pinned so a Stripe dashboard default cannot change shapes under us. */
const STRIPE_API_VERSION = Stripe.API_VERSION;

export type StripeEvent = Stripe.Event;

/** What billing keeps of a subscription, as Stripe says it is now. */
export interface SubscriptionTruth {
  id: string;
  status: Stripe.Subscription.Status;
  /** The price of its first item: Touchline sells one plan per subscription. */
  priceId: string | null;
  /** In current API versions the period lives on the subscription's items. */
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export interface CheckoutSessionTruth {
  id: string;
  url: string | null;
  status: Stripe.Checkout.Session.Status | null;
  customerId: string | null;
  clientReferenceId: string | null;
}

export interface InvoiceSummary {
  id: string;
  amountDue: number;
  amountPaid: number;
  currency: string;
  status: string | null;
  createdAt: Date;
  url: string | null;
}

/** Statuses whose subscription is still running: a customer with one changes plan in the portal. */
export const LIVE_SUBSCRIPTION_STATUSES: readonly string[] = ['active', 'trialing', 'past_due'];

const REQUEST_TIMEOUT_MS = 15_000;
/** The SDK waits about 0.5 s, then 1 s, between attempts, reusing the idempotency key of a POST. */
const MAX_NETWORK_RETRIES = 2;

export class StripeGateway {
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    const target = settings.apiUrl ? new URL(settings.apiUrl) : null;
    this.stripe = new Stripe(settings.secretKey, {
      apiVersion: STRIPE_API_VERSION,
      maxNetworkRetries: MAX_NETWORK_RETRIES,
      timeout: REQUEST_TIMEOUT_MS,
      telemetry: false,
      ...(target
        ? {
            host: target.hostname,
            port: target.port || (target.protocol === 'https:' ? 443 : 80),
            protocol: target.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
  }

  /** Test-mode keys never move money; the dashboard says so. */
  get isTestMode(): boolean {
    return !this.settings.secretKey.includes('_live_');
  }

  /**
   * The event a webhook request carries, if its Stripe-Signature was made with our endpoint's
   * secret over exactly these bytes within the SDK's default tolerance (5 minutes); throws otherwise.
   */
  verifiedEvent(rawBody: Buffer, signature: string): StripeEvent {
    return this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
  }

  async createCustomer(userId: string, email: string): Promise<string> {
    const customer = await this.call(() =>
      this.stripe.customers.create(
        { email, metadata: { user_id: userId } },
        { idempotencyKey: `touchline-customer-${userId}` },
      ),
    );
    return customer.id;
  }

  async createCheckoutSession(input: {
    customerId: string;
    userId: string;
    priceId: string;
    successUrl: string;
    cancelUrl: string;
    idempotencyKey: string;
  }): Promise<CheckoutSessionTruth> {
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: input.customerId,
          client_reference_id: input.userId,
          line_items: [{ price: input.priceId, quantity: 1 }],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata: { user_id: input.userId },
          subscription_data: { metadata: { user_id: input.userId } },
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return sessionTruth(session);
  }

  /** null when Stripe has no such session. */
  async checkoutSession(id: string): Promise<CheckoutSessionTruth | null> {
    try {
      return sessionTruth(await this.call(() => this.stripe.checkout.sessions.retrieve(id)));
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  }

  /**
   * Makes sure a checkout session can no longer be paid: expires it while it is open. Answers the
   * status it ends in: 'expired', or 'complete' when it was paid first (Stripe refuses to expire a
   * paid session, so a payment racing this call is found by reading the session again); null when
   * Stripe has no such session.
   */
  async closeCheckoutSession(id: string): Promise<Stripe.Checkout.Session.Status | null> {
    const session = await this.checkoutSession(id);
    if (session?.status !== 'open') return session?.status ?? null;
    try {
      return sessionTruth(await this.call(() => this.stripe.checkout.sessions.expire(id))).status;
    } catch (error) {
      const now = await this.checkoutSession(id);
      if (now !== null && now.status !== 'open') return now.status;
      throw error;
    }
  }

  async createPortalSession(customerId: string, returnUrl: string): Promise<string> {
    const session = await this.call(() =>
      this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
    );
    return session.url;
  }

  /**
   * The customer's subscription as Stripe holds it now: the newest running one (active, trialing,
   * past due) if any, otherwise the newest of any status; null for a customer who never had one.
   */
  async currentSubscription(customerId: string): Promise<SubscriptionTruth | null> {
    const { data } = await this.call(() =>
      this.stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 20 }),
    );
    const current = data.find((subscription) => LIVE_SUBSCRIPTION_STATUSES.includes(subscription.status)) ?? data[0];
    return current ? subscriptionTruth(current) : null;
  }

  /** Ends every subscription of the customer that has not ended, at once (account deletion). */
  async cancelAllSubscriptions(customerId: string): Promise<void> {
    const { data } = await this.call(() =>
      this.stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 }),
    );
    for (const subscription of data) {
      if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') continue;
      await this.call(() =>
        this.stripe.subscriptions.cancel(
          subscription.id,
          {},
          { idempotencyKey: `touchline-cancel-${subscription.id}` },
        ),
      );
    }
  }

  async latestInvoices(customerId: string, limit: number): Promise<InvoiceSummary[]> {
    const { data } = await this.call(() => this.stripe.invoices.list({ customer: customerId, limit }));
    return data.map((invoice) => ({
      id: invoice.id ?? '',
      amountDue: invoice.amount_due,
      amountPaid: invoice.amount_paid,
      currency: invoice.currency,
      status: invoice.status,
      createdAt: new Date(invoice.created * 1000),
      url: invoice.hosted_invoice_url ?? null,
    }));
  }

  /**
   * Runs one SDK call and says what went wrong in the product's terms: Stripe unreachable or
   * failing (after the SDK's retries) and Stripe refusing the call are 502s with a clear detail;
   * a missing object is a NotFoundError the caller may expect.
   */
  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      if (error instanceof Stripe.errors.StripeConnectionError || (error.statusCode ?? 500) >= 500) {
        throw new BadGatewayError('Stripe could not be reached; nothing was changed, try again in a moment');
      }
      if (error.statusCode === 404 || error.code === 'resource_missing') throw new NotFoundError(error.message);
      // Our own request was refused (a wrong price id, a revoked key): the operator must act.
      throw new BadGatewayError(`Stripe refused the request: ${error.message}`);
    }
  }
}

export function idOf(reference: string | { id?: string } | null | undefined): string | null {
  if (reference === null || reference === undefined) return null;
  return typeof reference === 'string' ? reference : (reference.id ?? null);
}

function subscriptionTruth(subscription: Stripe.Subscription): SubscriptionTruth {
  const item = subscription.items.data[0];
  return {
    id: subscription.id,
    status: subscription.status,
    priceId: item?.price.id ?? null,
    currentPeriodEnd: item ? new Date(item.current_period_end * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

function sessionTruth(session: Stripe.Checkout.Session): CheckoutSessionTruth {
  return {
    id: session.id,
    url: session.url,
    status: session.status,
    customerId: idOf(session.customer),
    clientReferenceId: session.client_reference_id,
  };
}
