// What a first visit costs the visitor, as Chromium sees it: bytes over the wire, requests, and
// when the page first painted something (FCP) and its largest element (LCP). Each load runs in a
// fresh browser context (empty cache), on the loopback link as it is or throttled through the
// DevTools protocol to a slow mobile link; the figures are the median of several loads.
import type { Browser, Page } from 'playwright-core';

/** A network profile applied with Network.emulateNetworkConditions (null: loopback as it is). */
export interface NetworkProfile {
  name: string;
  conditions: { latency: number; downloadThroughput: number; uploadThroughput: number } | null;
}

export const UNTHROTTLED: NetworkProfile = { name: 'unthrottled (loopback)', conditions: null };
/** Chromium's "Slow 4G" figures: 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip. */
export const SLOW_4G: NetworkProfile = {
  name: 'Slow 4G (1.6 Mbit/s, 150 ms RTT)',
  conditions: { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 },
};

export interface LoadFigures {
  /** Every response's bytes as received: headers and the (compressed) body. */
  transferredBytes: number;
  requests: number;
  fcpMs: number;
  lcpMs: number;
}

export interface FirstLoadTarget {
  route: string;
  /** Put in localStorage before the page's scripts run (the signed-in visitor's token). */
  token: string | null;
  /** Resolves once the screen is drawn. */
  settle: (page: Page) => Promise<void>;
}

/** One load of `target` in a fresh context under `profile`. */
export async function loadOnce(
  browser: Browser,
  baseUrl: string,
  target: FirstLoadTarget,
  profile: NetworkProfile,
): Promise<LoadFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
  try {
    if (target.token) {
      await context.addInitScript((value) => {
        try {
          window.localStorage.setItem('access_token', value);
        } catch {
          // about:blank
        }
      }, target.token);
    }
    // Every largest-contentful-paint candidate, kept from the start (the last one is the LCP).
    await context.addInitScript(() => {
      const state = window as unknown as { __lcp: number };
      state.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) state.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (profile.conditions)
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.conditions });
    let requests = 0;
    let transferredBytes = 0;
    cdp.on('Network.requestWillBeSent', (event) => {
      if (!event.request.url.startsWith('data:')) requests += 1;
    });
    cdp.on('Network.loadingFinished', (event) => {
      transferredBytes += event.encodedDataLength;
    });
    await page.goto(`${baseUrl}${target.route}`, { waitUntil: 'load', timeout: 120_000 });
    await target.settle(page);
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    const paints = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      lcp: (window as unknown as { __lcp: number }).__lcp,
    }));
    return { transferredBytes, requests, fcpMs: paints.fcp, lcpMs: paints.lcp };
  } finally {
    await context.close();
  }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

/** The median of each figure over `loads` loads (each figure's own median). */
export async function medianLoad(
  browser: Browser,
  baseUrl: string,
  target: FirstLoadTarget,
  profile: NetworkProfile,
  loads: number,
): Promise<LoadFigures & { runs: LoadFigures[] }> {
  const runs: LoadFigures[] = [];
  for (let run = 0; run < loads; run += 1) runs.push(await loadOnce(browser, baseUrl, target, profile));
  return {
    transferredBytes: median(runs.map((run) => run.transferredBytes)),
    requests: median(runs.map((run) => run.requests)),
    fcpMs: median(runs.map((run) => run.fcpMs)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    runs,
  };
}
