// The Stripe API calls the bff makes (and a few neighbours a Stripe integration commonly makes),
// under /v1 with Stripe's parameters, answers and errors. What every call shares (the secret key,
// the API version, injected failures, idempotency) lives in stripe-stand-in.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import { parseFormParams, type FormParams, type FormValue } from './form-params.js';
import type { Origin } from './ledger-records.js';
import type { StandInLedger } from './stand-in-ledger.js';
import { isEnded, mergeMetadata } from './stripe-objects.js';
import { invalidRequest, missingParam, noSuch } from './stripe-errors.js';
import { list } from './stripe-objects.js';

// --- reading parameters ------------------------------------------------------------------------

function paramsOf(request: FastifyRequest): FormParams {
  const body = request.body;
  const fromBody = body && typeof body === 'object' && !Buffer.isBuffer(body) ? (body as FormParams) : {};
  const query = request.url.indexOf('?');
  return { ...(query === -1 ? {} : parseFormParams(request.url.slice(query + 1))), ...fromBody };
}

function optionalString(params: FormParams, name: string, path = name): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${path}`, path);
  return value;
}

function requiredString(params: FormParams, name: string, path = name): string {
  const value = optionalString(params, name, path);
  if (value === undefined || value === '') throw missingParam(path);
  return value;
}

function optionalObject(params: FormParams, name: string): FormParams | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidRequest(`Invalid object: ${name}`, name);
  return value;
}

function optionalList(params: FormParams, name: string): FormValue[] | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw invalidRequest(`Invalid array: ${name}`, name);
  return value;
}

function optionalBoolean(params: FormParams, name: string): boolean | undefined {
  const value = optionalString(params, name);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw invalidRequest(`Invalid boolean: ${value}`, name);
  return value === 'true';
}

function positiveInteger(value: string | undefined, path: string, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > max)
    throw invalidRequest(`Invalid integer: ${value}`, path);
  return Number(value);
}

function metadataOf(params: FormParams, name = 'metadata'): Record<string, string> {
  const value = optionalObject(params, name);
  if (!value) return {};
  const metadata: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry !== 'string') throw invalidRequest(`Invalid metadata value for ${key}`, `${name}[${key}]`);
    if (key.length > 40) throw invalidRequest('Metadata keys can be at most 40 characters.', `${name}[${key}]`);
    if (entry.length > 500) throw invalidRequest('Metadata values can be at most 500 characters.', `${name}[${key}]`);
    metadata[key] = entry;
  }
  return metadata;
}

/** A URL a page will link or redirect to: only http(s), so a link can never run script. */
function optionalUrl(params: FormParams, name: string): string | null {
  const value = optionalString(params, name);
  if (value === undefined || value === '') return null;
  let url: URL;
  try {
    url = new URL(value.replaceAll('{CHECKOUT_SESSION_ID}', 'placeholder'));
  } catch {
    throw invalidRequest('Not a valid URL', name);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalidRequest('Not a valid URL', name);
  return value;
}

// --- answering ---------------------------------------------------------------------------------

/** `expand[]=customer`, `expand[]=data.subscription`: ids at those paths become their objects. */
function expanded<T extends object>(ledger: StandInLedger, object: T, params: FormParams): T {
  const paths = optionalList(params, 'expand');
  if (!paths || paths.length === 0) return object;
  const copy = JSON.parse(JSON.stringify(object)) as Record<string, unknown>;
  for (const path of paths) {
    if (typeof path !== 'string') throw invalidRequest('Invalid expand', 'expand');
    expandPath(ledger, copy, path.split('.'), path);
  }
  return copy as T;
}

function expandPath(ledger: StandInLedger, target: unknown, segments: string[], path: string) {
  if (Array.isArray(target)) {
    for (const entry of target) expandPath(ledger, entry, segments, path);
    return;
  }
  if (!target || typeof target !== 'object' || segments.length === 0)
    throw invalidRequest(`This property cannot be expanded (${path}).`, 'expand');
  const record = target as Record<string, unknown>;
  const [head, ...rest] = segments as [string, ...string[]];
  if (!(head in record)) throw invalidRequest(`This property cannot be expanded (${path}).`, 'expand');
  if (rest.length > 0) return expandPath(ledger, record[head], rest, path);
  const value = record[head];
  if (value === null || typeof value === 'object') return;
  const object = typeof value === 'string' ? ledger.objectById(value) : undefined;
  if (!object) throw invalidRequest(`This property cannot be expanded (${path}).`, 'expand');
  record[head] = JSON.parse(JSON.stringify(object));
}

/** Newest first, `limit` (1-100, default 10) from after `starting_after`. */
function page<T extends { id: string }>(params: FormParams, newestFirst: T[], url: string): Stripe.ApiList<T> {
  const limit = positiveInteger(optionalString(params, 'limit'), 'limit', 10, 100);
  const after = optionalString(params, 'starting_after');
  let start = 0;
  if (after) {
    const index = newestFirst.findIndex((object) => object.id === after);
    if (index === -1) throw invalidRequest(`No such object: '${after}'`, 'starting_after');
    start = index + 1;
  }
  const data = newestFirst.slice(start, start + limit);
  return list(data, url, start + limit < newestFirst.length);
}

// --- routes ------------------------------------------------------------------------------------

export interface ApiRouteOptions {
  ledger: StandInLedger;
  /** The event's `request` for a change an API call made. */
  originOf: (request: FastifyRequest) => Origin;
}

const SUBSCRIPTION_STATUSES = [
  'active',
  'all',
  'canceled',
  'ended',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'paused',
  'trialing',
  'unpaid',
];

export function apiRoutes(app: FastifyInstance, { ledger, originOf }: ApiRouteOptions) {
  type Params = { Params: { id: string } };

  // Customers
  app.post('/v1/customers', async (request) => {
    const params = paramsOf(request);
    const customer = ledger.createCustomer(
      {
        email: optionalString(params, 'email') ?? null,
        name: optionalString(params, 'name') ?? null,
        metadata: mergeMetadata({}, metadataOf(params)),
      },
      originOf(request),
    );
    return expanded(ledger, customer, params);
  });
  app.get('/v1/customers', async (request) => {
    const params = paramsOf(request);
    const email = optionalString(params, 'email');
    const customers = [...ledger.customers.values()]
      .reverse()
      .filter((customer) => email === undefined || customer.email === email);
    return expanded(ledger, page(params, customers, '/v1/customers'), params);
  });
  app.get<Params>('/v1/customers/:id', async (request) =>
    expanded(ledger, ledger.customer(request.params.id), paramsOf(request)),
  );
  app.post<Params>('/v1/customers/:id', async (request) => {
    const params = paramsOf(request);
    const customer = ledger.updateCustomer(request.params.id, {
      email: optionalString(params, 'email'),
      name: optionalString(params, 'name'),
      metadata: params.metadata === undefined ? undefined : metadataOf(params),
    });
    return expanded(ledger, customer, params);
  });
  app.delete<Params>('/v1/customers/:id', async (request) =>
    ledger.deleteCustomer(request.params.id, originOf(request)),
  );

  // Prices (read-only: the stand-in's prices come from its configuration)
  app.get('/v1/prices', async (request) => page(paramsOf(request), [...ledger.prices.values()], '/v1/prices'));
  app.get<Params>('/v1/prices/:id', async (request) => ledger.price(request.params.id));

  // Checkout Sessions
  app.post('/v1/checkout/sessions', async (request) => {
    const params = paramsOf(request);
    const mode = requiredString(params, 'mode');
    if (mode !== 'subscription')
      throw invalidRequest(`The Stripe stand-in supports only mode=subscription, not '${mode}'.`, 'mode');
    const lineItems = optionalList(params, 'line_items');
    if (!lineItems || lineItems.length === 0) throw missingParam('line_items');
    if (lineItems.length > 1)
      throw invalidRequest('The Stripe stand-in supports one line item per Checkout Session.', 'line_items');
    const lineItem = lineItems[0];
    if (!lineItem || typeof lineItem !== 'object' || Array.isArray(lineItem))
      throw invalidRequest('Invalid line item', 'line_items[0]');
    const priceId = requiredString(lineItem, 'price', 'line_items[0][price]');
    const quantity = positiveInteger(
      optionalString(lineItem, 'quantity', 'line_items[0][quantity]'),
      'line_items[0][quantity]',
      1,
      10_000,
    );
    const customer = optionalString(params, 'customer') || null;
    const customerEmail = optionalString(params, 'customer_email') || null;
    if (customer && customerEmail)
      throw invalidRequest('You may only specify one of these parameters: customer, customer_email.', 'customer_email');
    const subscriptionData = optionalObject(params, 'subscription_data') ?? {};
    const session = ledger.createCheckoutSession({
      customer,
      customerEmail,
      clientReferenceId: optionalString(params, 'client_reference_id') || null,
      priceId,
      quantity,
      successUrl: optionalUrl(params, 'success_url'),
      cancelUrl: optionalUrl(params, 'cancel_url'),
      metadata: mergeMetadata({}, metadataOf(params)),
      subscriptionMetadata: mergeMetadata({}, metadataOf(subscriptionData, 'metadata')),
    });
    return expanded(ledger, session, params);
  });
  app.get<Params>('/v1/checkout/sessions/:id', async (request) =>
    expanded(ledger, ledger.checkoutSession(request.params.id).session, paramsOf(request)),
  );
  app.post<Params>('/v1/checkout/sessions/:id/expire', async (request) =>
    expanded(ledger, ledger.expireCheckoutSession(request.params.id, originOf(request)), paramsOf(request)),
  );

  // Billing Portal Sessions
  app.post('/v1/billing_portal/sessions', async (request) => {
    const params = paramsOf(request);
    const session = ledger.createPortalSession(requiredString(params, 'customer'), optionalUrl(params, 'return_url'));
    return expanded(ledger, session, params);
  });

  // Subscriptions
  app.post('/v1/subscriptions', async (request) => {
    const params = paramsOf(request);
    const items = optionalList(params, 'items');
    const item = items?.[0];
    if (!item || typeof item !== 'object' || Array.isArray(item)) throw missingParam('items');
    if (items.length > 1) throw invalidRequest('The Stripe stand-in supports one item per subscription.', 'items');
    const paymentBehavior = optionalString(params, 'payment_behavior') ?? 'allow_incomplete';
    // The stand-in treats every customer as having a working test card, so a subscription starts
    // active unless the caller asks for the first payment to wait (default_incomplete).
    const { subscription } = ledger.startSubscription({
      customerId: requiredString(params, 'customer'),
      priceId: requiredString(item, 'price', 'items[0][price]'),
      quantity: positiveInteger(
        optionalString(item, 'quantity', 'items[0][quantity]'),
        'items[0][quantity]',
        1,
        10_000,
      ),
      metadata: mergeMetadata({}, metadataOf(params)),
      status: paymentBehavior === 'default_incomplete' ? 'incomplete' : 'active',
      origin: originOf(request),
    });
    return expanded(ledger, subscription, params);
  });
  app.get('/v1/subscriptions', async (request) => {
    const params = paramsOf(request);
    const customer = optionalString(params, 'customer');
    const price = optionalString(params, 'price');
    const status = optionalString(params, 'status');
    if (status !== undefined && !SUBSCRIPTION_STATUSES.includes(status))
      throw invalidRequest(`Invalid status: must be one of ${SUBSCRIPTION_STATUSES.join(', ')}`, 'status');
    const matches = (subscription: Stripe.Subscription) =>
      (customer === undefined || subscription.customer === customer) &&
      (price === undefined || subscription.items.data.some((item) => item.price.id === price)) &&
      (status === 'all' ||
        (status === undefined && subscription.status !== 'canceled') ||
        (status === 'ended' && isEnded(subscription)) ||
        subscription.status === status);
    const subscriptions = [...ledger.subscriptions.values()].reverse().filter(matches);
    return expanded(ledger, page(params, subscriptions, '/v1/subscriptions'), params);
  });
  app.get<Params>('/v1/subscriptions/:id', async (request) =>
    expanded(ledger, ledger.subscription(request.params.id), paramsOf(request)),
  );
  app.post<Params>('/v1/subscriptions/:id', async (request) => {
    const params = paramsOf(request);
    const { id } = request.params;
    const origin = originOf(request);
    ledger.subscription(id);
    const items = optionalList(params, 'items');
    if (items) {
      const item = items[0];
      if (items.length !== 1 || !item || typeof item !== 'object' || Array.isArray(item))
        throw invalidRequest('The Stripe stand-in changes one item per subscription.', 'items');
      ledger.changePrice(id, requiredString(item, 'price', 'items[0][price]'), origin);
    }
    const cancelAtPeriodEnd = optionalBoolean(params, 'cancel_at_period_end');
    if (cancelAtPeriodEnd !== undefined) ledger.setCancelAtPeriodEnd(id, cancelAtPeriodEnd, origin);
    const subscription = ledger.subscription(id);
    if (params.metadata !== undefined) subscription.metadata = mergeMetadata(subscription.metadata, metadataOf(params));
    return expanded(ledger, subscription, params);
  });
  app.delete<Params>('/v1/subscriptions/:id', async (request) =>
    expanded(ledger, ledger.cancelNow(request.params.id, originOf(request)), paramsOf(request)),
  );

  // Invoices
  app.get('/v1/invoices', async (request) => {
    const params = paramsOf(request);
    const customer = optionalString(params, 'customer');
    const subscription = optionalString(params, 'subscription');
    const status = optionalString(params, 'status');
    const invoices = [...ledger.invoices.values()]
      .reverse()
      .filter(
        (invoice) =>
          (customer === undefined || invoice.customer === customer) &&
          (subscription === undefined || invoice.parent?.subscription_details?.subscription === subscription) &&
          (status === undefined || invoice.status === status),
      );
    return expanded(ledger, page(params, invoices, '/v1/invoices'), params);
  });
  app.get<Params>('/v1/invoices/:id', async (request) =>
    expanded(ledger, ledger.invoice(request.params.id), paramsOf(request)),
  );

  // Events
  app.get('/v1/events', async (request) => {
    const params = paramsOf(request);
    const type = optionalString(params, 'type');
    const events = [...ledger.events.values()].reverse().filter((event) => type === undefined || event.type === type);
    return page(params, events, '/v1/events');
  });
  app.get<Params>('/v1/events/:id', async (request) => {
    const event = ledger.events.get(request.params.id);
    if (!event) throw noSuch('event', request.params.id);
    return event;
  });
}
