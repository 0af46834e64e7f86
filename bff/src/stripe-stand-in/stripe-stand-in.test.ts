// The stand-in as the bff's billing uses it, through the real `stripe` package: customers,
// checkout, the customer portal and subscriptions, each with the webhooks it sends.
import { describe, expect, it } from '@jest/globals';
import Stripe from 'stripe';
import {
  BUSINESS,
  CANCEL_URL,
  PRO,
  SUCCESS_URL,
  useStripeStandIn,
  WEBHOOK_SECRET,
} from '../test-support/stripe-stand-in-harness.js';

const harness = useStripeStandIn();
const { eventsAbout, newCustomer, checkout, pay, subscribed, portalAction } = harness;

describe('customers', () => {
  it('creates one customer for two calls with the same idempotency key, and answers the second with the first', async () => {
    const before = (await harness.stripe.customers.list({ email: 'twice@example.com' })).data.length;
    const params = { email: 'twice@example.com', metadata: { user_id: '42' } };
    const first = await harness.stripe.customers.create(params, { idempotencyKey: 'customer-for-user-42' });
    const second = await harness.stripe.customers.create(params, { idempotencyKey: 'customer-for-user-42' });

    expect(second.id).toBe(first.id);
    expect(second.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(first).toMatchObject({
      object: 'customer',
      email: 'twice@example.com',
      metadata: { user_id: '42' },
      livemode: false,
    });
    expect((await harness.stripe.customers.list({ email: 'twice@example.com' })).data).toHaveLength(before + 1);
    expect((await harness.stripe.customers.retrieve(first.id)).id).toBe(first.id);
  });

  it('refuses an idempotency key reused with other parameters', async () => {
    await harness.stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'reused-key' });
    await expect(
      harness.stripe.customers.create({ email: 'b@example.com' }, { idempotencyKey: 'reused-key' }),
    ).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
      statusCode: 400,
    });
  });

  it("answers an unknown id with Stripe's resource_missing error", async () => {
    await expect(harness.stripe.customers.retrieve('cus_unknown')).rejects.toMatchObject({
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
      url: `${harness.standIn.url}/checkout/${session.id}`,
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(await harness.stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      id: session.id,
      status: 'open',
    });

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
      harness.stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customer.id,
        line_items: [{ price: 'price_unknown', quantity: 1 }],
        success_url: SUCCESS_URL,
      }),
    ).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'line_items[0][price]' });
  });

  it('paying makes an active subscription with its period end on the item, a paid invoice, a complete session, and returns to the success URL', async () => {
    const customer = await newCustomer();
    const session = await checkout(customer);
    const paid = await pay(session);

    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(SUCCESS_URL.replace('{CHECKOUT_SESSION_ID}', session.id));

    const completed = await harness.stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    expect(completed).toMatchObject({ status: 'complete', payment_status: 'paid', customer: customer.id });
    const subscription = completed.subscription as Stripe.Subscription;
    expect(subscription).toMatchObject({
      object: 'subscription',
      status: 'active',
      customer: customer.id,
      cancel_at_period_end: false,
    });
    const [item] = subscription.items.data;
    expect(item!.price.id).toBe(PRO);
    expect(item!.current_period_end - item!.current_period_start).toBeGreaterThanOrEqual(28 * 86_400);

    const [listed] = (await harness.stripe.subscriptions.list({ customer: customer.id, status: 'all', limit: 10 }))
      .data;
    expect(listed!.id).toBe(subscription.id);
    const [invoice] = (await harness.stripe.invoices.list({ customer: customer.id, limit: 10 })).data;
    expect(invoice).toMatchObject({
      status: 'paid',
      amount_due: 2900,
      amount_paid: 2900,
      currency: 'usd',
      parent: { subscription_details: { subscription: subscription.id } },
    });
    expect((await fetch(invoice!.hosted_invoice_url!)).status).toBe(200);
  });

  it('pays once when Pay is pressed twice', async () => {
    const customer = await newCustomer();
    const session = await checkout(customer);
    await pay(session);
    const again = await fetch(`${harness.standIn.url}/checkout/${session.id}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });

    expect(again.headers.get('location')).toBe(SUCCESS_URL.replace('{CHECKOUT_SESSION_ID}', session.id));
    expect((await harness.stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toHaveLength(1);
  });

  it('sends checkout.session.completed, customer.subscription.created and invoice.paid, signed so that constructEvent accepts them', async () => {
    const { session, subscription, customer } = await subscribed();
    const events = await eventsAbout([session.id, subscription.id]);

    expect(events.map((event) => event.type).sort()).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);
    for (const event of events)
      expect(event).toMatchObject({
        object: 'event',
        api_version: Stripe.API_VERSION,
        livemode: false,
        id: expect.stringMatching(/^evt_/),
      });
    const completed = events.find(
      (event): event is Stripe.CheckoutSessionCompletedEvent => event.type === 'checkout.session.completed',
    )!;
    expect(completed.data.object).toMatchObject({
      id: session.id,
      status: 'complete',
      subscription: subscription.id,
      client_reference_id: customer.metadata.user_id,
    });
    const paid = events.find((event): event is Stripe.InvoicePaidEvent => event.type === 'invoice.paid')!;
    expect(paid.data.object.parent?.subscription_details?.subscription).toBe(subscription.id);
  });

  it('signs each delivery so that a changed body no longer verifies', async () => {
    const { subscription } = await subscribed();
    const [event] = await eventsAbout([subscription.id]);
    const delivery = harness.endpoint.received.find(({ body }) => body.includes(event!.id))!;
    expect(() =>
      harness.stripe.webhooks.constructEvent(
        delivery.body.replace('"active"', '"canceled"'),
        delivery.signature,
        WEBHOOK_SECRET,
      ),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });
});

describe('customer portal', () => {
  it('changes the plan and announces customer.subscription.updated with the new price', async () => {
    const { customer, subscription } = await subscribed();
    const changed = await portalAction(customer, subscription, { action: 'plan', price: BUSINESS });

    expect(changed.items.data[0]!.price.id).toBe(BUSINESS);
    const updated = (await eventsAbout([subscription.id])).filter(
      (event): event is Stripe.CustomerSubscriptionUpdatedEvent => event.type === 'customer.subscription.updated',
    );
    expect(updated.at(-1)!.data.object.items.data[0]!.price.id).toBe(BUSINESS);
  });

  it('cancels at the period end and resumes, announcing each change', async () => {
    const { customer, subscription } = await subscribed();
    const cancelling = await portalAction(customer, subscription, { action: 'cancel' });
    expect(cancelling).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
      cancel_at: subscription.items.data[0]!.current_period_end,
    });
    const resumed = await portalAction(customer, subscription, { action: 'resume' });
    expect(resumed).toMatchObject({ status: 'active', cancel_at_period_end: false, cancel_at: null });

    const updates = (await eventsAbout([subscription.id])).filter(
      (event): event is Stripe.CustomerSubscriptionUpdatedEvent => event.type === 'customer.subscription.updated',
    );
    expect(updates.map((event) => event.data.object.cancel_at_period_end)).toEqual([true, false]);
  });

  it('fails the next payment (past_due, invoice.payment_failed) and retries it (active, invoice.paid)', async () => {
    const { customer, subscription } = await subscribed();
    const pastDue = await portalAction(customer, subscription, { action: 'fail' });
    expect(pastDue.status).toBe('past_due');
    expect(pastDue.items.data[0]!.current_period_start).toBe(subscription.items.data[0]!.current_period_end);
    const [openInvoice] = (await harness.stripe.invoices.list({ customer: customer.id, limit: 1 })).data;
    expect(openInvoice).toMatchObject({ status: 'open', amount_paid: 0, attempt_count: 1 });

    const recovered = await portalAction(customer, subscription, { action: 'retry' });
    expect(recovered.status).toBe('active');
    const types = (await eventsAbout([subscription.id])).map((event) => event.type);
    expect(types.slice(-4)).toEqual([
      'invoice.payment_failed',
      'customer.subscription.updated',
      'invoice.paid',
      'customer.subscription.updated',
    ]);
  });

  it('cancels now: the subscription is canceled and customer.subscription.deleted is sent', async () => {
    const { customer, subscription } = await subscribed();
    const canceled = await portalAction(customer, subscription, { action: 'cancel-now' });

    expect(canceled).toMatchObject({ status: 'canceled', ended_at: expect.any(Number) });
    expect((await eventsAbout([subscription.id])).at(-1)!.type).toBe('customer.subscription.deleted');
    // Listed only when asked for every status, as Stripe lists subscriptions.
    expect((await harness.stripe.subscriptions.list({ customer: customer.id })).data).toHaveLength(0);
    expect((await harness.stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toHaveLength(1);
  });

  it('shows the subscription with every action and a Return link, in test mode', async () => {
    const { customer } = await subscribed();
    const portal = await harness.stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://localhost:8000/billing',
    });
    const html = await (await fetch(portal.url)).text();

    expect(portal.url).toBe(`${harness.standIn.url}/portal/${portal.id}`);
    for (const text of [
      'TEST MODE',
      'Pro',
      'Update plan',
      'Cancel at period end',
      'Cancel now',
      'Fail next payment',
      '<a href="http://localhost:8000/billing">Return</a>',
    ]) {
      expect(html).toContain(text);
    }
  });
});

describe('subscriptions over the API', () => {
  it('cancels a subscription with DELETE and announces customer.subscription.deleted', async () => {
    const { subscription } = await subscribed();
    expect((await harness.stripe.subscriptions.cancel(subscription.id)).status).toBe('canceled');
    expect((await eventsAbout([subscription.id])).at(-1)!.type).toBe('customer.subscription.deleted');
  });

  it('lists a customer’s subscriptions newest first', async () => {
    const { customer, subscription: first } = await subscribed();
    await harness.stripe.subscriptions.cancel(first.id);
    await pay(await checkout(customer, BUSINESS));
    const listed = (await harness.stripe.subscriptions.list({ customer: customer.id, status: 'all', limit: 10 })).data;

    expect(listed.map((subscription) => subscription.items.data[0]!.price.id)).toEqual([BUSINESS, PRO]);
  });
});
