// A remote moves by configuration, not by rebuilding the shell: mf-billing's build is served
// from another origin, the product is started with MF_BILLING_MANIFEST_URL pointing there, and
// /billing comes from that origin.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { journey } from '../support/browser.ts';
import { visible } from '../support/expect.ts';
import { REPO_ROOT } from '../support/product.ts';
import { serveStatic, type StaticServer } from '../support/static-server.ts';
import { JOURNEY, useProduct } from '../support/suite.ts';
import { accessToken, fallback, mainHeading } from '../support/touchline.ts';

const copyDir = mkdtempSync(path.join(tmpdir(), 'touchline-mf-billing-'));
let cdn: StaticServer | undefined;

const suite = useProduct(async () => {
  cdn = await serveStatic(copyDir);
  return { env: { MF_BILLING_MANIFEST_URL: `${cdn.origin}/mf-manifest.json` } };
});

before(() => {
  // Copied after `npm start`, which may just have rebuilt mf-billing.
  cpSync(path.join(REPO_ROOT, 'mf-billing', 'dist'), copyDir, { recursive: true });
});

after(async () => {
  await cdn?.close();
  rmSync(copyDir, { recursive: true, force: true });
});

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('redeploying a remote', () => {
  test('the runtime config hands the shell the new manifest URL; the shell build does not contain it', async () => {
    const origin = cdn!.origin;
    const config = (await (await fetch(`${suite.product.url}/runtime-config.json`)).json()) as {
      remotes: Record<string, string>;
    };
    assert.equal(config.remotes.mf_billing, `${origin}/mf-manifest.json`);
    assert.equal(config.remotes.mf_keys, '/remotes/mf-keys/mf-manifest.json', 'other remotes keep their default');
    const shellFiles = filesUnder(path.join(REPO_ROOT, 'shell', 'dist'));
    assert.ok(shellFiles.length > 0);
    const mentioning = shellFiles.filter((file) => readFileSync(file, 'utf8').includes(origin));
    assert.deepEqual(mentioning, [], 'the new address reached the shell only at run time');
  });

  test('/billing loads mf-billing from the new origin, not from the bff', JOURNEY, async (t) => {
    const origin = cdn!.origin;
    const token = await accessToken(suite.product);
    await journey(suite.browser, t.name, { storage: { access_token: token } }, async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      cdn!.requests.length = 0;

      await page.goto(`${suite.product.url}/billing`);
      await visible(mainHeading(page, /billing/i), 'the billing screen', 30_000);
      assert.equal(await fallback(page).count(), 0, 'billing shows no fallback');

      const fromCdn = requested.filter((url) => url.startsWith(`${origin}/`));
      assert.ok(
        fromCdn.includes(`${origin}/mf-manifest.json`),
        `the manifest came from ${origin}: ${JSON.stringify(fromCdn)}`,
      );
      assert.ok(
        fromCdn.some((url) => /\/static\/js\/.+\.js$/.test(url)),
        `mf-billing's JavaScript came from ${origin}: ${JSON.stringify(fromCdn)}`,
      );
      const fromBff = requested.filter((url) => url.includes('/remotes/mf-billing/'));
      assert.deepEqual(fromBff, [], 'nothing of mf-billing was fetched from the bff');
      assert.ok(cdn!.requests.includes('/mf-manifest.json'), 'the other server saw the manifest request');

      // Loaded from elsewhere, the remote still runs the shell's shared libraries.
      const duplicates = await page.evaluate(() => {
        const singletons = (
          window as unknown as {
            __TOUCHLINE_SINGLETONS__?: {
              host: Record<string, unknown>;
              remotes: Record<string, Record<string, unknown>>;
            };
          }
        ).__TOUCHLINE_SINGLETONS__;
        const probe = singletons?.remotes.mf_billing;
        if (!singletons || !probe) return null;
        return Object.keys(singletons.host).filter((name) => probe[name] !== singletons.host[name]);
      });
      assert.deepEqual(duplicates, [], 'mf_billing reports the same library instances as the shell');
    });
  });
});
