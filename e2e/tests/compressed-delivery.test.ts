// The dashboard reaches the browser compressed: a first visit to the dashboard home, signed in,
// gets its page, every script and stylesheet, the remotes' manifests and /runtime-config.json as
// brotli (what Chromium prefers), or as gzip when the browser offers only gzip; and every file whose
// name carries its content hash may be kept for a year without being asked for again.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page, Response } from 'playwright-core';
import { journey } from '../support/browser.ts';
import { absent, visible } from '../support/expect.ts';
import { JOURNEY, useProduct } from '../support/suite.ts';
import { accessToken, fallback, mainHeading } from '../support/touchline.ts';

const suite = useProduct();

/** Bundler output names carry a content hash (`index.3931165e71.js`). */
const HASHED = /\.[0-9a-f]{8,}\.(js|css)$/;

interface Delivered {
  path: string;
  kind: 'page' | 'script' | 'stylesheet' | 'manifest' | 'runtime config';
  encoding: string | undefined;
  cacheControl: string | undefined;
  vary: string | undefined;
}

function kindOf(response: Response, origin: string): Delivered['kind'] | null {
  const url = new URL(response.url());
  if (url.origin !== origin || response.status() !== 200) return null;
  if (response.request().resourceType() === 'document') return 'page';
  if (url.pathname.endsWith('.js')) return 'script';
  if (url.pathname.endsWith('.css')) return 'stylesheet';
  if (url.pathname.endsWith('/mf-manifest.json')) return 'manifest';
  if (url.pathname === '/runtime-config.json') return 'runtime config';
  return null;
}

/** Opens the dashboard home signed in and lists what the page received of the dashboard's own files. */
async function firstVisit(page: Page, origin: string): Promise<Delivered[]> {
  const pending: Promise<Delivered | null>[] = [];
  page.on('response', (response) => {
    const kind = kindOf(response, origin);
    if (!kind) return;
    // allHeaders(): what arrived on the wire, Content-Encoding included.
    pending.push(
      response.allHeaders().then((headers) => ({
        path: new URL(response.url()).pathname,
        kind,
        encoding: headers['content-encoding'],
        cacheControl: headers['cache-control'],
        vary: headers['vary'],
      })),
    );
  });
  await page.goto(`${origin}/`);
  await visible(mainHeading(page, /^Welcome/), 'the dashboard home', 30_000);
  await absent(page.getByRole('main').locator('[aria-busy="true"]'), 'the dashboard cards still loading', 30_000);
  assert.equal(await fallback(page).count(), 0, 'every card loaded');
  await page.waitForLoadState('networkidle');
  return (await Promise.all(pending)).filter((delivered): delivered is Delivered => delivered !== null);
}

function assertEveryKindArrived(delivered: Delivered[]) {
  const kinds = new Set(delivered.map((file) => file.kind));
  for (const kind of ['page', 'script', 'stylesheet', 'manifest', 'runtime config'] as const) {
    assert.ok(kinds.has(kind), `the visit fetched no ${kind}: ${delivered.map((file) => file.path).join(', ')}`);
  }
  assert.ok(
    delivered.filter((file) => file.kind === 'manifest').length >= 3,
    'the home loads the manifests of its three card remotes',
  );
}

function assertEncoded(delivered: Delivered[], encoding: string) {
  const other = delivered.filter((file) => file.encoding !== encoding);
  assert.deepEqual(
    other.map((file) => `${file.kind} ${file.path}: ${file.encoding ?? 'not compressed'}`),
    [],
    `everything arrives as ${encoding}`,
  );
  for (const file of delivered)
    assert.match(file.vary ?? '', /accept-encoding/i, `${file.path} says its answer varies by Accept-Encoding`);
}

describe('compressed delivery', () => {
  test(
    'a first visit gets the page, scripts, stylesheets, manifests and runtime configuration as brotli, hashed files cached for a year',
    JOURNEY,
    async () => {
      const token = await accessToken(suite.product);
      await journey(
        suite.browser,
        'compressed delivery brotli',
        { storage: { access_token: token } },
        async ({ page }) => {
          const delivered = await firstVisit(page, suite.product.url);
          assertEveryKindArrived(delivered);
          assertEncoded(delivered, 'br');

          const hashed = delivered.filter((file) => HASHED.test(file.path));
          assert.ok(hashed.length >= 10, `the visit loads the hashed bundles (${hashed.length})`);
          for (const file of hashed)
            assert.equal(file.cacheControl, 'public, max-age=31536000, immutable', `${file.path} is kept for a year`);
          for (const file of delivered.filter((file) => !HASHED.test(file.path))) {
            assert.match(
              file.cacheControl ?? '',
              /no-cache|no-store/,
              `${file.path}, whose name carries no hash, is revalidated`,
            );
          }
        },
      );
    },
  );

  test('a browser that offers only gzip gets every one of them as gzip', JOURNEY, async () => {
    const token = await accessToken(suite.product);
    await journey(
      suite.browser,
      'compressed delivery gzip',
      { storage: { access_token: token }, extraHTTPHeaders: { 'accept-encoding': 'gzip' } },
      async ({ page }) => {
        const delivered = await firstVisit(page, suite.product.url);
        assertEveryKindArrived(delivered);
        assertEncoded(delivered, 'gzip');
      },
    );
  });
});
