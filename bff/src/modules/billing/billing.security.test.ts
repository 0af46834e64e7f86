// Who may reach billing, and what a forged, tampered or replayed webhook can do: nothing.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import Stripe from 'stripe';
import { createLogger } from '../../logger.js';
import { seedUser, type SeededUser } from '../../test-support/fixtures.js';
import { rest } from '../../test-support/graphql.js';
import {
  deliver,
  eventOf,
  PRICES,
  SECRET_KEY,
  startBillingTestApp,
  WEBHOOK_SECRET,
  type BillingTestApp,
} from '../../test-support/billing-fixture.js';

let t: BillingTestApp;
let user: SeededUser;
let event: Stripe.CustomerSubscriptionCreatedEvent;
const logLines: string[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await startBillingTestApp({ deliversWebhooks: false, logger: createLogger({ logLevel: 'debug' }, sink) });
  user = await seedUser(t, { email: 'billing-security@example.com' });
  expect((await rest(t.app, 'POST', '/api/billing/checkout/pro', user.token)).statusCode).toBe(200);
  const customerId = (
    await t.app.deps.orm.em
      .fork()
      .execute('select stripe_customer_id from billing_accounts where user_id = ?', [user.id])
  )[0]!.stripe_customer_id;
  const { subscription } = t.standIn.ledger.startSubscription({
    customerId,
    priceId: PRICES.business,
    quantity: 1,
    metadata: {},
    status: 'active',
    origin: null,
  });
  event = eventOf<Stripe.CustomerSubscriptionCreatedEvent>(
    'customer.subscription.created',
    await t.stripe.subscriptions.retrieve(subscription.id),
  );
});
afterAll(() => t.close());

const planOf = async () =>
  (await t.app.deps.orm.em.fork().execute('select plan from users where id = ?', [user.id]))[0]!.plan;

describe('billing routes need a signed-in account', () => {
  it.each([
    ['GET', '/api/billing/status'],
    ['POST', '/api/billing/checkout/pro'],
    ['POST', '/api/billing/portal'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    expect((await rest(t.app, method, url)).statusCode).toBe(401);
  });
});

describe('webhook signatures', () => {
  const payload = () => JSON.stringify(event);
  const refusals: [string, () => Record<string, string | undefined>, string?][] = [
    ['a missing signature', () => ({ signature: undefined })],
    ['a malformed signature', () => ({ signature: 'not-a-signature' })],
    [
      'a signature made with another secret',
      () => ({
        signature: Stripe.webhooks.generateTestHeaderString({ payload: payload(), secret: 'whsec_someone_else' }),
      }),
    ],
    [
      'a signature older than the tolerance',
      () => ({
        signature: Stripe.webhooks.generateTestHeaderString({
          payload: payload(),
          secret: WEBHOOK_SECRET,
          timestamp: Math.floor(Date.now() / 1000) - 600,
        }),
      }),
    ],
  ];

  it.each(refusals)('refuses %s with 400 and changes nothing', async (_name, make) => {
    const { signature } = make();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature !== undefined ? { 'stripe-signature': signature } : {}),
      },
      payload: payload(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(
      signature === undefined ? /^Missing Stripe-Signature header$/ : /^Invalid Stripe-Signature/,
    );
    expect(await planOf()).toBe('free');
  });

  it('refuses a tampered body under a valid signature with 400 and changes nothing', async () => {
    const original = payload();
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: original, secret: WEBHOOK_SECRET });
    const tampered = original.replace('"customer.subscription.created"', '"customer.subscription.updated"');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: tampered,
    });
    expect(response.statusCode).toBe(400);
    // Even a change in white space alone: the signature covers the exact bytes.
    const reformatted = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: JSON.stringify(JSON.parse(original), null, 2),
    });
    expect(reformatted.statusCode).toBe(400);
    expect(await planOf()).toBe('free');
  });

  it('refuses a correctly signed body that is not JSON with 400 saying so, not blaming the signature', async () => {
    const garbage = 'not json at all';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: garbage, secret: WEBHOOK_SECRET }),
      },
      payload: garbage,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'The webhook body is not a JSON event' });
    expect(await planOf()).toBe('free');
  });

  it('takes a correctly signed event without any token, and logs neither the secrets nor the signature', async () => {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: payload(), secret: WEBHOOK_SECRET });
    const response = await deliver(t.app, event, { signature });
    expect(response.statusCode).toBe(200);
    expect(await planOf()).toBe('business');
    const log = logLines.join('');
    expect(log).toContain('/api/billing/webhook');
    for (const secret of [WEBHOOK_SECRET, SECRET_KEY, signature, signature.split('v1=')[1]!])
      expect(log).not.toContain(secret);
  });

  it('keeps parsing JSON bodies everywhere else: the raw body is the webhook route’s alone', async () => {
    const response = await rest(t.app, 'PATCH', '/api/users/me', user.token, { full_name: 'Still Parsed' });
    expect([response.statusCode, response.json().full_name]).toEqual([200, 'Still Parsed']);
  });
});

describe('checkout sessions of other accounts', () => {
  it("does not sync from another account's checkout session", async () => {
    const other = await seedUser(t, { email: 'billing-other@example.com' });
    const started = await rest(t.app, 'POST', '/api/billing/checkout/business', other.token);
    const sessionId = new URL(started.json().url).pathname.split('/').pop()!;
    const response = await rest(t.app, 'GET', `/api/billing/status?session_id=${sessionId}`, user.token);
    expect([response.statusCode, response.json().detail]).toEqual([404, 'Checkout session not found']);
  });
});
