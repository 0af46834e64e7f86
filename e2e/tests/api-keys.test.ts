// Issue 5, the product's core loop: create a key in the dashboard, see it once, call the data
// proxy with it, revoke it, and watch the proxy refuse it; and a key made to expire says when.
// (That the proxy refuses a key once it has expired is proven over real HTTP in the bff's tests,
// which can move a key's expiry in the database; a journey cannot wait days.)
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { assertQuietPage, journey } from '../support/browser.ts';
import { absent, atPath, eventually, visible } from '../support/expect.ts';
import { JOURNEY, useProduct } from '../support/suite.ts';
import {
  accessToken,
  createKeyThroughDialog as createKey,
  mainHeading,
  openScreen,
  sidebar,
  signedInJourney,
  signedInPhone,
} from '../support/touchline.ts';

const suite = useProduct();

const KEY_NAME = 'Journey key';
/** Revocation reaches the proxy within about a second; allow two. */
const REVOCATION_DEADLINE_MS = 2_000;
/** The free plan's rate window (1 call a second), with a margin. */
const FREE_PLAN_WINDOW_MS = 1_200;

function callLiveScores(key: string): Promise<Response> {
  return fetch(`${suite.product.url}/api/flashscore/football/live`, { headers: { 'X-API-Key': key } });
}

