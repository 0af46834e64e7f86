// Issue 32's request log journey: calls made through the data proxy appear in the request log,
// newest first; a status filter narrows it (kept in the address, through a reload), a search by the X-Request-Id an answer carried opens
// that call's row, the CSV download holds the filtered calls, and the API explorer links an answer
// to its call in the log. Metering reaches PostgreSQL in
// batches every 500 ms, so the journey waits for the calls instead of sleeping.
import { parse } from 'csv-parse/sync';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe } from 'node:test';
import { assertQuietPage } from '../support/browser.ts';
import { callApi, callWithKey, LIVE, MISSING } from '../support/api.ts';
import { atPath, eventually, visible } from '../support/expect.ts';
import { useProduct } from '../support/suite.ts';
import { RAISED_FREE_RATE } from '../support/product.ts';
import { accessToken, createKeyFromSidebar, mainHeading, sidebar, signedInJourney } from '../support/touchline.ts';

const suite = useProduct({ env: RAISED_FREE_RATE });

const call = (key: string, path: string) => callWithKey(suite.product, key, path);

describe('request log', () => {
  signedInJourney(
    suite,
    'filters the log, downloads it as CSV, and opens a call by its request id, searched or from the explorer',
    async ({ page, diagnostics }) => {
      const token = await accessToken(suite.product);
      const key = await createKeyFromSidebar(page, 'Log key');

      for (let index = 0; index < 3; index += 1) assert.equal((await call(key, LIVE)).status, 200);
      const missing = [await call(key, MISSING), await call(key, MISSING)];
      for (const answer of missing) assert.equal(answer.status, 404);
      await eventually(
        async () =>
          (await callApi<{ data: unknown[] }>(suite.product, token, 'GET', '/api/usage/requests')).data.length === 5,
        'the request log API to hold the 5 calls',
        10_000,
      );

      await sidebar(page).getByRole('link', { name: 'Usage', exact: true }).click();
      await atPath(page, '/usage');
      const main = page.getByRole('main');
      await main.getByRole('link', { name: 'Request log' }).click();
      await atPath(page, '/usage/requests');
      await visible(mainHeading(page, 'Request log'), 'the request log screen');
      const table = main.getByRole('table', { name: 'Request log' });
      const rows = table.locator('tbody tr');
      await eventually(async () => (await rows.count()) === 5, 'the log to show the 5 calls');
      // Newest first: the two 404s were the last calls made.
      assert.match(await rows.nth(0).innerText(), /GET \/api\/flashscore\/nope\/nothing/);
      assert.match(await rows.nth(0).innerText(), new RegExp(missing[1]!.requestId));

      // A status filter.
      await main.getByLabel('Status').selectOption('4xx');
      await eventually(async () => (await rows.count()) === 2, 'the 4xx filter to leave the 2 404s');
      for (const text of await rows.allInnerTexts()) assert.match(text, /404/);
      // The filter is in the address (opened afresh at the end of the journey).
      await atPath(page, '/usage/requests', '?status=4xx');

      // The CSV of the filtered log.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        main.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      assert.match(download.suggestedFilename(), /^request-log-\d{4}-\d{2}-\d{2}\.csv$/);
      const [header, ...lines] = parse(await readFile((await download.path())!, 'utf8')) as string[][];
      assert.deepEqual(header!.slice(0, 2), ['occurred_at', 'request_id']);
      assert.deepEqual(
        lines.map((line) => line[1]),
        [missing[1]!.requestId, missing[0]!.requestId],
      );
      for (const line of lines) {
        assert.match(line[0]!, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/, 'ISO times');
        assert.equal(line[header!.indexOf('status')], '404');
        assert.equal(line[header!.indexOf('path')], '/nope/nothing');
      }

      // A search by the X-Request-Id an answer carried opens that call's row.
      await main.getByRole('button', { name: 'Clear' }).click();
      await main.getByLabel('Request id').fill(missing[0]!.requestId);
      await main.getByRole('button', { name: 'Search' }).click();
      await eventually(async () => (await rows.count()) === 1, 'the search to open one call');
      assert.equal(await rows.nth(0).getAttribute('aria-current'), 'true');
      assert.match(await rows.nth(0).innerText(), new RegExp(missing[0]!.requestId));

      // The API explorer links an answer to its call in the log (the key made in this tab is picked).
      await sidebar(page).getByRole('link', { name: 'API Explorer', exact: true }).click();
      await visible(mainHeading(page, 'API Explorer'), 'the API Explorer screen');
      const response = page.getByRole('region', { name: 'Response', exact: true });
      await page.getByRole('button', { name: 'Send request' }).click();
      const toLog = await visible(
        response.getByRole('link', { name: 'see this call in the request log' }),
        'the link from the answer to the request log',
      );
      const explored = new URL((await toLog.getAttribute('href'))!, suite.product.url).searchParams.get('request_id')!;
      await toLog.click();
      await atPath(page, '/usage/requests', `?request_id=${explored}`);
      // Metering writes within a second: until then the search finds nothing, and the screen asks again.
      await eventually(
        async () => (await rows.count()) === 1 && (await rows.nth(0).innerText()).includes(explored),
        'the explored call to open in the log',
      );
      assert.equal(await rows.nth(0).getAttribute('aria-current'), 'true');

      // A filtered log's address, loaded afresh (a reload, a shared link), shows the same calls.
      await page.goto(new URL('/usage/requests?status=4xx', suite.product.url).href);
      await eventually(async () => (await rows.count()) === 2, 'the loaded address to keep the 4xx filter');
      assert.equal(await main.getByLabel('Status').inputValue(), '4xx');

      // On a phone a request id breaks between its groups, in two or three lines, not five.
      await page.setViewportSize({ width: 390, height: 844 });
      const idLines = await rows
        .nth(0)
        .locator('td')
        .last()
        .evaluate((cell) => {
          const code = cell.querySelector('code')!;
          return Math.round(code.getBoundingClientRect().height / parseFloat(getComputedStyle(code).lineHeight));
        });
      assert.ok(idLines <= 3, `the request id takes ${idLines} lines`);

      assertQuietPage(diagnostics);
    },
  );
});
