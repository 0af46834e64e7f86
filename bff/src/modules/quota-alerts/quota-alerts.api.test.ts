// Quota alerts through the proxy's real counters, a real database and a real SMTP inbox: a plan
// of 10 calls a day, so 8 calls reach 80% and 10 reach 100%.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startSmtpInbox, type SmtpInbox } from '@touchline/test-stand-ins/smtp-inbox';
import { graphql, rest } from '../../test-support/graphql.js';
import { startProxyFixture, type ProxyFixture } from '../../test-support/proxy-fixture.js';
import { bearer } from '../../test-support/test-app.js';
import { QUOTA_ALERTS_KEPT_DAYS } from './quota-crossings.js';

const QUOTA = 10;
const FRONTEND = 'https://app.touchline.test';
let f: ProxyFixture;
let inbox: SmtpInbox;
let accounts = 0;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  f = await startProxyFixture({ ...inbox.env, FRONTEND_URL: FRONTEND, PLAN_FREE_PER_DAY: String(QUOTA) });
});
afterAll(async () => {
  await f.close();
  await inbox.close();
});

/** A new account with a key of its own, so that each test counts from zero. */
async function account() {
  const email = `quota-${++accounts}@touchline.test`;
  await f.t.createUser({ email, password: 'quota-password' });
  const token = await f.t.login(email, 'quota-password');
  const created = await f.t.app.inject({ method: 'POST', url: '/api/api-keys/?name=Quota', headers: bearer(token) });
  return { email, token, key: created.json().key as string };
}

/** Makes `count` data calls with `key`, then waits for the crossings they handed on to be recorded and mailed. */
async function callTimes(key: string, count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await f.call('/api/flashscore/football/live', key)).statusCode);
  await f.t.app.deps.quotaCrossings.settled();
  return statuses;
}

const readState = (token: string) => rest(f.t.app, 'GET', '/api/users/me/quota-alerts', token);
const setMail = (token: string, isMailEnabled: unknown) =>
  rest(f.t.app, 'PATCH', '/api/users/me/quota-alerts', token, { is_mail_enabled: isMailEnabled });
const recorded = (email: string) =>
  f.t.app.deps.orm.em.fork().execute<{ threshold_percent: number; is_mailed: boolean }[]>(
    `select a.threshold_percent, a.mailed_at is not null as is_mailed
         from quota_alerts a join users u on u.id = a.user_id where u.email = ? order by a.threshold_percent`,
    [email],
  );
const nextMidnightUtc = () => new Date(Math.floor(Date.now() / 86_400_000 + 1) * 86_400_000).toISOString();

describe('quota alert e-mails', () => {
  it('mails once at 80% and once more at 100%, and not again that day', async () => {
    const { email, key } = await account();
    expect(await callTimes(key, 7)).toEqual(Array(7).fill(200));
    expect(inbox.messagesTo(email)).toHaveLength(0);

    await callTimes(key, 1);
    const first = await inbox.waitFor(email, 1);
    expect(first.subject).toBe('Touchline - 80% of your daily quota is used');
    expect(first.text).toContain('has made 8 of the 10 calls a day of its Free plan');
    expect(first.text).toContain(`Compare plans: ${FRONTEND}/billing`);
    expect(first.text).toContain(`${FRONTEND}/settings?tab=notifications`);

    await callTimes(key, 1);
    expect(inbox.messagesTo(email)).toHaveLength(1);
    await callTimes(key, 1);
    const second = await inbox.waitFor(email, 2);
    expect(second.subject).toBe('Touchline - Your daily quota is used up');
    expect(second.text).toContain('Further calls are refused (429) until the quota resets at');

    expect(await callTimes(key, 3)).toEqual([429, 429, 429]);
    expect(inbox.messagesTo(email)).toHaveLength(2);
    expect(await recorded(email)).toEqual([
      { threshold_percent: 80, is_mailed: true },
      { threshold_percent: 100, is_mailed: true },
    ]);
  });

  it('sends no mail when the account turned them off, and still records the crossings', async () => {
    const { email, token, key } = await account();
    expect((await setMail(token, false)).json().is_mail_enabled).toBe(false);
    await callTimes(key, QUOTA);
    expect(await recorded(email)).toEqual([
      { threshold_percent: 80, is_mailed: false },
      { threshold_percent: 100, is_mailed: false },
    ]);
    expect(inbox.messagesTo(email)).toHaveLength(0);
  });

  it('does not mail a threshold again after a restart: the table decides, not the process', async () => {
    const { email, key } = await account();
    await callTimes(key, 8);
    await inbox.waitFor(email, 1);
    // A restarted process remembers nothing of today's crossings but takes today's count over
    // from the metered calls: its next call is past 80% again, and only 100% is new.
    await f.t.restart();
    await callTimes(key, 1);
    expect(inbox.messagesTo(email)).toHaveLength(1);
    await callTimes(key, 1);
    expect((await inbox.waitFor(email, 2)).subject).toBe('Touchline - Your daily quota is used up');
    expect(inbox.messagesTo(email)).toHaveLength(2);
  });

  it(`keeps an account's alert rows for ${QUOTA_ALERTS_KEPT_DAYS} days: its next crossing deletes older ones`, async () => {
    const { email, key } = await account();
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    await f.t.app.deps.orm.em.fork().execute(
      `insert into quota_alerts (user_id, day, threshold_percent, used, quota)
       select id, d::date, 80, 8, 10 from users, unnest(?::text[]) as d where email = ?`,
      [`{${daysAgo(QUOTA_ALERTS_KEPT_DAYS + 5)},${daysAgo(QUOTA_ALERTS_KEPT_DAYS - 1)}}`, email],
    );
    await callTimes(key, 8);
    const days = await f.t.app.deps.orm.em.fork().execute<{ day: string }[]>(
      `select to_char(a.day, 'YYYY-MM-DD') as day from quota_alerts a join users u on u.id = a.user_id
          where u.email = ? order by a.day`,
      [email],
    );
    expect(days.map(({ day }) => day)).toEqual([daysAgo(QUOTA_ALERTS_KEPT_DAYS - 1), daysAgo(0)]);
  });
});

