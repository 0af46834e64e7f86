// The stand-in over time and under failure: renewals and period ends, webhook retries, API
// failures the SDK retries, the test controls over HTTP, and closing.
import { describe, expect, it } from '@jest/globals';
import Stripe from 'stripe';
import { useStripeStandIn, WEBHOOK_SECRET, WebhookEndpoint } from '../test-support/stripe-stand-in-harness.js';
import { startStripeStandIn, STAND_IN_DEFAULTS } from './stripe-stand-in.js';

const harness = useStripeStandIn();
const { eventsAbout, newCustomer, subscribed, portalAction } = harness;

describe('time', () => {
  it('ends a subscription set to cancel when its period has passed, and renews the others with a paid invoice', async () => {
    const cancelling = await subscribed();
    await portalAction(cancelling.customer, cancelling.subscription, { action: 'cancel' });
    const renewing = await subscribed();

    harness.standIn.advanceClock(32 * 86_400);

    expect(await harness.stripe.subscriptions.retrieve(cancelling.subscription.id)).toMatchObject({
      status: 'canceled',
    });
    const renewed = await harness.stripe.subscriptions.retrieve(renewing.subscription.id);
    expect(renewed.status).toBe('active');
    expect(renewed.items.data[0]!.current_period_start).toBe(renewing.subscription.items.data[0]!.current_period_end);
    expect(
      (await harness.stripe.invoices.list({ customer: renewing.customer.id })).data.map((invoice) => invoice.status),
    ).toEqual(['paid', 'paid']);
    expect((await eventsAbout([cancelling.subscription.id])).at(-1)!.type).toBe('customer.subscription.deleted');
  });
});

describe('failures', () => {
  it('a webhook the endpoint does not accept is sent again until it answers 2xx', async () => {
    const start = harness.endpoint.received.length;
    harness.endpoint.answer = (attempt) => (attempt - start <= 2 ? 500 : 200);
    const customer = await newCustomer();
    await harness.standIn.webhooksIdle();

    const delivery = harness.standIn
      .deliveries()
      .find((candidate) => harness.endpoint.received[start]!.body.includes(candidate.eventId))!;
    expect(delivery.attempts.map((attempt) => attempt.status)).toEqual([500, 500, 200]);
    expect(delivery.state).toBe('delivered');
    const bodies = harness.endpoint.received.slice(start).map(({ body }) => body);
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).toContain(customer.id);
  });

  it('gives a webhook up after the last retry', async () => {
    harness.endpoint.answer = () => 503;
    const customer = await newCustomer();
    await harness.standIn.webhooksIdle();

    const delivery = harness.standIn
      .deliveries()
      .find(
        (candidate) =>
          candidate.type === 'customer.created' &&
          harness.endpoint.received.some(({ body }) => body.includes(customer.id) && body.includes(candidate.eventId)),
      )!;
    expect(delivery.state).toBe('failed');
    expect(delivery.attempts).toHaveLength(4);
  });

  it('an API call failing with 500 is retried by the SDK with the same idempotency key, and done once', async () => {
    const email = `retried-${Math.random()}@example.com`;
    harness.standIn.failNext(1);
    const customer = await harness.stripe.customers.create({ email });

    expect(customer.email).toBe(email);
    expect((await harness.stripe.customers.list({ email })).data).toHaveLength(1);
    const [created] = await eventsAbout([customer.id]);
    expect(created!.request?.idempotency_key).toMatch(/^stripe-node-retry-/);
  });

  it('held webhooks arrive in the order they are delivered, and a delivered event can be sent again', async () => {
    harness.standIn.holdWebhooks(true);
    const { subscription } = await subscribed();
    const held = harness.standIn.deliveries().filter((delivery) => delivery.state === 'held');
    expect(held.map((delivery) => delivery.type)).toEqual(
      expect.arrayContaining(['customer.subscription.created', 'invoice.paid', 'checkout.session.completed']),
    );

    const reversed = held.map((delivery) => delivery.eventId).reverse();
    const start = harness.endpoint.received.length;
    await harness.standIn.deliver(reversed);
    await harness.standIn.deliver([reversed[0]!]);
    harness.standIn.holdWebhooks(false);

    const arrived = harness.endpoint.received.slice(start).map(({ body }) => (JSON.parse(body) as Stripe.Event).id);
    expect(arrived).toEqual([...reversed, reversed[0]]);
    expect(await eventsAbout([subscription.id])).not.toHaveLength(0);
  });
});

describe('test controls over HTTP', () => {
  const control = async (path: string, body?: unknown) => {
    const response = await fetch(`${harness.standIn.url}/_test/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('fail-next makes the next API call fail with 500, which the SDK retries', async () => {
    expect((await control('fail-next', { count: 1 })).status).toBe(200);
    const customer = await harness.stripe.customers.create({ email: 'control@example.com' });
    expect(customer.lastResponse.headers['request-id']).toMatch(/^req_/);
    expect((await control('fail-next', { count: 'many' })).status).toBe(400);
  });

  it('sets a subscription status the pages cannot reach, and announces it', async () => {
    const { subscription } = await subscribed();
    const forced = await control(`subscriptions/${subscription.id}/status`, { status: 'unpaid' });

    expect(forced).toMatchObject({ status: 200, body: { id: subscription.id, status: 'unpaid' } });
    expect((await harness.stripe.subscriptions.retrieve(subscription.id)).status).toBe('unpaid');
    const last = (await eventsAbout([subscription.id])).at(-1) as Stripe.CustomerSubscriptionUpdatedEvent;
    expect(last).toMatchObject({
      type: 'customer.subscription.updated',
      data: { object: { status: 'unpaid' }, previous_attributes: { status: 'active' } },
    });
    expect((await control(`subscriptions/${subscription.id}/status`, { status: 'bogus' })).status).toBe(400);
  });

  it('lists every delivery with its attempts', async () => {
    const customer = await newCustomer();
    await harness.standIn.webhooksIdle();
    const { body } = await control('webhooks');
    const deliveries = body.deliveries as { eventId: string; state: string; attempts: { status: number }[] }[];
    const created = (await harness.stripe.events.list({ type: 'customer.created', limit: 1 })).data[0]!;

    expect((created.data.object as Stripe.Customer).id).toBe(customer.id);
    expect(deliveries.find((delivery) => delivery.eventId === created.id)).toMatchObject({
      state: 'delivered',
      attempts: [{ status: 200 }],
    });
  });
});

describe('closing', () => {
  it('stops retrying webhooks once closed', async () => {
    const failing = new WebhookEndpoint();
    failing.answer = () => 500;
    const closing = await startStripeStandIn({
      webhookUrl: await failing.start(),
      webhookSecret: WEBHOOK_SECRET,
      prices: STAND_IN_DEFAULTS.prices,
      webhookRetryDelaysMs: [20, 20, 20],
    });
    const url = new URL(closing.url);
    await new Stripe(STAND_IN_DEFAULTS.secretKey, {
      host: url.hostname,
      port: Number(url.port),
      protocol: 'http',
    }).customers.create({});
    // Wait (without a clock) for the first refusal to be recorded, so a retry is scheduled.
    while (closing.deliveries()[0]?.attempts[0]?.status !== 500) await new Promise((resolve) => setImmediate(resolve));

    await closing.close();
    const attemptsAtClose = failing.received.length;
    // Longer than every retry delay together: a retry that was still scheduled would have arrived.
    await new Promise((resolve) => setTimeout(resolve, 150));

    expect(failing.received.length).toBe(attemptsAtClose);
    await failing.close();
  });
});
