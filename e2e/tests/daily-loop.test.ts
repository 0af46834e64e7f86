// The daily loop as a new customer walks it: usage tables that show every column at desktop
// widths and name endpoints as the docs do, errors said beside the form they belong to (and not
// left behind as toasts), a billing return that claims nothing unverified, the plan and its limits
// named, a skip link and quiet programmatic focus, a greeting that knows a first visit, and API
// docs that look like Touchline's and lead back to the dashboard.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { journey } from '../support/browser.ts';
import { atPath, columnsOutOfSight, eventually, visible } from '../support/expect.ts';
import { JOURNEY, useProduct } from '../support/suite.ts';
import { RAISED_FREE_RATE } from '../support/product.ts';
import { accessToken, logInThroughForm, mainHeading, openScreen } from '../support/touchline.ts';
import { callApi, RUN } from '../support/api.ts';

const suite = useProduct({ env: RAISED_FREE_RATE });

/** A fresh, active account made by the superuser, as sign-up and activation would leave it. */
async function newAccount(name: string): Promise<{ email: string; password: string; fullName: string }> {
  const person = { email: `${name}-${RUN}@example.com`, password: 'daily-loop-password', fullName: `Daily ${name}` };
  const adminToken = await accessToken(suite.product);
  await callApi(suite.product, adminToken, 'POST', '/api/users/', {
    email: person.email,
    password: person.password,
    full_name: person.fullName,
  });
  return person;
}

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