describe('API keys', () => {
  signedInJourney(
    suite,
    'a key is created and shown once, calls the proxy (from the explorer too, picked by name), and stops working once revoked',
    async ({ page, diagnostics }, t) => {
      await sidebar(page).getByRole('link', { name: 'API Keys', exact: true }).click();
      await atPath(page, '/api-keys');
      await visible(mainHeading(page, 'API Keys'), 'the API Keys screen');

      // A new account has no keys: the empty state explains them and shows a curl call.
      const main = page.getByRole('main');
      await visible(main.getByRole('heading', { name: 'Create your first API key' }), 'the empty state');
      await visible(main.getByText(/X-API-Key: <your key>/), 'the curl example');
      await main.getByRole('button', { name: 'Create API key' }).click();

      const form = await visible(page.getByRole('dialog', { name: 'Create API key' }), 'the create dialog');
      await form.getByRole('textbox', { name: /Name/ }).fill(KEY_NAME);
      await form.getByRole('button', { name: 'Create key' }).click();

      // The reveal-once panel: the full key, a Copy button and the warning.
      const panel = await visible(page.getByRole('dialog', { name: 'Save your new API key' }), 'the reveal-once panel');
      await visible(panel.getByText('This key will not be shown again.'), 'the warning');
      const key = await panel.getByRole('textbox', { name: 'Your API key' }).inputValue();
      assert.match(key, /^tl_[0-9A-Za-z]{38}$/, 'the key has the recognisable tl_ prefix');
      await panel.getByRole('button', { name: 'Copy API key' }).click();
      await visible(panel.getByRole('button', { name: 'Copied' }), "the 'Copied' feedback");
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), key, 'the clipboard holds the key');
      await panel.getByRole('button', { name: 'I have saved my key' }).click();
      await absent(page.getByRole('dialog'), 'the reveal-once panel');
      assert.equal((await page.content()).includes(key), false, 'the key is gone from the page once dismissed');

      // Listed as Active with its visible prefix, never the whole key.
      const row = main.getByRole('row', { name: new RegExp(KEY_NAME) });
      await visible(row, 'the new key in the table');
      await visible(row.getByText(`${key.slice(0, 11)}…`), 'the visible prefix');
      await visible(row.getByText('Active', { exact: true }), 'the Active badge');

      // The key works against the data proxy, which reports the account's limits.
      const answer = await callLiveScores(key);
      const calledAt = Date.now();
      assert.equal(answer.status, 200, `the live-score call answers 200 (${await answer.clone().text()})`);
      for (const header of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) {
        assert.match(answer.headers.get(header) ?? '', /^\d+$/, `${header} is a number`);
      }
      assert.ok(Array.isArray(await answer.json()), 'live scores are a list of events');

      // In the same tab, the API Explorer offers the new key by name, already picked, and calls
      // the proxy with it without ever putting it on the page.
      await sidebar(page).getByRole('link', { name: 'API Explorer', exact: true }).click();
      await visible(mainHeading(page, 'API Explorer'), 'the API Explorer screen');
      const picker = page.getByRole('combobox', { name: 'Key created in this tab' });
      await visible(picker, 'the keys created in this tab');
      assert.equal(
        await picker.locator('option:checked').textContent(),
        `${KEY_NAME} (${key.slice(0, 11)}…)`,
        'the new key is picked',
      );
      // The free plan allows one call a second, and a 429 would be a console error in this tab.
      await page.waitForTimeout(Math.max(0, calledAt + FREE_PLAN_WINDOW_MS - Date.now()));
      await sendUntil(page, (code) => code === 200, 'a 200 answer with the picked key');
      await visible(page.getByRole('tabpanel').getByText(/X-API-Key: <your key>/), 'the snippet keeps its placeholder');
      assert.equal((await page.content()).includes(key), false, 'the picked key is not on the page');
      await sidebar(page).getByRole('link', { name: 'API Keys', exact: true }).click();
      await visible(mainHeading(page, 'API Keys'), 'the API Keys screen again');

      // Revoke, after a confirmation that names the key.
      await row.getByRole('button', { name: `Revoke ${KEY_NAME}` }).click();
      const confirmation = await visible(
        page.getByRole('alertdialog', { name: `Revoke “${KEY_NAME}”?` }),
        'the confirmation',
      );
      await confirmation.getByRole('button', { name: 'Revoke key' }).click();
      await absent(page.getByRole('alertdialog'), 'the confirmation');
      await visible(row.getByText('Revoked', { exact: true }), 'the Revoked badge');
      const revokedAt = Date.now();
      assert.equal(await row.getByRole('button').count(), 0, 'a revoked key has no actions');

      const refusal = await eventually(
        async () => ((await callLiveScores(key)).status === 401 ? Date.now() : null),
        'the revoked key to be refused with 401',
        REVOCATION_DEADLINE_MS,
      );
      t.diagnostic(`refused ${refusal - revokedAt} ms after the badge turned Revoked`);

      // Revoked, it is no longer offered: the explorer asks for a pasted key.
      await sidebar(page).getByRole('link', { name: 'API Explorer', exact: true }).click();
      await visible(page.getByLabel(/^API key/), 'the paste field');
      assert.equal(
        await page.getByRole('combobox', { name: 'Key created in this tab' }).count(),
        0,
        'no key offered once revoked',
      );

      assertQuietPage(diagnostics);
    },
    { permissions: ['clipboard-read', 'clipboard-write'] },
  );

  signedInJourney(
    suite,
    'the API explorer calls the proxy with a pasted key and shows the 401 once it is revoked',
    async ({ page, context, diagnostics }) => {
      await page.goto(`${suite.product.url}/api-keys`);
      const key = await createKey(page, 'Explorer key');

      // A second tab with the explorer, as a developer would keep it open.
      const explorer = await context.newPage();
      await explorer.goto(`${suite.product.url}/api-explorer`);
      await visible(mainHeading(explorer, 'API Explorer'), 'the API Explorer screen');
      const catalog = explorer.getByRole('navigation', { name: 'Endpoints' });
      await visible(catalog.getByRole('button', { name: /Live matches/ }), 'the endpoint catalog');
      await catalog.getByRole('button', { name: /Live matches/ }).click();
      await explorer.getByLabel(/^API key/).fill(key);
      await visible(explorer.getByText('Your key “Explorer key”'), 'the pasted key recognised as one of mine');

      const response = explorer.getByRole('region', { name: 'Response', exact: true });
      const status = await sendUntil(explorer, (code) => code === 200, 'a 200 answer');
      assert.equal(status, 200);
      const limits = response.getByLabel('Rate limit', { exact: true });
      for (const header of ['X-RateLimit-Limit', 'X-RateLimit-Remaining']) {
        const value = await limits
          .getByText(header, { exact: true })
          .locator('xpath=following-sibling::dd')
          .innerText();
        assert.match(value, /^\d+$/, `${header} is shown (${value})`);
      }
      await visible(response.getByLabel('Response body').getByText('"eventId"').first(), 'the JSON body');
      await visible(explorer.getByRole('tabpanel').getByText(/curl -H "X-API-Key: tl_/), 'the request as curl');

      // Revoke it in the other tab; the explorer's next calls are refused.
      await page
        .getByRole('row', { name: /Explorer key/ })
        .getByRole('button', { name: 'Revoke Explorer key' })
        .click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke key' }).click();
      await visible(
        page.getByRole('row', { name: /Explorer key/ }).getByText('Revoked', { exact: true }),
        'the Revoked badge',
      );
      await sendUntil(explorer, (code) => code === 401, 'a 401 answer', REVOCATION_DEADLINE_MS + 1_000);
      await visible(
        response.getByText(/The key is missing, unknown, mistyped, revoked or expired/),
        'the 401 explanation',
      );

      assert.deepEqual(diagnostics.pageErrors, [], 'no uncaught errors in the page');
      assert.deepEqual(diagnostics.consoleErrors, [], 'no errors in the console');
    },
    { permissions: ['clipboard-read', 'clipboard-write'] },
  );
});

