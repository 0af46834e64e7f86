// The plans accounts are on and the Stripe account that sells the paid ones.
import { STRIPE_STAND_IN, type Config, type Plan, type PlanId } from './config.type.js';
import type { EnvReader } from './env-reader.js';
import type { Runtime } from './server-settings.js';

/**
 * Stripe settings: all of them or none. Without them billing is off in production (checkout and
 * portal answer 503) and answered by the bundled stand-in elsewhere (server.ts starts it).
 */
export function readBilling(env: EnvReader, runtime: Runtime): Config['billing'] {
  const secretKey = env.text('STRIPE_SECRET_KEY');
  const webhookSecret = env.text('STRIPE_WEBHOOK_SECRET');
  const apiUrl = env.url('STRIPE_API_URL') ?? null;
  const graceDays = env.integer('BILLING_GRACE_DAYS', 7, 0, 90);
  // Pointing the SDK elsewhere would send live customers' payments to a stand-in.
  if (apiUrl !== null && runtime.isProduction)
    env.problems.push('STRIPE_API_URL cannot be used in production: the SDK must talk to Stripe itself');
  if (secretKey === undefined) {
    if (webhookSecret !== undefined || apiUrl !== null)
      env.problems.push('STRIPE_WEBHOOK_SECRET and STRIPE_API_URL need STRIPE_SECRET_KEY');
    if (runtime.isProduction)
      env.notices.push('STRIPE_SECRET_KEY not set: billing is off (checkout and the billing portal answer 503)');
    return { stripe: null, graceDays };
  }
  if (!/^(sk|rk)_(test|live)_\S+$/.test(secretKey))
    env.problems.push(
      'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_..., sk_live_... or a restricted rk_ key)',
    );
  if (webhookSecret === undefined)
    env.problems.push(
      'STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY (the signing secret of the webhook endpoint, whsec_...)',
    );
  return { stripe: { secretKey, webhookSecret: webhookSecret ?? '', apiUrl }, graceDays };
}

/** The plan catalog; the paid plans' Stripe prices must exist whenever Stripe is configured. */
export function readPlans(env: EnvReader, runtime: Runtime, billing: Config['billing']): Config['plans'] {
  // Outside production without a Stripe account, the bundled stand-in's prices stand for the paid plans.
  const priceId = (name: string, standIn: string) =>
    env.text(name) ?? (billing.stripe === null && !runtime.isProduction ? standIn : null);
  const plans: Record<PlanId, Plan> = {
    free: {
      id: 'free',
      name: 'Free',
      requestsPerSecond: env.integer('PLAN_FREE_PER_SECOND', 1, 1, 100_000),
      requestsPerDay: env.integer('PLAN_FREE_PER_DAY', 100, 1, 1e9),
      monthlyAmount: 0,
      currency: 'usd',
      stripePriceId: null,
    },
    pro: {
      id: 'pro',
      name: 'Pro',
      requestsPerSecond: env.integer('PLAN_PRO_PER_SECOND', 10, 1, 100_000),
      requestsPerDay: env.integer('PLAN_PRO_PER_DAY', 50_000, 1, 1e9),
      monthlyAmount: env.integer('PLAN_PRO_MONTHLY_CENTS', 2900, 0, 1e9),
      currency: 'usd',
      stripePriceId: priceId('STRIPE_PRICE_PRO', STRIPE_STAND_IN.prices.pro),
    },
    business: {
      id: 'business',
      name: 'Business',
      requestsPerSecond: env.integer('PLAN_BUSINESS_PER_SECOND', 50, 1, 100_000),
      requestsPerDay: env.integer('PLAN_BUSINESS_PER_DAY', 1_000_000, 1, 1e9),
      monthlyAmount: env.integer('PLAN_BUSINESS_MONTHLY_CENTS', 9900, 0, 1e9),
      currency: 'usd',
      stripePriceId: priceId('STRIPE_PRICE_BUSINESS', STRIPE_STAND_IN.prices.business),
    },
  };
  if (billing.stripe !== null && (plans.pro.stripePriceId === null || plans.business.stripePriceId === null)) {
    env.problems.push(
      'STRIPE_PRICE_PRO and STRIPE_PRICE_BUSINESS must be set with STRIPE_SECRET_KEY (the price ids of the paid plans in Stripe)',
    );
  }
  if (plans.pro.stripePriceId !== null && plans.pro.stripePriceId === plans.business.stripePriceId) {
    env.problems.push('STRIPE_PRICE_PRO and STRIPE_PRICE_BUSINESS must be different prices');
  }
  return plans;
}
