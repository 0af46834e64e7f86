// The Stripe stand-in's own tests' harness: the stand-in driven by the real `stripe` package, as
// the bff drives it, with a real HTTP endpoint receiving its webhooks, and the steps a customer
// takes (check out, pay, use the portal).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, expect } from '@jest/globals';
import Stripe from 'stripe';
import {
  startStripeStandIn,
  STAND_IN_DEFAULTS,
  type RunningStripeStandIn,
} from '../stripe-stand-in/stripe-stand-in.js';

export const WEBHOOK_SECRET = 'whsec_stand_in_test';
export const PRO = 'price_touchline_pro';
export const BUSINESS = 'price_touchline_business';
export const SUCCESS_URL = 'http://localhost:8000/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}';
export const CANCEL_URL = 'http://localhost:8000/billing?checkout=cancel';

interface Received {
  signature: string;
  body: string;
}

/** A webhook endpoint that records what arrives and answers what `answer` says (2xx by default). */
export class WebhookEndpoint {
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

/**
 * Starts a stand-in and a webhook endpoint for the test file (beforeAll), waits for webhooks to
 * settle after each test, and stops both at the end. Its members are read once the file runs.
 */
export function useStripeStandIn() {
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
        const object = event.data.object as {
          id?: string;
          customer?: unknown;
          subscription?: unknown;
          parent?: Stripe.Invoice.Parent;
        };
        const ids = [
          object.id,
          object.customer,
          object.subscription,
          object.parent?.subscription_details?.subscription,
        ];
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
  async function portalAction(
    customer: Stripe.Customer,
    subscription: Stripe.Subscription,
    fields: Record<string, string>,
  ) {
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://localhost:8000/billing',
    });
    const response = await fetch(portal.url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ subscription: subscription.id, ...fields }).toString(),
    });
    expect(response.status).toBe(303);
    return stripe.subscriptions.retrieve(subscription.id);
  }

  return {
    get standIn() {
      return standIn;
    },
    get stripe() {
      return stripe;
    },
    get endpoint() {
      return endpoint;
    },
    eventsAbout,
    newCustomer,
    checkout,
    pay,
    subscribed,
    portalAction,
  };
}
