// `npm run bench:bundle`: how much JavaScript a first visit downloads. Builds the production
// bundles, starts the product, loads /login (logged out) and / (logged in) in a fresh headless
// Chromium context each, and gzips every JavaScript response body (level 9). Then, per remote
// screen, how much of a first load is the remote's own code (with some usage metered first, so
// /usage draws its chart and loads the chart library). Then what a first visit to /login and /
// costs over the wire and how soon it paints, on loopback and on a throttled link (first-load.ts).
// Writes the `## Bundle size` section of BENCHMARKS.md and exits 1 when /login, / or a remote
// with a budget is over it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { medianLoad, SLOW_4G, UNTHROTTLED, type FirstLoadTarget, type LoadFigures } from './first-load.ts';
import { REPO_ROOT, startProduct, type Product } from '../support/product.ts';
import { accessToken } from '../support/touchline.ts';
import {
  BENCHMARKS_FILE,
  kB,
  loadSection,
  sum,
  table,
  what,
  writeSection,
  type PageLoad,
  type ScriptFile,
} from './bundle-report.ts';

/** The first screens' JavaScript, gzip: at most what the single-page template this product replaces loaded. */
const LOGIN_BUDGET_BYTES = 200_000;
const HOME_BUDGET_BYTES = 230_000;
/** Loads per figure in the timing table (each figure is the median). */
const TIMED_LOADS = Number(process.env.BENCH_LOADS ?? 5);
/** A remote's own JavaScript on its screen (remote entry, exposed modules, lazy chunks), beyond the shared libraries. */
const REMOTE_BUDGETS: Record<string, { path: string; bytes: number }> = {
  'mf-usage': { path: '/usage', bytes: 60_000 },
};
const BUILD_COMMAND = ['lerna', 'run', 'build', '--scope', '@touchline/shell', '--scope', '@touchline/mf-*'];
const BUILD_COMMAND_TEXT = "npx lerna run build --scope @touchline/shell --scope '@touchline/mf-*'";
const APPS = ['shell', 'mf-auth', 'mf-keys', 'mf-usage', 'mf-billing', 'mf-admin'];
/** Remote screens measured on their own, each with the remote that serves it. */
const REMOTE_ROUTES: { path: string; remote: string; isPublic: boolean; readySelector?: string }[] = [
  { path: '/login', remote: 'mf-auth', isPublic: true },
  { path: '/settings', remote: 'mf-auth', isPublic: false },
  { path: '/api-keys', remote: 'mf-keys', isPublic: false },
  { path: '/api-explorer', remote: 'mf-keys', isPublic: false },
  // Measured once the chart is drawn: its library is a lazy chunk of mf-usage's own.
  { path: '/usage', remote: 'mf-usage', isPublic: false, readySelector: 'main canvas' },
  { path: '/billing', remote: 'mf-billing', isPublic: false },
  { path: '/admin', remote: 'mf-admin', isPublic: false },
];

function fileLabels(): Map<string, string> {
  const labels = new Map<string, string[]>();
  const add = (urlPath: string, label: string) => labels.set(urlPath, [...(labels.get(urlPath) ?? []), label]);
  for (const app of APPS) {
    const manifestFile = path.join(REPO_ROOT, app, 'dist', 'mf-manifest.json');
    if (!existsSync(manifestFile)) continue;
    const prefix = app === 'shell' ? '/' : `/remotes/${app}/`;
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
      metaData?: { remoteEntry?: { name?: string; path?: string } };
      shared?: { name: string; assets: { js: { sync: string[] } } }[];
      exposes?: { path: string; assets: { js: { sync: string[] } } }[];
    };
    const entry = manifest.metaData?.remoteEntry;
    if (entry?.name) add(`${prefix}${entry.path ? `${entry.path}/` : ''}${entry.name}`, 'remote entry');
    for (const shared of manifest.shared ?? [])
      for (const file of shared.assets.js.sync) add(`${prefix}${file}`, `shared ${shared.name}`);
    for (const expose of manifest.exposes ?? [])
      for (const file of expose.assets.js.sync) add(`${prefix}${file}`, `expose ${expose.path}`);
  }
  return new Map([...labels].map(([file, names]) => [file, [...new Set(names)].join(', ')]));
}

