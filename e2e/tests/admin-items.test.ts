// Spec sections 2, 6 and 8: a superuser manages users on /admin (add, edit, page through, delete),
// anyone manages their items on /items, and a normal user sees only their own items and never the
// user list, even by typing /admin.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { assertQuietPage, journey } from '../support/browser.ts';
import { absent, assertWithinReach, atPath, eventually, localStorageItem, visible } from '../support/expect.ts';
import type { Product } from '../support/product.ts';
import { JOURNEY, useProduct } from '../support/suite.ts';
import {
  accessToken,
  logInThroughForm,
  mainHeading,
  openScreen,
  sidebar,
  signedInPhone,
} from '../support/touchline.ts';
import { callApi, RUN } from '../support/api.ts';

const suite = useProduct();
/** The Items screen's page size (shell/src/pages/ItemsPage.tsx). */
const ITEMS_PAGE_SIZE = 10;

async function createUser(product: Product, adminToken: string, email: string, password: string, fullName: string) {
  return (await callApi(product, adminToken, 'POST', '/api/users/', { email, password, full_name: fullName })) as {
    id: string;
  };
}

function table(page: Page, name: 'Users' | 'Items'): Locator {
  return page.getByRole('main').getByRole('table', { name });
}

function row(page: Page, name: 'Users' | 'Items', text: string): Locator {
  return table(page, name).getByRole('row').filter({ hasText: text });
}

/** The toast the spec titles 'Success!' (section 8), with its description. */
async function successToast(page: Page, text: string) {
  const toast = page.getByRole('status').filter({ hasText: 'Success!' }).filter({ hasText: text });
  await visible(toast, `the 'Success!' toast "${text}"`);
  await toast.first().getByRole('button', { name: 'Close notification' }).click();
}

async function rowAction(page: Page, label: string, action: 'Edit' | 'Delete') {
  await (
    await visible(
      page.getByRole('main').getByRole('button', { name: `${action} ${label}`, exact: true }),
      `${action} ${label}`,
    )
  ).click();
}

