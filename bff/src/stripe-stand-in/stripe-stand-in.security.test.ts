// What the stand-in refuses: calls without a test secret key, URLs that could run script in its
// pages, markup in customer data, one customer's portal reaching another's subscription, and
// request bodies built to pollute prototypes.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Stripe from 'stripe';
import { startStripeStandIn, STAND_IN_DEFAULTS, type RunningStripeStandIn } from './stripe-stand-in.js';

let standIn: RunningStripeStandIn;
let stripe: Stripe;

beforeAll(async () => {
  standIn = await startStripeStandIn({
    webhookUrl: null,
    webhookSecret: 'whsec_security',
    prices: STAND_IN_DEFAULTS.prices,
  });
  const url = new URL(standIn.url);
  stripe = new Stripe(STAND_IN_DEFAULTS.secretKey, {
    host: url.hostname,
    port: Number(url.port),
    protocol: 'http',
    maxNetworkRetries: 0,
  });
});

afterAll(() => standIn.close());

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${standIn.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Bearer ${STAND_IN_DEFAULTS.secretKey}`,
      ...headers,
    },
    body,
  });

describe('API keys', () => {
  it('refuses a call without a secret key with 401 in Stripe’s error shape', async () => {
    const response = await fetch(`${standIn.url}/v1/customers`, { method: 'POST' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      error: { type: 'invalid_request_error', message: expect.stringContaining('did not provide an API key') },
    });
  });

  it('refuses a live or publishable key', async () => {
    for (const key of ['sk_live_123', 'pk_test_123']) {
      const live = new Stripe(key, {
        host: new URL(standIn.url).hostname,
        port: Number(new URL(standIn.url).port),
        protocol: 'http',
        maxNetworkRetries: 0,
      });
      await expect(live.customers.create({})).rejects.toMatchObject({
        type: 'StripeAuthenticationError',
        statusCode: 401,
      });
    }
  });
});

describe('pages', () => {
  it('refuses success and cancel URLs that are not http(s), so a page link can never run script', async () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,hi', 'not a url']) {
      await expect(
        stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: 'price_touchline_pro', quantity: 1 }],
          success_url: 'http://localhost/ok',
          cancel_url: url,
        }),
      ).rejects.toMatchObject({ statusCode: 400, param: 'cancel_url' });
    }
    const customer = await stripe.customers.create({});
    await expect(
      stripe.billingPortal.sessions.create({ customer: customer.id, return_url: 'javascript:alert(1)' }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'return_url' });
  });

  it('shows customer data as text, never as markup', async () => {
    const email = '"><script>alert(1)</script>@example.com';
    const customer = await stripe.customers.create({ email });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: 'price_touchline_pro', quantity: 1 }],
      success_url: 'http://localhost/ok',
    });
    const page = await fetch(session.url!);
    const html = await page.text();

    expect(html).not.toContain('<script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;@example.com');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it("a portal session cannot act on another customer's subscription", async () => {
    const victim = await stripe.customers.create({});
    const subscription = await stripe.subscriptions.create({
      customer: victim.id,
      items: [{ price: 'price_touchline_pro' }],
    });
    const attacker = await stripe.customers.create({});
    const portal = await stripe.billingPortal.sessions.create({ customer: attacker.id });

    const response = await post(new URL(portal.url).pathname, `action=cancel-now&subscription=${subscription.id}`, {
      authorization: '',
    });

    expect(response.status).toBe(404);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
  });
});

describe('request bodies', () => {
  it('refuses a body that would reach an object prototype, and changes nothing', async () => {
    const before = (await stripe.customers.list({ limit: 100 })).data.length;
    const response = await post('/v1/customers', 'email=x%40example.com&metadata[__proto__][admin]=1');

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect((await stripe.customers.list({ limit: 100 })).data).toHaveLength(before);
  });
});
