// Key rotation without downtime: rotate a key in the dashboard with a grace period, and the data
// proxy takes both the old and the new secret while it lasts; rotate again without grace, and the
// replaced secret is refused at once. Renaming a key keeps its secret. (That a secret stops at the
// end of its grace is proven in the bff's tests, which can move the grace's end in the database; a
// journey cannot wait an hour.)
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { assertQuietPage } from '../support/browser.ts';
import { absent, atPath, columnsOutOfSight, eventually, visible } from '../support/expect.ts';
import { useProduct } from '../support/suite.ts';
import { RAISED_FREE_RATE } from '../support/product.ts';
import { createKeyThroughDialog as createKey, mainHeading, sidebar, signedInJourney } from '../support/touchline.ts';

const suite = useProduct({ env: RAISED_FREE_RATE });

const KEY_NAME = 'Rotating key';
/** A rotation without grace reaches the proxy at once; allow what a revocation is allowed. */
const REFUSAL_DEADLINE_MS = 2_000;

function callLiveScores(key: string): Promise<Response> {
  return fetch(`${suite.product.url}/api/flashscore/football/live`, { headers: { 'X-API-Key': key } });
}

describe('API key rotation', () => {
  signedInJourney(
    suite,
    'a key rotated with a grace period answers to both secrets; rotated again without grace, the replaced one is refused',
    async ({ page, diagnostics }, t) => {
      await sidebar(page).getByRole('link', { name: 'API Keys', exact: true }).click();
      await atPath(page, '/api-keys');
      await visible(mainHeading(page, 'API Keys'), 'the API Keys screen');
      const main = page.getByRole('main');

      const original = await createKey(page, KEY_NAME);
      assert.equal((await callLiveScores(original)).status, 200, 'the new key works');
      const row = main.getByRole('row', { name: new RegExp(KEY_NAME) });

      // Rotate, keeping the old secret working for an hour.
      await row.getByRole('button', { name: `Rotate ${KEY_NAME}` }).click();
      const rotation = await visible(
        page.getByRole('dialog', { name: `Rotate “${KEY_NAME}”?` }),
        'the rotation dialog',
      );
      await rotation.getByRole('combobox', { name: 'Old secret keeps working' }).selectOption({ label: '1 hour' });
      await rotation.getByRole('button', { name: 'Rotate key' }).click();

      // The new secret is shown once, as a new key's is, with until when the old one works.
      const panel = await visible(page.getByRole('dialog', { name: 'Save the new secret' }), 'the reveal-once panel');
      await visible(panel.getByText('This key will not be shown again.'), 'the warning');
      await visible(panel.getByText(/The old secret keeps working until/), 'when the old secret stops');
      const rotated = await panel.getByRole('textbox', { name: 'Your API key' }).inputValue();
      assert.match(rotated, /^tl_[0-9A-Za-z]{38}$/, 'the new secret is a key');
      assert.notEqual(rotated, original, 'the secret is new');
      await panel.getByRole('button', { name: 'I have saved my key' }).click();
      await absent(page.getByRole('dialog'), 'the reveal-once panel');
      assert.equal(
        (await page.content()).includes(rotated),
        false,
        'the new secret is gone from the page once dismissed',
      );

      // One key still, with the new secret's prefix and the grace in its row.
      assert.equal(
        await main.getByRole('row', { name: new RegExp(KEY_NAME) }).count(),
        1,
        'still one key of that name',
      );
      await visible(row.getByText(`${rotated.slice(0, 11)}…`), "the new secret's prefix");
      await visible(row.getByText(/Old secret works until/), 'the grace period in the row');
      await page.setViewportSize({ width: 1280, height: 900 });
      assert.deepEqual(
        await columnsOutOfSight(main.getByRole('table').first()),
        [],
        'with the grace in a row every column shows at 1280 px',
      );

      // During the grace both secrets work, whichever comes first.
      for (const [secret, which] of [
        [original, 'old'],
        [rotated, 'new'],
        [original, 'old'],
        [rotated, 'new'],
      ] as const) {
        const answer = await callLiveScores(secret);
        assert.equal(answer.status, 200, `the ${which} secret answers 200 during the grace (${await answer.text()})`);
      }

      // Renaming changes only the name: the secret keeps working.
      await row.getByRole('button', { name: `Rename ${KEY_NAME}` }).click();
      const renaming = await visible(page.getByRole('dialog', { name: `Rename “${KEY_NAME}”` }), 'the rename dialog');
      await renaming.getByRole('textbox', { name: /Name/ }).fill('Renamed key');
      await renaming.getByRole('button', { name: 'Rename key' }).click();
      await absent(page.getByRole('dialog'), 'the rename dialog');
      const renamedRow = main.getByRole('row', { name: /Renamed key/ });
      await visible(renamedRow.getByText(`${rotated.slice(0, 11)}…`), 'the renamed key, same secret');
      assert.equal((await callLiveScores(rotated)).status, 200, 'the secret works after the rename');

      // Rotated again without grace: the secret it replaces is refused at once, and so is the first.
      await renamedRow.getByRole('button', { name: 'Rotate Renamed key' }).click();
      const again = await visible(page.getByRole('dialog', { name: 'Rotate “Renamed key”?' }), 'the rotation dialog');
      await again
        .getByRole('combobox', { name: 'Old secret keeps working' })
        .selectOption({ label: 'Stop it at once' });
      await again.getByRole('button', { name: 'Rotate key' }).click();
      const secondPanel = await visible(
        page.getByRole('dialog', { name: 'Save the new secret' }),
        'the reveal-once panel',
      );
      await visible(secondPanel.getByText('The old secret no longer works.'), 'the old secret stopped');
      const latest = await secondPanel.getByRole('textbox', { name: 'Your API key' }).inputValue();
      await secondPanel.getByRole('button', { name: 'I have saved my key' }).click();
      const rotatedAt = Date.now();
      await eventually(
        async () => ((await callLiveScores(rotated)).status === 401 ? true : null),
        'the replaced secret to be refused',
        REFUSAL_DEADLINE_MS,
      );
      t.diagnostic(`replaced secret refused ${Date.now() - rotatedAt} ms after the panel closed`);
      assert.equal((await callLiveScores(original)).status, 401, 'the first secret is refused too');
      assert.equal((await callLiveScores(latest)).status, 200, 'the latest secret works');
      assert.equal(await renamedRow.getByText(/Old secret works until/).count(), 0, 'no grace left to show');

      assertQuietPage(diagnostics);
    },
  );
});
