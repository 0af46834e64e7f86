// Spec section 2: the 404 page, the guards on public and authenticated routes, and the two ways
// a token arrives in the address (/oauth/callback and ?access_token= on the layout).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { journey } from '../support/browser.ts';
import { atPath, eventually, localStorageItem, visible } from '../support/expect.ts';
import { JOURNEY, useProduct } from '../support/suite.ts';
import { accessToken, mainHeading, userMenuButton } from '../support/touchline.ts';

const suite = useProduct();
const PUBLIC_ROUTES = ['/signup', '/login', '/activate', '/recover-password', '/reset-password'];

describe('routing', () => {
  test('an unknown path shows the 404 page, whose Go Back button leads to /', JOURNEY, (t) =>
    journey(suite.browser, t.name, {}, async ({ page }) => {
      const response = await page.goto(`${suite.product.url}/no/such/page`);
      assert.equal(response?.status(), 200, 'client-side routes are served the shell');
      await visible(page.getByRole('heading', { name: 'Oops!' }), "the 'Oops!' heading");
      await visible(
        page.getByText('The page you are looking for was not found.', { exact: true }),
        'the not-found text',
      );
      const goBack = page.getByRole('link', { name: 'Go Back' });
      await visible(goBack, 'the Go Back button');
      assert.equal(await goBack.getAttribute('href'), '/');
      await goBack.click();
      // Without a token, / itself sends the visitor on to /login.
      await atPath(page, '/login');
    }),
  );

  test('/ without a stored token redirects to /login', JOURNEY, (t) =>
    journey(suite.browser, t.name, {}, async ({ page }) => {
      await page.goto(`${suite.product.url}/`);
      await atPath(page, '/login');
      await visible(page.getByRole('heading', { level: 1, name: /log in/i }), 'the login screen');
    }),
  );

  test('every authenticated route redirects to /login without a token', JOURNEY, (t) =>
    journey(suite.browser, t.name, {}, async ({ page }) => {
      for (const path of ['/usage', '/settings', '/items', '/billing', '/api-keys', '/api-explorer', '/admin']) {
        await page.goto(`${suite.product.url}${path}`);
        await atPath(page, '/login');
      }
    }),
  );

  test('/oauth/callback with a real access_token stores it and lands on the dashboard', JOURNEY, async (t) => {
    const token = await accessToken(suite.product);
    await journey(suite.browser, t.name, {}, async ({ page }) => {
      await page.goto(`${suite.product.url}/oauth/callback?access_token=${encodeURIComponent(token)}`);
      await atPath(page, '/', '');
      assert.equal(await localStorageItem(page, 'access_token'), token);
      await visible(userMenuButton(page), 'the signed-in layout');
    });
  });

  test('/oauth/callback without a token lands on /login and stores nothing', JOURNEY, (t) =>
    journey(suite.browser, t.name, {}, async ({ page }) => {
      await page.goto(`${suite.product.url}/oauth/callback`);
      await atPath(page, '/login');
      assert.equal(await localStorageItem(page, 'access_token'), null);
    }),
  );

  test('/?access_token= stores the token and removes it from the address', JOURNEY, async (t) => {
    const token = await accessToken(suite.product);
    await journey(suite.browser, t.name, {}, async ({ page }) => {
      await page.goto(`${suite.product.url}/?access_token=${encodeURIComponent(token)}`);
      await atPath(page, '/', '');
      assert.equal(await localStorageItem(page, 'access_token'), token);
      await visible(userMenuButton(page), 'the signed-in layout');
      await visible(mainHeading(page, /./), 'the dashboard heading');
      assert.ok(!page.url().includes('access_token'), `the token is still in the address: ${page.url()}`);
    });
  });

  test('an authenticated route other than / also takes ?access_token= and reloads at /', JOURNEY, async (t) => {
    const token = await accessToken(suite.product);
    await journey(suite.browser, t.name, {}, async ({ page }) => {
      await page.goto(`${suite.product.url}/billing?access_token=${encodeURIComponent(token)}`);
      await atPath(page, '/', '');
      assert.equal(await localStorageItem(page, 'access_token'), token);
      await visible(userMenuButton(page), 'the signed-in layout');
    });
  });

  test('public routes redirect to / when a token is stored', JOURNEY, async (t) => {
    const token = await accessToken(suite.product);
    await journey(suite.browser, t.name, { storage: { access_token: token } }, async ({ page }) => {
      for (const path of PUBLIC_ROUTES) {
        await page.goto(`${suite.product.url}${path}`);
        await atPath(page, '/');
        await visible(userMenuButton(page), `the signed-in layout after visiting ${path}`);
      }
      await eventually(
        async () => (await localStorageItem(page, 'access_token')) === token,
        'the token to stay stored',
      );
    });
  });
});
