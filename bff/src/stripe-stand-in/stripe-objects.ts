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

export function buildCustomer(fields: { id: string; created: number; email: string | null; name: string | null; metadata: Stripe.Metadata }): Stripe.Customer {
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

export function productIdOf(price: PriceConfig): string {
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
    invoice_settings: { account_tax_ids: null, custom_fields: null, description: null, footer: null, issuer: { type: 'self' } },
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

export type InvoiceOutcome = 'paid' | 'failed' | 'open';

export function buildInvoice(fields: {
  id: string;
  number: string;
  customer: Stripe.Customer;
  subscription: Stripe.Subscription;
  price: Stripe.Price;
  quantity: number;
  billingReason: Stripe.Invoice.BillingReason;
  created: number;
  periodStart: number;
  periodEnd: number;
  outcome: InvoiceOutcome;
  hostedInvoiceUrl: string;
}): Stripe.Invoice {
  const amount = (fields.price.unit_amount ?? 0) * fields.quantity;
  const isPaid = fields.outcome === 'paid';
  const lineId = newId('il');
  const line: Stripe.InvoiceLineItem = {
    id: lineId,
    object: 'line_item',
    amount,
    currency: fields.price.currency,
    description: `${fields.quantity} × ${fields.price.nickname ?? fields.price.id} (at ${amount / fields.quantity} / month)`,
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice: fields.id,
    livemode: false,
    metadata: {},
    parent: {
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: false,
        proration_details: { credited_items: null },
        subscription: fields.subscription.id,
        subscription_item: fields.subscription.items.data[0]!.id,
      },
      type: 'subscription_item_details',
    },
    period: { end: fields.periodEnd, start: fields.periodStart },
    pretax_credit_amounts: [],
    pricing: {
      price_details: { price: fields.price.id, product: String(fields.price.product) },
      type: 'price_details',
      unit_amount_decimal: fields.price.unit_amount_decimal,
    },
    quantity: fields.quantity,
    quantity_decimal: Stripe.Decimal.from(fields.quantity),
    subscription: fields.subscription.id,
    subtotal: amount,
    taxes: [],
  };
  return {
    id: fields.id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Touchline (test mode)',
    account_tax_ids: null,
    amount_due: amount,
    amount_overpaid: 0,
    amount_paid: isPaid ? amount : 0,
    amount_remaining: isPaid ? 0 : amount,
    amount_shipping: 0,
    application: null,
    attempt_count: fields.outcome === 'open' ? 0 : 1,
    attempted: fields.outcome !== 'open',
    auto_advance: !isPaid,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: fields.billingReason,
    collection_method: 'charge_automatically',
    created: fields.created,
    currency: fields.price.currency,
    custom_fields: null,
    customer: fields.customer.id,
    customer_account: null,
    customer_address: null,
    customer_email: fields.customer.email,
    customer_name: fields.customer.name ?? null,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: fields.created,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: fields.hostedInvoiceUrl,
    invoice_pdf: null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: list([line], `/v1/invoices/${fields.id}/lines`),
    livemode: false,
    metadata: {},
    next_payment_attempt: isPaid ? null : fields.created + 3 * 24 * 3600,
    number: fields.number,
    on_behalf_of: null,
    parent: {
      quote_details: null,
      subscription_details: { metadata: fields.subscription.metadata, subscription: fields.subscription.id },
      type: 'subscription_details',
    },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: fields.periodEnd,
    period_start: fields.periodStart,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: isPaid ? 'paid' : 'open',
    status_transitions: {
      finalized_at: fields.created,
      marked_uncollectible_at: null,
      paid_at: isPaid ? fields.created : null,
      voided_at: null,
    },
    subtotal: amount,
    subtotal_excluding_tax: amount,
    test_clock: null,
    total: amount,
    total_discount_amounts: [],
    total_excluding_tax: amount,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: fields.created,
  };
}

export function buildCheckoutSession(fields: {
  id: string;
  created: number;
  url: string;
  customer: string | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
  price: Stripe.Price;
  quantity: number;
  successUrl: string | null;
  cancelUrl: string | null;
  metadata: Stripe.Metadata;
}): Stripe.Checkout.Session {
  const amount = (fields.price.unit_amount ?? 0) * fields.quantity;
  return {
    id: fields.id,
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: amount,
    amount_total: amount,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: fields.cancelUrl,
    client_reference_id: fields.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: fields.created,
    currency: fields.price.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: fields.customer,
    customer_account: null,
    customer_creation: fields.customer ? null : 'always',
    customer_details: null,
    customer_email: fields.customerEmail,
    discounts: [],
    expires_at: fields.created + 24 * 3600,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    managed_payments: null,
    metadata: fields.metadata,
    mode: 'subscription',
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'always',
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: fields.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: fields.url,
    wallet_options: null,
  };
}

export function buildPortalSession(fields: { id: string; created: number; customer: string; returnUrl: string | null; url: string }): Stripe.BillingPortal.Session {
  return {
    id: fields.id,
    object: 'billing_portal.session',
    configuration: 'bpc_touchline_stand_in',
    created: fields.created,
    customer: fields.customer,
    customer_account: null,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: fields.returnUrl,
    url: fields.url,
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
