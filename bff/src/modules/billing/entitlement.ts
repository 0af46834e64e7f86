// The one rule that turns a subscription, as Stripe last said it is, into the plan an account
// gets now. The webhook, the checkout return, the status read and the plan-expiry job all ask
// it, so they cannot disagree.
import type { Plan, PlanId } from '../../config.js';

/** The subscription state billing keeps per account (billing_accounts). */
export interface SubscriptionState {
  subscriptionStatus: string;
  priceId: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** When billing first saw the subscription past due; the grace period counts from here. */
  pastDueSince: Date | null;
}

export interface Entitlement {
  plan: PlanId;
  /** While a past-due subscription keeps its plan: when it falls back to free. */
  graceEndsAt: Date | null;
}

const DAY_MS = 86_400_000;

export const SUBSCRIPTION_STATUSES = [
  'none',
  'active',
  'trialing',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Stripe's statuses in the product's words: an expired first payment is still incomplete, a paused subscription unpaid. */
export function reportedStatus(stripeStatus: string): SubscriptionStatus {
  if (stripeStatus === 'incomplete_expired') return 'incomplete';
  if (stripeStatus === 'paused') return 'unpaid';
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(stripeStatus)
    ? (stripeStatus as SubscriptionStatus)
    : 'none';
}

/** The paid plan a Stripe price buys, through the catalog; null for a price the catalog does not sell. */
function planOfPrice(plans: Readonly<Record<PlanId, Plan>>, priceId: string | null): PlanId | null {
  if (priceId === null) return null;
  return Object.values(plans).find((plan) => plan.stripePriceId === priceId)?.id ?? null;
}

/**
 * - active or trialing: the price's plan; cancelled at period end, until the period ends;
 * - past due: the price's plan for `graceDays` after billing first saw it past due;
 * - anything else (incomplete, unpaid, canceled, none), or a price the catalog does not know: free.
 */
export function entitlementOf(
  state: SubscriptionState | null,
  plans: Readonly<Record<PlanId, Plan>>,
  graceDays: number,
  now: Date,
): Entitlement {
  const free: Entitlement = { plan: 'free', graceEndsAt: null };
  if (state === null) return free;
  const paidPlan = planOfPrice(plans, state.priceId);
  if (paidPlan === null) return free;
  const periodRunning = state.currentPeriodEnd === null || state.currentPeriodEnd > now;
  switch (state.subscriptionStatus) {
    case 'active':
    case 'trialing':
      return !state.cancelAtPeriodEnd || periodRunning ? { plan: paidPlan, graceEndsAt: null } : free;
    case 'past_due': {
      const graceEndsAt = new Date((state.pastDueSince ?? now).getTime() + graceDays * DAY_MS);
      return graceEndsAt > now ? { plan: paidPlan, graceEndsAt } : free;
    }
    default:
      return free;
  }
}
