// The whole dashboard works under its Content-Security-Policy: a superuser walks every screen
// (sign-up with the bot check, login, dashboard, API keys, API explorer, usage from a remote on
// another origin, settings, admin, billing, items, the colour mode) and the API docs, and the
// browser reports no violation, neither as a `securitypolicyviolation` event in any page nor in
// the console. A last step checks that the watch works: an injected inline script is refused
// and reported.
import { startTurnstileStandIn, type TurnstileStandIn } from '@touchline/test-stand-ins/turnstile';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { journey } from '../support/browser.ts';
import { absent, eventually, visible } from '../support/expect.ts';
import { REPO_ROOT } from '../support/product.ts';
import { serveStatic, type StaticServer } from '../support/static-server.ts';
import { JOURNEY, useProduct } from '../support/suite.ts';
import {
  ADMIN_ENTRY,
  createKeyThroughDialog,
  fallback,
  logInThroughForm,
  mainHeading,
  openFromSidebar,
  SIDEBAR_ENTRIES,
} from '../support/touchline.ts';
import { standInForTurnstileWidget } from '../support/turnstile.ts';

const usageCopy = mkdtempSync(path.join(tmpdir(), 'touchline-mf-usage-'));
let cdn: StaticServer | undefined;
let siteverify: TurnstileStandIn | undefined;

// mf-usage from another origin, as MF_USAGE_MANIFEST_URL allows; the bot check on.
const suite = useProduct(async () => {
  cdn = await serveStatic(usageCopy);
  siteverify = await startTurnstileStandIn();
  return { env: { MF_USAGE_MANIFEST_URL: `${cdn.origin}/mf-manifest.json`, ...siteverify.env } };
});

before(() => {
  // Copied after `npm start`, which may just have rebuilt mf-usage.
  cpSync(path.join(REPO_ROOT, 'mf-usage', 'dist'), usageCopy, { recursive: true });
});

after(async () => {
  await Promise.all([cdn?.close(), siteverify?.close()]);
  rmSync(usageCopy, { recursive: true, force: true });
});

interface Violation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

/** Every violation any page of the context reports, across navigations, and the console's CSP messages. */
async function watchViolations(context: BrowserContext, page: Page) {
  const violations: Violation[] = [];
  const consoleMessages: string[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, violation: Violation) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation(violation: object): void }).__reportCspViolation({
        page: location.href,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
      });
    });
  });
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) consoleMessages.push(message.text());
  });
  return { violations, consoleMessages };
}

const entry = (label: string) => SIDEBAR_ENTRIES.find((item) => item.label === label)!;

describe('Content-Security-Policy', () => {
  test(
    'every screen of the dashboard and the API docs run under the policy without a single violation',
    JOURNEY,
    async (t) => {
      await journey(suite.browser, t.name, {}, async ({ page, context }) => {
        const { violations, consoleMessages } = await watchViolations(context, page);
        await standInForTurnstileWidget(page);
        const product = suite.product;

        const first = await page.goto(`${product.url}/signup`);
        assert.match(
          first?.headers()['content-security-policy'] ?? '',
          /script-src 'self'/,
          'the page is served with its policy',
        );
        // The bot check's script comes from challenges.cloudflare.com.
        await visible(
          page.getByRole('checkbox', { name: 'Verify you are human' }),
          'the bot check on the sign-up form',
          30_000,
        );

        await logInThroughForm(page, product);
        await visible(mainHeading(page, /^Welcome/), 'the dashboard home', 30_000);
        await absent(page.getByRole('main').locator('[aria-busy="true"]'), 'the dashboard cards still loading', 30_000);

        await openFromSidebar(page, entry('API Keys'));
        await createKeyThroughDialog(page, 'Policy key');

        await openFromSidebar(page, entry('API Explorer'));
        await page.getByRole('button', { name: 'Send request' }).click();
        const response = page.getByRole('region', { name: 'Response', exact: true });
        await eventually(
          async () => (await response.getByLabel(/^Status \d+$/).count()) > 0,
          'the explorer to show an answer',
          10_000,
        );

        // mf-usage, from the other origin: its manifest, scripts and styles.
        await page.goto(`${product.url}/usage`);
        await visible(mainHeading(page, /Usage/), 'the usage screen', 30_000);
        await absent(page.getByRole('main').locator('[aria-busy="true"]'), 'usage still loading', 30_000);
        assert.equal(await fallback(page).count(), 0, 'usage shows no fallback');
        assert.ok(cdn!.requests.includes('/mf-manifest.json'), 'mf-usage came from its own origin');

        await openFromSidebar(page, entry('Settings'));
        await openFromSidebar(page, ADMIN_ENTRY);
        await openFromSidebar(page, entry('Billing'));
        await page.goto(`${product.url}/items`);
        await visible(mainHeading(page, /Items/), 'the items screen', 30_000);

        // The colour mode restyles everything styled-components wrote.
        await page
          .getByRole('banner')
          .getByRole('button', { name: /switch to dark mode/i })
          .click();
        await visible(page.getByRole('banner').getByRole('button', { name: /switch to light mode/i }), 'the dark mode');
        await page.reload();
        await visible(mainHeading(page, /Items/), 'the items screen after a reload', 30_000);

        // The API docs: swagger-ui renders the document and opens an operation.
        const docs = await page.goto(`${product.url}/api/docs`);
        assert.match(
          docs?.headers()['content-security-policy'] ?? '',
          /script-src 'self'/,
          'the docs are served with their policy',
        );
        const operation = await visible(
          page.getByText('/api/login/access-token', { exact: true }).first(),
          'an operation in the API docs',
          30_000,
        );
        await operation.click();
        await visible(page.getByRole('button', { name: 'Try it out' }).first(), 'the opened operation');

        assert.deepEqual([...violations], [], 'no page reported a violation');
        assert.deepEqual([...consoleMessages], [], 'the console mentions no policy');

        // The watch itself works: a script injected into the page is refused and reported.
        await page.goto(`${product.url}/`);
        await visible(mainHeading(page, /^Welcome/), 'the dashboard home again', 30_000);
        const ran = await page.evaluate(() => {
          const script = document.createElement('script');
          script.textContent = 'window.__injectedRan = true';
          document.head.append(script);
          return (window as unknown as { __injectedRan?: boolean }).__injectedRan === true;
        });
        assert.equal(ran, false, 'an injected inline script does not run');
        await eventually(
          () =>
            violations.some((violation) => violation.directive === 'script-src-elem' && violation.blocked === 'inline'),
          'the refused script to be reported',
        );
      });
    },
  );
});
