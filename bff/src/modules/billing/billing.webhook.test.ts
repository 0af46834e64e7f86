// The webhook with deliveries chosen by the tests: the stand-in holds its own events, and the tests
// post events built from the stand-in's objects (typed by the SDK), in the order and number they
// choose, signed with stripe.webhooks.generateTestHeaderString.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type Stripe from 'stripe';
import { seedUser, type SeededUser } from '../../test-support/fixtures.js';
import { rest } from '../../test-support/graphql.js';
import {
  deliver,
  eventOf,
  PRICES,
  startBillingTestApp,
  type BillingTestApp,
} from '../../test-support/billing-fixture.js';
import { PlanExpiry } from './plan-expiry.js';

let t: BillingTestApp;
let n = 0;

beforeAll(async () => {
  t = await startBillingTestApp({ deliversWebhooks: false });
});
afterAll(() => t.close());

const sql = (text: string, params: unknown[] = []) => t.app.deps.orm.em.fork().execute(text, params);
const status = async (user: SeededUser) => (await rest(t.app, 'GET', '/api/billing/status', user.token)).json();
const planOf = async (user: SeededUser) =>
  (await sql('select plan from users where id = ?', [user.id]))[0]!.plan as string;
const recordedEvents = async (eventId: string) =>
  Number((await sql('select count(*) as n from billing_webhook_events where event_id = ?', [eventId]))[0]!.n);

/** A customer for a new account (through the bff's checkout) and a subscription in the stand-in, no webhook delivered. */
async function customerWithSubscription(
  priceId: string = PRICES.pro,
  subscriptionStatus: 'active' | 'incomplete' = 'active',
) {
  const user = await seedUser(t, { email: `webhook-${++n}@example.com` });
  expect((await rest(t.app, 'POST', '/api/billing/checkout/pro', user.token)).statusCode).toBe(200);
  const customerId = (await sql('select stripe_customer_id from billing_accounts where user_id = ?', [user.id]))[0]!
    .stripe_customer_id as string;
  const { subscription } = t.standIn.ledger.startSubscription({
    customerId,
    priceId,
    quantity: 1,
    metadata: {},
    status: subscriptionStatus,
    origin: null,
  });
  return { user, customerId, subscription: await t.stripe.subscriptions.retrieve(subscription.id) };
}

const subscriptionEvent = (type: 'created' | 'updated' | 'deleted', subscription: Stripe.Subscription) =>
  eventOf<
    | Stripe.CustomerSubscriptionCreatedEvent
    | Stripe.CustomerSubscriptionUpdatedEvent
    | Stripe.CustomerSubscriptionDeletedEvent
  >(`customer.subscription.${type}`, subscription);