function appOf(urlPath: string): string {
  const remote = /^\/remotes\/([^/]+)\//.exec(urlPath);
  return remote?.[1] ?? 'shell';
}

/** Opens `path` in a fresh context (empty cache) and returns every JavaScript file it downloaded. */
async function measure(
  browser: Browser,
  product: Product,
  name: string,
  route: string,
  token: string | null,
  labels: Map<string, string>,
  settle: (page: Page) => Promise<void>,
): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
  if (token)
    await context.addInitScript((value) => {
      try {
        window.localStorage.setItem('access_token', value);
      } catch {
        // about:blank
      }
    }, token);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const pending: Promise<ScriptFile | null>[] = [];
  page.on('response', (response) => {
    const request = response.request();
    const contentType = response.headers()['content-type'] ?? '';
    if (request.resourceType() !== 'script' && !/javascript/.test(contentType)) return;
    pending.push(
      (async () => {
        const body = await response.body().catch(() => null);
        if (!body) return null;
        const sizes = await request.sizes().catch(() => null);
        const url = new URL(response.url());
        return {
          url: response.url(),
          path: url.pathname,
          app: url.origin === product.url ? appOf(url.pathname) : url.origin,
          label:
            labels.get(url.pathname) ??
            (/\/static\/js\/index\.[^/]+\.js$/.test(url.pathname) ? 'entry (bootstrap, federation runtime)' : ''),
          rawBytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
          transferBytes: sizes?.responseBodySize ?? body.length,
          fetches: 1,
        };
      })(),
    );
  });
  await page.goto(`${product.url}${route}`, { waitUntil: 'load' });
  try {
    await settle(page);
    await page.waitForLoadState('networkidle');
  } catch (error) {
    const snapshot = await page
      .locator('body')
      .ariaSnapshot()
      .catch(() => '(no snapshot)');
    await context.close();
    throw new Error(
      `${name}: the page did not finish loading (${(error as Error).message.split('\n')[0]})\n${snapshot}\n${problems.join('\n')}`,
      { cause: error },
    );
  }
  // A file the page fetched twice (a preload whose response was not reused) is one file of code:
  // count it once, and say so in its label.
  const byUrl = new Map<string, ScriptFile>();
  for (const file of await Promise.all(pending)) {
    if (!file) continue;
    const seen = byUrl.get(file.url);
    if (seen) seen.fetches += 1;
    else byUrl.set(file.url, file);
  }
  await context.close();
  return { name, files: [...byUrl.values()] };
}

async function settleOn(page: Page, heading: RegExp, readySelector?: string) {
  await page.getByRole('heading', { level: 1, name: heading }).first().waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 60_000 });
  if (readySelector) await page.locator(readySelector).first().waitFor({ state: 'visible', timeout: 60_000 });
}

/**
 * Gives the signed-in account a key and one metered call, so /usage has figures to chart. The
 * metering worker writes usage to PostgreSQL every 500 ms: wait until the usage API counts the call.
 */
async function meterOneCall(product: Product, token: string) {
  const auth = { authorization: `Bearer ${token}` };
  const created = await fetch(`${product.url}/api/api-keys/?name=Bundle%20bench`, { method: 'POST', headers: auth });
  if (!created.ok) throw new Error(`creating a key answered ${created.status}: ${await created.text()}`);
  const { key } = (await created.json()) as { key: string };
  const call = await fetch(`${product.url}/api/flashscore/football/live`, { headers: { 'X-API-Key': key } });
  if (!call.ok) throw new Error(`the metered call answered ${call.status}: ${await call.text()}`);
  await call.arrayBuffer();
  let answer = '';
  for (
    const deadline = Date.now() + 15_000;
    Date.now() < deadline;
    await new Promise((resolve) => setTimeout(resolve, 100))
  ) {
    const summary = await fetch(`${product.url}/api/usage/summary?window=24h`, { headers: auth });
    answer = `${summary.status} ${await summary.text()}`;
    if (summary.ok && (JSON.parse(answer.slice(4)) as { calls: number }).calls > 0) return;
  }
  throw new Error(`the usage API did not count the metered call within 15 s (last answer: ${answer})`);
}

