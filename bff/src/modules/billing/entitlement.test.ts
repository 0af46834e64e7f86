import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../config.js';
import { entitlementOf, reportedStatus, type SubscriptionState } from './entitlement.js';

const { plans } = loadConfig({
  APP_ENV: 'test',
  SECRET_KEY: 'x'.repeat(40),
  STRIPE_SECRET_KEY: 'sk_test_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
  STRIPE_PRICE_PRO: 'price_pro',
  STRIPE_PRICE_BUSINESS: 'price_business',
});
const DAY = 86_400_000;
const now = new Date('2026-11-27T12:00:00Z');
const later = (days: number) => new Date(now.getTime() + days * DAY);
const state = (changes: Partial<SubscriptionState>): SubscriptionState => ({
  subscriptionStatus: 'active',
  priceId: 'price_pro',
  currentPeriodEnd: later(30),
  cancelAtPeriodEnd: false,
  pastDueSince: null,
  ...changes,
});

describe('the plan a subscription grants', () => {
  it('grants the plan of an active or trialing subscription through the catalog', () => {
    expect(entitlementOf(state({}), plans, 7, now)).toEqual({ plan: 'pro', graceEndsAt: null });
    expect(
      entitlementOf(state({ subscriptionStatus: 'trialing', priceId: 'price_business' }), plans, 7, now).plan,
    ).toBe('business');
  });

  it('grants nothing for a price the catalog does not sell', () => {
    expect(entitlementOf(state({ priceId: 'price_somebody_else' }), plans, 7, now).plan).toBe('free');
  });

  it.each(['incomplete', 'incomplete_expired', 'unpaid', 'canceled', 'paused', 'none'])(
    'grants nothing to a %s subscription',
    (status) => {
      expect(entitlementOf(state({ subscriptionStatus: status }), plans, 7, now).plan).toBe('free');
    },
  );

  it('keeps a plan cancelled at period end until the period ends, then free', () => {
    expect(entitlementOf(state({ cancelAtPeriodEnd: true, currentPeriodEnd: later(1) }), plans, 7, now).plan).toBe(
      'pro',
    );
    expect(entitlementOf(state({ cancelAtPeriodEnd: true, currentPeriodEnd: later(-1) }), plans, 7, now).plan).toBe(
      'free',
    );
  });

  it('keeps a past-due plan for the grace days from when it was first seen past due, then free', () => {
    const pastDue = state({ subscriptionStatus: 'past_due', pastDueSince: later(-6) });
    expect(entitlementOf(pastDue, plans, 7, now)).toEqual({ plan: 'pro', graceEndsAt: later(1) });
    expect(entitlementOf(state({ subscriptionStatus: 'past_due', pastDueSince: later(-7) }), plans, 7, now).plan).toBe(
      'free',
    );
    expect(entitlementOf(pastDue, plans, 0, now).plan).toBe('free');
  });

  it("reports Stripe's statuses in the product's words", () => {
    expect(reportedStatus('incomplete_expired')).toBe('incomplete');
    expect(reportedStatus('paused')).toBe('unpaid');
    expect(reportedStatus('past_due')).toBe('past_due');
  });
});
