// Per test file: one product instance and one browser, started before the first journey and
// stopped after the last.
import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { startProduct, type Product, type StartOptions } from './product.ts';

export interface Suite {
  readonly product: Product;
  readonly browser: Browser;
}

/** Options for each journey: generous, since a first visit may load several remotes. */
export const JOURNEY = { timeout: 90_000 } as const;

export function useProduct(options: StartOptions | (() => StartOptions | Promise<StartOptions>) = {}): Suite {
  let product: Product | undefined;
  let browser: Browser | undefined;
  before(
    async () => {
      product = await startProduct(typeof options === 'function' ? await options() : options);
      browser = await launchBrowser();
    },
    { timeout: 6 * 60_000 },
  );
  after(
    async () => {
      await browser?.close();
      await product?.stop();
    },
    { timeout: 60_000 },
  );
  return {
    get product() {
      if (!product) throw new Error('the product has not started');
      return product;
    },
    get browser() {
      if (!browser) throw new Error('the browser has not started');
      return browser;
    },
  };
}
