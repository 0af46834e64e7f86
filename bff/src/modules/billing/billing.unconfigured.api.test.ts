// A production deployment without Stripe settings: billing is off, and says so.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { seedUser, type SeededUser } from '../../test-support/fixtures.js';
import { graphql, rest } from '../../test-support/graphql.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let user: SeededUser;

beforeAll(async () => {
  t = await startTestApp({
    APP_ENV: 'production',
    SECRET_KEY: 'a-production-secret-key-of-enough-length-0123456789',
    TURNSTILE_SITE_KEY: '0x4AAAAAAA-site',
    TURNSTILE_SECRET_KEY: '0x4AAAAAAA-secret',
    BOT_CHECK_DISABLED: 'false',
    LOG_LEVEL: 'silent',
  });
  user = await seedUser(t, { email: 'unconfigured@example.com' });
});
afterAll(() => t.close());

describe('billing without Stripe settings in production', () => {
  it("refuses checkout and the portal with 503 'Billing is not configured'", async () => {
    for (const url of ['/api/billing/checkout/pro', '/api/billing/portal']) {
      const response = await rest(t.app, 'POST', url, user.token);
      expect([url, response.statusCode, response.json()]).toEqual([url, 503, { detail: 'Billing is not configured' }]);
    }
    const { errors } = await graphql(t.app, 'mutation { startCheckout(plan: "pro") { url } }', {}, user.token);
    expect(errors?.[0]).toMatchObject({
      message: 'Billing is not configured',
      extensions: { code: 'SERVICE_UNAVAILABLE', status: 503 },
    });
  });

  it('reports the free plan and billing switched off', async () => {
    const response = await rest(t.app, 'GET', '/api/billing/status', user.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      plan: {
        id: 'free',
        name: 'Free',
        requests_per_second: 1,
        requests_per_day: 100,
        price_label: 'Free',
        monthly_amount: 0,
        currency: 'usd',
      },
      subscription_status: 'none',
      current_period_end: null,
      cancel_at_period_end: false,
      grace_ends_at: null,
      quota_used_today: 0,
      quota_remaining_today: 100,
      billing_configured: false,
      test_mode: false,
      invoices: [],
    });
    expect(
      response.json().plans.map((plan: { id: string; price_label: string }) => `${plan.id} ${plan.price_label}`),
    ).toEqual(['free Free', 'pro $29 / month', 'business $99 / month']);
  });

  it('still deletes an account that never had a subscription', async () => {
    const leaving = await seedUser(t, { email: 'leaving@example.com' });
    expect(
      (await rest(t.app, 'DELETE', '/api/users/me', leaving.token, { current_password: leaving.password })).statusCode,
    ).toBe(200);
  });
});
