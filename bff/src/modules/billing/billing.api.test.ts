// Checkout, portal and status over REST and GraphQL, with the real `stripe` package talking to
// the bundled Stripe stand-in, whose webhooks reach the bff over HTTP.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { seedUser, type SeededUser } from '../../test-support/fixtures.js';
import { graphql, rest } from '../../test-support/graphql.js';
import {
  createKey,
  pay,
  SECRET_KEY,
  startBillingTestApp,
  subscribeThroughCheckout,
  WEBHOOK_SECRET,
  type BillingTestApp,
} from '../../test-support/billing-fixture.js';
import { CHECKOUT_NOT_COMPLETED } from './billing.service.js';
import { StripeGateway } from './stripe.gateway.js';

let t: BillingTestApp;
let n = 0;
const newUser = () => seedUser(t, { email: `billing-${++n}@example.com` });

beforeAll(async () => {
  t = await startBillingTestApp();
});
afterAll(() => t.close());

const checkout = (user: SeededUser, plan: string) => rest(t.app, 'POST', `/api/billing/checkout/${plan}`, user.token);
const status = async (user: SeededUser, query = '') => {
  const response = await rest(t.app, 'GET', `/api/billing/status${query}`, user.token);
  expect(response.statusCode).toBe(200);
  return response.json();
};
/** The Stripe customers made for an account, as the stand-in holds them. */
const customersOf = (user: SeededUser) =>
  [...t.standIn.ledger.customers.values()].filter((customer) => customer.metadata.user_id === user.id);
const deleteOwnAccount = (user: SeededUser) =>
  rest(t.app, 'DELETE', '/api/users/me', user.token, { current_password: user.password });
const sessionIdOf = (url: string) => new URL(url).pathname.split('/').pop()!;

const subscribe = (user: SeededUser, plan = 'pro') => subscribeThroughCheckout(t, user, plan);
/** The subscription a paid checkout made. */
const subscriptionOf = async (sessionId: string) =>
  (await t.stripe.checkout.sessions.retrieve(sessionId)).subscription as string;
/** Cancels it at once, as the billing portal can, and waits for Stripe's webhooks. */
const cancelSubscription = async (sessionId: string) => {
  await t.stripe.subscriptions.cancel(await subscriptionOf(sessionId));
  await t.standIn.webhooksIdle();
};

