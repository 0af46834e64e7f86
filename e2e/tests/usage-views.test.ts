// Shareable usage views and exports: a key's row on API Keys opens its usage, the view lives in
// the address (a shared link or a reload shows the same window and key), and "Download CSV"
// beside a table saves the figures the screen shows, the status breakdown by exact code.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe } from 'node:test';
import { atPath, eventually, visible } from '../support/expect.ts';
import { useProduct } from '../support/suite.ts';
import { RAISED_FREE_RATE } from '../support/product.ts';
import {
  accessToken,
  createKeyFromSidebar,
  createKeyThroughDialog as createKey,
  signedInJourney,
} from '../support/touchline.ts';
import { callWithKey, LIVE, MISSING } from '../support/api.ts';

const suite = useProduct({ env: RAISED_FREE_RATE });

const call = async (key: string, path: string) => (await callWithKey(suite.product, key, path)).status;

describe('usage views that can be shared', () => {
  signedInJourney(
    suite,
    'a key row opens its usage, a shared link shows the same view, and a CSV holds the table',
    async ({ page }) => {
      const token = await accessToken(suite.product);
      const busy = await createKeyFromSidebar(page, 'Shared view key');
      await createKey(page, 'Quiet key');
      for (let index = 0; index < 3; index += 1) assert.equal(await call(busy, LIVE), 200);
      assert.equal(await call(busy, MISSING), 404);
      await eventually(async () => {
        const response = await fetch(`${suite.product.url}/api/usage/summary?window=1h`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return ((await response.json()) as { calls: number }).calls === 4;
      }, 'the four calls to be metered');

      // The key's row links to its usage view.
      const main = page.getByRole('main');
      const link = main.getByRole('link', { name: 'Usage of Shared view key' });
      const href = await link.getAttribute('href');
      const keyId = /key=([0-9a-f-]{36})/.exec(href ?? '')?.[1];
      assert.ok(keyId, `the link names the key (${href})`);
      await link.click();
      await atPath(page, '/usage', `?key=${keyId}`);
      await eventually(
        async () => (await main.getByRole('combobox', { name: 'API key' }).inputValue()) === keyId,
        'the key to be chosen',
      );

      // A shared link with a window and the key, opened afresh: the same view.
      await main.getByRole('button', { name: '1h' }).click();
      await atPath(page, '/usage', `?window=1h&key=${keyId}`);
      const shared = `${suite.product.url}/usage?window=1h&key=${keyId}`;
      await page.goto(shared);
      await visible(main.getByRole('group', { name: 'Calls', exact: true }), 'the Calls card');
      assert.equal(await main.getByRole('button', { name: '1h' }).getAttribute('aria-pressed'), 'true');
      await eventually(
        async () => (await main.getByRole('combobox', { name: 'API key' }).inputValue()) === keyId,
        'the shared key to be chosen',
      );
      assert.equal(await main.getByRole('combobox', { name: 'Interval' }).inputValue(), 'minute');
      const statuses = await visible(main.getByRole('table', { name: 'Calls by status' }), 'the status table');
      await eventually(async () => {
        const text = await statuses.innerText();
        return /Client errors\s+400-499 except 429\s+1\b/.test(text) && /404 Not Found\s+1\b/.test(text);
      }, 'one client error in the status table, the 404 by its exact code');
      assert.match(await statuses.innerText(), /200 OK\s+3\b/);

      // A bad value in the address falls back to the default.
      await page.goto(`${suite.product.url}/usage?window=fortnight`);
      await visible(main.getByRole('group', { name: 'Calls', exact: true }), 'the Calls card');
      assert.equal(await main.getByRole('button', { name: '24h' }).getAttribute('aria-pressed'), 'true');

      // Download the status breakdown of the shared view.
      await page.goto(shared);
      await visible(main.getByRole('table', { name: 'Calls by status' }), 'the status table');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        main.getByRole('button', { name: 'Download CSV of calls by status' }).click(),
      ]);
      assert.match(download.suggestedFilename(), /^usage-statuses-\d{8}T\d{4}Z-\d{8}T\d{4}Z\.csv$/);
      const text = await readFile((await download.path())!, 'utf8');
      const [header, ...rows] = text.trim().split('\n');
      assert.equal(header, 'status_class,codes,status_code,reason,calls,share');
      assert.deepEqual(
        rows.map((row) => row.split(',').slice(0, 5)),
        [
          ['success', '100-399', '200', 'OK', '3'],
          ['client_error', '400-499 except 429', '404', 'Not Found', '1'],
          ['rate_limited', '429', '', '', '0'],
          ['server_error', '500 and above', '', '', '0'],
        ],
      );

      // The time series' export carries ISO times.
      const [series] = await Promise.all([
        page.waitForEvent('download'),
        main.getByRole('button', { name: 'Download CSV of calls and errors' }).click(),
      ]);
      const lines = (await readFile((await series.path())!, 'utf8')).trim().split('\n');
      assert.equal(lines[0], 'start,calls,errors,client_errors,server_errors,p95_latency_ms');
      assert.ok(lines.length >= 60, `a row per minute (${lines.length - 1})`);
      assert.match(lines[1]!, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z,/);
      const calls = lines.slice(1).reduce((total, line) => total + Number(line.split(',')[1]), 0);
      assert.equal(calls, 4);
    },
    { acceptDownloads: true },
  );
});
