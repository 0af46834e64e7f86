// Billing's rules, for REST and GraphQL alike: checkout, the billing portal, the account's
// billing status, the Stripe webhook, and cancelling before an account is deleted.
//
// Stripe is the truth. Whatever prompts a change (a webhook of any type, in any order, a checkout
// return, a checkout attempt) leads to the same step: lock the account's row, read the customer's
// subscription from Stripe, store it, and give the account the plan `entitlementOf` says. A plan
// change is committed first and announced after (ApiKeyAccessEvents), so that every process's key
// cache drops the account and the next proxied call reads the new limits.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Plan, PlanId } from '../../config.js';
import { PLAN_IDS } from '../../config.js';
import {
  BadGatewayError,
  BadRequestError,
  ConflictError,
  NotFoundError,
  ServiceUnavailableError,
  ValidationError,
} from '../../shared/errors.js';
import type { ApiKeyAccessEvents } from '../keys/api-key-access.js';
import type { UsageService } from '../usage/usage.service.js';
import type { User } from '../users/user.entity.js';
import { BillingAccounts, type BillingAccount } from './billing-account.repository.js';
import { entitlementOf, reportedStatus, type SubscriptionStatus } from './entitlement.js';
import {
  idOf,
  LIVE_SUBSCRIPTION_STATUSES,
  type InvoiceSummary,
  type StripeEvent,
  type StripeGateway,
} from './stripe.gateway.js';

const BILLING_NOT_CONFIGURED = 'Billing is not configured';
const ALREADY_SUBSCRIBED = 'You already have a subscription: change plan in the billing portal';
export const INVOICES_SHOWN = 10;
const NO_INVOICES: Pick<BillingStatus, 'invoices' | 'invoicesUnavailable'> = {
  invoices: [],
  invoicesUnavailable: false,
};

/** App-wide billing collaborators, built once in buildApp. */
export interface BillingDeps {
  /** null: no Stripe configured (production without settings); checkout and portal answer 503. */
  readonly gateway: StripeGateway | null;
  readonly plans: Readonly<Record<PlanId, Plan>>;
  readonly graceDays: number;
  /** Where checkout and the portal send people back to. */
  readonly frontendUrl: string;
  readonly keyAccess: ApiKeyAccessEvents;
  readonly now?: () => Date;
}

export interface BillingStatus {
  plan: Plan;
  subscriptionStatus: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  graceEndsAt: Date | null;
  quotaUsedToday: number;
  quotaRemainingToday: number;
  billingConfigured: boolean;
  testMode: boolean;
  plans: Plan[];
  invoices: InvoiceSummary[];
  /** Stripe could not be reached for the invoices just now (the rest is Touchline's own record). */
  invoicesUnavailable: boolean;
}

export const CHECKOUT_NOT_COMPLETED = 'This checkout was not completed: nothing was paid through it';

/** The webhook events whose object names a customer whose subscription may have changed. */
const SUBSCRIPTION_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

export class BillingService {
  private readonly now: () => Date;

