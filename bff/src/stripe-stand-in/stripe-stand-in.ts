// The bundled Stripe stand-in: a small server that answers the Stripe API calls the bff makes with
// Stripe's shapes (for the API version the `stripe` package pins), serves test Checkout and
// customer-portal pages, and delivers signed webhooks with Stripe's retries. It lets the whole
// billing loop run on a laptop with no network and no Stripe account, and lets tests drive the
// real `stripe` package against something that behaves like Stripe. Everything is in memory.
import { createHash } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import { apiRoutes } from './api.routes.js';
import { ControlError, controlRoutes, type StandInControls } from './controls.js';
import { FormParamsError, parseFormParams } from './form-params.js';
import { pageRoutes } from './pages.routes.js';
import type { Origin } from './ledger-records.js';
import { StandInLedger } from './stand-in-ledger.js';
import { StripeApiError } from './stripe-errors.js';
import { API_VERSION, newId, type PriceConfig } from './stripe-objects.js';
import { DEFAULT_RETRY_DELAYS_MS, WebhookSender } from './webhook-sender.js';

export type { PriceConfig } from './stripe-objects.js';

export interface StripeStandInOptions {
  /** Where events are POSTed (the bff's /api/billing/webhook); null holds them until `setWebhookUrl`. */
  webhookUrl: string | null;
  /** The endpoint's signing secret (`whsec_...`), which the receiver verifies with. */
  webhookSecret: string;
  /** The prices it sells, by price id. */
  prices: Record<string, PriceConfig>;
  /** The clock, in epoch milliseconds (the test control advance-clock moves it on further). */
  now?: () => number;
  /** Waits between webhook attempts; after the last, an event is given up. Default 1 s, 2 s, 4 s ... 64 s. */
  webhookRetryDelaysMs?: readonly number[];
  /** How long one webhook attempt may take. Default 10 s. */
  webhookTimeoutMs?: number;
  /** Start with webhooks held until delivered through the test controls. */
  holdWebhooks?: boolean;
  /** Where a browser reaches the stand-in, if not at the address it listens on. */
  publicUrl?: string;
  /** Notes about webhook deliveries that were not accepted. */
  log?: (message: string) => void;
}

export interface RunningStripeStandIn extends StandInControls {
  /** Base URL without a trailing slash: the SDK's host and port, and where the pages are. */
  url: string;
  app: FastifyInstance;
  webhookUrl(): string | null;
  setWebhookUrl(url: string | null): void;
  /** Resolves once no webhook is on its way or waiting for a retry. */
  webhooksIdle(): Promise<void>;
  close(): Promise<void>;
}

/** What `npm start` runs when no Stripe key is configured (outside production). */
export const STAND_IN_DEFAULTS = {
  secretKey: 'sk_test_touchline_stand_in',
  webhookSecret: 'whsec_touchline_stand_in',
  prices: {
    price_touchline_pro: { plan: 'pro', name: 'Pro', unitAmount: 2900, currency: 'usd' },
    price_touchline_business: { plan: 'business', name: 'Business', unitAmount: 9900, currency: 'usd' },
  },
} as const satisfies { secretKey: string; webhookSecret: string; prices: Record<string, PriceConfig> };

const MAX_IDEMPOTENCY_KEYS = 10_000;
const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

interface IdempotentResult {
  fingerprint: string;
  /** null while the first request with the key is still running. */
  response: { statusCode: number; body: string } | null;
}

