// The two faces of billing's answers: GraphQL object types (camelCase) and the REST JSON schemas
// and converters (snake_case). Both carry the same fields from the same service; neither has a
// field for a Stripe customer or subscription id.
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { PLAN_IDS, type Plan } from '../../config.js';
import { Cost, FIELD_WEIGHT } from '../../graphql/operation-cost.js';
import { INVOICES_SHOWN, type BillingStatus } from './billing.service.js';
import { SUBSCRIPTION_STATUSES } from './entitlement.js';
import type { InvoiceSummary } from './stripe.gateway.js';

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

// ---- GraphQL ---------------------------------------------------------------------------------

@ObjectType('BillingPlan', { description: 'A plan of the catalog, with its limits and price.' })
export class BillingPlanType {
  @Field(() => String, { description: 'free, pro or business.' })
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => Int)
  requestsPerSecond!: number;

  @Field(() => Int)
  requestsPerDay!: number;

  @Field(() => String, { description: 'The price as people read it, e.g. "$29 / month".' })
  priceLabel!: string;

  @Field(() => Int, { description: "The price a month in the currency's smallest unit (cents)." })
  monthlyAmount!: number;

  @Field(() => String, { description: 'ISO currency code, lower case (usd).' })
  currency!: string;

  @Field(() => Boolean, { description: 'Bought through checkout (every plan but free).' })
  isPaid!: boolean;

  static from(plan: Plan): BillingPlanType {
    return Object.assign(new BillingPlanType(), {
      id: plan.id,
      name: plan.name,
      requestsPerSecond: plan.requestsPerSecond,
      requestsPerDay: plan.requestsPerDay,
      priceLabel: priceLabelOf(plan),
      monthlyAmount: plan.monthlyAmount,
      currency: plan.currency,
      isPaid: plan.id !== 'free',
    });
  }
}

@ObjectType('BillingInvoice')
export class BillingInvoiceType {
  @Field(() => String)
  id!: string;

  @Field(() => Int, { description: "In the currency's smallest unit." })
  amountDue!: number;

  @Field(() => Int)
  amountPaid!: number;

  @Field(() => String)
  currency!: string;

  @Field(() => String, { nullable: true, description: 'draft, open, paid, uncollectible or void.' })
  status!: string | null;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: Date;

  @Field(() => String, { nullable: true, description: "Stripe's page for the invoice." })
  url!: string | null;
}

@ObjectType('BillingStatus', { description: "The account's plan, subscription and today's quota." })
export class BillingStatusType {
  @Field(() => BillingPlanType, { description: 'The plan whose limits apply now.' })
  plan!: BillingPlanType;

  @Field(() => String, { description: SUBSCRIPTION_STATUSES.join(', ') + '.' })
  subscriptionStatus!: string;

  @Field(() => GraphQLDateTimeISO, {
    nullable: true,
    description: 'When the paid period ends (renews, or ends when cancelled at period end).',
  })
  currentPeriodEnd!: Date | null;

  @Field(() => Boolean, { description: 'The plan stays until currentPeriodEnd, then falls back to free.' })
  cancelAtPeriodEnd!: boolean;

  @Field(() => GraphQLDateTimeISO, {
    nullable: true,
    description: 'Past due: when the plan falls back to free unless the payment succeeds.',
  })
  graceEndsAt!: Date | null;

  @Field(() => Int)
  quotaUsedToday!: number;

  @Field(() => Int)
  quotaRemainingToday!: number;

  @Field(() => Boolean, { description: 'False: checkout and the billing portal are off.' })
  billingConfigured!: boolean;

  @Field(() => Boolean, { description: 'Stripe runs with test keys (or the bundled stand-in): no money moves.' })
  testMode!: boolean;

  @Field(() => [BillingPlanType])
  @Cost({ weight: FIELD_WEIGHT.rows, listSize: { assumedSize: PLAN_IDS.length } })
  plans!: BillingPlanType[];

