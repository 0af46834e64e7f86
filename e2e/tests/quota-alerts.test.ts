// Quota alerts: an account on a plan of 10 calls a day makes calls from outside the browser, as a
// customer's code would, until 80%; the dashboard then shows the banner with the reset in the
// reader's time zone and a link to billing, the e-mail arrives over real SMTP, and Settings turns
// the e-mails off (the banner stays).
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { startSmtpInbox, type SmtpInbox } from '@touchline/test-stand-ins/smtp-inbox';
import { callApi, RUN } from '../support/api.ts';
import { assertQuietPage, journey } from '../support/browser.ts';
import { atPath, eventually, visible } from '../support/expect.ts';
import { freePort, RAISED_FREE_RATE } from '../support/product.ts';
import { JOURNEY, useProduct } from '../support/suite.ts';
import { accessToken, createKeyThroughDialog, logInThroughForm, openScreen } from '../support/touchline.ts';

const QUOTA = 10;
let inbox: SmtpInbox | undefined;
const suite = useProduct(async () => {
  const port = await freePort();
  inbox = await startSmtpInbox();
  return {
    env: {
      PORT: String(port),
      FRONTEND_URL: `http://127.0.0.1:${port}`,
      PLAN_FREE_PER_DAY: String(QUOTA),
      ...RAISED_FREE_RATE,
      ...inbox.env,
    },
  };
});
after(() => inbox?.close());

const banner = (page: Page) => page.getByRole('main').getByRole('status').filter({ hasText: "of today's API quota" });

async function callTimes(key: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const answer = await fetch(`${suite.product.url}/api/flashscore/football/live`, { headers: { 'X-API-Key': key } });
    await answer.arrayBuffer();
    statuses.push(answer.status);
  }
  return statuses;
}

describe('Quota alerts', () => {
  test(
    'at 80% of the daily quota the dashboard shows a banner with the reset time and a billing link, the e-mail arrives, and Settings turns the e-mails off',
    JOURNEY,
    async (t) => {
      const credentials = { email: `quota-${RUN}@example.com`, password: 'journey-password' };
      await callApi(suite.product, await accessToken(suite.product), 'POST', '/api/users/', {
        ...credentials,
        full_name: 'Quota Watcher',
      });

      // In Tokyo too the reset is named in UTC, as the API explorer and the usage charts name time.
      await journey(
        suite.browser,
        t.name,
        { timezoneId: 'Asia/Tokyo', locale: 'en-US' },
        async ({ page, diagnostics }) => {
          await logInThroughForm(page, suite.product, credentials);
          await page.goto(`${suite.product.url}/api-keys`);
          const key = await createKeyThroughDialog(page, 'Busy key');

          assert.deepEqual(await callTimes(key, 7), Array(7).fill(200));
          await openScreen(page, suite.product, '/', /Quota Watcher/);
          await page.waitForTimeout(1_000);
          assert.equal(await banner(page).count(), 0, 'no banner at 70%');

          assert.deepEqual(await callTimes(key, 1), [200]);
          await page.reload();
          const shown = await visible(banner(page), 'the quota banner');
          await visible(shown.getByText("You have used 80% of today's API quota"), 'the 80% title');
          await visible(shown.getByText(/8 of 10 calls today/), 'the count');
          await visible(
            // Minutes in the last hour before 00:00 UTC.
            shown.getByText(/resets at 00:00 UTC, in \d+ (hours?|minutes?)\./),
            "the reset in UTC, not the reader's own time",
          );

          // The account's welcome mail came first; the quota's is the next one.
          const mail = await inbox!.waitFor(credentials.email, 2, 15_000);
          assert.equal(mail.subject, 'Touchline - 80% of your daily quota is used');
          assert.match(mail.text ?? '', /has made 8 of the 10 calls a day of its Free plan/);

          await shown.getByRole('link', { name: 'Compare plans' }).click();
          await atPath(page, '/billing');
          await visible(banner(page), 'the banner on the billing screen too');

          await page.goto(`${suite.product.url}/settings`);
          await page.getByRole('tab', { name: 'Notifications' }).click();
          const setting = await visible(
            page.getByRole('checkbox', { name: 'E-mail me at 80% and 100% of my daily quota' }),
            'the quota e-mail setting',
          );
          assert.equal(await setting.isChecked(), true, 'the e-mails are on by default');
          await setting.uncheck();
          await visible(page.getByText('Quota alert e-mails are off.'), 'the confirmation');
          await visible(banner(page), 'the banner stays with the e-mails off');

          // 100% with the e-mails off: the banner says so, and no second mail comes.
          assert.deepEqual(await callTimes(key, 2), [200, 200]);
          await eventually(
            async () => {
              await openScreen(page, suite.product, '/', /Quota Watcher/);
              return (await banner(page).textContent())?.includes("all of today's API quota") ? true : null;
            },
            'the banner to say the quota is used up',
            15_000,
          );
          assert.equal(inbox!.messagesTo(credentials.email).length, 2, 'no mail at 100% with the e-mails off');

          assertQuietPage(diagnostics);
        },
      );
    },
  );
});