describe('manage users and items', () => {
  test('a superuser adds, edits, pages through and deletes users on /admin', JOURNEY, async (t) => {
    const email = `journey-${RUN}@example.com`;
    await journey(suite.browser, t.name, {}, async ({ page, diagnostics }) => {
      await logInThroughForm(page, suite.product);
      await sidebar(page).getByRole('link', { name: 'Manage Users', exact: true }).click();
      await atPath(page, '/admin');
      await visible(mainHeading(page, 'Manage Users'), 'the Manage Users heading');
      await visible(row(page, 'Users', 'admin@example.com'), 'the seeded superuser in the table');

      // Add a user through the dialog, after the form has pointed out what is missing.
      await page.getByRole('button', { name: 'Add user', exact: true }).click();
      const addDialog = await visible(page.getByRole('dialog', { name: 'Add user' }), 'the Add user dialog');
      await addDialog.getByRole('button', { name: 'Save', exact: true }).click();
      await visible(addDialog.getByText('Email is required'), "'Email is required'");
      await visible(addDialog.getByText('Password is required'), "'Password is required'");
      await addDialog.getByRole('textbox', { name: 'Email' }).fill(email);
      await addDialog.getByRole('textbox', { name: 'Full name' }).fill('Journey Person');
      await addDialog.getByLabel(/^Password/).fill('journey-pass-1');
      await addDialog.getByLabel(/^Confirm password/).fill('journey-pass-1');
      await addDialog.getByRole('button', { name: 'Save', exact: true }).click();
      await successToast(page, 'User created successfully.');
      await absent(page.getByRole('dialog'), 'the Add user dialog');
      const added = await visible(row(page, 'Users', email), 'the new user in the table');
      assert.match(await added.innerText(), /Journey Person[\s\S]*User[\s\S]*Active/);

      // Edit their name.
      await rowAction(page, email, 'Edit');
      const editDialog = await visible(page.getByRole('dialog', { name: 'Edit user' }), 'the Edit user dialog');
      assert.equal(await editDialog.getByRole('textbox', { name: 'Email' }).inputValue(), email);
      await editDialog.getByRole('textbox', { name: 'Full name' }).fill('Journey Renamed');
      await editDialog.getByRole('button', { name: 'Save', exact: true }).click();
      await successToast(page, 'User updated successfully.');
      await eventually(
        async () => (await row(page, 'Users', email).innerText()).includes('Journey Renamed'),
        'the new name in the row',
      );

      // More than a page of users (13): created through REST, then the second page through the address.
      const adminToken = await accessToken(suite.product);
      for (let index = 0; index < 11; index += 1) {
        await createUser(
          suite.product,
          adminToken,
          `filler-${RUN}-${index}@example.com`,
          'filler-pass-1',
          `Filler ${index}`,
        );
      }
      await page.reload();
      await visible(row(page, 'Users', `filler-${RUN}-10@example.com`), 'the newest filler user on page 1');
      assert.equal(await row(page, 'Users', email).count(), 0, 'the older journey user is not on page 1');
      const pager = page.getByRole('navigation', { name: 'Pagination' });
      await pager.getByRole('button', { name: 'Next', exact: true }).click();
      await atPath(page, '/admin', '?page=2');
      await visible(pager.getByText(/^Page 2 of 2$/), "'Page 2 of 2'");
      await visible(row(page, 'Users', email), 'the journey user on page 2');

      // The seeded superuser, the oldest account, is here too: they cannot delete themselves.
      const deleteSelf = page.getByRole('button', { name: 'Delete admin@example.com', exact: true });
      assert.equal(await deleteSelf.getAttribute('aria-disabled'), 'true', 'deleting oneself is not offered');
      assert.match(
        (await deleteSelf.getAttribute('title')) ?? '',
        /cannot delete your own account/,
        'and the reason is given',
      );
      await deleteSelf.click({ force: true });
      assert.equal(await page.getByRole('alertdialog').count(), 0, 'no confirmation for deleting oneself');

      // Delete the user added above, after confirming.
      await rowAction(page, email, 'Delete');
      const confirm = await visible(page.getByRole('alertdialog', { name: 'Delete user' }), 'the delete confirmation');
      assert.ok(
        (await confirm.innerText()).includes(`Journey Renamed (${email}) will be deleted`),
        'the confirmation names the user',
      );
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await successToast(page, 'The user was deleted successfully.');
      await absent(row(page, 'Users', email), 'the deleted user');
      const gone = await fetch(`${suite.product.url}/api/users/?skip=0&limit=100`, {
        headers: { authorization: `Bearer ${adminToken}` },
      });
      const { data } = (await gone.json()) as { data: { email: string }[] };
      assert.ok(!data.some((user) => user.email === email), 'the bff no longer has the user');

      // A bookmarked page 2 opens as page 2, and Previous goes back to page 1.
      await page.goto(`${suite.product.url}/admin?page=2`);
      await visible(pager.getByText(/^Page 2 of 2$/), "'Page 2 of 2' after loading the address");
      await pager.getByRole('button', { name: 'Previous', exact: true }).click();
      await atPath(page, '/admin', '?page=1');
      await visible(pager.getByText(/^Page 1 of 2$/), "'Page 1 of 2'");

      assert.notEqual(await localStorageItem(page, 'access_token'), null, 'still signed in');
      assert.deepEqual(diagnostics.pageErrors, [], 'no uncaught errors in the page');
      assert.deepEqual(diagnostics.consoleErrors, [], 'no errors in the console');
    });
  });

  test('a user creates, edits and deletes an item on /items', JOURNEY, async (t) => {
    const token = await accessToken(suite.product);
    const title = `Matchday notes ${RUN}`;
    await journey(suite.browser, t.name, { storage: { access_token: token } }, async ({ page, diagnostics }) => {
      await openScreen(page, suite.product, '/items', 'Items');
      await absent(page.getByRole('main').locator('[aria-busy="true"]'), 'the items still loading');

      await page.getByRole('button', { name: 'Add item', exact: true }).first().click();
      const addDialog = await visible(page.getByRole('dialog', { name: 'Add item' }), 'the Add item dialog');
      await addDialog.getByRole('textbox', { name: 'Title' }).focus();
      await addDialog.getByRole('textbox', { name: 'Description' }).focus();
      await visible(addDialog.getByText('Title is required'), "'Title is required' after leaving the title empty");
      await addDialog.getByRole('textbox', { name: 'Title' }).fill(title);
      await addDialog.getByRole('textbox', { name: 'Description' }).fill('Fixtures for the weekend preview.');
      await addDialog.getByRole('button', { name: 'Save', exact: true }).click();
      await successToast(page, 'Item created successfully.');
      await visible(row(page, 'Items', title), 'the new item in the table');

      await rowAction(page, title, 'Edit');
      const editDialog = await visible(page.getByRole('dialog', { name: 'Edit item' }), 'the Edit item dialog');
      await editDialog.getByRole('textbox', { name: 'Description' }).fill('Fixtures and line-ups.');
      await editDialog.getByRole('button', { name: 'Save', exact: true }).click();
      await successToast(page, 'Item updated successfully.');
      await visible(row(page, 'Items', title).filter({ hasText: 'Fixtures and line-ups.' }), 'the edited description');

      await rowAction(page, title, 'Delete');
      const confirm = await visible(page.getByRole('alertdialog', { name: 'Delete item' }), 'the delete confirmation');
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await successToast(page, 'The item was deleted successfully.');
      await absent(row(page, 'Items', title), 'the deleted item');

      assert.deepEqual(diagnostics.pageErrors, [], 'no uncaught errors in the page');
      assert.deepEqual(diagnostics.consoleErrors, [], 'no errors in the console');
    });
  });

  test('a normal user sees only their own items, and /admin by address shows no user list', JOURNEY, async (t) => {
    const adminToken = await accessToken(suite.product);
    const credentials = { email: `normal-${RUN}@example.com`, password: 'normal-pass-1' };
    await createUser(suite.product, adminToken, credentials.email, credentials.password, 'Normal Person');
    const token = await accessToken(suite.product, credentials);
    await callApi(suite.product, token, 'POST', '/api/items/', {
      title: `Mine ${RUN}`,
      description: 'Only I see this.',
    });
    await callApi(suite.product, adminToken, 'POST', '/api/items/', { title: `Admin's ${RUN}`, description: null });

    await journey(suite.browser, t.name, { storage: { access_token: token } }, async ({ page, diagnostics }) => {
      await page.goto(`${suite.product.url}/items`);
      await visible(row(page, 'Items', `Mine ${RUN}`), 'their own item');
      await visible(page.getByRole('main').getByText('Your items', { exact: true }), "the 'Your items' title");
      assert.equal(await row(page, 'Items', `Admin's ${RUN}`).count(), 0, "someone else's item is not listed");
      assert.equal(await table(page, 'Items').getByRole('row').count(), 2, 'a header row and their one item');

      assert.equal(await sidebar(page).getByRole('link', { name: 'Manage Users' }).count(), 0, 'no Manage Users entry');
      await openScreen(page, suite.product, '/admin', 'Manage Users');
      await visible(page.getByText('You need superuser rights'), 'the explanation');
      assert.equal(await table(page, 'Users').count(), 0, 'no users table');
      assert.equal(new URL(page.url()).pathname, '/admin', 'still on /admin: the session was not ended');
      assert.equal(await localStorageItem(page, 'access_token'), token, 'the token is kept');

      assert.deepEqual(diagnostics.pageErrors, [], 'no uncaught errors in the page');
      assert.deepEqual(diagnostics.consoleErrors, [], 'no errors in the console');
    });
  });

  test('deleting the last item of a later page shows the page before, with focus on its table', JOURNEY, async (t) => {
    const adminToken = await accessToken(suite.product);
    const credentials = { email: `pager-${RUN}@example.com`, password: 'pager-pass-1' };
    await createUser(suite.product, adminToken, credentials.email, credentials.password, 'Pager Person');
    const token = await accessToken(suite.product, credentials);
    for (let i = 1; i <= ITEMS_PAGE_SIZE + 1; i++)
      await callApi(suite.product, token, 'POST', '/api/items/', { title: `Paged ${i} ${RUN}`, description: null });
    const { data: secondPage } = await callApi<{ data: { title: string }[] }>(
      suite.product,
      token,
      'GET',
      `/api/items/?skip=${ITEMS_PAGE_SIZE}&limit=${ITEMS_PAGE_SIZE}`,
    );
    assert.equal(secondPage.length, 1, 'one item on page 2');
    const last = secondPage[0]!.title;

    await journey(suite.browser, t.name, { storage: { access_token: token } }, async ({ page, diagnostics }) => {
      await page.goto(`${suite.product.url}/items?page=2`);
      const pager = page.getByRole('navigation', { name: 'Pagination' });
      await visible(pager.getByText(/^Page 2 of 2$/), "'Page 2 of 2'");
      await rowAction(page, last, 'Delete');
      const confirm = await visible(page.getByRole('alertdialog', { name: 'Delete item' }), 'the delete confirmation');
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();

      // Focus is checked before the toast is closed: closing it would move focus itself.
      await atPath(page, '/items', '?page=1');
      await visible(pager.getByText(/^Page 1 of 1$/), "'Page 1 of 1'");
      assert.equal(await table(page, 'Items').getByRole('row').count(), ITEMS_PAGE_SIZE + 1, 'a full page 1');
      await eventually(
        () => table(page, 'Items').evaluate((element) => element === document.activeElement),
        'focus on the Items table of the page before',
      );
      await successToast(page, 'The item was deleted successfully.');

      assertQuietPage(diagnostics);
    });
  });

  test(
    'an address and a full name of 255 characters without a space wrap in their columns: Role, Status and Created stay in view',
    JOURNEY,
    async (t) => {
      const adminToken = await accessToken(suite.product);
      const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(50)}.example.com`;
      const email = `${RUN}-${'a'.repeat(64 - RUN.length - 1)}@${domain}`.slice(0, 255);
      const fullName = `Long${'n'.repeat(251)}`;
      await createUser(suite.product, adminToken, email, 'long-address-1', fullName);
      await journey(suite.browser, t.name, { storage: { access_token: adminToken } }, async ({ page }) => {
        await page.goto(`${suite.product.url}/admin`);
        await visible(row(page, 'Users', email), 'the user with the long address and name');
        const viewport = page.viewportSize()!;
        for (const header of ['Role', 'Status', 'Created']) {
          const box = await table(page, 'Users').getByRole('columnheader', { name: header }).boundingBox();
          assert.ok(box && box.x + box.width <= viewport.width, `${header} within the ${viewport.width} px window`);
        }
      });
    },
  );

  test(
    'on a 375 px phone every row keeps its Edit and Delete on screen, where a tap reaches them',
    JOURNEY,
    async (t) => {
      const adminToken = await accessToken(suite.product);
      const email = `phone-${RUN}@example.com`;
      await createUser(suite.product, adminToken, email, 'phone-pass-1', 'A rather long full name for a narrow screen');
      const phone = signedInPhone(adminToken, { width: 375, height: 812 });
      await journey(suite.browser, t.name, phone, async ({ page }) => {
        await page.goto(`${suite.product.url}/admin`);
        await visible(row(page, 'Users', email), 'the new user in the table');
        for (const action of ['Edit', 'Delete'] as const) {
          await assertWithinReach(
            page.getByRole('main').getByRole('button', { name: `${action} ${email}`, exact: true }),
            `${action} on the 375 px screen`,
          );
        }
        await page
          .getByRole('main')
          .getByRole('button', { name: `Edit ${email}`, exact: true })
          .tap();
        await visible(page.getByRole('dialog', { name: 'Edit user' }), 'the Edit user dialog, opened by a tap');
      });
    },
  );
});
