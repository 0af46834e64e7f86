// The dashboard is one shell plus remotes loaded at run time. A remote that cannot be reached
// costs only its own section (spec section 8: preload-error), and every shared library exists
// once in the page however many remotes have loaded.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { journey } from '../support/browser.ts';
import { absent, atPath, eventually, visible } from '../support/expect.ts';
import { JOURNEY, useProduct } from '../support/suite.ts';
import { accessToken, fallback, mainHeading, sidebar } from '../support/touchline.ts';

const suite = useProduct();

/** Each shared package's loaded copies, from the federation runtime's share scope (null without one). */
function loadedShares(page: Page): Promise<Record<string, string[]> | null> {
  return page.evaluate(() => {
    interface Entry {
      from?: string;
      loaded?: boolean;
      lib?: unknown;
      useIn?: string[];
      treeShaking?: { loaded?: boolean; lib?: unknown; useIn?: string[] };
    }
    const federation = (
      window as unknown as {
        __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Entry>>>> };
      }
    ).__FEDERATION__;
    if (!federation?.__SHARE__) return null;
    const seen = new Set<Entry>();
    const copies: Record<string, string[]> = {};
    for (const [instance, scopes] of Object.entries(federation.__SHARE__)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          copies[name] ??= [];
          for (const [version, entry] of Object.entries(versions)) {
            if (seen.has(entry)) continue;
            seen.add(entry);
            if (entry.loaded || entry.lib) copies[name].push(`${version} from ${entry.from} (${instance})`);
            if (entry.treeShaking?.loaded || entry.treeShaking?.lib)
              copies[name].push(`${version} tree-shaken from ${entry.from} (${instance})`);
          }
        }
      }
    }
    return copies;
  });
}

/** The libraries that must be one copy at run time (identity, not just "hooks work"). */
const SINGLETONS = ['react', 'react-dom', 'styled-components', '@apollo/client', 'react-router', '@touchline/ui-kit'];

interface PreloadErrorRecord {
  id: string | null;
  message: string;
}

