import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../users/user.entity.js';
import type { GettingStarted } from './getting-started.type.js';

/** The plan every account starts on; any other is one the account picked (billing keeps `users.plan`). */
const STARTING_PLAN = 'free';

/**
 * The "Get started" checklist, read from the data each step leaves behind: a key row, a key's
 * `last_used_at` (metering sets it with the first metered call), the account's plan or a
 * subscription billing has recorded (kept after it ends: a step once done stays done). Only what
 * leaves no trace elsewhere is stored (`getting_started`): usage seen, and dismissal.
 */
export class GettingStartedService {
  constructor(private readonly em: EntityManager) {}

  async status(viewer: User): Promise<GettingStarted> {
    const [row] = await this.em.execute<
      {
        has_key: boolean;
        has_called: boolean;
        has_subscribed: boolean;
        has_seen_usage: boolean;
        is_dismissed: boolean;
      }[]
    >(
      `select exists (select 1 from api_keys where user_id = ?) as has_key,
              exists (select 1 from api_keys where user_id = ? and last_used_at is not null) as has_called,
              exists (select 1 from billing_accounts where user_id = ? and subscription_id is not null) as has_subscribed,
              coalesce(g.usage_seen_at is not null, false) as has_seen_usage,
              coalesce(g.dismissed_at is not null, false) as is_dismissed
         from (select 1) as one left join getting_started g on g.user_id = ?`,
      [viewer.id, viewer.id, viewer.id, viewer.id],
    );
    return {
      hasKey: row?.has_key ?? false,
      hasCalled: row?.has_called ?? false,
      hasSeenUsage: row?.has_seen_usage ?? false,
      hasPickedPlan: viewer.plan !== STARTING_PLAN || (row?.has_subscribed ?? false),
      isDismissed: row?.is_dismissed ?? false,
    };
  }

  /**
   * The dashboard says the account is looking at its usage. It counts only once the account has
   * a call to see there (before that the usage screen is empty), and only the first time.
   */
  async markUsageSeen(viewer: User): Promise<GettingStarted> {
    await this.em.execute(
      `insert into getting_started (user_id, usage_seen_at)
       select ?, now() where exists (select 1 from api_keys where user_id = ? and last_used_at is not null)
       on conflict (user_id) do update set usage_seen_at = coalesce(getting_started.usage_seen_at, excluded.usage_seen_at)`,
      [viewer.id, viewer.id],
    );
    return this.status(viewer);
  }

  /** Dismissing twice keeps the first time. */
  async dismiss(viewer: User): Promise<GettingStarted> {
    await this.em.execute(
      `insert into getting_started (user_id, dismissed_at) values (?, now())
       on conflict (user_id) do update set dismissed_at = coalesce(getting_started.dismissed_at, excluded.dismissed_at)`,
      [viewer.id],
    );
    return this.status(viewer);
  }
}
