// A new account's "Get started" checklist on the dashboard: it ticks itself from what the account
// does (a key made, a call made with it from outside the browser, usage opened) and stays
// dismissed across reloads. (A paid plan ticks the last step; billing's journey covers buying one.)
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { assertQuietPage, journey } from '../support/browser.ts';
import { absent, atPath, eventually, visible } from '../support/expect.ts';
import { JOURNEY, useProduct } from '../support/suite.ts';
import { accessToken, createKeyThroughDialog, logInThroughForm, mainHeading, sidebar } from '../support/touchline.ts';

const suite = useProduct();

function checklist(page: Page) {
  return page.getByRole('main').getByRole('region', { name: 'Get started' });
}

/** The dashboard again, read afresh, until the checklist says `done` (metering writes a call within a second or so). */
async function dashboardShows(page: Page, done: string): Promise<void> {
  await eventually(
    async () => {
      await page.goto(`${suite.product.url}/`);
      await visible(checklist(page), 'the Get started checklist');
      return (await checklist(page).textContent())?.includes(done) ? true : null;
    },
    `the checklist to say "${done}"`,
    15_000,
  );
}

describe('Get started', () => {
  test(
    "a new account's checklist ticks itself as the account creates a key, calls the API and opens usage, and stays dismissed",
    JOURNEY,
    async (t) => {
      const credentials = { email: `starter-${randomUUID().slice(0, 8)}@example.com`, password: 'journey-password' };
      const adminToken = await accessToken(suite.product);
      const created = await fetch(`${suite.product.url}/api/users/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ...credentials, full_name: 'New Starter' }),
      });
      assert.equal(created.status, 200, await created.text());

      await journey(suite.browser, t.name, {}, async ({ page, diagnostics }) => {
        await logInThroughForm(page, suite.product, credentials);
        const card = await visible(checklist(page), 'the Get started checklist');
        await visible(card.getByText('0 of 4 done'), 'nothing done yet');

        await card.getByRole('link', { name: 'Create a key' }).click();
        await atPath(page, '/api-keys');
        const key = await createKeyThroughDialog(page, 'First key');
        // The call comes from outside the browser, as a customer's code would make it.
        const answer = await fetch(`${suite.product.url}/api/flashscore/football/live`, {
          headers: { 'X-API-Key': key },
        });
        assert.equal(answer.status, 200, 'the first call answers 200');

        await dashboardShows(page, '2 of 4 done');
        await visible(checklist(page).getByText('Create an API key (done)'), 'the key step ticked');
        await visible(checklist(page).getByText('Make your first call (done)'), 'the call step ticked');

        await checklist(page).getByRole('link', { name: 'Open usage' }).click();
        await atPath(page, '/usage');
        await sidebar(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
        await visible(mainHeading(page, /New Starter/), 'the dashboard');
        await dashboardShows(page, '3 of 4 done');
        await visible(checklist(page).getByRole('link', { name: 'Compare plans' }), 'the plan step, still to do');

        await checklist(page).getByRole('button', { name: 'Dismiss the Get started checklist' }).click();
        await absent(checklist(page), 'the dismissed checklist');
        await page.reload();
        await visible(mainHeading(page, /New Starter/), 'the dashboard after a reload');
        await page.waitForTimeout(1_000);
        assert.equal(await checklist(page).count(), 0, 'the checklist stays dismissed after a reload');

        assertQuietPage(diagnostics);
      });
    },
  );
});