describe('federation', () => {
  test(
    'an unreachable remote shows a fallback with Retry and a preload-error event, while the rest keeps working',
    JOURNEY,
    async (t) => {
      const token = await accessToken(suite.product);
      await journey(suite.browser, t.name, { storage: { access_token: token } }, async ({ page, context }) => {
        await context.addInitScript(() => {
          const records: PreloadErrorRecord[] = [];
          (window as unknown as { __preloadErrors: PreloadErrorRecord[] }).__preloadErrors = records;
          window.addEventListener('preload-error', (event) => {
            const detail = (event as CustomEvent<{ id?: string; error?: unknown } | undefined>).detail;
            const error = detail?.error;
            records.push({ id: detail?.id ?? null, message: error instanceof Error ? error.message : String(error) });
          });
        });
        const blocked = '**/remotes/mf-keys/**';
        let blockedRequests = 0;
        await context.route(blocked, (route) => {
          blockedRequests += 1;
          return route.abort('connectionrefused');
        });
        const preloadErrors = () =>
          page.evaluate(() => (window as unknown as { __preloadErrors: PreloadErrorRecord[] }).__preloadErrors);

        await page.goto(`${suite.product.url}/api-keys`);
        const failure = await visible(fallback(page), 'the fallback of the API Keys section', 30_000);
        await visible(failure.getByRole('button', { name: 'Retry' }), 'the Retry button');
        assert.ok(blockedRequests > 0, 'the page did try to reach mf-keys');
        const events = await eventually(async () => {
          const records = await preloadErrors();
          return records.some((record) => record.id?.startsWith('mf_keys')) ? records : null;
        }, 'a preload-error event for mf_keys');
        assert.ok(
          events.every((record) => record.id?.startsWith('mf_keys')),
          `only mf_keys failed: ${JSON.stringify(events)}`,
        );

        // The layout and the other remotes are unaffected.
        const nav = await visible(sidebar(page), 'the sidebar');
        await nav.getByRole('link', { name: 'Billing', exact: true }).click();
        await atPath(page, '/billing');
        await visible(mainHeading(page, /billing/i), 'the billing screen', 30_000);
        assert.equal(await fallback(page).count(), 0, 'billing shows no fallback');

        // Back on the broken section, still broken; once reachable again, Retry brings it in.
        await nav.getByRole('link', { name: 'API Keys', exact: true }).click();
        await atPath(page, '/api-keys');
        const again = await visible(fallback(page), 'the fallback again while mf-keys is still unreachable', 30_000);
        await context.unroute(blocked);
        await again.getByRole('button', { name: 'Retry' }).click();
        await visible(mainHeading(page, /api keys/i), 'the API Keys screen after Retry', 30_000);
        await absent(fallback(page), 'the fallback');
      });
    },
  );

  test(
    'react, react-dom, styled-components, Apollo, react-router and ui-kit are single instances across the shell and remotes',
    JOURNEY,
    async (t) => {
      const token = await accessToken(suite.product);
      await journey(suite.browser, t.name, { storage: { access_token: token } }, async ({ page }) => {
        await page.goto(`${suite.product.url}/api-keys`);
        await visible(mainHeading(page, /api keys/i), 'the API Keys screen (mf_keys)', 30_000);
        await sidebar(page).getByRole('link', { name: 'Billing', exact: true }).click();
        await visible(mainHeading(page, /billing/i), 'the billing screen (mf_billing)', 30_000);
        await sidebar(page).getByRole('link', { name: 'Settings', exact: true }).click();
        await visible(mainHeading(page, /settings/i), 'the settings screen (mf_auth)', 30_000);

        // The shell publishes one export of each library as the shell sees it and as each remote
        // sees it (shell/src/remotes/singletonReport.ts); compare them here, by identity.
        interface SingletonIdentities {
          packages: string[];
          missingInHost: string[];
          remotes: Record<string, Record<string, boolean>>;
        }
        const report = await page.evaluate((): SingletonIdentities | null => {
          type Probe = Record<string, unknown>;
          const singletons = (
            window as unknown as { __TOUCHLINE_SINGLETONS__?: { host: Probe; remotes: Record<string, Probe> } }
          ).__TOUCHLINE_SINGLETONS__;
          if (!singletons) return null;
          const { host, remotes } = singletons;
          return {
            packages: Object.keys(host),
            missingInHost: Object.entries(host)
              .filter(([, value]) => value === undefined || value === null)
              .map(([name]) => name),
            remotes: Object.fromEntries(
              Object.entries(remotes).map(([remote, probe]) => [
                remote,
                Object.fromEntries(Object.keys(host).map((name) => [name, probe[name] === host[name]])),
              ]),
            ),
          };
        });
        assert.ok(report, 'the shell publishes window.__TOUCHLINE_SINGLETONS__');
        for (const name of SINGLETONS) assert.ok(report.packages.includes(name), `the probe covers ${name}`);
        assert.deepEqual(
          report.missingInHost,
          [],
          'every probed export exists (undefined === undefined proves nothing)',
        );
        for (const remote of ['mf_keys', 'mf_billing', 'mf_auth']) {
          const identities: Record<string, boolean> | undefined = report.remotes[remote];
          assert.ok(identities, `${remote} reported its probe`);
          const duplicated: string[] = Object.entries(identities)
            .filter(([, isSame]) => !isSame)
            .map(([name]) => name);
          assert.deepEqual(duplicated, [], `${remote} runs the shell's copy of every shared library`);
        }

        // Independently of the shell's report: the federation runtime's share scope holds exactly
        // one loaded copy of each shared package (a tree-shaken copy counts as a copy).
        const shareScope = await loadedShares(page);
        assert.ok(shareScope, 'window.__FEDERATION__.__SHARE__ exists');
        for (const name of SINGLETONS) {
          assert.equal(
            shareScope[name]?.length,
            1,
            `${name}: exactly one loaded copy, found ${JSON.stringify(shareScope[name])}`,
          );
        }
        for (const [name, loaded] of Object.entries(shareScope)) {
          assert.ok(loaded.length <= 1, `${name} is loaded more than once: ${JSON.stringify(loaded)}`);
        }
      });
    },
  );

  test(
    'a first visit to /login downloads no Apollo Client: the public screens stay within their budget',
    JOURNEY,
    async (t) => {
      await journey(suite.browser, t.name, {}, async ({ page }) => {
        await page.goto(`${suite.product.url}/login`);
        await visible(page.getByRole('button', { name: 'Log In', exact: true }), 'the login form');
        await page.waitForLoadState('networkidle');
        const shareScope = await loadedShares(page);
        assert.ok(shareScope, 'window.__FEDERATION__.__SHARE__ exists');
        assert.deepEqual(shareScope['@apollo/client'] ?? [], [], 'Apollo Client is not loaded on /login');
        assert.equal(shareScope['react-dom']?.length, 1, 'while the shared libraries the screen needs are');
      });
    },
  );
});