describe('The endpoint catalog', () => {
  signedInJourney(
    suite,
    'the API explorer and the API reference list the same endpoints, and say the data is sample data',
    async ({ page, diagnostics }) => {
      await openScreen(page, suite.product, '/api-explorer', 'API Explorer');
      const catalog = page.getByRole('navigation', { name: 'Endpoints' });
      await visible(catalog.getByRole('button', { name: /Live matches/ }), 'the endpoint catalog');
      await visible(page.getByText(/No data provider is configured on this deployment/), 'the sample-data notice');
      const explorerPaths = await catalog
        .getByRole('button')
        .evaluateAll((items) => items.map((item) => item.lastElementChild!.textContent));
      assert.ok(explorerPaths.length >= 10, `the explorer lists the catalog (${explorerPaths.length} endpoints)`);

      await page.getByRole('link', { name: 'API reference' }).click();
      await atPath(page, '/api/docs');
      // Swagger UI: one operation per endpoint, each under its provider's mount path.
      await visible(page.locator('.opblock-summary-path').first(), 'the API reference');
      const documented = await page
        .locator('.opblock-summary-path')
        .evaluateAll((paths) => paths.map((path) => path.getAttribute('data-path')));
      for (const path of explorerPaths) {
        assert.ok(
          documented.some(
            (documentedPath) =>
              /^\/api\/(flashscore|transfermarkt)\//.test(documentedPath ?? '') && documentedPath!.endsWith(path!),
          ),
          `the API reference documents ${path}`,
        );
      }
      assert.deepEqual(diagnostics.pageErrors, [], 'no uncaught errors in the page');
    },
  );
});

describe('Code on a phone', () => {
  test('a Copy button never covers the code it copies, at 375 px', JOURNEY, async (t) => {
    const token = await accessToken(suite.product);
    const phone = signedInPhone(token, { width: 375, height: 812 });
    await journey(suite.browser, t.name, phone, async ({ page }) => {
      for (const screenPath of ['/api-explorer', '/api-keys']) {
        await page.goto(`${suite.product.url}${screenPath}`);
        const copy = page
          .getByRole('main')
          .getByRole('button', { name: /^Copy (as|curl)/ })
          .first();
        await visible(copy, `a Copy button on ${screenPath}`);
        const overlap = await copy.evaluate((button) => {
          const code = button.closest('div')?.parentElement?.querySelector('pre') ?? null;
          if (!code) return 'no code block beside the button';
          const a = button.getBoundingClientRect();
          const b = code.getBoundingClientRect();
          const overlaps = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          return overlaps
            ? `the button (${a.left},${a.top} to ${a.right},${a.bottom}) lies over the code (${b.left},${b.top} to ${b.right},${b.bottom})`
            : null;
        });
        assert.equal(overlap, null, `on ${screenPath}, the Copy button leaves the code readable`);
      }
    });
  });
});