describe('checkout', () => {
  it('starts a Checkout Session in subscription mode for the plan price, returning to /billing', async () => {
    const user = await newUser();
    const response = await checkout(user, 'pro');
    expect(response.statusCode).toBe(200);
    const session = await t.stripe.checkout.sessions.retrieve(sessionIdOf(response.json().url));
    expect(session).toMatchObject({
      mode: 'subscription',
      status: 'open',
      client_reference_id: user.id,
      success_url: 'http://touchline.test/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://touchline.test/billing?checkout=cancel',
    });
    const customer = await t.stripe.customers.retrieve(session.customer as string);
    expect(customer).toMatchObject({ email: user.email, metadata: { user_id: user.id } });
  });

  it('refuses an unknown plan with 422, free and the current plan with 400', async () => {
    const user = await newUser();
    const unknown = await checkout(user, 'platinum');
    expect([unknown.statusCode, unknown.json().detail[0]]).toEqual([
      422,
      { loc: ['path', 'plan'], msg: 'Unknown plan "platinum": choose free, pro, business', type: 'enum' },
    ]);
    const free = await checkout(user, 'free');
    expect([free.statusCode, free.json().detail]).toEqual([
      400,
      'The free plan needs no checkout: to return to it, cancel your subscription in the billing portal',
    ]);
    await subscribe(user, 'pro');
    const same = await checkout(user, 'pro');
    expect([same.statusCode, same.json().detail]).toEqual([400, 'You are already on the Pro plan']);
  });

  it('sends a subscriber to the portal with 409 instead of making a second subscription', async () => {
    const user = await newUser();
    const { sessionId } = await subscribe(user, 'pro');
    const other = await checkout(user, 'business');
    expect([other.statusCode, other.json().detail]).toEqual([
      409,
      'You already have a subscription: change plan in the billing portal',
    ]);
    const session = await t.stripe.checkout.sessions.retrieve(sessionId);
    const subscriptions = await t.stripe.subscriptions.list({ customer: session.customer as string, status: 'all' });
    expect(subscriptions.data).toHaveLength(1);
  });

  it("closes the other plan's open checkout when a checkout starts, so a page left open in a tab cannot start a second subscription", async () => {
    const user = await newUser();
    const pro = (await checkout(user, 'pro')).json().url;
    const business = (await checkout(user, 'business')).json().url;
    expect(sessionIdOf(business)).not.toBe(sessionIdOf(pro));

    const stalePay = await fetch(`${pro}/pay`, { method: 'POST', redirect: 'manual' });
    expect([stalePay.status, stalePay.headers.get('location')]).toEqual([303, `/checkout/${sessionIdOf(pro)}`]);
    expect((await t.stripe.checkout.sessions.retrieve(sessionIdOf(pro))).status).toBe('expired');
    await pay(business);
    await t.standIn.webhooksIdle();

    const customer = (await t.stripe.checkout.sessions.retrieve(sessionIdOf(business))).customer as string;
    const subscriptions = await t.stripe.subscriptions.list({ customer, status: 'all' });
    expect(subscriptions.data.map((subscription) => subscription.items.data[0]?.price.id)).toEqual([
      'price_test_business',
    ]);
    expect((await status(user)).plan.id).toBe('business');
  });

  it('finds a checkout paid while it was being closed (Stripe refuses to expire it), so the new checkout answers 409 instead', async () => {
    // The race the closing loses: the earlier session is paid between the account's last read of
    // Stripe and the closing, which Stripe then refuses. The gateway reads the session again.
    const gateway = new StripeGateway({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: t.standIn.url });
    const user = await newUser();
    const open = sessionIdOf((await checkout(user, 'pro')).json().url);
    t.standIn.ledger.completeCheckout(open);
    expect(await gateway.closeCheckoutSession(open)).toBe('complete');
    const expired = sessionIdOf((await checkout(await newUser(), 'pro')).json().url);
    expect(await gateway.closeCheckoutSession(expired)).toBe('expired');
    expect(await gateway.closeCheckoutSession(expired)).toBe('expired');
    expect(await gateway.closeCheckoutSession('cs_test_never_made')).toBeNull();
    await t.standIn.webhooksIdle();
  });

  it('lets a customer whose subscription was cancelled buy any plan again, not only the one paid last', async () => {
    const user = await newUser();
    const { sessionId } = await subscribe(user, 'pro');
    await cancelSubscription(sessionId);
    expect((await status(user)).plan.id).toBe('free');

    const business = await checkout(user, 'business');
    expect(business.statusCode).toBe(200);
    await pay(business.json().url);
    await t.standIn.webhooksIdle();
    expect((await status(user)).plan.id).toBe('business');
  });

  it('makes one customer and one session for concurrent clicks, however they interleave', async () => {
    // Many accounts, four clicks each: the inserts linking a customer collide on either of
    // their unique columns depending on timing, and every collision must read as "linked already".
    for (let account = 0; account < 20; account++) {
      const user = await newUser();
      const clicks = await Promise.all([1, 2, 3, 4].map(() => checkout(user, 'pro')));
      expect(clicks.map((click) => click.statusCode)).toEqual([200, 200, 200, 200]);
      expect(new Set(clicks.map((click) => click.json().url)).size).toBe(1);
      expect(customersOf(user)).toHaveLength(1);
      const sessions = [...t.standIn.ledger.checkoutSessions.values()].filter(
        ({ session }) => session.client_reference_id === user.id,
      );
      expect(sessions).toHaveLength(1);
    }
  });

  it('is offered through GraphQL with the same rules and words', async () => {
    const user = await newUser();
    const started = await graphql(t.app, 'mutation { startCheckout(plan: "business") { url } }', {}, user.token);
    expect(started.data?.startCheckout.url).toMatch(/\/checkout\/cs_test_/);
    const refused = await graphql(t.app, 'mutation { startCheckout(plan: "free") { url } }', {}, user.token);
    expect(refused.errors?.[0]).toMatchObject({
      message: expect.stringContaining('The free plan needs no checkout'),
      extensions: { status: 400 },
    });
  });
});

