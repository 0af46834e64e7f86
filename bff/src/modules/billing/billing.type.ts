// Billing's answers, each shape written once (shared/api-shape.ts): GraphQL's object types and
// REST's snake_case schemas and converters are derived from it. No shape has a field for a Stripe
// customer or subscription id.
import { Type, type Static } from 'typebox';
import { PLAN_IDS, type Plan } from '../../config.js';
import { objectTypeOf } from '../../graphql/typebox-classes.js';
import { Nullable, restAnswer, StringEnum, Timestamp } from '../../shared/api-shape.js';
import { INVOICES_SHOWN, type BillingStatus } from './billing.service.js';
import { SUBSCRIPTION_STATUSES } from './entitlement.js';

const BillingPlanShape = Type.Object(
  {
    id: StringEnum(PLAN_IDS, { description: 'free, pro or business.' }),
    name: Type.String(),
    requestsPerSecond: Type.Integer(),
    requestsPerDay: Type.Integer(),
    priceLabel: Type.String({ description: 'The price as people read it, e.g. "$29 / month".' }),
    monthlyAmount: Type.Integer({ description: "The price a month in the currency's smallest unit (cents)." }),
    currency: Type.String({ description: 'ISO currency code, lower case (usd).' }),
    isPaid: Type.Boolean({ description: 'Bought through checkout (every plan but free).' }),
  },
  { description: 'A plan of the catalog, with its limits and price.' },
);

const BillingInvoiceShape = Type.Object({
  id: Type.String(),
  amountDue: Type.Integer({ description: "In the currency's smallest unit." }),
  amountPaid: Type.Integer(),
  currency: Type.String(),
  status: Nullable(Type.String({ description: 'draft, open, paid, uncollectible or void.' })),
  createdAt: Timestamp(),
  url: Nullable(Type.String({ description: "Stripe's page for the invoice." })),
});

const BillingStatusShape = Type.Object(
  {
    plan: { ...BillingPlanShape, description: 'The plan whose limits apply now.' },
    subscriptionStatus: StringEnum(SUBSCRIPTION_STATUSES, { description: SUBSCRIPTION_STATUSES.join(', ') + '.' }),
    currentPeriodEnd: Nullable(
      Timestamp({ description: 'When the paid period ends (renews, or ends when cancelled at period end).' }),
    ),
    cancelAtPeriodEnd: Type.Boolean({ description: 'The plan stays until currentPeriodEnd, then falls back to free.' }),
    graceEndsAt: Nullable(
      Timestamp({ description: 'Past due: when the plan falls back to free unless the payment succeeds.' }),
    ),
    quotaUsedToday: Type.Integer(),
    quotaRemainingToday: Type.Integer(),
    billingConfigured: Type.Boolean({ description: 'False: checkout and the billing portal are off.' }),
    testMode: Type.Boolean({ description: 'Stripe runs with test keys (or the bundled stand-in): no money moves.' }),
    plans: Type.Array(BillingPlanShape, { maxItems: PLAN_IDS.length }),
    invoices: Type.Array(BillingInvoiceShape, {
      maxItems: INVOICES_SHOWN,
      description: 'Latest invoices, newest first.',
    }),
    invoicesUnavailable: Type.Boolean({
      description:
        "True when Stripe could not be reached for the invoices just now: `invoices` is then empty, and the plan and subscription are Touchline's own record.",
    }),
  },
  { description: "The account's plan, subscription and today's quota." },
);

const BillingRedirectShape = Type.Object(
  { url: Type.String() },
  { description: 'Where to send the browser next (Stripe Checkout or the billing portal).' },
);

export type BillingStatusAnswer = Static<typeof BillingStatusShape>;

// A shape nested in another gets its type first.
objectTypeOf('BillingPlan', BillingPlanShape);
objectTypeOf('BillingInvoice', BillingInvoiceShape);
export const BillingStatusType = objectTypeOf('BillingStatus', BillingStatusShape);
export const BillingRedirectType = objectTypeOf('BillingRedirect', BillingRedirectShape);

export const BillingPlanPublic = restAnswer(BillingPlanShape, 'BillingPlan');
export const BillingInvoicePublic = restAnswer(BillingInvoiceShape, 'BillingInvoice');
export const BillingStatusPublic = restAnswer(BillingStatusShape, 'BillingStatus');
export const BillingRedirectPublic = restAnswer(BillingRedirectShape);

/** "$29 / month"; "Free" for a plan without a price. */
function priceLabelOf(plan: Plan): string {
  if (plan.monthlyAmount === 0) return 'Free';
  const amount = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: plan.currency.toUpperCase(),
    minimumFractionDigits: plan.monthlyAmount % 100 === 0 ? 0 : 2,
  }).format(plan.monthlyAmount / 100);
  return `${amount} / month`;
}

const billingPlanOf = (plan: Plan): Static<typeof BillingPlanShape> => ({
  id: plan.id,
  name: plan.name,
  requestsPerSecond: plan.requestsPerSecond,
  requestsPerDay: plan.requestsPerDay,
  priceLabel: priceLabelOf(plan),
  monthlyAmount: plan.monthlyAmount,
  currency: plan.currency,
  isPaid: plan.id !== 'free',
});

/** The service's status as both transports answer it: the plans with their prices as people read them. */
export const billingStatusAnswerOf = (status: BillingStatus): BillingStatusAnswer => ({
  ...status,
  plan: billingPlanOf(status.plan),
  plans: status.plans.map(billingPlanOf),
});
