// The few waiting assertions the journeys need (playwright-core has no `expect`).
import type { Locator, Page } from 'playwright-core';

const DEFAULT_TIMEOUT_MS = 15_000;

export async function visible(locator: Locator, what: string, timeout = DEFAULT_TIMEOUT_MS): Promise<Locator> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    throw new Error(`expected ${what} to be visible within ${timeout} ms (${locator})`);
  }
  return locator.first();
}

export async function absent(locator: Locator, what: string, timeout = DEFAULT_TIMEOUT_MS): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'hidden', timeout });
  } catch {
    throw new Error(`expected ${what} not to be shown within ${timeout} ms (${locator})`);
  }
}

/** Polls until `check` returns a truthy value, and returns it. */
export async function eventually<T>(
  check: () => Promise<T> | T,
  what: string | (() => string),
  timeout = DEFAULT_TIMEOUT_MS,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as NonNullable<T>;
      last = value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `expected ${typeof what === 'function' ? what() : what} within ${timeout} ms; last saw: ${last instanceof Error ? last.message : JSON.stringify(last)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the page's address has this path (and, if given, this query string). */
export async function atPath(
  page: Page,
  pathname: string,
  search?: string,
  timeout = DEFAULT_TIMEOUT_MS,
): Promise<void> {
  await eventually(
    () => {
      const url = new URL(page.url());
      return url.pathname === pathname && (search === undefined || url.search === search);
    },
    () => `the address to be ${pathname}${search ?? ''} (it is ${page.url()})`,
    timeout,
  );
}

export function localStorageItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

/**
 * Asserts that a control lies wholly within the window's width and that nothing covers its middle,
 * so a tap there reaches it: what "keep row actions reachable" means on a phone.
 */
export async function assertWithinReach(locator: Locator, what: string): Promise<void> {
  const control = await visible(locator, what);
  const reach = await control.evaluate((element) => {
    // Scrolls the page only: scrolling it into view would also scroll a table sideways to it.
    const { top } = element.getBoundingClientRect();
    window.scrollTo({ top: window.scrollY + top - window.innerHeight / 2, behavior: 'instant' });
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return {
      left: rect.left,
      right: rect.right,
      windowWidth: window.innerWidth,
      isOnTop: hit !== null && element.contains(hit),
    };
  });
  if (reach.left < 0 || reach.right > reach.windowWidth) {
    throw new Error(
      `expected ${what} within the ${reach.windowWidth} px window; it lies from ${reach.left} to ${reach.right}`,
    );
  }
  if (!reach.isOnTop) throw new Error(`expected nothing to cover ${what}`);
}

/**
 * The headers of a table's columns that lie past the right edge of its scroll region (each table
 * sits in one of its own): the columns a person would have to scroll sideways to see.
 */
export function columnsOutOfSight(table: Locator): Promise<(string | null)[]> {
  return table.evaluate((element) => {
    let region: HTMLElement | null = element.parentElement;
    while (region && getComputedStyle(region).overflowX === 'visible') region = region.parentElement;
    const right = (region ?? document.documentElement).getBoundingClientRect().right;
    return [...element.querySelectorAll('thead th')]
      .filter((cell) => cell.getBoundingClientRect().right > right + 1)
      .map((cell) => cell.textContent);
  });
}
