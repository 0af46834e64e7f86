// The stand-in driven by the real `stripe` package, as the bff drives it, with a real HTTP
// endpoint receiving its webhooks.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import Stripe from 'stripe';
import { startStripeStandIn, STAND_IN_DEFAULTS, type RunningStripeStandIn } from './stripe-stand-in.js';

const WEBHOOK_SECRET = 'whsec_stand_in_test';
const PRO = 'price_touchline_pro';
const BUSINESS = 'price_touchline_business';
const SUCCESS_URL = 'http://localhost:8000/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}';
const CANCEL_URL = 'http://localhost:8000/billing?checkout=cancel';

interface Received {
  signature: string;
  body: string;
}

/** A webhook endpoint that records what arrives and answers what `answer` says (2xx by default). */
class WebhookEndpoint {
  readonly received: Received[] = [];
  answer: (attempt: number) => number = () => 200;
  private readonly server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      this.received.push({ signature: String(request.headers['stripe-signature']), body });
      response.statusCode = this.answer(this.received.length);
      response.end();
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api/billing/webhook`;
  }

  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

let endpoint: WebhookEndpoint;
let standIn: RunningStripeStandIn;
let stripe: Stripe;

beforeAll(async () => {
  endpoint = new WebhookEndpoint();
  standIn = await startStripeStandIn({
    webhookUrl: await endpoint.start(),
    webhookSecret: WEBHOOK_SECRET,
    prices: STAND_IN_DEFAULTS.prices,
    webhookRetryDelaysMs: [10, 20, 40],
  });
  const url = new URL(standIn.url);
  stripe = new Stripe(STAND_IN_DEFAULTS.secretKey, { host: url.hostname, port: Number(url.port), protocol: 'http' });
});

afterEach(async () => {
  await standIn.webhooksIdle();
  endpoint.answer = () => 200;
});

afterAll(async () => {
  await standIn.close();
  await endpoint.close();
});

/** The events delivered so far about one object, verified as the bff verifies them. */
async function eventsAbout(objectIds: string[]): Promise<Stripe.Event[]> {
  await standIn.webhooksIdle();
  return endpoint.received
    .map(({ body, signature }) => stripe.webhooks.constructEvent(body, signature, WEBHOOK_SECRET))
    .filter((event) => {
      const object = event.data.object as { id?: string; customer?: unknown; subscription?: unknown; parent?: Stripe.Invoice.Parent };
      const ids = [object.id, object.customer, object.subscription, object.parent?.subscription_details?.subscription];
      return ids.some((id) => typeof id === 'string' && objectIds.includes(id));
    });
}

async function newCustomer(userId = String(Math.random())) {
  return stripe.customers.create({ email: `${userId}@example.com`, metadata: { user_id: userId } });
}

async function checkout(customer: Stripe.Customer, price = PRO) {
  return stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    client_reference_id: customer.metadata.user_id,
    line_items: [{ price, quantity: 1 }],
    success_url: SUCCESS_URL,
    cancel_url: CANCEL_URL,
    metadata: { user_id: customer.metadata.user_id! },
  });
}

/** Presses Pay on the checkout page, as a browser would submit its form. */
async function pay(session: Stripe.Checkout.Session) {
  const page = await fetch(session.url!);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"><button type="submit">Pay<\/button>/.exec(html)?.[1];
  expect(action).toBeDefined();
  return fetch(`${standIn.url}${action}`, { method: 'POST', redirect: 'manual' });
}

async function subscribed(price = PRO) {
  const customer = await newCustomer();
  const session = await checkout(customer, price);
  await pay(session);
  const [subscription] = (await stripe.subscriptions.list({ customer: customer.id, status: 'all', limit: 1 })).data;
  return { customer, session, subscription: subscription! };
}

/** Submits one of the portal page's forms. */
async function portalAction(customer: Stripe.Customer, subscription: Stripe.Subscription, fields: Record<string, string>) {
  const portal = await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: 'http://localhost:8000/billing' });
  const response = await fetch(portal.url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ subscription: subscription.id, ...fields }).toString(),
  });
  expect(response.status).toBe(303);
  return stripe.subscriptions.retrieve(subscription.id);
}

describe('customers', () => {
  it('creates one customer for two calls with the same idempotency key, and answers the second with the first', async () => {
    const before = (await stripe.customers.list({ email: 'twice@example.com' })).data.length;
    const params = { email: 'twice@example.com', metadata: { user_id: '42' } };
    const first = await stripe.customers.create(params, { idempotencyKey: 'customer-for-user-42' });
    const second = await stripe.customers.create(params, { idempotencyKey: 'customer-for-user-42' });

    expect(second.id).toBe(first.id);
    expect(second.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(first).toMatchObject({ object: 'customer', email: 'twice@example.com', metadata: { user_id: '42' }, livemode: false });
    expect((await stripe.customers.list({ email: 'twice@example.com' })).data).toHaveLength(before + 1);
    expect((await stripe.customers.retrieve(first.id)).id).toBe(first.id);
  });

  it('refuses an idempotency key reused with other parameters', async () => {
    await stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'reused-key' });
    await expect(stripe.customers.create({ email: 'b@example.com' }, { idempotencyKey: 'reused-key' })).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
      statusCode: 400,
    });
  });

  it("answers an unknown id with Stripe's resource_missing error", async () => {
    await expect(stripe.customers.retrieve('cus_unknown')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
      message: "No such customer: 'cus_unknown'",
    });
  });
});

describe('checkout', () => {
  it('creates an open session whose url is the test checkout page, and reads it back', async () => {
    const customer = await newCustomer('7');
    const session = await checkout(customer);

    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: '7',
      metadata: { user_id: '7' },
      subscription: null,
      amount_total: 2900,
      currency: 'usd',
      url: `${standIn.url}/checkout/${session.id}`,
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ id: session.id, status: 'open' });

    const page = await fetch(session.url!);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('TEST MODE');
    expect(html).toContain('Subscribe to Pro');
    expect(html).toContain('$29.00');
    expect(html).toContain(`<a href="${CANCEL_URL}">Cancel</a>`);
  });

  it('refuses a price it does not sell, naming the parameter', async () => {
    const customer = await newCustomer();
    await expect(
      stripe.checkout.sessions.create({ mode: 'subscription', customer: customer.id, line_items: [{ price: 'price_unknown', quantity: 1 }], success_url: SUCCESS_URL }),
    ).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'line_items[0][price]' });
  });

  it('paying makes an active subscription with its period end on the item, a paid invoice, a complete session, and returns to the success URL', async () => {
    const customer = await newCustomer();
    const session = await checkout(customer);
    const paid = await pay(session);

    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(SUCCESS_URL.replace('{CHECKOUT_SESSION_ID}', session.id));

    const completed = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    expect(completed).toMatchObject({ status: 'complete', payment_status: 'paid', customer: customer.id });
    const subscription = completed.subscription as Stripe.Subscription;
    expect(subscription).toMatchObject({ object: 'subscription', status: 'active', customer: customer.id, cancel_at_period_end: false });
    const [item] = subscription.items.data;
    expect(item!.price.id).toBe(PRO);
    expect(item!.current_period_end - item!.current_period_start).toBeGreaterThanOrEqual(28 * 86_400);

    const [listed] = (await stripe.subscriptions.list({ customer: customer.id, status: 'all', limit: 10 })).data;
    expect(listed!.id).toBe(subscription.id);
    const [invoice] = (await stripe.invoices.list({ customer: customer.id, limit: 10 })).data;
    expect(invoice).toMatchObject({ status: 'paid', amount_due: 2900, amount_paid: 2900, currency: 'usd', parent: { subscription_details: { subscription: subscription.id } } });
    expect((await fetch(invoice!.hosted_invoice_url!)).status).toBe(200);
  });

  it('pays once when Pay is pressed twice', async () => {
    const customer = await newCustomer();
    const session = await checkout(customer);
    await pay(session);
    const again = await fetch(`${standIn.url}/checkout/${session.id}/pay`, { method: 'POST', redirect: 'manual' });

    expect(again.headers.get('location')).toBe(SUCCESS_URL.replace('{CHECKOUT_SESSION_ID}', session.id));
    expect((await stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toHaveLength(1);
  });

  it('sends checkout.session.completed, customer.subscription.created and invoice.paid, signed so that constructEvent accepts them', async () => {
    const { session, subscription, customer } = await subscribed();
    const events = await eventsAbout([session.id, subscription.id]);

    expect(events.map((event) => event.type).sort()).toEqual(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid']);
    for (const event of events) expect(event).toMatchObject({ object: 'event', api_version: Stripe.API_VERSION, livemode: false, id: expect.stringMatching(/^evt_/) });
    const completed = events.find((event): event is Stripe.CheckoutSessionCompletedEvent => event.type === 'checkout.session.completed')!;
    expect(completed.data.object).toMatchObject({ id: session.id, status: 'complete', subscription: subscription.id, client_reference_id: customer.metadata.user_id });
    const paid = events.find((event): event is Stripe.InvoicePaidEvent => event.type === 'invoice.paid')!;
    expect(paid.data.object.parent?.subscription_details?.subscription).toBe(subscription.id);
  });

  it('signs each delivery so that a changed body no longer verifies', async () => {
    const { subscription } = await subscribed();
    const [event] = await eventsAbout([subscription.id]);
    const delivery = endpoint.received.find(({ body }) => body.includes(event!.id))!;
    expect(() => stripe.webhooks.constructEvent(delivery.body.replace('"active"', '"canceled"'), delivery.signature, WEBHOOK_SECRET)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });
});

describe('customer portal', () => {
  it('changes the plan and announces customer.subscription.updated with the new price', async () => {
    const { customer, subscription } = await subscribed();
    const changed = await portalAction(customer, subscription, { action: 'plan', price: BUSINESS });

    expect(changed.items.data[0]!.price.id).toBe(BUSINESS);
    const updated = (await eventsAbout([subscription.id])).filter((event): event is Stripe.CustomerSubscriptionUpdatedEvent => event.type === 'customer.subscription.updated');
    expect(updated.at(-1)!.data.object.items.data[0]!.price.id).toBe(BUSINESS);
  });

  it('cancels at the period end and resumes, announcing each change', async () => {
    const { customer, subscription } = await subscribed();
    const cancelling = await portalAction(customer, subscription, { action: 'cancel' });
    expect(cancelling).toMatchObject({ status: 'active', cancel_at_period_end: true, cancel_at: subscription.items.data[0]!.current_period_end });
    const resumed = await portalAction(customer, subscription, { action: 'resume' });
    expect(resumed).toMatchObject({ status: 'active', cancel_at_period_end: false, cancel_at: null });

    const updates = (await eventsAbout([subscription.id])).filter((event): event is Stripe.CustomerSubscriptionUpdatedEvent => event.type === 'customer.subscription.updated');
    expect(updates.map((event) => event.data.object.cancel_at_period_end)).toEqual([true, false]);
  });

  it('fails the next payment (past_due, invoice.payment_failed) and retries it (active, invoice.paid)', async () => {
    const { customer, subscription } = await subscribed();
    const pastDue = await portalAction(customer, subscription, { action: 'fail' });
    expect(pastDue.status).toBe('past_due');
    expect(pastDue.items.data[0]!.current_period_start).toBe(subscription.items.data[0]!.current_period_end);
    const [openInvoice] = (await stripe.invoices.list({ customer: customer.id, limit: 1 })).data;
    expect(openInvoice).toMatchObject({ status: 'open', amount_paid: 0, attempt_count: 1 });

    const recovered = await portalAction(customer, subscription, { action: 'retry' });
    expect(recovered.status).toBe('active');
    const types = (await eventsAbout([subscription.id])).map((event) => event.type);
    expect(types.slice(-4)).toEqual(['invoice.payment_failed', 'customer.subscription.updated', 'invoice.paid', 'customer.subscription.updated']);
  });

  it('cancels now: the subscription is canceled and customer.subscription.deleted is sent', async () => {
    const { customer, subscription } = await subscribed();
    const canceled = await portalAction(customer, subscription, { action: 'cancel-now' });

    expect(canceled).toMatchObject({ status: 'canceled', ended_at: expect.any(Number) });
    expect((await eventsAbout([subscription.id])).at(-1)!.type).toBe('customer.subscription.deleted');
    // Listed only when asked for every status, as Stripe lists subscriptions.
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toHaveLength(0);
    expect((await stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toHaveLength(1);
  });

  it('shows the subscription with every action and a Return link, in test mode', async () => {
    const { customer } = await subscribed();
    const portal = await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: 'http://localhost:8000/billing' });
    const html = await (await fetch(portal.url)).text();

    expect(portal.url).toBe(`${standIn.url}/portal/${portal.id}`);
    for (const text of ['TEST MODE', 'Pro', 'Update plan', 'Cancel at period end', 'Cancel now', 'Fail next payment', '<a href="http://localhost:8000/billing">Return</a>']) {
      expect(html).toContain(text);
    }
  });
});

describe('subscriptions over the API', () => {
  it('cancels a subscription with DELETE and announces customer.subscription.deleted', async () => {
    const { subscription } = await subscribed();
    expect((await stripe.subscriptions.cancel(subscription.id)).status).toBe('canceled');
    expect((await eventsAbout([subscription.id])).at(-1)!.type).toBe('customer.subscription.deleted');
  });

  it('lists a customer’s subscriptions newest first', async () => {
    const { customer, subscription: first } = await subscribed();
    await stripe.subscriptions.cancel(first.id);
    await pay(await checkout(customer, BUSINESS));
    const listed = (await stripe.subscriptions.list({ customer: customer.id, status: 'all', limit: 10 })).data;

    expect(listed.map((subscription) => subscription.items.data[0]!.price.id)).toEqual([BUSINESS, PRO]);
  });
});

describe('time', () => {
  it('ends a subscription set to cancel when its period has passed, and renews the others with a paid invoice', async () => {
    const cancelling = await subscribed();
    await portalAction(cancelling.customer, cancelling.subscription, { action: 'cancel' });
    const renewing = await subscribed();

    standIn.advanceClock(32 * 86_400);

    expect(await stripe.subscriptions.retrieve(cancelling.subscription.id)).toMatchObject({ status: 'canceled' });
    const renewed = await stripe.subscriptions.retrieve(renewing.subscription.id);
    expect(renewed.status).toBe('active');
    expect(renewed.items.data[0]!.current_period_start).toBe(renewing.subscription.items.data[0]!.current_period_end);
    expect((await stripe.invoices.list({ customer: renewing.customer.id })).data.map((invoice) => invoice.status)).toEqual(['paid', 'paid']);
    expect((await eventsAbout([cancelling.subscription.id])).at(-1)!.type).toBe('customer.subscription.deleted');
  });
});

describe('failures', () => {
  it('a webhook the endpoint does not accept is sent again until it answers 2xx', async () => {
    const start = endpoint.received.length;
    endpoint.answer = (attempt) => (attempt - start <= 2 ? 500 : 200);
    const customer = await newCustomer();
    await standIn.webhooksIdle();

    const delivery = standIn.deliveries().find((candidate) => endpoint.received[start]!.body.includes(candidate.eventId))!;
    expect(delivery.attempts.map((attempt) => attempt.status)).toEqual([500, 500, 200]);
    expect(delivery.state).toBe('delivered');
    const bodies = endpoint.received.slice(start).map(({ body }) => body);
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).toContain(customer.id);
  });

  it('gives a webhook up after the last retry', async () => {
    endpoint.answer = () => 503;
    const customer = await newCustomer();
    await standIn.webhooksIdle();

    const delivery = standIn.deliveries().find((candidate) => candidate.type === 'customer.created' && endpoint.received.some(({ body }) => body.includes(customer.id) && body.includes(candidate.eventId)))!;
    expect(delivery.state).toBe('failed');
    expect(delivery.attempts).toHaveLength(4);
  });

  it('an API call failing with 500 is retried by the SDK with the same idempotency key, and done once', async () => {
    const email = `retried-${Math.random()}@example.com`;
    standIn.failNext(1);
    const customer = await stripe.customers.create({ email });

    expect(customer.email).toBe(email);
    expect((await stripe.customers.list({ email })).data).toHaveLength(1);
    const [created] = await eventsAbout([customer.id]);
    expect(created!.request?.idempotency_key).toMatch(/^stripe-node-retry-/);
  });

  it('held webhooks arrive in the order they are delivered, and a delivered event can be sent again', async () => {
    standIn.holdWebhooks(true);
    const { subscription } = await subscribed();
    const held = standIn.deliveries().filter((delivery) => delivery.state === 'held');
    expect(held.map((delivery) => delivery.type)).toEqual(expect.arrayContaining(['customer.subscription.created', 'invoice.paid', 'checkout.session.completed']));

    const reversed = held.map((delivery) => delivery.eventId).reverse();
    const start = endpoint.received.length;
    await standIn.deliver(reversed);
    await standIn.deliver([reversed[0]!]);
    standIn.holdWebhooks(false);

    const arrived = endpoint.received.slice(start).map(({ body }) => (JSON.parse(body) as Stripe.Event).id);
    expect(arrived).toEqual([...reversed, reversed[0]]);
    expect(await eventsAbout([subscription.id])).not.toHaveLength(0);
  });
});

describe('test controls over HTTP', () => {
  const control = async (path: string, body?: unknown) => {
    const response = await fetch(`${standIn.url}/_test/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('fail-next makes the next API call fail with 500, which the SDK retries', async () => {
    expect((await control('fail-next', { count: 1 })).status).toBe(200);
    const customer = await stripe.customers.create({ email: 'control@example.com' });
    expect(customer.lastResponse.headers['request-id']).toMatch(/^req_/);
    expect((await control('fail-next', { count: 'many' })).status).toBe(400);
  });

