// Grace periods and cancelled periods end with time, not with a webhook: Stripe says nothing
// when a grace period of ours is over, and a lost `customer.subscription.deleted` would otherwise
// leave a paid plan in place. Every few minutes each bff process moves such accounts back to free
// through the same rule every other path uses (entitlement.ts); the row lock makes concurrent
// rounds of several processes harmless. The status read applies the rule too, so an account
// looking at its billing page sees the fallback at once.
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import { PeriodicJob } from '../../shared/periodic-job.js';
import { BillingService, type BillingDeps } from './billing.service.js';

const RUN_EVERY_MS = 5 * 60_000;

export class PlanExpiry {
  private readonly job = new PeriodicJob(
    RUN_EVERY_MS,
    () => this.run(),
    (error) => this.log.error({ err: error }, 'billing plan expiry failed; will try again'),
  );

  constructor(
    private readonly orm: MikroORM,
    private readonly deps: BillingDeps,
    private readonly log: FastifyBaseLogger,
  ) {}

  start() {
    this.job.start({ runNow: true });
  }

  stop() {
    return this.job.stop();
  }

  /** One round; how many accounts went back to free. */
  async run(): Promise<number> {
    const expired = await new BillingService(this.orm.em.fork() as EntityManager, this.deps).expireLapsedPlans();
    if (expired > 0) this.log.info({ expired }, 'billing: plans past their grace or cancelled period moved to free');
    return expired;
  }
}