describe('API keys on a phone', () => {
  test(
    "a working key's name reads on one line at 390 px: its four buttons take a line of their own",
    JOURNEY,
    async (t) => {
      const token = await accessToken(suite.product);
      const created = await fetch(`${suite.product.url}/api/api-keys/?name=Laptop`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal(created.status, 200, 'the key is created');
      const phone = signedInPhone(token);
      await journey(suite.browser, t.name, phone, async ({ page }) => {
        await page.goto(`${suite.product.url}/api-keys`);
        const row = page
          .getByRole('row')
          .filter({ has: page.getByRole('button', { name: 'Rotate Laptop' }) })
          .first();
        const name = await visible(row.getByText('Laptop', { exact: true }), 'the key in the list');
        const lineHeight = await name.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight) || 24);
        const { height } = (await name.boundingBox())!;
        assert.ok(height < lineHeight * 1.5, `the name takes one line (${height} px high, a line is ${lineHeight} px)`);
        for (const action of ['Usage', 'Rename', 'Rotate', 'Revoke']) {
          const button = row
            .getByRole('button', { name: `${action} Laptop` })
            .or(row.getByRole('link', { name: `${action} of Laptop` }));
          const box = (await button.first().boundingBox())!;
          assert.ok(box.x >= 0 && box.x + box.width <= 390, `${action} is on screen`);
        }
      });
    },
  );
});

describe('API keys that expire', () => {
  signedInJourney(
    suite,
    'a key created to expire in 30 days says so once created and in the list, and works until then',
    async ({ page, diagnostics }) => {
      await openScreen(page, suite.product, '/api-keys', 'API Keys');
      await page.getByRole('main').getByRole('button', { name: 'Create API key' }).first().click();
      const form = await visible(page.getByRole('dialog', { name: 'Create API key' }), 'the create dialog');
      await form.getByRole('textbox', { name: /Name/ }).fill('Month key');
      const expires = form.getByRole('combobox', { name: 'Expires' });
      assert.equal(
        await expires.locator('option:checked').textContent(),
        'Never',
        'a key never expires unless asked to',
      );
      await expires.selectOption({ label: 'In 30 days' });
      await form.getByRole('button', { name: 'Create key' }).click();

      // The expiry date as the browser writes dates, 30 days after creation.
      const expiryDate = await page.evaluate(() =>
        new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(Date.now() + 30 * 86_400_000)),
      );
      const panel = await visible(page.getByRole('dialog', { name: 'Save your new API key' }), 'the reveal-once panel');
      await visible(panel.getByText(`This key expires on ${expiryDate}.`), 'the expiry in the reveal-once panel');
      const key = await panel.getByRole('textbox', { name: 'Your API key' }).inputValue();
      await panel.getByRole('button', { name: 'I have saved my key' }).click();

      const row = page.getByRole('main').getByRole('row', { name: /Month key/ });
      await visible(row.getByText(expiryDate, { exact: true }), 'the expiry date in the list');
      await visible(row.getByText('Active', { exact: true }), 'the Active badge until then');
      const listed = (await (
        await fetch(`${suite.product.url}/api/api-keys/`, {
          headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access_token'))}` },
        })
      ).json()) as { name: string; created_at: string; expires_at: string | null }[];
      const month = listed.find((apiKey) => apiKey.name === 'Month key')!;
      assert.equal(
        Date.parse(month.expires_at!) - Date.parse(month.created_at),
        30 * 86_400_000,
        'the API says 30 days from creation',
      );
      assert.equal((await callLiveScores(key)).status, 200, 'the key works before its expiry');

      assert.deepEqual(diagnostics.pageErrors, [], 'no uncaught errors in the page');
      assert.deepEqual(diagnostics.consoleErrors, [], 'no errors in the console');
    },
  );
});

/** Presses Send until the answer's status satisfies `isWanted` (a 429 from the per-second limit is retried). */
async function sendUntil(
  explorer: Page,
  isWanted: (status: number) => boolean,
  what: string,
  timeout = 10_000,
): Promise<number> {
  const response = explorer.getByRole('region', { name: 'Response', exact: true });
  return eventually(
    async () => {
      await explorer.getByRole('button', { name: 'Send request' }).click();
      // A click's state update is committed before click() resolves, so the card is busy until the answer is in.
      await eventually(async () => (await response.getAttribute('aria-busy')) === null, 'the answer', 5_000);
      const label = await response.getByLabel(/^Status \d+$/).getAttribute('aria-label');
      const status = Number(label?.replace('Status ', ''));
      if (isWanted(status)) return status;
      await explorer.waitForTimeout(250);
      return null;
    },
    what,
    timeout,
  );
}