/**
 * The timing table: each target on each network profile, the median of TIMED_LOADS fresh loads.
 * Both pages are timed in the same run, one after the other, so they are compared on the same machine minutes.
 */
async function timeFirstLoads(browser: Browser, baseUrl: string, targets: FirstLoadTarget[]): Promise<string> {
  const rows: string[][] = [];
  for (const profile of [UNTHROTTLED, SLOW_4G]) {
    for (const target of targets) {
      const figures = await medianLoad(browser, baseUrl, target, profile, TIMED_LOADS);
      const ms = (pick: (run: LoadFigures) => number) => figures.runs.map((run) => Math.round(pick(run))).join(', ');
      console.log(
        `[bench] ${target.route} ${profile.name}: FCP ${ms((run) => run.fcpMs)} ms, LCP ${ms((run) => run.lcpMs)} ms`,
      );
      rows.push([
        `\`${target.route}\`${target.token ? ' logged in' : ''}`,
        profile.name,
        kB(figures.transferredBytes),
        String(figures.requests),
        String(Math.round(figures.fcpMs)),
        String(Math.round(figures.lcpMs)),
        ms((run) => run.lcpMs),
      ]);
    }
  }
  return [
    `Median of ${TIMED_LOADS} loads each, a fresh browser context (empty cache) per load, until the screen is drawn and the network is idle. Transferred: every response's bytes as Chromium received them (headers and compressed bodies). Throttling: DevTools protocol \`Network.emulateNetworkConditions\`.`,
    '',
    table(['page', 'network', 'transferred', 'requests', 'FCP (ms)', 'LCP (ms)', 'LCP of each load (ms)'], rows),
  ].join('\n');
}