  it('sets a subscription status the pages cannot reach, and announces it', async () => {
    const { subscription } = await subscribed();
    const forced = await control(`subscriptions/${subscription.id}/status`, { status: 'unpaid' });

    expect(forced).toMatchObject({ status: 200, body: { id: subscription.id, status: 'unpaid' } });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('unpaid');
    const last = (await eventsAbout([subscription.id])).at(-1) as Stripe.CustomerSubscriptionUpdatedEvent;
    expect(last).toMatchObject({ type: 'customer.subscription.updated', data: { object: { status: 'unpaid' }, previous_attributes: { status: 'active' } } });
    expect((await control(`subscriptions/${subscription.id}/status`, { status: 'bogus' })).status).toBe(400);
  });

  it('lists every delivery with its attempts', async () => {
    const customer = await newCustomer();
    await standIn.webhooksIdle();
    const { body } = await control('webhooks');
    const deliveries = body.deliveries as { eventId: string; state: string; attempts: { status: number }[] }[];
    const created = (await stripe.events.list({ type: 'customer.created', limit: 1 })).data[0]!;

    expect((created.data.object as Stripe.Customer).id).toBe(customer.id);
    expect(deliveries.find((delivery) => delivery.eventId === created.id)).toMatchObject({ state: 'delivered', attempts: [{ status: 200 }] });
  });
});

describe('closing', () => {
  it('stops retrying webhooks once closed', async () => {
    const failing = new WebhookEndpoint();
    failing.answer = () => 500;
    const closing = await startStripeStandIn({ webhookUrl: await failing.start(), webhookSecret: WEBHOOK_SECRET, prices: STAND_IN_DEFAULTS.prices, webhookRetryDelaysMs: [20, 20, 20] });
    const url = new URL(closing.url);
    await new Stripe(STAND_IN_DEFAULTS.secretKey, { host: url.hostname, port: Number(url.port), protocol: 'http' }).customers.create({});
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
