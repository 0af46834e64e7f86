import type { EntityManager } from '@mikro-orm/postgresql';
import type { Plan } from '../../config.js';
import type { AccountLimits } from '../data-proxy/account-limits.js';
import { BUCKET_MS, floorTo } from '../usage/usage.rules.js';
import type { User } from '../users/user.entity.js';
import type { QuotaAlertSettings } from './quota-alert.input.js';
import { thresholdsReached } from './quota-alert.rules.js';
import type { QuotaAlertState } from './quota-alert.type.js';

/**
 * The caller's own quota alert state and mail setting. The count today comes from the limits'
 * counters (in Redis when it is shared, else this process's), the same numbers that refuse a
 * call over the quota, so the banner shows the moment a call reaches a threshold; the threshold
 * is judged against the account's current plan.
 */
export class QuotaAlertService {
  constructor(
    private readonly em: EntityManager,
    private readonly limits: AccountLimits,
    private readonly plans: Readonly<Record<string, Plan>>,
  ) {}

  async state(viewer: User): Promise<QuotaAlertState> {
    const plan = this.plans[viewer.plan] ?? this.plans.free!;
    const quota = plan.requestsPerDay;
    const dayStart = floorTo(Date.now(), 'day');
    const [used, [setting]] = await Promise.all([
      this.limits.usedToday(viewer.id),
      this.em.execute<{ is_mail_enabled: boolean }[]>(
        'select is_mail_enabled from quota_alert_settings where user_id = ?',
        [viewer.id],
      ),
    ]);
    return {
      quota,
      // Not capped at the quota: after a move to a smaller plan the day's calls can exceed it, and
      // the usage and billing screens count them as they are.
      usedToday: used,
      thresholdPercent: thresholdsReached(used, quota).at(-1) ?? null,
      resetsAt: new Date(dayStart + BUCKET_MS.day),
      isMailEnabled: setting?.is_mail_enabled ?? true,
    };
  }

  async updateSettings(viewer: User, settings: QuotaAlertSettings): Promise<QuotaAlertState> {
    await this.em.execute(
      `insert into quota_alert_settings (user_id, is_mail_enabled) values (?, ?)
       on conflict (user_id) do update set is_mail_enabled = excluded.is_mail_enabled`,
      [viewer.id, settings.isMailEnabled],
    );
    return this.state(viewer);
  }
}