  constructor(
    private readonly em: EntityManager,
    private readonly deps: BillingDeps,
    /** Today's quota for the status; absent where no status is read (the expiry job). */
    private readonly usage: UsageService | null = null,
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  get isConfigured(): boolean {
    return this.deps.gateway !== null;
  }

  /**
   * @param checkoutSessionId the checkout return's session: read from Stripe first.
   * @param readStripe back from the billing portal: the subscription is read from Stripe first.
   * Either way the page is right even when the webhook has not arrived yet.
   */
  async status(
    viewer: User,
    { checkoutSessionId, readStripe = false }: { checkoutSessionId?: string | null; readStripe?: boolean } = {},
  ): Promise<BillingStatus> {
    const gateway = this.deps.gateway;
    const accounts = new BillingAccounts(this.em);
    let account = await accounts.findByUser(viewer.id);
    if (checkoutSessionId && gateway) {
      const session = await gateway.checkoutSession(checkoutSessionId);
      if (!session || !account || session.customerId !== account.customerId)
        throw new NotFoundError('Checkout session not found');
      // Stripe sends the browser back only from a completed checkout: an open or expired session
      // in the return address was typed or kept, and no payment may be claimed for it.
      if (session.status !== 'complete') throw new ConflictError(CHECKOUT_NOT_COMPLETED);
      await this.settle(viewer.id, { readStripe: true });
    } else if (account) {
      // A grace period or a cancelled period ends without any webhook: the read applies the rule too.
      await this.settle(viewer.id, { readStripe: readStripe && gateway !== null });
    }
    account = await accounts.findByUser(viewer.id);
    viewer.plan = (await accounts.planOf(viewer.id)) ?? 'free';
    const plan = this.planOf(viewer.plan);
    const entitlement = entitlementOf(account, this.deps.plans, this.deps.graceDays, this.now());
    const quota = this.usage ? await this.usage.quotaToday(viewer) : null;
    const subscriptionStatus = account ? reportedStatus(account.subscriptionStatus) : 'none';
    return {
      plan,
      subscriptionStatus,
      currentPeriodEnd: account?.currentPeriodEnd ?? null,
      // An ended subscription runs to no period end, whatever flag Stripe kept on it from before.
      cancelAtPeriodEnd: subscriptionStatus !== 'canceled' && (account?.cancelAtPeriodEnd ?? false),
      graceEndsAt: entitlement.graceEndsAt,
      quotaUsedToday: quota?.used ?? 0,
      quotaRemainingToday: quota?.remaining ?? plan.requestsPerDay,
      billingConfigured: gateway !== null,
      testMode: gateway?.isTestMode ?? false,
      plans: Object.values(this.deps.plans),
      ...(account && gateway ? await this.invoicesOf(gateway, account.customerId) : NO_INVOICES),
    };
  }

  /**
   * The latest invoices, read from Stripe. Only they need Stripe for a status read, so a Stripe
   * outage leaves the plan and quota readable (they are Touchline's own record) and says that the
   * invoices could not be read, rather than failing the whole answer.
   */
  private async invoicesOf(
    gateway: StripeGateway,
    customerId: string,
  ): Promise<Pick<BillingStatus, 'invoices' | 'invoicesUnavailable'>> {
    try {
      return { invoices: await gateway.latestInvoices(customerId, INVOICES_SHOWN), invoicesUnavailable: false };
    } catch (error) {
      if (!(error instanceof BadGatewayError)) throw error;
      return { invoices: [], invoicesUnavailable: true };
    }
  }

  /**
   * A Checkout Session for a paid plan. Two clicks at once make one customer (the customer's
   * idempotency key is the account's) and one session (the second waits for the first's row lock
   * and is handed the session it made, still open).
   */
  async startCheckout(viewer: User, planId: string): Promise<{ url: string }> {
    const gateway = this.requireGateway();
    const plan = this.deps.plans[planId as PlanId];
    if (!PLAN_IDS.includes(planId as PlanId) || !plan) {
      throw new ValidationError([
        { loc: ['path', 'plan'], msg: `Unknown plan "${planId}": choose ${PLAN_IDS.join(', ')}`, type: 'enum' },
      ]);
    }
    if (plan.stripePriceId === null)
      throw new BadRequestError(
        'The free plan needs no checkout: to return to it, cancel your subscription in the billing portal',
      );
    if (viewer.plan === plan.id) throw new BadRequestError(`You are already on the ${plan.name} plan`);
    const priceId = plan.stripePriceId;

    const accounts = new BillingAccounts(this.em);
    let account = await accounts.findByUser(viewer.id);
    if (!account) {
      await accounts.link(viewer.id, await gateway.createCustomer(viewer.id, viewer.email));
      account = (await accounts.findByUser(viewer.id))!;
    }
    // A subscription whose webhook is still on its way counts: never a second subscription.
    await this.settle(viewer.id, { readStripe: true });
    if ((await accounts.planOf(viewer.id)) === plan.id)
      throw new BadRequestError(`You are already on the ${plan.name} plan`);

    return this.em.transactional(async (em) => {
      const locked = await new BillingAccounts(em).lock(viewer.id);
      if (!locked) throw new NotFoundError('User not found');
      if (LIVE_SUBSCRIPTION_STATUSES.includes(locked.subscriptionStatus)) throw new ConflictError(ALREADY_SUBSCRIBED);
      if (locked.checkoutSessionId && locked.checkoutPriceId === priceId) {
        const previous = await gateway.checkoutSession(locked.checkoutSessionId);
        if (previous?.status === 'open' && previous.url) return { url: previous.url };
      } else if (locked.checkoutSessionId) {
        // Left open, the other plan's checkout page (another tab, the back button) could still be
        // paid: a second subscription, charged every month. Paid already, its subscription is the
        // one while it runs (paid just now, its webhook may be on its way); a paid checkout whose
        // subscription has ended since (cancelled) is history, and any plan may be bought again.
        if ((await gateway.closeCheckoutSession(locked.checkoutSessionId)) === 'complete') {
          const current = await gateway.currentSubscription(locked.customerId);
          if (current && LIVE_SUBSCRIPTION_STATUSES.includes(current.status))
            throw new ConflictError(ALREADY_SUBSCRIBED);
        }
      }
      const generation = locked.checkoutGeneration + 1;
      const session = await gateway.createCheckoutSession({
        customerId: locked.customerId,
        userId: viewer.id,
        priceId,
        successUrl: `${this.deps.frontendUrl}/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${this.deps.frontendUrl}/billing?checkout=cancel`,
        // Stable across a crash before the commit below: the rerun is handed the same session.
        idempotencyKey: `touchline-checkout-${viewer.id}-${generation}`,
      });
      await new BillingAccounts(em).saveCheckout(viewer.id, session.id, priceId, generation);
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { url: session.url };
    });
  }

  async openPortal(viewer: User): Promise<{ url: string }> {
    const gateway = this.requireGateway();
    const account = await new BillingAccounts(this.em).findByUser(viewer.id);
    if (!account) throw new ConflictError('You have no billing account yet: choose a paid plan first');
    return {
      url: await gateway.createPortalSession(account.customerId, `${this.deps.frontendUrl}/billing?portal=return`),
    };
  }

  /**
   * Applies one webhook delivery. Its signature is checked over the raw bytes first (400 and no
   * change otherwise). The event's id is recorded in the same transaction as its effect: a second
   * delivery of it changes nothing, and a failure rolls both back so Stripe's retry runs it again.
   */
  async handleWebhook(rawBody: Buffer | undefined, signature: string | undefined): Promise<WebhookOutcome> {
    const gateway = this.requireGateway();
    if (!signature) throw new BadRequestError('Missing Stripe-Signature header');
    let event: StripeEvent;
    try {
      event = gateway.verifiedEvent(rawBody ?? Buffer.alloc(0), signature);
    } catch (error) {
      // The signature is checked first; a signed body that is not JSON fails after it.
      throw new BadRequestError(
        error instanceof SyntaxError
          ? 'The webhook body is not a JSON event'
          : 'Invalid Stripe-Signature: the body is not signed by this endpoint, or the signature is too old',
      );
    }
    const customerId = SUBSCRIPTION_EVENTS.has(event.type) ? customerOf(event) : null;
    if (customerId === null) return 'ignored';
    let changedUserId: string | null = null;
    const outcome = await this.em.transactional(async (em): Promise<WebhookOutcome> => {
      const accounts = new BillingAccounts(em);
      if (!(await accounts.recordEvent(event.id, event.type))) return 'duplicate';
      // A customer of no account here (deleted since, or made by another integration): nothing to grant.
      const customer = await accounts.findByCustomer(customerId);
      const account = customer ? await accounts.lock(customer.userId) : null;
      if (!account) return 'ignored';
      if (await this.applyStripeTruth(accounts, account)) changedUserId = account.userId;
      return 'applied';
    });
    if (changedUserId) await this.deps.keyAccess.changed({ userId: changedUserId });
    return outcome;
  }

  /**
   * Ends the account's subscriptions before it is deleted: nobody is charged for an account that
   * is gone. Its open checkout is expired first, so that a checkout page still open in a tab cannot
   * start a subscription afterwards (one paid in between is among those cancelled next).
   */
  async cancelSubscriptionsOf(user: User): Promise<void> {
    const account = await new BillingAccounts(this.em).findByUser(user.id);
    if (!account) return;
    if (!this.deps.gateway)
      throw new ServiceUnavailableError(`${BILLING_NOT_CONFIGURED}: the account's subscription cannot be cancelled`);
    if (account.checkoutSessionId) await this.deps.gateway.closeCheckoutSession(account.checkoutSessionId);
    await this.deps.gateway.cancelAllSubscriptions(account.customerId);
  }

  /**
   * Moves back to free the accounts whose grace period or cancelled period has ended, with no
   * webhook to say so (Stripe sends none when a grace period of ours ends). Returns how many.
   */
  async expireLapsedPlans(): Promise<number> {
    let expired = 0;
    for (const userId of await new BillingAccounts(this.em).lapsingUserIds()) {
      if (await this.settle(userId, { readStripe: false })) expired += 1;
    }
    return expired;
  }

  /**
   * Under the account's row lock: optionally reads its subscription from Stripe and stores it,
   * then gives the account the plan the stored state entitles it to. Announces a change once
   * committed; true when the plan changed.
   */
  private async settle(userId: string, { readStripe }: { readStripe: boolean }): Promise<boolean> {
    const changed = await this.em.transactional(async (em) => {
      const accounts = new BillingAccounts(em);
      const account = await accounts.lock(userId);
      if (!account) return false;
      if (readStripe) return this.applyStripeTruth(accounts, account);
      return accounts.setPlan(userId, entitlementOf(account, this.deps.plans, this.deps.graceDays, this.now()).plan);
    });
    if (changed) await this.deps.keyAccess.changed({ userId });
    return changed;
  }

  /** Inside a transaction holding the account's row: Stripe's subscription now, stored, and the plan it grants. */
  private async applyStripeTruth(accounts: BillingAccounts, account: BillingAccount): Promise<boolean> {
    const truth = await this.requireGateway().currentSubscription(account.customerId);
    const stored = await accounts.saveSubscription(account.userId, truth, this.now());
    return accounts.setPlan(
      account.userId,
      entitlementOf(stored, this.deps.plans, this.deps.graceDays, this.now()).plan,
    );
  }

  private planOf(id: string): Plan {
    return this.deps.plans[id as PlanId] ?? this.deps.plans.free;
  }

  private requireGateway(): StripeGateway {
    if (!this.deps.gateway) throw new ServiceUnavailableError(BILLING_NOT_CONFIGURED);
    return this.deps.gateway;
  }
}

/** The customer an event is about, from the object it carries; never trusted for anything else. */
function customerOf(event: StripeEvent): string | null {
  const object = event.data.object as { customer?: string | { id?: string } | null };
  return idOf(object.customer);
}
