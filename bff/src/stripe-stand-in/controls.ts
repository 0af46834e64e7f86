// Test controls under /_test/ (the stand-in only; Stripe has nothing like them): make API calls
// fail, move the clock, hold and deliver webhooks, force a subscription's status, start afresh.
// Each is also a method of the running stand-in, for tests in the same process.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import type { StandInLedger } from './stand-in-ledger.js';
import type { WebhookDelivery } from './webhook-sender.js';

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) && !Buffer.isBuffer(body)
    ? (body as Record<string, unknown>)
    : {};
}

function wholeNumber(value: unknown, name: string, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max) {
    throw new ControlError(`${name} must be a whole number from ${min} to ${max}`);
  }
  return number;
}

export class ControlError extends Error {}

const bad = (reply: FastifyReply, message: string) => reply.status(400).send({ detail: message });

const FORCEABLE_STATUSES: readonly Stripe.Subscription.Status[] = [
  'active',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'trialing',
  'paused',
];

/** What the controls drive of a running stand-in (RunningStripeStandIn has it all and more). */
export interface StandInControls {
  ledger: StandInLedger;
  now(): number;
  /** The next `count` API calls answer `status` (500) before doing anything, as a failing Stripe would. */
  failNext(count?: number, status?: number): void;
  /** Moves the clock on and settles what fell due: renewals, cancellations at period end, expiries. */
  advanceClock(seconds: number): void;
  webhookUrl(): string | null;
  holdWebhooks(hold: boolean): void;
  deliver(eventIds?: string[]): Promise<WebhookDelivery[]>;
  deliveries(): WebhookDelivery[];
  /** Forgets customers, sessions, subscriptions, invoices, events and deliveries. */
  reset(): void;
}

export function controlRoutes(app: FastifyInstance, standIn: () => StandInControls) {
  app.post('/_test/fail-next', async (request) => {
    const body = bodyOf(request);
    const count = wholeNumber(body.count, 'count', 1, 100) ?? 1;
    const status = wholeNumber(body.status, 'status', 500, 599) ?? 500;
    standIn().failNext(count, status);
    return { failing: count, status };
  });

  app.get('/_test/clock', async () => ({ now: new Date(standIn().now()).toISOString() }));
  app.post('/_test/advance-clock', async (request) => {
    const body = bodyOf(request);
    const seconds =
      (wholeNumber(body.seconds, 'seconds', 0, 10 * 365 * 86_400) ?? 0) +
      (wholeNumber(body.days, 'days', 0, 10 * 365) ?? 0) * 86_400;
    standIn().advanceClock(seconds);
    return { now: new Date(standIn().now()).toISOString() };
  });

  app.get('/_test/webhooks', async () => ({ url: standIn().webhookUrl(), deliveries: standIn().deliveries() }));
  app.post('/_test/webhooks/hold', async (request) => {
    const hold = bodyOf(request).hold;
    const isHeld = hold === undefined || hold === true || hold === 'true';
    standIn().holdWebhooks(isHeld);
    return { hold: isHeld };
  });
  app.post('/_test/webhooks/deliver', async (request, reply) => {
    const ids = bodyOf(request).event_ids;
    if (ids !== undefined && (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')))
      return bad(reply, 'event_ids must be a list of event ids');
    try {
      return { deliveries: await standIn().deliver(ids as string[] | undefined) };
    } catch (error) {
      return bad(reply, error instanceof Error ? error.message : String(error));
    }
  });

  app.post<{ Params: { id: string } }>('/_test/subscriptions/:id/status', async (request, reply) => {
    const status = bodyOf(request).status;
    if (typeof status !== 'string' || !FORCEABLE_STATUSES.includes(status))
      return bad(reply, `status must be one of ${FORCEABLE_STATUSES.join(', ')}`);
    return standIn().ledger.forceStatus(request.params.id, status, null);
  });

  app.post('/_test/reset', async () => {
    standIn().reset();
    return { reset: true };
  });
}
