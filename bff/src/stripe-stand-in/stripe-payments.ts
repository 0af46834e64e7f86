// The payment objects Stripe answers with (invoices, checkout and billing-portal sessions), built
// under the SDK's own types as stripe-objects.ts builds the others.
import Stripe from 'stripe';
import { list, newId } from './stripe-objects.js';

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

export function buildPortalSession(fields: {
  id: string;
  created: number;
  customer: string;
  returnUrl: string | null;
  url: string;
}): Stripe.BillingPortal.Session {
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
