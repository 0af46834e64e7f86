// What happens when an account's count today reaches a quota alert threshold, off the proxy's hot
// path. The limits' counters call `reached` on every counted call at 80% or more
// (account-limits.ts); this process remembers, per account and UTC day, the thresholds it has
// already handed on, so that only the first such call per threshold does anything: it starts,
// without waiting for it, one insert into `quota_alerts`, whose primary key (account, day,
// threshold) decides across every bff process which one mails: the one whose row went in.
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import type { Plan } from '../../config.js';
import type { QuotaCrossings } from '../data-proxy/account-limits.js';
import { quotaAlertMessage } from '../mail/mail.templates.js';
import type { Mailer } from '../mail/mailer.gateway.js';
import { WorkInBackground } from '../../shared/work-in-background.js';
import { BUCKET_MS } from '../usage/usage.rules.js';
import { countReached, QUOTA_ALERT_THRESHOLDS } from './quota-alert.rules.js';

/** After a failed record (the database away), the account's next calls try again from then on, not on every call. */
const RETRY_AFTER_FAILURE_MS = 30_000;
/**
 * Only today's rows decide who mails; older ones are kept this long as a record of what was sent
 * (the raw usage events' retention), then an account's next crossing deletes its older ones.
 */
export const QUOTA_ALERTS_KEPT_DAYS = 30;

interface Handed {
  quota: number;
  /** How many thresholds (lowest first) were handed on. */
  count: number;
  /** 0 once recorded or while recording; after a failure, when the next call may try again. */
  retryAt: number;
}

export interface QuotaCrossingSettings {
  product: string;
  frontendUrl: string;
}

export class QuotaCrossingRecorder implements QuotaCrossings {
  private day = 0;
  private readonly handed = new Map<string, Handed>();
  private readonly recording = new WorkInBackground();

  constructor(
    private readonly orm: MikroORM,
    private readonly mailer: Mailer,
    private readonly settings: QuotaCrossingSettings,
    private readonly log: FastifyBaseLogger,
  ) {}

  reached(userId: string, used: number, plan: Plan, dayStart: number): void {
    if (!this.recording.isAccepting) return;
    if (dayStart !== this.day) {
      // A new UTC day: yesterday's notes are of no use, and memory follows today's accounts.
      this.day = dayStart;
      this.handed.clear();
    }
    const quota = plan.requestsPerDay;
    const count = countReached(used, quota);
    const before = this.handed.get(userId);
    // Past the first call per threshold this is the whole cost: one lookup and a few comparisons,
    // no allocation. A plan changed today (another quota) is judged again; the table still mails
    // each threshold once a day.
    if (before && before.quota === quota && before.count >= count) {
      if (before.retryAt === 0 || Date.now() < before.retryAt) return;
    }
    const note: Handed = { quota, count, retryAt: 0 };
    this.handed.set(userId, note);
    const thresholds = QUOTA_ALERT_THRESHOLDS.slice(0, count);
    this.recording.start(
      () => this.record(userId, used, plan, dayStart, thresholds),
      (error) => {
        note.retryAt = Date.now() + RETRY_AFTER_FAILURE_MS;
        this.log.error(
          { err: error, userId },
          'quota alerts: a crossing could not be recorded or mailed; a later call tries again',
        );
      },
    );
  }

  /** Resolves once every crossing handed on so far is recorded (and mailed) or has failed. */
  async settled(): Promise<void> {
    await this.recording.settled();
  }

  /** Takes no more crossings and waits for those under way, before the database closes. */
  async stop(): Promise<void> {
    await this.recording.stop();
  }

  private async record(
    userId: string,
    used: number,
    plan: Plan,
    dayStart: number,
    thresholds: readonly number[],
  ): Promise<void> {
    const em = this.orm.em.fork() as EntityManager;
    const day = new Date(dayStart).toISOString().slice(0, 10);
    const values = thresholds.map(() => '(?::smallint)').join(', ');
    // One statement: the rows this call put in (none when every threshold was recorded already,
    // here or by another process), each with what its mail needs.
    const crossings = await em.execute<
      { threshold_percent: number; email: string; is_active: boolean; is_mail_enabled: boolean }[]
    >(
      `with crossed as (
         insert into quota_alerts (user_id, day, threshold_percent, used, quota)
         select ?, ?::date, t.percent, ?, ? from (values ${values}) as t(percent)
         on conflict do nothing
         returning threshold_percent
       )
       select c.threshold_percent::int as threshold_percent, u.email, u.is_active,
              coalesce(s.is_mail_enabled, true) as is_mail_enabled
         from crossed c
         join users u on u.id = ?
         left join quota_alert_settings s on s.user_id = u.id
        order by c.threshold_percent`,
      [userId, day, used, plan.requestsPerDay, ...thresholds, userId],
    );
    // Pruned here rather than by a job: a few rows an account a day at most, and only an account
    // that crosses again can add any, so its own crossing is the moment to bound them.
    if (crossings.length > 0)
      await em.execute('delete from quota_alerts where user_id = ? and day < ?::date - ?::int', [
        userId,
        day,
        QUOTA_ALERTS_KEPT_DAYS,
      ]);
    const { product, frontendUrl } = this.settings;
    // Each threshold whose row this call put in is mailed, lowest first, whichever process
    // reached it first: a count that passes both at once (calls racing on two processes, a plan
    // lowered) still makes one mail per threshold, never a different set depending on who won.
    for (const crossing of crossings) {
      if (!crossing.is_mail_enabled || !crossing.is_active) continue;
      const percent = crossing.threshold_percent;
      const message = quotaAlertMessage(
        product,
        {
          percent,
          used,
          quota: plan.requestsPerDay,
          planName: plan.name,
          resetsAt: new Date(dayStart + BUCKET_MS.day),
        },
        { billing: `${frontendUrl}/billing`, settings: `${frontendUrl}/settings?tab=notifications` },
      );
      await this.mailer.send({ to: crossing.email, ...message });
      await em.execute(
        'update quota_alerts set mailed_at = now() where user_id = ? and day = ?::date and threshold_percent = ?',
        [userId, day, percent],
      );
    }
  }
}
