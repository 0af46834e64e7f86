// What the stand-in holds, in memory: customers, checkout and portal sessions, subscriptions,
// invoices, events and prices, with the clock and the lookups that refuse an unknown id as Stripe
// does. The changes Stripe would make to it are StandInLedger's (stand-in-ledger.ts).
import type Stripe from 'stripe';
import { noSuch } from './stripe-errors.js';
import {
  buildEvent,
  buildPrice,
  toSeconds,
  type EventObject,
  type PriceConfig,
  type StandInEvent,
  type StandInEventType,
} from './stripe-objects.js';

/** Who caused a change: an API request (its id and idempotency key) or a person on a page (null). */
export type Origin = Stripe.Event.Request | null;

export interface CheckoutRecord {
  session: Stripe.Checkout.Session;
  priceId: string;
  quantity: number;
  subscriptionMetadata: Stripe.Metadata;
}

export interface LedgerOptions {
  prices: Record<string, PriceConfig>;
  /** Epoch milliseconds. */
  now: () => number;
  /** Where a browser reaches the stand-in (no trailing slash), for the pages' URLs. */
  publicUrl: () => string;
  announce: (event: StandInEvent) => void;
}

export class LedgerRecords {
  readonly customers = new Map<string, Stripe.Customer>();
  readonly checkoutSessions = new Map<string, CheckoutRecord>();
  readonly portalSessions = new Map<string, Stripe.BillingPortal.Session>();
  readonly subscriptions = new Map<string, Stripe.Subscription>();
  readonly invoices = new Map<string, Stripe.Invoice>();
  readonly events = new Map<string, StandInEvent>();
  readonly prices = new Map<string, Stripe.Price>();
  /** Subscriptions whose next charge is to fail ("fail next payment" in the portal). */
  protected readonly failingSubscriptions = new Set<string>();

  constructor(protected readonly options: LedgerOptions) {
    this.resetPrices();
  }

  private resetPrices() {
    const created = this.nowSeconds();
    for (const [id, config] of Object.entries(this.options.prices))
      this.prices.set(id, buildPrice(id, config, created));
  }

  nowSeconds(): number {
    return toSeconds(this.options.now());
  }

  /** Forgets everything but the prices (for test runs that want a clean slate). */
  reset() {
    for (const map of [
      this.customers,
      this.checkoutSessions,
      this.portalSessions,
      this.subscriptions,
      this.invoices,
      this.events,
    ])
      map.clear();
    this.failingSubscriptions.clear();
  }

  protected announce<T extends StandInEventType>(
    type: T,
    object: EventObject<T>,
    origin: Origin,
    previousAttributes?: Record<string, unknown>,
  ) {
    // The event carries the object as it is now, frozen as JSON, as Stripe's events do.
    const snapshot = JSON.parse(JSON.stringify(object)) as EventObject<T>;
    const event = buildEvent(type, snapshot, { created: this.nowSeconds(), previousAttributes, request: origin });
    this.events.set(event.id, event);
    this.options.announce(event);
  }

  // --- lookups -------------------------------------------------------------------------------

  price(id: string, param?: string): Stripe.Price {
    const price = this.prices.get(id);
    if (!price) throw noSuch('price', id, param);
    return price;
  }

  customer(id: string, param?: string): Stripe.Customer {
    const customer = this.customers.get(id);
    if (!customer) throw noSuch('customer', id, param);
    return customer;
  }

  subscription(id: string): Stripe.Subscription {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw noSuch('subscription', id);
    return subscription;
  }

  checkoutSession(id: string): CheckoutRecord {
    const record = this.checkoutSessions.get(id);
    if (!record) throw noSuch('checkout.session', id);
    return record;
  }

  invoice(id: string): Stripe.Invoice {
    const invoice = this.invoices.get(id);
    if (!invoice) throw noSuch('invoice', id);
    return invoice;
  }

  /** Any object by its id, for `expand[]`. */
  objectById(id: string): object | undefined {
    return (
      this.customers.get(id) ??
      this.subscriptions.get(id) ??
      this.invoices.get(id) ??
      this.checkoutSessions.get(id)?.session ??
      this.prices.get(id) ??
      this.portalSessions.get(id)
    );
  }

  /** The customer's subscriptions, newest first. */
  subscriptionsOf(customerId: string): Stripe.Subscription[] {
    return [...this.subscriptions.values()].reverse().filter((subscription) => subscription.customer === customerId);
  }

  priceOf(subscription: Stripe.Subscription): Stripe.Price {
    return subscription.items.data[0]!.price;
  }

  periodOf(subscription: Stripe.Subscription) {
    const item = subscription.items.data[0]!;
    return { start: item.current_period_start, end: item.current_period_end };
  }
}
