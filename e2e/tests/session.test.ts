// Spec sections 2, 4 and 8: logging in through the form, the user menu, logging out, and a
// token the server no longer accepts.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { assertQuietPage, journey } from '../support/browser.ts';
import { atPath, eventually, localStorageItem, visible } from '../support/expect.ts';
import { SUPERUSER } from '../support/product.ts';
import { JOURNEY, useProduct } from '../support/suite.ts';
import {
  accessToken,
  ADMIN_ENTRY,
  expectedDisplayName,
  fallback,
  logInThroughForm,
  mainHeading,
  SIDEBAR_ENTRIES,
  sidebar,
  userMenuButton,
} from '../support/touchline.ts';

const suite = useProduct();

async function expectSessionEnded(page: Page) {
  await atPath(page, '/login');
  await eventually(async () => (await localStorageItem(page, 'access_token')) === null, 'the token to be removed');
  await visible(page.getByRole('heading', { level: 1, name: /log in/i }), 'the login screen');
}

describe('session', () => {
  test('the seeded superuser logs in through the form and sees their name and the full sidebar', JOURNEY, async (t) => {
    const name = await expectedDisplayName(suite.product, await accessToken(suite.product));
    await journey(suite.browser, t.name, {}, async ({ page, diagnostics }) => {
      await logInThroughForm(page, suite.product);
      assert.ok(await localStorageItem(page, 'access_token'), 'the token is stored under access_token');

      const menu = await visible(userMenuButton(page), 'the user menu');
      await eventually(async () => (await menu.innerText()).includes(name), `the user menu to show "${name}"`);

      const nav = sidebar(page);
      await visible(nav, 'the sidebar');
      for (const entry of [...SIDEBAR_ENTRIES, ADMIN_ENTRY]) {
        const link = await visible(
          nav.getByRole('link', { name: entry.label, exact: true }),
          `the sidebar entry ${entry.label}`,
        );
        assert.equal(await link.getAttribute('href'), entry.path, `${entry.label} links to ${entry.path}`);
      }
      await visible(nav.getByRole('heading', { name: 'Admin', exact: true }), "the 'Admin' heading");

      await visible(mainHeading(page, /./), 'the dashboard heading');
      assert.equal(await fallback(page).count(), 0, 'no dashboard section shows its fallback');
      assertQuietPage(diagnostics);
    });
  });

  test("the user menu's My Profile entry goes to /settings", JOURNEY, async (t) => {
    const token = await accessToken(suite.product);
    await journey(suite.browser, t.name, { storage: { access_token: token } }, async ({ page }) => {
      await page.goto(`${suite.product.url}/`);
      await (await visible(userMenuButton(page), 'the user menu')).click();
      await page.getByRole('menuitem', { name: 'My Profile' }).click();
      await atPath(page, '/settings');
      await visible(mainHeading(page, /settings/i), 'the settings screen');
    });
  });

  test("the user menu's Log Out entry removes access_token and lands on /login", JOURNEY, async (t) => {
    const token = await accessToken(suite.product);
    await journey(suite.browser, t.name, { storage: { access_token: token } }, async ({ page }) => {
      await page.goto(`${suite.product.url}/`);
      await (await visible(userMenuButton(page), 'the user menu')).click();
      await page.getByRole('menuitem', { name: 'Log Out' }).click();
      await atPath(page, '/login');
      assert.equal(await localStorageItem(page, 'access_token'), null);
      await visible(page.getByRole('heading', { level: 1, name: /log in/i }), 'the login screen');

      // Logged out for good: the dashboard is closed again.
      await page.goto(`${suite.product.url}/`);
      await atPath(page, '/login');
    });
  });

  test('a token the server cannot validate (403 from GraphQL) is removed and the user goes to /login', JOURNEY, (t) =>
    journey(suite.browser, t.name, { storage: { access_token: 'not-a-real-token' } }, async ({ page }) => {
      const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/graphql');
      await page.goto(`${suite.product.url}/`);
      const body = await (await answer).text();
      assert.match(body, /"status":403/, `GraphQL answered the garbage token with a 403: ${body.slice(0, 300)}`);
      await expectSessionEnded(page);
    }),
  );

  test('a 401 from GraphQL (the server did not get the token) removes it and goes to /login', JOURNEY, async (t) => {
    const token = await accessToken(suite.product);
    await journey(suite.browser, t.name, { storage: { access_token: token } }, async ({ page }) => {
      // The real server, asked without the bearer token, answers UNAUTHENTICATED with status 401.
      let forwarded = '';
      await page.route('**/graphql', async (route) => {
        const headers = { ...route.request().headers() };
        delete headers.authorization;
        const response = await route.fetch({ headers });
        forwarded = await response.text();
        await route.fulfill({ response, body: forwarded });
      });
      await page.goto(`${suite.product.url}/`);
      await expectSessionEnded(page);
      assert.match(forwarded, /"status":401/, `the server answered 401: ${forwarded.slice(0, 300)}`);
    });
  });

  test('an HTTP 401 on the GraphQL transport removes the token and goes to /login', JOURNEY, async (t) => {
    const token = await accessToken(suite.product);
    await journey(suite.browser, t.name, { storage: { access_token: token } }, async ({ page }) => {
      await page.route('**/graphql', (route) =>
        route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({
            errors: [{ message: 'Not authenticated', extensions: { code: 'UNAUTHENTICATED', status: 401 } }],
          }),
        }),
      );
      await page.goto(`${suite.product.url}/`);
      await expectSessionEnded(page);
    });
  });

  test(
    "a token whose user was deleted (404 'User not found') is removed and the user goes to /login",
    JOURNEY,
    async (t) => {
      const admin = await accessToken(suite.product);
      const credentials = { email: `gone-${Date.now()}@example.com`, password: 'gone-password-1' };
      const created = await fetch(`${suite.product.url}/api/users/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ...credentials, full_name: 'Gone User' }),
      });
      assert.equal(created.status, 200, await created.clone().text());
      const token = await accessToken(suite.product, credentials);
      const deleted = await fetch(`${suite.product.url}/api/users/me`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ current_password: credentials.password }),
      });
      assert.equal(deleted.status, 200, await deleted.clone().text());

      await journey(suite.browser, t.name, { storage: { access_token: token } }, async ({ page }) => {
        const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/graphql');
        await page.goto(`${suite.product.url}/`);
        const body = await (await answer).text();
        assert.match(body, /User not found/, `GraphQL answered 'User not found': ${body.slice(0, 300)}`);
        await expectSessionEnded(page);
      });
    },
  );

  test('a wrong password keeps the visitor on /login with an error and stores no token', JOURNEY, (t) =>
    journey(suite.browser, t.name, {}, async ({ page }) => {
      await page.goto(`${suite.product.url}/login`);
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(SUPERUSER.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password-123');
      await page.getByRole('button', { name: 'Log In', exact: true }).click();
      await visible(page.getByText('Something went wrong!'), "the 'Something went wrong!' toast");
      assert.equal(new URL(page.url()).pathname, '/login');
      assert.equal(await localStorageItem(page, 'access_token'), null);
    }),
  );
});
