// Delivers events to the webhook endpoint as Stripe does: a JSON POST signed with the endpoint's
// secret (`Stripe-Signature: t=<unix seconds>,v1=<HMAC-SHA256 of "t.body">`, re-signed on every
// attempt), retried with growing delays while the endpoint does not answer 2xx, and given up after
// the last delay. Each event is delivered on its own: one failing event never holds up the others,
// and, as with Stripe, nothing promises the order in which they arrive.
import Stripe from 'stripe';

type DeliveryState = 'held' | 'pending' | 'delivered' | 'failed';

export interface DeliveryAttempt {
  at: string;
  /** The endpoint's status code, or null when no answer came (refused connection, timeout). */
  status: number | null;
  error?: string;
}

export interface WebhookDelivery {
  eventId: string;
  type: string;
  state: DeliveryState;
  attempts: DeliveryAttempt[];
}

export interface WebhookSenderOptions {
  url: string | null;
  secret: string;
  /** Waits before the 2nd, 3rd, ... attempt; after the last, the event is given up. */
  retryDelaysMs: readonly number[];
  timeoutMs: number;
  /** Hold events until `deliver()` is called (tests that choose the order of arrival). */
  hold: boolean;
  log: (message: string) => void;
}

/** Stripe's own spacing grows to days; the stand-in keeps the doubling but gives up within about two minutes. */
export const DEFAULT_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000] as const;

interface Delivery extends WebhookDelivery {
  payload: string;
  timer?: NodeJS.Timeout;
}

export class WebhookSender {
  private readonly deliveries = new Map<string, Delivery>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly closing = new AbortController();
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly options: WebhookSenderOptions) {}

  get url() {
    return this.options.url;
  }

  setUrl(url: string | null) {
    this.options.url = url;
    if (url && !this.options.hold)
      for (const delivery of this.deliveries.values()) if (delivery.state === 'held') void this.attempt(delivery);
  }

  setHold(hold: boolean) {
    this.options.hold = hold;
    if (!hold) this.setUrl(this.options.url);
  }

  send(event: { id: string; type: string }, payload: string) {
    const delivery: Delivery = { eventId: event.id, type: event.type, state: 'held', attempts: [], payload };
    this.deliveries.set(event.id, delivery);
    if (this.options.url && !this.options.hold) void this.attempt(delivery);
  }

  /**
   * Delivers the named events now, one after the other in the order given (or every held event
   * in the order it was made), and answers once each has had its attempt. A named event that was
   * already delivered is delivered again, as a duplicate from Stripe would be.
   */
  async deliver(eventIds?: string[]): Promise<WebhookDelivery[]> {
    const chosen = eventIds
      ? eventIds.map((id) => {
          const delivery = this.deliveries.get(id);
          if (!delivery) throw new Error(`No such event: '${id}'`);
          return delivery;
        })
      : [...this.deliveries.values()].filter((delivery) => delivery.state === 'held');
    for (const delivery of chosen) {
      clearTimeout(delivery.timer);
      await this.attempt(delivery);
    }
    return chosen.map((delivery) => this.describe(delivery));
  }

  list(): WebhookDelivery[] {
    return [...this.deliveries.values()].map((delivery) => this.describe(delivery));
  }

  forget() {
    for (const delivery of this.deliveries.values()) clearTimeout(delivery.timer);
    this.deliveries.clear();
  }

  /** Resolves once no delivery is on its way or waiting for a retry. */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  async close() {
    this.closing.abort();
    for (const delivery of this.deliveries.values()) clearTimeout(delivery.timer);
    await Promise.allSettled([...this.inFlight]);
    this.wakeIdleWaiters(true);
  }

  private isIdle() {
    return this.inFlight.size === 0 && ![...this.deliveries.values()].some((delivery) => delivery.timer !== undefined);
  }

  private wakeIdleWaiters(force = false) {
    if (!force && !this.isIdle()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const wake of waiters) wake();
  }

  private describe({ eventId, type, state, attempts }: Delivery): WebhookDelivery {
    return { eventId, type, state, attempts: [...attempts] };
  }

  private attempt(delivery: Delivery): Promise<void> {
    delivery.timer = undefined;
    const url = this.options.url;
    if (!url || this.closing.signal.aborted) return Promise.resolve();
    delivery.state = 'pending';
    const running = this.post(url, delivery).finally(() => {
      this.inFlight.delete(running);
      this.wakeIdleWaiters();
    });
    this.inFlight.add(running);
    return running;
  }

  private async post(url: string, delivery: Delivery) {
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: delivery.payload,
      secret: this.options.secret,
    });
    const attempt: DeliveryAttempt = { at: new Date().toISOString(), status: null };
    delivery.attempts.push(attempt);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signature,
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: delivery.payload,
        redirect: 'manual',
        signal: AbortSignal.any([this.closing.signal, AbortSignal.timeout(this.options.timeoutMs)]),
      });
      attempt.status = response.status;
      await response.body?.cancel();
      if (response.status >= 200 && response.status < 300) {
        delivery.state = 'delivered';
        return;
      }
    } catch (error) {
      if (this.closing.signal.aborted) return;
      attempt.error =
        error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    }
    this.scheduleRetry(delivery, attempt);
  }

  private scheduleRetry(delivery: Delivery, attempt: DeliveryAttempt) {
    const delayMs = this.options.retryDelaysMs[delivery.attempts.length - 1];
    const outcome = attempt.status === null ? attempt.error : `status ${attempt.status}`;
    if (delayMs === undefined || this.closing.signal.aborted) {
      delivery.state = 'failed';
      this.options.log(
        `webhook ${delivery.type} ${delivery.eventId} given up after ${delivery.attempts.length} attempts (last: ${outcome})`,
      );
      return;
    }
    this.options.log(
      `webhook ${delivery.type} ${delivery.eventId} not accepted (${outcome}); retrying in ${delayMs} ms`,
    );
    delivery.timer = setTimeout(() => void this.attempt(delivery), delayMs);
  }
}