  @Field(() => [BillingInvoiceType], { description: 'Latest invoices, newest first.' })
  @Cost({ weight: FIELD_WEIGHT.rows, listSize: { assumedSize: INVOICES_SHOWN } })
  invoices!: BillingInvoiceType[];

  static from(status: BillingStatus): BillingStatusType {
    return Object.assign(new BillingStatusType(), {
      ...status,
      plan: BillingPlanType.from(status.plan),
      plans: status.plans.map(BillingPlanType.from),
      invoices: status.invoices.map((invoice) => Object.assign(new BillingInvoiceType(), invoice)),
    });
  }
}

@ObjectType('BillingRedirect', {
  description: 'Where to send the browser next (Stripe Checkout or the billing portal).',
})
export class BillingRedirectType {
  @Field(() => String)
  url!: string;
}

// ---- REST ------------------------------------------------------------------------------------

const integer = { type: 'integer' } as const;
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;

export const billingPlanSchema = {
  $id: 'BillingPlan',
  type: 'object',
  properties: {
    id: { type: 'string', enum: ['free', 'pro', 'business'] },
    name: { type: 'string' },
    requests_per_second: integer,
    requests_per_day: integer,
    price_label: { type: 'string', description: 'e.g. "$29 / month".' },
    monthly_amount: { ...integer, description: "In the currency's smallest unit (cents)." },
    currency: { type: 'string' },
  },
  required: ['id', 'name', 'requests_per_second', 'requests_per_day', 'price_label', 'monthly_amount', 'currency'],
} as const;

export const billingStatusSchema = {
  $id: 'BillingStatus',
  type: 'object',
  properties: {
    plan: { $ref: 'BillingPlan#' },
    subscription_status: { type: 'string', enum: [...SUBSCRIPTION_STATUSES] },
    current_period_end: nullableDateTime,
    cancel_at_period_end: { type: 'boolean' },
    grace_ends_at: {
      ...nullableDateTime,
      description: 'Past due: when the plan falls back to free unless the payment succeeds.',
    },
    quota_used_today: integer,
    quota_remaining_today: integer,
    billing_configured: { type: 'boolean' },
    test_mode: { type: 'boolean' },
    plans: { type: 'array', items: { $ref: 'BillingPlan#' } },
    invoices: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          amount_due: integer,
          amount_paid: integer,
          currency: { type: 'string' },
          status: { type: ['string', 'null'] },
          created_at: { type: 'string', format: 'date-time' },
          url: { type: ['string', 'null'] },
        },
        required: ['id', 'amount_due', 'amount_paid', 'currency', 'status', 'created_at', 'url'],
      },
    },
  },
  required: [
    'plan',
    'subscription_status',
    'current_period_end',
    'cancel_at_period_end',
    'grace_ends_at',
    'quota_used_today',
    'quota_remaining_today',
    'billing_configured',
    'test_mode',
    'plans',
    'invoices',
  ],
} as const;

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

function toPlanJson(plan: Plan) {
  return {
    id: plan.id,
    name: plan.name,
    requests_per_second: plan.requestsPerSecond,
    requests_per_day: plan.requestsPerDay,
    price_label: priceLabelOf(plan),
    monthly_amount: plan.monthlyAmount,
    currency: plan.currency,
  };
}

export function toStatusJson(status: BillingStatus) {
  return {
    plan: toPlanJson(status.plan),
    subscription_status: status.subscriptionStatus,
    current_period_end: iso(status.currentPeriodEnd),
    cancel_at_period_end: status.cancelAtPeriodEnd,
    grace_ends_at: iso(status.graceEndsAt),
    quota_used_today: status.quotaUsedToday,
    quota_remaining_today: status.quotaRemainingToday,
    billing_configured: status.billingConfigured,
    test_mode: status.testMode,
    plans: status.plans.map(toPlanJson),
    invoices: status.invoices.map((invoice: InvoiceSummary) => ({
      id: invoice.id,
      amount_due: invoice.amountDue,
      amount_paid: invoice.amountPaid,
      currency: invoice.currency,
      status: invoice.status,
      created_at: invoice.createdAt.toISOString(),
      url: invoice.url,
    })),
  };
}