async function main() {
  console.log(`[bench] ${BUILD_COMMAND_TEXT}`);
  const build = spawnSync('npx', BUILD_COMMAND, { cwd: REPO_ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`the production build failed (exit ${build.status})`);

  const product = await startProduct();
  const browser = await launchBrowser();
  try {
    const labels = fileLabels();
    const token = await accessToken(product);
    await meterOneCall(product, token);
    console.log('[bench] measuring /login (logged out) and / (logged in)');
    const login = await measure(
      browser,
      product,
      'First load of `/login`, logged out',
      '/login',
      null,
      labels,
      (page) => settleOn(page, /log in/i),
    );
    const home = await measure(browser, product, 'First load of `/`, logged in', '/', token, labels, (page) =>
      settleOn(page, /./),
    );

    const perRoute: string[][] = [];
    const budgetLines: string[] = [];
    const budgetDetails: string[] = [];
    let isEveryRemoteWithinBudget = true;
    for (const route of REMOTE_ROUTES) {
      console.log(`[bench] measuring ${route.path}`);
      const load = await measure(
        browser,
        product,
        route.path,
        route.path,
        route.isPublic ? null : token,
        labels,
        (page) => settleOn(page, /./, route.readySelector),
      );
      const own = load.files.filter((file) => file.app === route.remote);
      const budget = REMOTE_BUDGETS[route.remote];
      if (budget?.path === route.path) {
        const ownGzip = sum(own, 'gzipBytes');
        const isWithin = ownGzip <= budget.bytes;
        isEveryRemoteWithinBudget &&= isWithin;
        budgetLines.push(
          `**Budget: ${route.remote}'s own JavaScript on \`${route.path}\` ≤ ${kB(budget.bytes)} gzip beyond the shared libraries. Measured ${kB(ownGzip)} (${own.length} files): ${isWithin ? 'PASS' : 'FAIL'}.**`,
        );
        budgetDetails.push(
          `${route.remote} on \`${route.path}\` (chart drawn):`,
          '',
          table(
            ['file', 'what', 'gzip', 'raw'],
            [...own]
              .sort((a, b) => b.gzipBytes - a.gzipBytes)
              .map((file) => [`\`${file.path}\``, what(file), kB(file.gzipBytes), kB(file.rawBytes)]),
          ),
          '',
        );
      }
      const shell = load.files.filter((file) => file.app === 'shell');
      const otherRemotes = load.files.filter((file) => file.app !== 'shell' && file.app !== route.remote);
      perRoute.push([
        `\`${route.path}\``,
        route.remote,
        `${kB(sum(own, 'gzipBytes'))} (${own.length} files)`,
        kB(sum(shell, 'gzipBytes')),
        otherRemotes.length ? kB(sum(otherRemotes, 'gzipBytes')) : '0',
        kB(sum(load.files, 'gzipBytes')),
      ]);
    }

    console.log(`[bench] timing first loads of /login and /, ${TIMED_LOADS} each per network profile`);
    const timing = await timeFirstLoads(browser, product.url, [
      { route: '/login', token: null, settle: (page) => settleOn(page, /log in/i) },
      { route: '/', token, settle: (page) => settleOn(page, /./) },
    ]);

    const loginGzip = sum(login.files, 'gzipBytes');
    const homeGzip = sum(home.files, 'gzipBytes');
    const isWithinBudget = loginGzip <= LOGIN_BUDGET_BYTES && homeGzip <= HOME_BUDGET_BYTES;
    const verdict = (bytes: number, budget: number) => (bytes <= budget ? 'PASS' : 'FAIL');
    const cpu = cpus();
    const body = [
      `Measured ${new Date().toISOString().slice(0, 10)} on ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GB RAM, headless Chromium ${browser.version()}, production builds, fresh browser context (empty cache) per page.`,
      `Sizes are the sum over every JavaScript file of its body gzipped on its own with Node zlib level 9 (1 kB = 1000 bytes); a file fetched twice in one load counts once.`,
      '',
      `Command: \`npm run bench:bundle\` (builds with \`${BUILD_COMMAND_TEXT}\`, starts the product with \`npm start\`, writes this section).`,
      '',
      `**Budget: \`/login\` ≤ ${kB(LOGIN_BUDGET_BYTES)} gzip. Measured ${kB(loginGzip)}: ${verdict(loginGzip, LOGIN_BUDGET_BYTES)}.**`,
      '',
      `**Budget: \`/\` logged in ≤ ${kB(HOME_BUDGET_BYTES)} gzip. Measured ${kB(homeGzip)}: ${verdict(homeGzip, HOME_BUDGET_BYTES)}.**`,
      '',
      ...budgetLines.flatMap((line) => [line, '']),
      `### First load: bytes, requests, paint`,
      '',
      timing,
      '',
      `### /login`,
      '',
      loadSection(login),
      '',
      `### / (logged in)`,
      '',
      loadSection(home),
      '',
      `### Each remote's own JavaScript on its screen`,
      '',
      `A first load straight onto the screen. "Remote's own" is what comes from the remote's folder (its remote entry and exposed modules); the shared libraries come from the shell, so the difference between screens is the remote's code.`,
      '',
      table(['screen', 'remote', "remote's own (gzip)", 'shell (gzip)', 'other remotes', 'total (gzip)'], perRoute),
      '',
      ...budgetDetails,
    ].join('\n');
    writeSection(body);
    console.log(`\n${body}\n\n[bench] written to ${path.relative(process.cwd(), BENCHMARKS_FILE) || BENCHMARKS_FILE}`);
    if (!isWithinBudget || !isEveryRemoteWithinBudget) process.exitCode = 1;
  } finally {
    await browser.close();
    await product.stop();
  }
}

await main();
