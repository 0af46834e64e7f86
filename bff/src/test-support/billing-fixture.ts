// A bff with billing configured against the bundled Stripe stand-in, listening on a real port so
// that the stand-in's webhooks reach it, plus a `stripe` client of the tests' own (the real SDK)
// to look at what the stand-in holds, and signed webhook deliveries made as Stripe makes them.
import { expect } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import Stripe from 'stripe';
import { startSampleUpstream } from '../sample-upstream/sample-upstream.js';
import { startStripeStandIn } from '../stripe-stand-in/stripe-stand-in.js';
import type { SeededUser } from './fixtures.js';
import { freePort } from './free-port.js';
import { rest } from './graphql.js';
import { startTestApp, type TestApp } from './test-app.js';

export const WEBHOOK_SECRET = 'whsec_touchline_tests';
export const SECRET_KEY = 'sk_test_touchline_tests';
export const PRICES = { pro: 'price_test_pro', business: 'price_test_business' } as const;

type StandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

export interface BillingTestApp extends TestApp {
  standIn: StandIn;
  stripe: Stripe;
}

/**
 * @param deliversWebhooks false: the stand-in holds its own webhooks, so a test chooses exactly
 *   which events reach the bff, in which order (the webhook tests).
 */
export async function startBillingTestApp({
  env = {},
  deliversWebhooks = true,
  logger,
}: { env?: Record<string, string>; deliversWebhooks?: boolean; logger?: Logger } = {}): Promise<BillingTestApp> {
  const port = await freePort();
  const standIn = await startStripeStandIn({
    port: 0,
    webhookUrl: `http://127.0.0.1:${port}/api/billing/webhook`,
    webhookSecret: WEBHOOK_SECRET,
    prices: {
      [PRICES.pro]: { plan: 'pro', name: 'Pro', unitAmount: 2900, currency: 'usd' },
      [PRICES.business]: { plan: 'business', name: 'Business', unitAmount: 9900, currency: 'usd' },
      price_test_unsold: { plan: 'enterprise', name: 'Enterprise', unitAmount: 99900, currency: 'usd' },
    },
    ...(deliversWebhooks ? {} : { holdWebhooks: true }),
  });
  // The data proxy's sample upstream, so a test can see a plan's limits on a proxied call.
  const upstream = await startSampleUpstream();
  const t = await startTestApp(
    {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_PRO: PRICES.pro,
      STRIPE_PRICE_BUSINESS: PRICES.business,
      STRIPE_API_URL: standIn.url,
      FRONTEND_URL: 'http://touchline.test',
      ...env,
    },
    {
      upstreamBaseUrls: { flashscore: `${upstream.url}/flashscore`, transfermarkt: `${upstream.url}/transfermarkt` },
      ...(logger ? { logger } : {}),
    },
  );
  await t.app.listen({ port, host: '127.0.0.1' });
  const target = new URL(standIn.url);
  const stripe = new Stripe(SECRET_KEY, {
    host: target.hostname,
    port: target.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  const close = t.close;
  return Object.assign(t, {
    standIn,
    stripe,
    close: async () => {
      await standIn.close();
      await close();
      await upstream.close();
    },
  });
}

/** A new API key of the account holding `token`. */
export async function createKey(t: TestApp, token: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys/?name=billing',
    headers: { authorization: `Bearer ${token}` },
  });
  return response.json().key as string;
}

/** Posts `event` to the webhook as Stripe would: JSON, signed with the endpoint's secret (or what `signature` says). */
export function deliver(
  app: FastifyInstance,
  event: Stripe.Event,
  { signature, secret = WEBHOOK_SECRET, timestamp }: { signature?: string; secret?: string; timestamp?: number } = {},
) {
  const payload = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature':
        signature ??
        Stripe.webhooks.generateTestHeaderString({
          payload,
          secret,
          ...(timestamp !== undefined ? { timestamp } : {}),
        }),
    },
    payload,
  });
}

let eventCounter = 0;

/** An event envelope as Stripe sends it in the pinned API version; its object is typed by the event type. */
export function eventOf<E extends Stripe.Event>(type: E['type'], object: E['data']['object']): E {
  eventCounter += 1;
  return {
    id: `evt_test_${Date.now()}_${eventCounter}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  } as unknown as E;
}

/** Pays on the stand-in's checkout page as a browser would; answers the success URL it sends back to. */
export async function pay(checkoutUrl: string): Promise<string> {
  const response = await fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
  expect(response.status).toBe(303);
  return response.headers.get('location')!;
}

/** `user` subscribes to `plan` through checkout and pays; answers the session and its success URL once its webhooks have arrived. */
export async function subscribeThroughCheckout(t: BillingTestApp, user: SeededUser, plan: string) {
  const started = await rest(t.app, 'POST', `/api/billing/checkout/${plan}`, user.token);
  expect(started.statusCode).toBe(200);
  const successUrl = await pay(started.json().url);
  const sessionId = new URL(successUrl).searchParams.get('session_id')!;
  // Its webhooks have arrived: nothing of it is still talking to Stripe when a test fails Stripe.
  await t.standIn.webhooksIdle();
  return { sessionId, successUrl };
}
