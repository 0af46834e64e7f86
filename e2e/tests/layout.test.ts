// Spec section 2 (layout) and 4 (theme): every sidebar entry opens its remote's screen, the
// colour mode survives a reload, and small screens get a drawer instead of the top bar.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { assertQuietPage, journey } from '../support/browser.ts';
import { absent, atPath, eventually, localStorageItem, visible } from '../support/expect.ts';
import { SUPERUSER } from '../support/product.ts';
import { JOURNEY, useProduct } from '../support/suite.ts';
import {
  accessToken,
  ADMIN_ENTRY,
  mainHeading,
  openFromSidebar,
  SIDEBAR_ENTRIES,
  sidebar,
  signedInPhone,
  userMenuButton,
} from '../support/touchline.ts';

const suite = useProduct();

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe('layout', () => {
  test('each sidebar entry leads to its screen, loaded from its remote without a fallback', JOURNEY, async (t) => {
    const token = await accessToken(suite.product);
    await journey(suite.browser, t.name, { storage: { access_token: token } }, async ({ page, diagnostics }) => {
      await page.goto(`${suite.product.url}/settings`);
      await visible(mainHeading(page, /settings/i), 'the first screen');
      const nav = sidebar(page);
      // Dashboard last, so it is reached by navigating back from a remote's screen.
      for (const entry of [...SIDEBAR_ENTRIES.slice(1), ADMIN_ENTRY, SIDEBAR_ENTRIES[0]]) {
        await openFromSidebar(page, entry);
        assert.equal(
          await nav.getByRole('link', { name: entry.label, exact: true }).getAttribute('aria-current'),
          'page',
          `${entry.label} is marked as the current page`,
        );
      }
      assertQuietPage(diagnostics);
    });
  });

  test('the colour-mode toggle changes the page colour and the choice survives a reload', JOURNEY, async (t) => {
    const token = await accessToken(suite.product);
    await journey(
      suite.browser,
      t.name,
      { storage: { access_token: token }, colorScheme: 'light' },
      async ({ page }) => {
        await page.goto(`${suite.product.url}/`);
        const banner = page.getByRole('banner');
        const toDark = await visible(
          banner.getByRole('button', { name: /switch to dark mode/i }),
          'the colour-mode toggle',
        );
        const lightBackground = await bodyBackground(page);

        await toDark.click();
        await eventually(
          async () => (await localStorageItem(page, 'theme')) === 'dark',
          "localStorage 'theme' to be 'dark'",
        );
        const darkBackground = await eventually(async () => {
          const colour = await bodyBackground(page);
          return colour !== lightBackground ? colour : null;
        }, `the page background to change from ${lightBackground}`);

        await page.reload();
        await visible(
          banner.getByRole('button', { name: /switch to light mode/i }),
          'the toggle offering light mode after reload',
        );
        assert.equal(await localStorageItem(page, 'theme'), 'dark');
        assert.equal(await bodyBackground(page), darkBackground, 'the dark background is back after reload');

        await banner.getByRole('button', { name: /switch to light mode/i }).click();
        await eventually(
          async () => (await localStorageItem(page, 'theme')) === 'light',
          "localStorage 'theme' to be 'light'",
        );
        await eventually(
          async () => (await bodyBackground(page)) === lightBackground,
          'the light background to return',
        );
      },
    );
  });

  test('a phone-sized screen hides the top bar and offers a drawer with the e-mail and Log Out', JOURNEY, async (t) => {
    const token = await accessToken(suite.product);
    const phone = signedInPhone(token);
    await journey(suite.browser, t.name, phone, async ({ page }) => {
      await page.goto(`${suite.product.url}/`);
      const openMenu = await visible(page.getByRole('button', { name: 'Open menu' }), 'the menu button');
      assert.equal(await userMenuButton(page).count(), 0, 'the top bar (with its user menu) is hidden');
      assert.equal(
        await page.getByRole('button', { name: /switch to (dark|light) mode/i }).count(),
        0,
        'the top-bar toggle is hidden',
      );
      assert.equal(await sidebar(page).count(), 0, 'the sidebar is hidden');

      await openMenu.click();
      const drawer = await visible(page.getByRole('dialog'), 'the drawer');
      await visible(drawer.getByText(`Logged in as: ${SUPERUSER.email}`), `'Logged in as: ${SUPERUSER.email}'`);
      for (const entry of [...SIDEBAR_ENTRIES, ADMIN_ENTRY]) {
        await visible(drawer.getByRole('link', { name: entry.label, exact: true }), `the drawer entry ${entry.label}`);
      }

      // A drawer entry navigates and closes the drawer.
      await drawer.getByRole('link', { name: 'Billing', exact: true }).click();
      await atPath(page, '/billing');
      await absent(page.getByRole('dialog'), 'the drawer');
      await visible(mainHeading(page, /billing/i), 'the billing screen', 30_000);

      await page.getByRole('button', { name: 'Open menu' }).click();
      await (
        await visible(page.getByRole('dialog').getByRole('button', { name: 'Log Out' }), 'the Log Out entry')
      ).click();
      await atPath(page, '/login');
      assert.equal(await localStorageItem(page, 'access_token'), null);
    });
  });

  test(
    'a dialog open keeps the page behind out of reach: Tab cycles inside it, the page does not scroll, Escape closes',
    JOURNEY,
    async (t) => {
      const token = await accessToken(suite.product);
      await journey(
        suite.browser,
        t.name,
        { storage: { access_token: token }, viewport: { width: 1280, height: 500 } },
        async ({ page }) => {
          await page.goto(`${suite.product.url}/items`);
          const add = await visible(
            page.getByRole('main').getByRole('button', { name: 'Add item' }).first(),
            'the Add item button',
          );
          await add.focus();
          await page.keyboard.press('Enter');
          const dialog = await visible(page.getByRole('dialog', { name: 'Add item' }), 'the Add item dialog');
          const focusedOutside = () =>
            page.evaluate(() => {
              const active = document.activeElement;
              const open = document.querySelector('dialog[open]');
              return active && active !== document.body && !open?.contains(active)
                ? active.outerHTML.slice(0, 120)
                : null;
            });
          const seen = new Set<string>();
          for (const shift of [false, true]) {
            for (let press = 0; press < 12; press += 1) {
              await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
              assert.equal(
                await focusedOutside(),
                null,
                `Tab ${press + 1}${shift ? ' (with Shift)' : ''} stays in the dialog`,
              );
              seen.add(
                await page.evaluate(
                  () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '',
                ),
              );
            }
          }
          assert.ok(
            seen.has('Close') && seen.has('Cancel'),
            `Tab reached the dialog's controls (${[...seen].join(', ')})`,
          );
          assert.equal(
            await page.evaluate(() => getComputedStyle(document.documentElement).overflow),
            'hidden',
            'the page behind does not scroll',
          );

          await page.keyboard.press('Escape');
          await absent(dialog, 'the Add item dialog');
          assert.equal(
            await page.evaluate(() => document.activeElement?.textContent?.trim()),
            'Add item',
            'focus is back on Add item',
          );
          assert.notEqual(
            await page.evaluate(() => getComputedStyle(document.documentElement).overflow),
            'hidden',
            'the page scrolls again',
          );
        },
      );
    },
  );
});