describe('the daily loop', () => {
  test(
    'usage shows every column of both tables at 1280, 1440 and 1920 px, and names endpoints as the catalog does',
    JOURNEY,
    async (t) => {
      const person = await newAccount('usage');
      const token = await accessToken(suite.product, person);
      const { key } = await callApi<{ key: string }>(
        suite.product,
        token,
        'POST',
        '/api/api-keys/?name=A%20key%20with%20a%20rather%20long%20name',
      );
      const paths = [
        '/api/flashscore/football/england:198/premier-league:dYlOSQOD/standings',
        '/api/transfermarkt/players/search/rodri',
        '/api/transfermarkt/players/934467/market_value',
        '/api/flashscore/football/live',
      ];
      for (const path of paths) {
        const response = await fetch(`${suite.product.url}${path}`, { headers: { 'X-API-Key': key } });
        await response.arrayBuffer();
        assert.equal(response.status, 200, `${path} answers 200`);
      }
      await journey(suite.browser, t.name, { storage: { access_token: token } }, async ({ page }) => {
        for (const width of [1280, 1440, 1920]) {
          await page.setViewportSize({ width, height: 900 });
          await openScreen(page, suite.product, '/usage', 'Usage');
          const endpoints = page.getByRole('main').getByRole('table', { name: 'Top endpoints' });
          // Metering reaches PostgreSQL in batches: the rows come once it has.
          await eventually(
            async () => {
              const rows = await endpoints.getByRole('row').count();
              if (rows === 1 + paths.length) return true;
              // Reload only a drawn table that lacks rows: reloading a page still loading would
              // start it over and over on a busy machine.
              if (rows > 0) await page.reload();
              return null;
            },
            `the ${paths.length} endpoints in Top endpoints`,
            15_000,
          );
          for (const name of ['Top endpoints', 'Usage per key']) {
            const table = page.getByRole('main').getByRole('table', { name });
            const hidden = await columnsOutOfSight(table);
            assert.deepEqual(hidden, [], `at ${width} px every column of ${name} shows without scrolling sideways`);
          }
          const search = endpoints.getByRole('row', { name: /players\/search/ });
          assert.match(
            await search.innerText(),
            /\/api\/transfermarkt\s*\/players\/search\/\{name\}/,
            'the search is named with the catalog’s {name}',
          );
          assert.match(
            await endpoints.innerText(),
            /\/football\/\{country\}\/\{tournament\}\/standings/,
            'the standings as the catalog names them',
          );
        }
      });
    },
  );

  test('a failed login is said beside the form, and its toast is gone once the login succeeds', JOURNEY, async (t) => {
    const person = await newAccount('login');
    await journey(suite.browser, t.name, {}, async ({ page }) => {
      await page.goto(`${suite.product.url}/login`);
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(person.email);
      const password = page.getByRole('textbox', { name: 'Password', exact: true });
      await password.fill('not-the-password');
      await page.getByRole('button', { name: 'Log In', exact: true }).click();
      const form = page.locator('form');
      const alert = await visible(form.getByRole('alert'), 'the failure beside the form');
      assert.match(await alert.innerText(), /Incorrect email or password/);
      const describedBy = (await password.getAttribute('aria-describedby')) ?? '';
      assert.ok(
        describedBy.split(' ').includes((await alert.getAttribute('id')) ?? '-'),
        'the password field is described by the failure',
      );

      await password.fill(person.password);
      await page.getByRole('button', { name: 'Log In', exact: true }).click();
      await atPath(page, '/');
      await visible(mainHeading(page, /Welcome/), 'the dashboard');
      assert.equal(
        await notifications(page).getByText('Something went wrong!').count(),
        0,
        'no toast of the failed login on the dashboard',
      );
    });
  });

  test('a wrong current password is said beside the password form', JOURNEY, async (t) => {
    const person = await newAccount('password');
    const token = await accessToken(suite.product, person);
    await journey(suite.browser, t.name, { storage: { access_token: token } }, async ({ page }) => {
      await page.goto(`${suite.product.url}/settings`);
      await (await visible(page.getByRole('tab', { name: 'Password', exact: true }), 'the Password tab')).click();
      const panel = await visible(page.getByRole('tabpanel', { name: 'Password' }), 'the Password panel');
      await panel.getByRole('textbox', { name: 'Current Password', exact: true }).fill('not-my-password');
      await panel.getByRole('textbox', { name: 'New Password', exact: true }).fill('another-long-password');
      await panel.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('another-long-password');
      await panel.getByRole('button', { name: 'Update password' }).click();
      const alert = await visible(panel.getByRole('alert'), 'the failure beside the password form');
      assert.match(await alert.innerText(), /Incorrect password/);
    });
  });

  test('a spent reset link is explained on the page, without an error toast besides', JOURNEY, async (t) => {
    await journey(suite.browser, t.name, {}, async ({ page }) => {
      await page.goto(`${suite.product.url}/reset-password?token=spent-${RUN}`);
      await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('another-long-password');
      await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('another-long-password');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await visible(page.getByRole('heading', { name: 'This link did not work' }), 'the spent-link page');
      await page.waitForTimeout(500);
      assert.equal(
        await notifications(page).getByText('Something went wrong!').count(),
        0,
        'no error toast besides the page',
      );
    });
  });

  test(
    '/billing?checkout=success claims no payment that did not happen, and no checkout value is echoed',
    JOURNEY,
    async (t) => {
      const person = await newAccount('billing');
      const token = await accessToken(suite.product, person);
      await journey(suite.browser, t.name, { storage: { access_token: token } }, async ({ page }) => {
        for (const query of [
          'checkout=success',
          'checkout=success&session_id=cs_test_made_up',
          'checkout=%3Cb%3Epaid-in-full%3C%2Fb%3E',
        ]) {
          await page.goto(`${suite.product.url}/billing?${query}`);
          await visible(mainHeading(page, 'Billing'), `the billing screen (${query})`);
          const card = page.getByRole('main').getByRole('region', { name: 'Current plan' });
          await eventually(
            async () => (await card.count()) === 1 && /Free/.test(await card.innerText()),
            `the current plan, Free (${query})`,
            30_000,
          );
          const main = await page.getByRole('main').innerText();
          assert.doesNotMatch(
            main,
            /Confirming your payment|Payment confirmed|payment is not confirmed/i,
            `no payment claimed (${query})`,
          );
          assert.doesNotMatch(main, /paid-in-full/, `the checkout value is not echoed (${query})`);
          assert.equal(
            await notifications(page)
              .getByText(/Payment confirmed/)
              .count(),
            0,
          );
        }
      });
    },
  );

  test('the plan cards name the plan, its daily quota and its rate limit', JOURNEY, async (t) => {
    const person = await newAccount('plan');
    const token = await accessToken(suite.product, person);
    await journey(suite.browser, t.name, { storage: { access_token: token } }, async ({ page }) => {
      await page.goto(`${suite.product.url}/`);
      const card = await visible(
        page.getByRole('main').getByRole('region', { name: 'Plan', exact: true }),
        'the dashboard plan card',
        30_000,
      );
      await eventually(async () => /Free/.test(await card.innerText()), 'the plan card to name the Free plan');
      assert.match(await card.innerText(), /Daily quota\s*100 requests a day/);
      assert.match(await card.innerText(), /Rate limit\s*50 requests a second/);
      await page.goto(`${suite.product.url}/billing`);
      const current = page.getByRole('main').getByRole('region', { name: 'Current plan' });
      await eventually(
        async () => (await current.count()) === 1 && /Free/.test(await current.innerText()),
        'the current plan card, Free',
        30_000,
      );
      assert.match(await current.innerText(), /Daily quota\s*100 requests a day/);
      assert.match(await current.innerText(), /Rate limit\s*50 requests a second/);
    });
  });

  test('Provider Status shows every column of its table at 1280 px', JOURNEY, async (t) => {
    const token = await accessToken(suite.product);
    await journey(suite.browser, t.name, { storage: { access_token: token } }, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await openScreen(page, suite.product, '/status', 'Provider status');
      const table = await visible(page.getByRole('table', { name: 'Data providers' }), 'the providers table');
      assert.deepEqual(await columnsOutOfSight(table), [], 'every column shows without scrolling sideways');
    });
  });

  test(
    '"Skip to content" is the first Tab stop and leads past the top bar and the sidebar into the main content',
    JOURNEY,
    async (t) => {
      const token = await accessToken(suite.product);
      await journey(suite.browser, t.name, { storage: { access_token: token } }, async ({ page }) => {
        await openScreen(page, suite.product, '/usage', 'Usage');
        await page.keyboard.press('Tab');
        const focused = () =>
          page.evaluate(() => ({
            text: document.activeElement?.textContent?.trim(),
            inMain: Boolean(document.activeElement?.closest('main')),
          }));
        assert.equal((await focused()).text, 'Skip to content', 'the first Tab stop is the skip link');
        await visible(page.getByRole('link', { name: 'Skip to content' }), 'the skip link, shown while focused');
        await page.keyboard.press('Enter');
        await eventually(async () => (await focused()).inMain, 'focus in the main content');
        // Scrolled to it clear of the sticky top bar, not under it.
        const [barBottom, headingTop] = await page.evaluate(() => [
          document.querySelector('header')!.getBoundingClientRect().bottom,
          document.querySelector('main h1')!.getBoundingClientRect().top,
        ]);
        assert.ok(headingTop >= barBottom, `the heading (top ${headingTop}) below the top bar (bottom ${barBottom})`);
        await page.keyboard.press('Tab');
        assert.ok(
          (await focused()).inMain,
          'the next Tab stop is inside the main content, past the top bar and the sidebar',
        );
      });
    },
  );

  test(
    'a heading focused by the page shows no ring, while a control focused from the keyboard does',
    JOURNEY,
    async (t) => {
      await journey(suite.browser, t.name, {}, async ({ page }) => {
        await page.goto(`${suite.product.url}/recover-password`);
        const email = await visible(page.getByRole('textbox', { name: 'Email', exact: true }), 'the recovery form');
        await email.fill(`nobody-${RUN}@example.com`);
        await email.press('Enter');
        const heading = await visible(page.getByRole('heading', { level: 1, name: /Check your inbox/ }), 'the outcome');
        await eventually(
          async () => heading.evaluate((element) => element === document.activeElement),
          'focus on the outcome’s heading',
        );
        assert.equal(
          await heading.evaluate((element) => getComputedStyle(element).outlineStyle),
          'none',
          'no ring around the focused heading',
        );
        await page.keyboard.press('Tab');
        const ring = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
        assert.notEqual(ring, 'none', 'the next control shows its keyboard focus ring');
      });
    },
  );

  test(
    'a link inside a screen, followed from the keyboard, leaves the focus on the next screen’s heading, not on the page',
    JOURNEY,
    async (t) => {
      const token = await accessToken(suite.product);
      await journey(suite.browser, t.name, { storage: { access_token: token } }, async ({ page }) => {
        const isFocused = (heading: Locator) => heading.evaluate((element) => element === document.activeElement);
        await openScreen(page, suite.product, '/usage', 'Usage');
        await page.getByRole('main').getByRole('link', { name: 'Request log' }).focus();
        await page.keyboard.press('Enter');
        const log = await visible(mainHeading(page, 'Request log'), 'the request log');
        await eventually(() => isFocused(log), 'focus on the request log’s heading');
        await page.getByRole('main').getByRole('link', { name: 'Back to usage' }).focus();
        await page.keyboard.press('Enter');
        const usage = await visible(mainHeading(page, 'Usage'), 'the usage screen');
        await eventually(() => isFocused(usage), 'focus on the usage screen’s heading');
        // The next Tab goes on from there, inside the screen.
        await page.keyboard.press('Tab');
        assert.ok(await page.evaluate(() => Boolean(document.activeElement?.closest('main'))), 'next stop in main');
        // Billing draws its heading again once its data has come: the focus follows it.
        await openScreen(page, suite.product, '/', /Welcome/);
        await page
          .getByRole('main')
          .getByRole('link', { name: /See plans and upgrade|Manage plan/ })
          .focus();
        await page.keyboard.press('Enter');
        // The quota bar comes with the data, after the skeleton.
        await visible(
          page.getByRole('progressbar', { name: "Today's quota used" }),
          'the billing screen with its data',
        );
        await eventually(() => isFocused(mainHeading(page, 'Billing')), 'focus on the billing heading');
      });
    },
  );

  test('a first visit is greeted with "Welcome", a later one with "Welcome back"', JOURNEY, async (t) => {
    const person = await newAccount('greeting');
    await journey(suite.browser, t.name, {}, async ({ page }) => {
      await logInThroughForm(page, suite.product, person);
      const heading = await visible(mainHeading(page, /Welcome/), 'the greeting');
      assert.equal(await heading.innerText(), `Welcome, ${person.fullName}`);
      // The Log In button went with the login screen: the dashboard's heading has the focus.
      await eventually(
        () => heading.evaluate((element) => element === document.activeElement),
        'focus on the dashboard’s heading after logging in',
      );
      await page.reload();
      await visible(mainHeading(page, `Welcome back, ${person.fullName}`), 'the greeting of a second visit');
    });
  });

  test(
    '/api/docs is Touchline’s: its name and logo, data endpoints first, dark with the system, a way back',
    JOURNEY,
    async (t) => {
      await journey(suite.browser, t.name, { colorScheme: 'dark' }, async ({ page, diagnostics }) => {
        await page.goto(`${suite.product.url}/api/docs`);
        await visible(page.locator('.opblock-tag').first(), 'the operations', 30_000);
        assert.match(await page.title(), /Touchline/);
        assert.equal(await page.getByRole('img', { name: /swagger/i }).count(), 0, 'no Swagger logo');
        await visible(page.getByRole('img', { name: 'Touchline' }), 'the Touchline logo');
        const tags = await page.locator('.opblock-tag').allInnerTexts();
        assert.match(
          tags[0] ?? '',
          /^data/,
          `the data endpoints come first (${tags.map((tag) => tag.split('\n')[0]).join(', ')})`,
        );
        const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
        const [r, g, b] = background.match(/\d+/g)!.map(Number);
        assert.ok(r! + g! + b! < 150, `a dark page with a dark system colour scheme (${background})`);
        const back = await visible(page.getByRole('link', { name: /back to the dashboard/i }), 'the way back');
        await back.click();
        await eventually(
          async () => new URL(page.url()).pathname === '/' || new URL(page.url()).pathname === '/login',
          'the dashboard (or its login)',
        );
        assert.deepEqual(
          diagnostics.consoleErrors.filter((line) => /Content Security Policy/i.test(line)),
          [],
          'no CSP violation',
        );
      });
    },
  );

  test('/api/docs takes the colour mode chosen in the dashboard over the system’s, either way', JOURNEY, async (t) => {
    const bodyBrightness = async (page: Page) => {
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const [r, g, b] = background.match(/\d+/g)!.map(Number);
      return r! + g! + b!;
    };
    for (const [system, chosen] of [
      ['light', 'dark'],
      ['dark', 'light'],
    ] as const) {
      await journey(
        suite.browser,
        `${t.name} (${chosen} over ${system})`,
        { colorScheme: system, storage: { theme: chosen } },
        async ({ page }) => {
          await page.goto(`${suite.product.url}/api/docs`);
          await visible(page.locator('.opblock-tag').first(), 'the operations', 30_000);
          await eventually(
            async () => (chosen === 'dark' ? (await bodyBrightness(page)) < 150 : (await bodyBrightness(page)) > 600),
            `a ${chosen} page, as chosen in the dashboard, with a ${system} system colour scheme`,
          );
        },
      );
    }
  });
});