describe('status', () => {
  it('shows the new plan on the checkout return even before the webhook arrives', async () => {
    const user = await newUser();
    t.standIn.holdWebhooks(true);
    try {
      const { sessionId } = await subscribe(user, 'business');
      expect((await status(user)).plan.id).toBe('free');
      const synced = await status(user, `?session_id=${sessionId}`);
      expect(synced).toMatchObject({
        plan: { id: 'business', name: 'Business', price_label: '$99 / month' },
        subscription_status: 'active',
        cancel_at_period_end: false,
        billing_configured: true,
        test_mode: true,
      });
      expect(new Date(synced.current_period_end).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
      expect(synced.invoices[0]).toMatchObject({
        amount_due: 9900,
        amount_paid: 9900,
        currency: 'usd',
        status: 'paid',
        url: expect.stringContaining('/invoices/'),
      });
    } finally {
      t.standIn.holdWebhooks(false);
      await t.standIn.webhooksIdle();
    }
  });

  it('shows a change made in the billing portal on the portal return even before its webhook arrives', async () => {
    const user = await newUser();
    const { sessionId } = await subscribe(user, 'pro');
    const subscription = await subscriptionOf(sessionId);
    t.standIn.holdWebhooks(true);
    try {
      await t.stripe.subscriptions.update(subscription, { cancel_at_period_end: true });
      expect((await status(user)).cancel_at_period_end).toBe(false);
      expect(await status(user, '?refresh=true')).toMatchObject({
        plan: { id: 'pro' },
        subscription_status: 'active',
        cancel_at_period_end: true,
      });
      const refreshed = 'query { billingStatus(refresh: true) { cancelAtPeriodEnd } }';
      const { data } = await graphql(t.app, refreshed, {}, user.token);
      expect(data?.billingStatus.cancelAtPeriodEnd).toBe(true);
    } finally {
      t.standIn.holdWebhooks(false);
      await t.standIn.webhooksIdle();
    }
  });

  it("refuses another account's checkout session as not found", async () => {
    const owner = await newUser();
    const { sessionId } = await subscribe(owner, 'pro');
    const other = await newUser();
    await checkout(other, 'pro');
    const response = await rest(t.app, 'GET', `/api/billing/status?session_id=${sessionId}`, other.token);
    expect([response.statusCode, response.json().detail]).toEqual([404, 'Checkout session not found']);
  });

  it('refuses a checkout session of the account that was not completed (a return address typed or kept), so no payment is claimed for it', async () => {
    const user = await newUser();
    const started = await checkout(user, 'pro');
    expect(started.statusCode).toBe(200);
    const sessionId = sessionIdOf(started.json().url);
    const response = await rest(t.app, 'GET', `/api/billing/status?session_id=${sessionId}`, user.token);
    expect([response.statusCode, response.json().detail]).toEqual([409, CHECKOUT_NOT_COMPLETED]);
    expect((await status(user)).plan.id).toBe('free');
  });

  it('gives the same answer through GraphQL', async () => {
    const user = await newUser();
    const { data } = await graphql(
      t.app,
      '{ billingStatus { plan { id name priceLabel monthlyAmount isPaid } subscriptionStatus billingConfigured testMode quotaRemainingToday plans { id isPaid } invoices { id } } }',
      {},
      user.token,
    );
    expect(data?.billingStatus).toEqual({
      plan: { id: 'free', name: 'Free', priceLabel: 'Free', monthlyAmount: 0, isPaid: false },
      subscriptionStatus: 'none',
      billingConfigured: true,
      testMode: true,
      quotaRemainingToday: 100,
      plans: [
        { id: 'free', isPaid: false },
        { id: 'pro', isPaid: true },
        { id: 'business', isPaid: true },
      ],
      invoices: [],
    });
  });
});

describe('the paid plan reaches the data proxy', () => {
  it("answers the next proxied call with the new plan's limit, without resetting today's count", async () => {
    const user = await newUser();
    const key = await createKey(t, user.token);
    const call = () =>
      t.app.inject({ method: 'GET', url: '/api/flashscore/football/live', headers: { 'x-api-key': key } });
    const before = await call();
    expect(before.headers['x-ratelimit-limit']).toBe('100');
    expect(before.headers['x-ratelimit-remaining']).toBe('99');
    await subscribe(user, 'pro');
    const after = await call();
    expect(after.headers['x-ratelimit-limit']).toBe('50000');
    expect(after.headers['x-ratelimit-remaining']).toBe('49998');
  });
});

describe('portal', () => {
  it('opens the billing portal for the customer, returning to /billing', async () => {
    const user = await newUser();
    await subscribe(user, 'pro');
    const response = await rest(t.app, 'POST', '/api/billing/portal', user.token);
    expect(response.statusCode).toBe(200);
    const session = t.standIn.ledger.portalSessions.get(sessionIdOf(response.json().url))!;
    expect(session.return_url).toBe('http://touchline.test/billing?portal=return');
    const { data } = await graphql(t.app, 'mutation { openBillingPortal { url } }', {}, user.token);
    expect(data?.openBillingPortal.url).toMatch(/\/portal\/bps_/);
  });

  it('refuses an account that never had a customer with 409', async () => {
    const user = await newUser();
    const response = await rest(t.app, 'POST', '/api/billing/portal', user.token);
    expect([response.statusCode, response.json().detail]).toEqual([
      409,
      'You have no billing account yet: choose a paid plan first',
    ]);
  });
});

describe('account deletion', () => {
  it('cancels the subscription in Stripe before deleting the account, own or by a superuser', async () => {
    const own = await newUser();
    const { sessionId: ownSession } = await subscribe(own, 'pro');
    expect((await deleteOwnAccount(own)).statusCode).toBe(200);

    const deleted = await newUser();
    const { sessionId: adminSession } = await subscribe(deleted, 'business');
    const admin = await seedUser(t, { email: `billing-admin-${++n}@example.com`, isSuperuser: true });
    expect((await rest(t.app, 'DELETE', `/api/users/${deleted.id}`, admin.token)).statusCode).toBe(200);

    for (const sessionId of [ownSession, adminSession])
      expect((await t.stripe.subscriptions.retrieve(await subscriptionOf(sessionId))).status).toBe('canceled');
  });

  it('closes the open checkout before deleting the account: a checkout page left open cannot charge an account that is gone', async () => {
    const user = await newUser();
    const url = (await checkout(user, 'pro')).json().url;
    expect((await deleteOwnAccount(user)).statusCode).toBe(200);

    const stalePay = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(stalePay.headers.get('location')).toBe(`/checkout/${sessionIdOf(url)}`);
    const session = await t.stripe.checkout.sessions.retrieve(sessionIdOf(url));
    expect(session.status).toBe('expired');
    const subscriptions = await t.stripe.subscriptions.list({ customer: session.customer as string, status: 'all' });
    expect(subscriptions.data).toHaveLength(0);
  });

  it('keeps the account when Stripe cannot cancel its subscription', async () => {
    const user = await newUser();
    await subscribe(user, 'pro');
    t.standIn.failNext(3);
    const response = await deleteOwnAccount(user);
    expect([response.statusCode, response.json().detail]).toEqual([
      502,
      'Stripe could not be reached; nothing was changed, try again in a moment',
    ]);
    expect((await rest(t.app, 'GET', '/api/users/me', user.token)).statusCode).toBe(200);
  });
});

describe('when Stripe fails', () => {
  it("rides out a 500 through the SDK's retry with the same idempotency key: one customer", async () => {
    const user = await newUser();
    await t.standIn.webhooksIdle();
    t.standIn.failNext(1);
    const response = await checkout(user, 'pro');
    expect(response.statusCode).toBe(200);
    expect(customersOf(user)).toHaveLength(1);
  });

  it('still shows the plan when Stripe is down, saying only that the invoices could not be read', async () => {
    const user = await newUser();
    await subscribe(user, 'pro');
    expect(await status(user)).toMatchObject({ plan: { id: 'pro' }, invoices_unavailable: false });
    t.standIn.failNext(3);
    expect(await status(user)).toMatchObject({
      plan: { id: 'pro' },
      subscription_status: 'active',
      invoices: [],
      invoices_unavailable: true,
    });
  });

  it('answers 502 with a clear detail when Stripe stays down, and changes nothing', async () => {
    const user = await newUser();
    await t.standIn.webhooksIdle();
    t.standIn.failNext(3);
    const response = await checkout(user, 'pro');
    expect([response.statusCode, response.json().detail]).toEqual([
      502,
      'Stripe could not be reached; nothing was changed, try again in a moment',
    ]);
    expect(customersOf(user)).toHaveLength(0);
    expect((await status(user)).plan.id).toBe('free');
  });
});

describe('the Get started checklist', () => {
  it('keeps "Pick a plan" ticked once the account has subscribed, after the subscription is cancelled too', async () => {
    const user = await newUser();
    const picked = async () =>
      (await rest(t.app, 'GET', '/api/users/me/getting-started', user.token)).json().has_picked_plan;
    expect(await picked()).toBe(false);
    const { sessionId } = await subscribe(user, 'pro');
    expect(await picked()).toBe(true);

    await cancelSubscription(sessionId);
    expect((await status(user)).plan.id).toBe('free');
    expect(await picked()).toBe(true);
  });
});
