// Headless Chromium through playwright-core (launched as remote-devkit's headlessChromium says), a
// fresh context per journey, and what a failing journey leaves behind: a screenshot plus the
// page's console errors, uncaught exceptions and failed requests in the error message.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { headlessChromium } from '@touchline/remote-devkit/testing/headless-chromium';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Page,
} from 'playwright-core';

const RESULTS_DIR = path.resolve(import.meta.dirname, '..', 'test-results');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(headlessChromium);
}

/** What the page reported while a journey ran. */
interface PageDiagnostics {
  consoleErrors: string[];
  pageErrors: string[];
  failedRequests: string[];
}

/** That the page reported nothing: no uncaught error, no console error (or federation warning), no failed request. */
export function assertQuietPage(diagnostics: PageDiagnostics): void {
  assert.deepEqual(diagnostics.pageErrors, [], 'no uncaught errors in the page');
  assert.deepEqual(diagnostics.consoleErrors, [], 'no errors in the console');
  assert.deepEqual(diagnostics.failedRequests, [], 'no failed requests');
}

export interface JourneyContext {
  page: Page;
  context: BrowserContext;
  diagnostics: PageDiagnostics;
}

export interface JourneyOptions extends BrowserContextOptions {
  /** localStorage entries set before any page script runs (first navigation only). */
  storage?: Record<string, string>;
}

/** The federation runtime warns of what the builds got wrong (a shared copy's version, say): as good as an error. */
function isFederationWarning(message: ConsoleMessage): boolean {
  return message.type() === 'warning' && message.text().includes('Federation Runtime');
}

function watch(page: Page): PageDiagnostics {
  const diagnostics: PageDiagnostics = { consoleErrors: [], pageErrors: [], failedRequests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error' || isFederationWarning(message))
      diagnostics.consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => diagnostics.pageErrors.push(error.stack ?? error.message));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // The page cancelled it itself (a screen unmounted mid-query, a navigation): not a failure.
    if (reason === 'net::ERR_ABORTED') return;
    diagnostics.failedRequests.push(`${request.method()} ${request.url()}: ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 500)
      diagnostics.failedRequests.push(`${response.request().method()} ${response.url()}: ${response.status()}`);
  });
  return diagnostics;
}

/**
 * Runs one journey in a fresh browser context (clean localStorage and cookies). On failure it
 * saves a full-page screenshot to e2e/test-results/ and appends the page's diagnostics.
 */
export async function journey(
  browser: Browser,
  name: string,
  options: JourneyOptions,
  body: (journey: JourneyContext) => Promise<void>,
): Promise<void> {
  const { storage, ...contextOptions } = options;
  const context = await browser.newContext({
    colorScheme: 'light',
    viewport: { width: 1280, height: 800 },
    ...contextOptions,
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  if (storage) {
    // Only once per context, so a reload sees what the page itself stored since.
    await context.addInitScript((entries: Record<string, string>) => {
      try {
        if (sessionStorage.getItem('__e2e_seeded__')) return;
        sessionStorage.setItem('__e2e_seeded__', '1');
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      } catch {
        // about:blank has no storage; the real page comes next.
      }
    }, storage);
  }
  const page = await context.newPage();
  const diagnostics = watch(page);
  try {
    await body({ page, context, diagnostics });
  } catch (error) {
    const file = path.join(
      RESULTS_DIR,
      `${name
        .replace(/[^a-z0-9]+/gi, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 100)}.png`,
    );
    let shot = `screenshot: ${file}`;
    try {
      mkdirSync(RESULTS_DIR, { recursive: true });
      await page.screenshot({ path: file, fullPage: true, timeout: 5_000 });
    } catch (screenshotError) {
      shot = `no screenshot (${(screenshotError as Error).message.split('\n')[0]})`;
    }
    const report = [
      `at ${page.url()}`,
      shot,
      ...section('page errors', diagnostics.pageErrors),
      ...section('console errors', diagnostics.consoleErrors),
      ...section('failed requests', diagnostics.failedRequests),
    ].join('\n');
    if (error instanceof Error) {
      const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
      error.message = `${error.message}\n${report}`;
      error.stack = [`${error.name}: ${error.message}`, ...frames].join('\n');
      throw error;
    }
    throw new Error(`${String(error)}\n${report}`, { cause: error });
  } finally {
    await context.close();
  }
}

function section(title: string, lines: string[]): string[] {
  return lines.length === 0 ? [] : [`--- ${title} ---`, ...lines.slice(0, 20)];
}
