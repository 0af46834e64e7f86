// Provider status: the Provider Status screen lists both data providers; with one provider's
// upstream refusing connections (TRANSFERMARKT_UPSTREAM_URL names a port nothing listens on), a
// few calls open its breaker, the screen shows it unavailable and the API explorer warns of it.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { callApi, callWithKey } from '../support/api.ts';
import { journey } from '../support/browser.ts';
import { atPath, eventually, visible } from '../support/expect.ts';
import { freePort, RAISED_FREE_RATE } from '../support/product.ts';
import { JOURNEY, useProduct } from '../support/suite.ts';
import { accessToken, logInThroughForm, mainHeading, sidebar } from '../support/touchline.ts';

const suite = useProduct(async () => ({
  env: {
    ...RAISED_FREE_RATE,
    TRANSFERMARKT_UPSTREAM_URL: `http://127.0.0.1:${await freePort()}/transfermarkt`,
  },
}));

async function newKey(): Promise<string> {
  const token = await accessToken(suite.product);
  return (await callApi<{ key: string }>(suite.product, token, 'POST', '/api/api-keys/?name=Status%20journey')).key;
}

const call = async (key: string, path: string) => (await callWithKey(suite.product, key, path)).status;

describe('provider status', () => {
  test(
    'the status screen lists the providers; a provider failing shows unavailable there and the explorer warns of it',
    JOURNEY,
    async (t) => {
      const key = await newKey();
      assert.equal(await call(key, '/api/flashscore/football/live'), 200, 'flashscore answers from the sample data');

      await journey(suite.browser, t.name, {}, async ({ page }) => {
        await logInThroughForm(page, suite.product);
        await sidebar(page).getByRole('link', { name: 'Provider Status', exact: true }).click();
        await atPath(page, '/status');
        await visible(mainHeading(page, 'Provider status'), 'the Provider Status screen');
        const table = page.getByRole('table', { name: 'Data providers' });
        const flashscore = table.getByRole('row', { name: /Live scores \(flashscore\)/ });
        const transfermarkt = table.getByRole('row', { name: /Transfers \(transfermarkt\)/ });
        await visible(flashscore.getByText('Operational'), 'flashscore operational');
        await visible(flashscore.getByText(/^1 · 1$/), 'the one flashscore call, counted');
        await visible(transfermarkt.getByText('Operational'), 'transfermarkt operational before any call');

        // Five refused connections open the breaker (one account is enough: nothing reached the
        // upstream); the sixth call is refused at once.
        const statuses: number[] = [];
        for (let i = 0; i < 6; i++) statuses.push(await call(key, `/api/transfermarkt/players/search/x${i}`));
        assert.deepEqual(statuses, [502, 502, 502, 502, 502, 503], 'the calls fail, then the breaker refuses');

        await page.reload();
        await visible(transfermarkt.getByText('Unavailable'), 'transfermarkt unavailable');
        await visible(transfermarkt.getByText('Circuit breaker open'), 'its breaker open');
        await visible(transfermarkt.getByText(/connection refused, just now/), 'its latest failure');
        await visible(flashscore.getByText('Operational'), 'flashscore still operational');

        await sidebar(page).getByRole('link', { name: 'API Explorer', exact: true }).click();
        await visible(mainHeading(page, 'API Explorer'), 'the API Explorer screen');
        const warning = await visible(
          page.getByRole('main').getByText('A data provider is degraded'),
          "the explorer's warning",
        );
        await visible(
          page.getByRole('main').getByText(/Transfers \(transfermarkt\): its upstream is not answering/),
          'which provider and why',
        );
        assert.ok(await warning.isVisible());
        await page.getByRole('main').getByRole('link', { name: 'Provider status' }).click();
        await atPath(page, '/status');
      });

      // The same status, public: no token, no key.
      const answer = await eventually(async () => {
        const response = await fetch(`${suite.product.url}/api/status`);
        return response.status === 200 ? ((await response.json()) as { providers: { provider: string }[] }) : null;
      }, 'GET /api/status to answer');
      assert.deepEqual(
        answer.providers.map((status) => status.provider),
        ['flashscore', 'transfermarkt'],
      );
    },
  );
});