describe('each event is applied once', () => {
  it('ignores a second delivery of an event already applied', async () => {
    const { user, subscription } = await customerWithSubscription();
    const created = subscriptionEvent('created', subscription);
    expect((await deliver(t.app, created)).statusCode).toBe(200);
    expect(await planOf(user)).toBe('pro');
    // Stripe's state moves on without a webhook; the same event again must not re-read it.
    t.standIn.ledger.cancelNow(subscription.id, null);
    const again = await deliver(t.app, created);
    expect([again.statusCode, again.json()]).toEqual([200, { received: true }]);
    expect(await planOf(user)).toBe('pro');
    expect(await recordedEvents(created.id)).toBe(1);
  });

  it('answers two concurrent deliveries of one event with 2xx and applies it once', async () => {
    const { user, subscription } = await customerWithSubscription();
    const created = subscriptionEvent('created', subscription);
    const [first, second] = await Promise.all([deliver(t.app, created), deliver(t.app, created)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(await recordedEvents(created.id)).toBe(1);
    expect(await planOf(user)).toBe('pro');
  });

  it('rolls the event back with a failed effect, so that Stripe’s retry applies it', async () => {
    const { user, subscription } = await customerWithSubscription();
    const created = subscriptionEvent('created', subscription);
    await sql(
      `create function billing_test_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused by test'; end $$`,
    );
    await sql(
      `create trigger billing_test_refuse before update on billing_accounts for each row execute function billing_test_refuse()`,
    );
    try {
      expect((await deliver(t.app, created)).statusCode).toBe(500);
      expect(await recordedEvents(created.id)).toBe(0);
      expect(await planOf(user)).toBe('free');
    } finally {
      await sql('drop trigger billing_test_refuse on billing_accounts');
      await sql('drop function billing_test_refuse');
    }
    expect((await deliver(t.app, created)).statusCode).toBe(200);
    expect(await planOf(user)).toBe('pro');
  });
});

describe('event order is never trusted', () => {
  it('ends active when updated(active) arrives before created(incomplete)', async () => {
    const { user, subscription } = await customerWithSubscription();
    expect((await deliver(t.app, subscriptionEvent('updated', subscription))).statusCode).toBe(200);
    const staleCreated: Stripe.Subscription = { ...subscription, status: 'incomplete' };
    expect((await deliver(t.app, subscriptionEvent('created', staleCreated))).statusCode).toBe(200);
    expect(await status(user)).toMatchObject({ plan: { id: 'pro' }, subscription_status: 'active' });
  });

  it('ends free when a stale updated(active) arrives after deleted', async () => {
    const { user, subscription } = await customerWithSubscription();
    await deliver(t.app, subscriptionEvent('created', subscription));
    expect(await planOf(user)).toBe('pro');
    const canceled = await t.stripe.subscriptions.cancel(subscription.id);
    await deliver(t.app, subscriptionEvent('deleted', canceled));
    await deliver(t.app, subscriptionEvent('updated', subscription));
    expect(await status(user)).toMatchObject({ plan: { id: 'free' }, subscription_status: 'canceled' });
  });

  it('reads the truth for checkout and invoice events too, whatever their payload says', async () => {
    const { user, customerId, subscription } = await customerWithSubscription();
    const invoice = (await t.stripe.invoices.list({ customer: customerId })).data[0]!;
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscription.id);
    await deliver(t.app, eventOf<Stripe.InvoicePaidEvent>('invoice.paid', invoice));
    expect(await planOf(user)).toBe('pro');
  });
});

describe('what a subscription grants', () => {
  it('grants nothing for a price the catalog does not sell', async () => {
    const { user, subscription } = await customerWithSubscription('price_test_unsold');
    expect((await deliver(t.app, subscriptionEvent('created', subscription))).statusCode).toBe(200);
    expect(await status(user)).toMatchObject({ plan: { id: 'free' }, subscription_status: 'active' });
  });

  it('grants nothing to an incomplete subscription', async () => {
    const { user, subscription } = await customerWithSubscription(PRICES.business, 'incomplete');
    await deliver(t.app, subscriptionEvent('created', subscription));
    expect(await status(user)).toMatchObject({ plan: { id: 'free' }, subscription_status: 'incomplete' });
  });

  it('keeps a past-due plan through the grace period with its end shown, then falls back to free', async () => {
    const { user, customerId, subscription } = await customerWithSubscription();
    await deliver(t.app, subscriptionEvent('created', subscription));
    t.standIn.ledger.failNextPayment(subscription.id);
    t.standIn.ledger.renew(subscription.id, null);
    const failed = (await t.stripe.invoices.list({ customer: customerId })).data[0]!;
    await deliver(t.app, eventOf<Stripe.InvoicePaymentFailedEvent>('invoice.payment_failed', failed));
    const pastDue = await status(user);
    expect(pastDue).toMatchObject({ plan: { id: 'pro' }, subscription_status: 'past_due' });
    const graceDays = (new Date(pastDue.grace_ends_at).getTime() - Date.now()) / 86_400_000;
    expect(graceDays).toBeGreaterThan(6.9);
    expect(graceDays).toBeLessThanOrEqual(7);

    // Eight days on, with no webhook: the expiry job moves the account back to free.
    await sql(`update billing_accounts set past_due_since = now() - interval '8 days' where user_id = ?`, [user.id]);
    const expiry = new PlanExpiry(t.app.deps.orm, t.app.deps.billing, t.app.log);
    expect(await expiry.run()).toBe(1);
    expect(await status(user)).toMatchObject({
      plan: { id: 'free' },
      subscription_status: 'past_due',
      grace_ends_at: null,
    });
  });

  it('falls back to free on the status read once the grace period is over, before the job runs', async () => {
    const { user, subscription } = await customerWithSubscription();
    await deliver(t.app, subscriptionEvent('created', subscription));
    t.standIn.ledger.forceStatus(subscription.id, 'past_due', null);
    await deliver(t.app, subscriptionEvent('updated', await t.stripe.subscriptions.retrieve(subscription.id)));
    expect(await planOf(user)).toBe('pro');
    await sql(`update billing_accounts set past_due_since = now() - interval '8 days' where user_id = ?`, [user.id]);
    expect((await status(user)).plan.id).toBe('free');
    expect(await planOf(user)).toBe('free');
  });

  it('moves unpaid and canceled subscriptions to free at once', async () => {
    const { user, subscription } = await customerWithSubscription();
    await deliver(t.app, subscriptionEvent('created', subscription));
    t.standIn.ledger.forceStatus(subscription.id, 'unpaid', null);
    await deliver(t.app, subscriptionEvent('updated', subscription));
    expect(await status(user)).toMatchObject({ plan: { id: 'free' }, subscription_status: 'unpaid' });
  });

  it('keeps the plan of a subscription cancelled at period end until the period ends', async () => {
    const { user, subscription } = await customerWithSubscription();
    await deliver(t.app, subscriptionEvent('created', subscription));
    const cancelling = t.standIn.ledger.setCancelAtPeriodEnd(subscription.id, true, null);
    await deliver(t.app, subscriptionEvent('updated', cancelling));
    const shown = await status(user);
    expect(shown).toMatchObject({ plan: { id: 'pro' }, subscription_status: 'active', cancel_at_period_end: true });
    expect(new Date(shown.current_period_end).getTime()).toBe(subscription.items.data[0]!.current_period_end * 1000);

    // The period is over: the plan goes, whether or not the deletion's webhook has arrived.
    await sql(`update billing_accounts set current_period_end = now() - interval '1 minute' where user_id = ?`, [
      user.id,
    ]);
    expect((await status(user)).plan.id).toBe('free');
  });

  it('says nothing runs to a period end once a subscription set to end there is cancelled at once', async () => {
    const { user, subscription } = await customerWithSubscription();
    await deliver(t.app, subscriptionEvent('created', subscription));
    await deliver(
      t.app,
      subscriptionEvent('updated', t.standIn.ledger.setCancelAtPeriodEnd(subscription.id, true, null)),
    );
    const canceled = await t.stripe.subscriptions.cancel(subscription.id);
    await deliver(t.app, subscriptionEvent('deleted', canceled));
    expect(await status(user)).toMatchObject({
      plan: { id: 'free' },
      subscription_status: 'canceled',
      cancel_at_period_end: false,
    });
  });
});

describe('events it does not act on', () => {
  it('answers event types it does not handle with 2xx and records nothing', async () => {
    const { customerId } = await customerWithSubscription();
    const customer = (await t.stripe.customers.retrieve(customerId)) as Stripe.Customer;
    const event = eventOf<Stripe.CustomerUpdatedEvent>('customer.updated', customer);
    const response = await deliver(t.app, event);
    expect([response.statusCode, response.json()]).toEqual([200, { received: true }]);
    expect(await recordedEvents(event.id)).toBe(0);
  });

  it('answers an event about a customer of no account with 2xx and changes nothing', async () => {
    const { subscription } = await customerWithSubscription();
    const stranger: Stripe.Subscription = { ...subscription, customer: 'cus_not_ours' };
    expect((await deliver(t.app, subscriptionEvent('updated', stranger))).statusCode).toBe(200);
  });
});
