import { formatDate, type BadgeTone } from '@touchline/ui-kit';

/** The subscription fields the rules below read (BillingStatus). */
export interface SubscriptionState {
  subscriptionStatus: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd?: string | null;
  graceEndsAt?: string | null;
}

/**
 * A live subscription changes plan in the billing portal; the bff refuses a second checkout for
 * it (409), so the screen never offers one.
 */
export function hasLiveSubscription({ subscriptionStatus }: Pick<SubscriptionState, 'subscriptionStatus'>): boolean {
  return subscriptionStatus === 'active' || subscriptionStatus === 'trialing' || subscriptionStatus === 'past_due';
}

/** The badge beside the plan's name. */
export function statusBadgeOf(state: SubscriptionState): { label: string; tone: BadgeTone } {
  switch (state.subscriptionStatus) {
    case 'active':
      return state.cancelAtPeriodEnd
        ? { label: 'Cancels at period end', tone: 'warning' }
        : { label: 'Active', tone: 'success' };
    case 'trialing':
      return { label: 'Trial', tone: 'info' };
    case 'past_due':
      return { label: 'Past due', tone: 'danger' };
    case 'unpaid':
      return { label: 'Unpaid', tone: 'danger' };
    case 'incomplete':
      return { label: 'Payment incomplete', tone: 'warning' };
    case 'canceled':
      return { label: 'Cancelled', tone: 'neutral' };
    default:
      return { label: 'No subscription', tone: 'neutral' };
  }
}

/**
 * Past due with no grace date left: the grace period is over and the account is on Free already,
 * while Stripe keeps retrying the payment (for weeks, by the account's Stripe settings). A payment
 * that goes through brings the paid plan back.
 */
function hasLostPlanToFailedPayment(state: SubscriptionState): boolean {
  return state.subscriptionStatus === 'past_due' && !state.graceEndsAt;
}

/** "Renews on …", "Ends on …", or for a failed payment when the plan falls back; null when nothing is due. */
export function periodLineOf(state: SubscriptionState): string | null {
  if (state.subscriptionStatus === 'past_due' && state.graceEndsAt)
    return `Payment overdue: falls back to Free on ${formatDate(state.graceEndsAt)}`;
  if (hasLostPlanToFailedPayment(state)) return 'Payment overdue: on Free until the payment goes through';
  if (!hasLiveSubscription(state) || !state.currentPeriodEnd) return null;
  return state.cancelAtPeriodEnd
    ? `Ends on ${formatDate(state.currentPeriodEnd)}`
    : `Renews on ${formatDate(state.currentPeriodEnd)}`;
}