describe('the quota banner state', () => {
  it("answers the account's use today, the threshold reached, when the quota resets and the mail setting", async () => {
    const { token, key } = await account();
    expect((await readState(token)).json()).toEqual({
      quota: QUOTA,
      used_today: 0,
      threshold_percent: null,
      resets_at: nextMidnightUtc(),
      is_mail_enabled: true,
    });
    await callTimes(key, 8);
    expect((await readState(token)).json()).toMatchObject({ used_today: 8, threshold_percent: 80 });
    await callTimes(key, 4);
    expect((await readState(token)).json()).toMatchObject({ used_today: QUOTA, threshold_percent: 100 });
  });

  it('tells the calls made today as they are after a move to a smaller plan, past its quota, as the usage and billing screens count them', async () => {
    const { email, token, key } = await account();
    // As billing changes a plan: committed, then announced to the data proxy's key cache.
    const setPlan = async (plan: string) => {
      const [user] = await f.t.app.deps.orm.em
        .fork()
        .execute<{ id: string }[]>('update users set plan = ? where email = ? returning id', [plan, email]);
      await f.t.app.deps.apiKeyAccess.changed({ userId: user!.id });
    };
    await setPlan('business'); // 50 calls a second: the 12 calls below are not refused for their rate
    expect(await callTimes(key, QUOTA + 2)).toEqual(Array(QUOTA + 2).fill(200));
    await setPlan('free');
    expect((await readState(token)).json()).toMatchObject({
      quota: QUOTA,
      used_today: QUOTA + 2,
      threshold_percent: 100,
    });
    await f.flushUsage();
    const billing = await rest(f.t.app, 'GET', '/api/billing/status', token);
    expect(billing.json()).toMatchObject({ quota_used_today: QUOTA + 2, quota_remaining_today: 0 });
  });

  it('answers the same over GraphQL, where the mail setting is changed too', async () => {
    const { token, key } = await account();
    await callTimes(key, 9);
    const read = await graphql(
      f.t.app,
      '{ quotaAlerts { quota usedToday thresholdPercent resetsAt isMailEnabled } }',
      {},
      token,
    );
    expect(read.data?.quotaAlerts).toEqual({
      quota: QUOTA,
      usedToday: 9,
      thresholdPercent: 80,
      resetsAt: nextMidnightUtc(),
      isMailEnabled: true,
    });
    const updated = await graphql(
      f.t.app,
      'mutation ($input: QuotaAlertSettingsInput!) { updateQuotaAlertSettings(input: $input) { isMailEnabled } }',
      { input: { isMailEnabled: false } },
      token,
    );
    expect(updated.data?.updateQuotaAlertSettings).toEqual({ isMailEnabled: false });
    expect((await readState(token)).json().is_mail_enabled).toBe(false);
    expect((await setMail(token, true)).json().is_mail_enabled).toBe(true);
  });

  it('refuses a setting that is not a boolean with a 422 detail list', async () => {
    const { token } = await account();
    const response = await setMail(token, 'no');
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0]).toMatchObject({ loc: ['body', 'is_mail_enabled'] });
  });
});
