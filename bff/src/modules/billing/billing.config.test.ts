import { describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configProblemsOf, productionEnv } from '../../test-support/config-env.js';
import { loadConfig } from '../../config.js';

const production = productionEnv;
const development = { APP_ENV: 'development', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'touchline-config-')) };
const stripe = {
  STRIPE_SECRET_KEY: 'sk_live_abc123',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  STRIPE_PRICE_PRO: 'price_pro',
  STRIPE_PRICE_BUSINESS: 'price_business',
};

const problemsOf = configProblemsOf;

describe('billing configuration', () => {
  it('catalogs free, pro and business with their limits, display prices and Stripe price ids', () => {
    const { plans } = loadConfig({ ...production, ...stripe });
    expect(Object.keys(plans)).toEqual(['free', 'pro', 'business']);
    expect(plans.free).toMatchObject({ id: 'free', name: 'Free', monthlyAmount: 0, stripePriceId: null });
    expect(plans.pro).toMatchObject({
      id: 'pro',
      name: 'Pro',
      requestsPerSecond: 10,
      requestsPerDay: 50_000,
      monthlyAmount: 2900,
      currency: 'usd',
      stripePriceId: 'price_pro',
    });
    expect(plans.business).toMatchObject({
      id: 'business',
      name: 'Business',
      monthlyAmount: 9900,
      stripePriceId: 'price_business',
    });
  });

  it('turns billing off in production without Stripe settings, and says so once', () => {
    const config = loadConfig(production);
    expect(config.billing.stripe).toBeNull();
    expect(config.plans.pro.stripePriceId).toBeNull();
    expect(config.notices.some((notice) => notice.includes('billing is off'))).toBe(true);
  });

  it('refuses STRIPE_API_URL in production: live payments never go anywhere but Stripe', () => {
    expect(problemsOf({ ...production, ...stripe, STRIPE_API_URL: 'http://127.0.0.1:12111' })).toEqual([
      'STRIPE_API_URL cannot be used in production: the SDK must talk to Stripe itself',
    ]);
  });

  it('refuses a Stripe key without the webhook secret and both price ids', () => {
    const problems = problemsOf({ ...production, STRIPE_SECRET_KEY: 'sk_live_abc123' });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('STRIPE_WEBHOOK_SECRET must be set'),
        expect.stringContaining('STRIPE_PRICE_PRO and STRIPE_PRICE_BUSINESS must be set'),
      ]),
    );
  });

  it('refuses a webhook secret or API URL without a key, and a key that is not a Stripe secret key', () => {
    expect(problemsOf({ ...development, STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toEqual([
      'STRIPE_WEBHOOK_SECRET and STRIPE_API_URL need STRIPE_SECRET_KEY',
    ]);
    expect(problemsOf({ ...development, ...stripe, STRIPE_SECRET_KEY: 'pk_test_publishable' })[0]).toContain(
      'STRIPE_SECRET_KEY must be a Stripe secret key',
    );
  });

  it("outside production without Stripe, the bundled stand-in's prices stand for the paid plans", () => {
    const config = loadConfig(development);
    expect(config.billing.stripe).toBeNull();
    expect(config.plans.pro.stripePriceId).toBe('price_touchline_pro');
    expect(config.plans.business.stripePriceId).toBe('price_touchline_business');
  });

  it('keeps a past-due plan 7 days unless BILLING_GRACE_DAYS says otherwise', () => {
    expect(loadConfig(development).billing.graceDays).toBe(7);
    expect(loadConfig({ ...development, BILLING_GRACE_DAYS: '3' }).billing.graceDays).toBe(3);
    expect(problemsOf({ ...development, BILLING_GRACE_DAYS: '-1' })).toEqual([
      'BILLING_GRACE_DAYS must be a whole number from 0 to 90, got "-1"',
    ]);
  });
});
