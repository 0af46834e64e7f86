// Reads and writes of billing's tables, with bound values only. Every write that decides a plan
// runs inside a transaction that first locks the account (`lock`), so two webhooks, a
// checkout return and the expiry job for one account apply their truths one after the other.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PlanId } from '../../config.js';
import type { SubscriptionState } from './entitlement.js';
import type { SubscriptionTruth } from './stripe.gateway.js';

export interface BillingAccount extends SubscriptionState {
  userId: string;
  customerId: string;
  subscriptionId: string | null;
  /** The last checkout session started, reused while it is open for the same price. */
  checkoutSessionId: string | null;
  checkoutPriceId: string | null;
  /** Counts the checkout sessions created, naming each one's idempotency key. */
  checkoutGeneration: number;
}

interface Row {
  user_id: string;
  stripe_customer_id: string;
  subscription_id: string | null;
  subscription_status: string;
  price_id: string | null;
  current_period_end: Date | string | null;
  cancel_at_period_end: boolean;
  past_due_since: Date | string | null;
  checkout_session_id: string | null;
  checkout_price_id: string | null;
  checkout_generation: number;
}

const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));

function accountOf(row: Row): BillingAccount {
  return {
    userId: row.user_id,
    customerId: row.stripe_customer_id,
    subscriptionId: row.subscription_id,
    subscriptionStatus: row.subscription_status,
    priceId: row.price_id,
    currentPeriodEnd: dateOf(row.current_period_end),
    cancelAtPeriodEnd: row.cancel_at_period_end,
    pastDueSince: dateOf(row.past_due_since),
    checkoutSessionId: row.checkout_session_id,
    checkoutPriceId: row.checkout_price_id,
    checkoutGeneration: row.checkout_generation,
  };
}

export class BillingAccounts {
  constructor(private readonly em: EntityManager) {}

  async findByUser(userId: string): Promise<BillingAccount | null> {
    const rows = await this.em.execute<Row[]>(`select * from billing_accounts where user_id = ?`, [userId]);
    return rows[0] ? accountOf(rows[0]) : null;
  }

  async findByCustomer(customerId: string): Promise<BillingAccount | null> {
    const rows = await this.em.execute<Row[]>(`select * from billing_accounts where stripe_customer_id = ?`, [
      customerId,
    ]);
    return rows[0] ? accountOf(rows[0]) : null;
  }

  /**
   * The account's billing, locked until the transaction ends; null when there is none (or the
   * account was deleted meanwhile). The user's row is locked first, as deleting an account locks
   * it before its billing row goes with it: both take the locks in one order and never deadlock.
   */
  async lock(userId: string): Promise<BillingAccount | null> {
    await this.em.execute(`select 1 from users where id = ? for no key update`, [userId]);
    const rows = await this.em.execute<Row[]>(`select * from billing_accounts where user_id = ? for update`, [userId]);
    return rows[0] ? accountOf(rows[0]) : null;
  }

  /**
   * Links the account to its customer unless it already is (a concurrent request got there first).
   * Concurrent requests link the same customer (its idempotency key is the account's), so the row
   * may collide on either unique column first: any conflict means it is there.
   */
  async link(userId: string, customerId: string): Promise<void> {
    await this.em.execute(
      `insert into billing_accounts (user_id, stripe_customer_id) values (?, ?) on conflict do nothing`,
      [userId, customerId],
    );
  }

  /** Stores what Stripe says now; the grace period keeps counting from the first time it was seen past due. */
  async saveSubscription(userId: string, truth: SubscriptionTruth | null, now: Date): Promise<BillingAccount> {
    const rows = await this.em.execute<Row[]>(
      `update billing_accounts set
         subscription_id = ?, subscription_status = ?, price_id = ?, current_period_end = ?, cancel_at_period_end = ?,
         past_due_since = case when ? = 'past_due' then coalesce(past_due_since, ?::timestamptz) else null end,
         updated_at = now()
       where user_id = ? returning *`,
      [
        truth?.id ?? null,
        truth?.status ?? 'none',
        truth?.priceId ?? null,
        truth?.currentPeriodEnd ?? null,
        truth?.cancelAtPeriodEnd ?? false,
        truth?.status ?? 'none',
        now,
        userId,
      ],
    );
    return accountOf(rows[0]!);
  }

  async saveCheckout(userId: string, sessionId: string, priceId: string, generation: number): Promise<void> {
    await this.em.execute(
      `update billing_accounts set checkout_session_id = ?, checkout_price_id = ?, checkout_generation = ?, updated_at = now() where user_id = ?`,
      [sessionId, priceId, generation, userId],
    );
  }

  /** Sets the account's plan; true when it changed. */
  async setPlan(userId: string, plan: PlanId): Promise<boolean> {
    const changed = await this.em.execute<{ id: string }[]>(
      `update users set plan = ? where id = ? and plan <> ? returning id`,
      [plan, userId, plan],
    );
    return changed.length > 0;
  }

  async planOf(userId: string): Promise<PlanId | null> {
    const rows = await this.em.execute<{ plan: PlanId }[]>(`select plan from users where id = ?`, [userId]);
    return rows[0]?.plan ?? null;
  }

  /**
   * Records a webhook event as applied; false when it already was. Called first in the event's
   * transaction: a concurrent delivery of the same event waits here for that transaction and then
   * finds the id taken, and a rolled-back one leaves the id free for Stripe's retry.
   */
  async recordEvent(eventId: string, type: string): Promise<boolean> {
    const inserted = await this.em.execute<{ event_id: string }[]>(
      `insert into billing_webhook_events (event_id, type) values (?, ?) on conflict (event_id) do nothing returning event_id`,
      [eventId, type],
    );
    return inserted.length > 0;
  }

  /** Paid accounts whose plan may lapse with time alone: past due (grace) or cancelled at period end. */
  async lapsingUserIds(): Promise<string[]> {
    const rows = await this.em.execute<{ user_id: string }[]>(
      `select b.user_id from billing_accounts b join users u on u.id = b.user_id
        where u.plan <> 'free' and (b.subscription_status = 'past_due' or b.cancel_at_period_end)`,
    );
    return rows.map((row) => row.user_id);
  }
}