/** Builds the stand-in without listening (tests may drive it with `app.inject`). */
function buildStripeStandIn(options: StripeStandInOptions & { url?: () => string }) {
  let clockOffsetMs = 0;
  const now = () => (options.now ?? Date.now)() + clockOffsetMs;
  const failures = { remaining: 0, status: 500 };
  const idempotentResults = new Map<string, IdempotentResult>();

  const sender = new WebhookSender({
    url: options.webhookUrl,
    secret: options.webhookSecret,
    retryDelaysMs: options.webhookRetryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    timeoutMs: options.webhookTimeoutMs ?? 10_000,
    hold: options.holdWebhooks ?? false,
    log: options.log ?? (() => {}),
  });
  const publicUrl = () => options.publicUrl?.replace(/\/+$/, '') ?? options.url?.() ?? 'http://stripe-stand-in.invalid';
  const ledger = new StandInLedger({
    prices: options.prices,
    now,
    publicUrl,
    announce: (event) => sender.send(event, JSON.stringify(event, null, 2)),
  });

  // Request ids look like Stripe's; the SDK reports them on errors, and events name them.
  const app = Fastify({ logger: false, forceCloseConnections: true, genReqId: () => newId('req') });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseFormParams(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  app.setErrorHandler((error: FastifyError | StripeApiError | Error, request, reply) => {
    const isApi = request.url.startsWith('/v1/');
    if (error instanceof StripeApiError)
      return reply.status(error.statusCode).send(isApi ? error.body : { detail: error.message });
    const status =
      error instanceof FormParamsError || error instanceof ControlError
        ? 400
        : 'statusCode' in error && typeof error.statusCode === 'number'
          ? error.statusCode
          : 500;
    const message = status >= 500 ? 'An error occurred with the Stripe stand-in.' : error.message;
    if (status >= 500)
      options.log?.(`stripe stand-in failed on ${request.method} ${request.url}: ${error.stack ?? error.message}`);
    return reply
      .status(status)
      .send(
        isApi
          ? { error: { type: status >= 500 ? 'api_error' : 'invalid_request_error', message } }
          : { detail: message },
      );
  });
  app.setNotFoundHandler((request, reply) => {
    if (!request.url.startsWith('/v1/')) return reply.status(404).send({ detail: 'Not Found' });
    return reply.status(404).send({
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${request.method}: ${request.url.split('?')[0]}). The Stripe stand-in answers only the calls listed in its README.`,
      },
    });
  });

  const originOf = (request: FastifyRequest): Origin => ({
    id: request.id,
    idempotency_key: typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : null,
  });

  app.register(async (api) => {
    api.addHook('onRequest', async (request, reply) => {
      reply.header('request-id', request.id).header('stripe-version', API_VERSION);
      const authorization = request.headers.authorization ?? '';
      const key = authorization.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : '';
      if (!key)
        throw new StripeApiError(
          401,
          'invalid_request_error',
          'You did not provide an API key. Provide your API key in the Authorization header, using Bearer auth.',
        );
      if (!key.startsWith('sk_test_'))
        throw new StripeApiError(
          401,
          'invalid_request_error',
          'Invalid API Key provided: the Stripe stand-in accepts test secret keys (sk_test_...) only.',
        );
      const version = request.headers['stripe-version'];
      if (typeof version === 'string' && version !== API_VERSION) {
        throw new StripeApiError(
          400,
          'invalid_request_error',
          `The Stripe stand-in answers in API version ${API_VERSION} only, not ${version}.`,
        );
      }
      if (failures.remaining > 0) {
        failures.remaining -= 1;
        // Failing before anything runs records nothing under the idempotency key, so the SDK's
        // retry with the same key does the work, as after a real Stripe outage.
        throw new StripeApiError(
          failures.status,
          'api_error',
          'An error occurred with our connection to Stripe. (Failure injected by the Stripe stand-in.)',
        );
      }
    });

    // Idempotency: a POST or DELETE with an Idempotency-Key is done once; the same key with the same
    // parameters gets the first answer again, with other parameters a 400, and while the first is
    // still running a 409 (which the SDK retries). Only successful answers are kept, as Stripe
    // keeps none for requests that failed before doing anything.
    api.addHook('preHandler', async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || (request.method !== 'POST' && request.method !== 'DELETE')) return;
      if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH)
        throw new StripeApiError(
          400,
          'invalid_request_error',
          `Idempotency keys can be at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`,
        );
      const scope = `${request.headers.authorization}\n${key}`;
      const fingerprint = createHash('sha256')
        .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
        .digest('hex');
      const known = idempotentResults.get(scope);
      if (!known) {
        idempotentResults.set(scope, { fingerprint, response: null });
        if (idempotentResults.size > MAX_IDEMPOTENCY_KEYS)
          idempotentResults.delete(idempotentResults.keys().next().value!);
        (request as IdempotentRequest).idempotencyScope = scope;
        return;
      }
      if (known.fingerprint !== fingerprint) {
        throw new StripeApiError(
          400,
          'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        );
      }
      if (!known.response) {
        throw new StripeApiError(
          409,
          'idempotency_error',
          'There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through). Please try again later.',
        );
      }
      return reply
        .status(known.response.statusCode)
        .header('idempotent-replayed', 'true')
        .type('application/json; charset=utf-8')
        .send(known.response.body);
    });
    api.addHook('onSend', async (request, reply, payload) => {
      const scope = (request as IdempotentRequest).idempotencyScope;
      if (!scope) return payload;
      if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
        idempotentResults.get(scope)!.response = { statusCode: reply.statusCode, body: payload };
      } else {
        idempotentResults.delete(scope);
      }
      return payload;
    });

    apiRoutes(api, { ledger, originOf });
  });

  app.register(async (pages) => pageRoutes(pages, { ledger }));

  return {
    app,
    ledger,
    sender,
    now,
    advance: (ms: number) => (clockOffsetMs += ms),
    failures,
    forgetIdempotency: () => idempotentResults.clear(),
  };
}

interface IdempotentRequest extends FastifyRequest {
  idempotencyScope?: string;
}

export async function startStripeStandIn({
  port = 0,
  host = '127.0.0.1',
  ...options
}: StripeStandInOptions & { port?: number; host?: string }): Promise<RunningStripeStandIn> {
  let url = '';
  const built = buildStripeStandIn({ ...options, url: () => url });
  const { app, ledger, sender } = built;

  const running: RunningStripeStandIn = {
    get url() {
      return url;
    },
    app,
    ledger,
    now: built.now,
    webhookUrl: () => sender.url,
    setWebhookUrl: (webhookUrl) => sender.setUrl(webhookUrl),
    failNext(count = 1, status = 500) {
      built.failures.remaining = count;
      built.failures.status = status;
    },
    advanceClock(seconds) {
      built.advance(seconds * 1000);
      ledger.settleTime();
    },
    holdWebhooks: (hold) => sender.setHold(hold),
    deliver: (eventIds) => sender.deliver(eventIds),
    deliveries: () => sender.list(),
    webhooksIdle: () => sender.idle(),
    reset() {
      ledger.reset();
      sender.forget();
      built.forgetIdempotency();
      built.failures.remaining = 0;
    },
    async close() {
      await sender.close();
      await app.close();
    },
  };
  app.register(async (controls) => controlRoutes(controls, () => running));

  const address = await app.listen({ port, host });
  const { port: boundPort } = new URL(address);
  url = `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host}:${boundPort}`;
  return running;
}
