// Stripe objects as the API answers them in the version the `stripe` package pins, built under the
// SDK's own types: a field Stripe adds, drops or moves in a new version stops this file compiling
// instead of quietly handing the bff a shape the real API would never send.
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

export const API_VERSION = Stripe.API_VERSION;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A Stripe-looking id: the object's prefix and 24 random base62 characters. */
export function newId(prefix: string): string {
  const bytes = randomBytes(24);
  let id = `${prefix}_`;
  for (const byte of bytes) id += BASE62[byte % 62];
  return id;
}

export interface PriceConfig {
  /** The plan this price buys (shown on the pages and kept in the price's metadata). */
  plan: string;
  /** Display name, e.g. "Pro". */
  name: string;
  /** Smallest currency unit per month, e.g. 2900 for $29. */
  unitAmount: number;
  currency: string;
}

/** Unix seconds, as every Stripe timestamp. */
export const toSeconds = (epochMs: number) => Math.floor(epochMs / 1000);

/** The same day of the next month (the end of a monthly period), clamped to the month's length. */
export function oneMonthAfter(seconds: number): number {
  const start = new Date(seconds * 1000);
  const next = new Date(start);
  next.setUTCDate(1);
  next.setUTCMonth(start.getUTCMonth() + 1);
  const daysInNextMonth = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(start.getUTCDate(), daysInNextMonth));
  return toSeconds(next.getTime());
}

export function list<T>(data: T[], url: string, hasMore = false): Stripe.ApiList<T> {
  return { object: 'list', data, has_more: hasMore, url };
}

export function buildCustomer(fields: {
  id: string;
  created: number;
  email: string | null;
  name: string | null;
  metadata: Stripe.Metadata;
}): Stripe.Customer {
  return {
    id: fields.id,
    object: 'customer',
    address: null,
    balance: 0,
    created: fields.created,
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    discount: null,
    email: fields.email,
    invoice_prefix: fields.id.slice(4, 12).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: fields.metadata,
    name: fields.name,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

function productIdOf(price: PriceConfig): string {
  return `prod_touchline_${price.plan}`;
}

export function buildPrice(id: string, price: PriceConfig, created: number): Stripe.Price {
  return {
    id,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created,
    currency: price.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: price.plan,
    metadata: { plan: price.plan },
    nickname: price.name,
    product: productIdOf(price),
    recurring: { interval: 'month', interval_count: 1, meter: null, trial_period_days: null, usage_type: 'licensed' },
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'recurring',
    unit_amount: price.unitAmount,
    unit_amount_decimal: Stripe.Decimal.from(price.unitAmount),
  };
}

/** The legacy plan object Stripe still puts beside the price on every subscription item. */
export function planOf(price: Stripe.Price): Stripe.Plan {
  return {
    id: price.id,
    object: 'plan',
    active: true,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval: 'month',
    interval_count: 1,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.nickname,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

export function buildSubscriptionItem(fields: {
  id: string;
  subscriptionId: string;
  price: Stripe.Price;
  quantity: number;
  created: number;
  periodStart: number;
  periodEnd: number;
}): Stripe.SubscriptionItem {
  return {
    id: fields.id,
    object: 'subscription_item',
    billing_thresholds: null,
    created: fields.created,
    current_period_end: fields.periodEnd,
    current_period_start: fields.periodStart,
    current_trial: null,
    discounts: [],
    metadata: {},
    plan: planOf(fields.price),
    price: fields.price,
    quantity: fields.quantity,
    subscription: fields.subscriptionId,
    tax_rates: [],
  };
}

export function buildSubscription(fields: {
  id: string;
  customer: string;
  created: number;
  status: Stripe.Subscription.Status;
  item: Stripe.SubscriptionItem;
  currency: string;
  metadata: Stripe.Metadata;
  latestInvoice: string | null;
}): Stripe.Subscription {
  return {
    id: fields.id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: fields.item.current_period_start,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: { proration_discounts: 'included' }, type: 'flexible', updated_at: fields.created },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: 'charge_automatically',
    created: fields.created,
    currency: fields.currency,
    customer: fields.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    ended_at: null,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: 'self' },
    },
    items: list([fields.item], `/v1/subscription_items?subscription=${fields.id}`),
    latest_invoice: fields.latestInvoice,
    livemode: false,
    managed_payments: null,
    metadata: fields.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: 'off' },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: fields.created,
    status: fields.status,
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: { end_behavior: { billing_cycle_anchor: null, missing_payment_method: 'create_invoice' } },
    trial_start: null,
  };
}

/** The events the stand-in sends, each typed with its own data object. */
export type StandInEvent =
  | Stripe.CheckoutSessionCompletedEvent
  | Stripe.CheckoutSessionExpiredEvent
  | Stripe.CustomerCreatedEvent
  | Stripe.CustomerSubscriptionCreatedEvent
  | Stripe.CustomerSubscriptionUpdatedEvent
  | Stripe.CustomerSubscriptionDeletedEvent
  | Stripe.InvoicePaidEvent
  | Stripe.InvoicePaymentFailedEvent;

export type StandInEventType = StandInEvent['type'];

/** The data object an event of that type carries. */
export type EventObject<T extends StandInEventType> = Extract<StandInEvent, { type: T }>['data']['object'];

export function buildEvent<T extends StandInEventType>(
  type: T,
  object: EventObject<T>,
  fields: { created: number; previousAttributes?: Record<string, unknown>; request: Stripe.Event.Request | null },
): StandInEvent {
  const data = fields.previousAttributes ? { object, previous_attributes: fields.previousAttributes } : { object };
  return {
    id: newId('evt'),
    object: 'event',
    api_version: API_VERSION,
    created: fields.created,
    data,
    livemode: false,
    pending_webhooks: 1,
    request: fields.request,
    type,
  } as StandInEvent;
}

export function isEnded(subscription: Stripe.Subscription): boolean {
  return subscription.status === 'canceled' || subscription.status === 'incomplete_expired';
}

/** Stripe's metadata update: keys merge in, and an empty value removes its key. */
export function mergeMetadata(current: Stripe.Metadata, update: Record<string, string>): Stripe.Metadata {
  const merged: Stripe.Metadata = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === '') delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
