// Two-factor sign-in through the dashboard: set it up in Settings → Security with the password and
// a code computed from the key shown as text (with otpauth, as an authenticator app computes it),
// log out, log in with a code, log out, log in with a recovery code; a Google account that
// sets it up and is asked for a code after Google; and a superuser who, in Manage Users, sees whose
// two-factor sign-in is on and resets it for someone who lost their phone.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { continueWithGoogle, createActiveUser, uniqueEmail, useAccountsProduct } from '../support/accounts.ts';
import { journey } from '../support/browser.ts';
import { atPath, eventually, visible } from '../support/expect.ts';
import { callApi } from '../support/api.ts';
import { JOURNEY } from '../support/suite.ts';
import {
  ADMIN_ENTRY,
  accessToken,
  logInThroughForm,
  mainHeading,
  openScreen,
  userMenuButton,
} from '../support/touchline.ts';

const GOOGLE_USER = { email: 'gus.google@example.com', name: 'Gus Google' };
const suite = useAccountsProduct({ googleProfiles: { [GOOGLE_USER.email]: { name: GOOGLE_USER.name } } });

/** The code an authenticator app shows for `secret`, `steps` periods of 30 s from now. */
const codeFor = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

async function logOut(page: Page) {
  await (await visible(userMenuButton(page), 'the user menu')).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await atPath(page, '/login');
}

/** The password step of an account with two-factor sign-in: it leads to the code step, not the dashboard. */
async function passwordStep(page: Page, credentials: { email: string; password: string }) {
  await visible(page.getByRole('heading', { level: 1, name: /Log in/i }), 'the login heading');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(credentials.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await visible(page.getByRole('heading', { level: 1, name: 'Two-factor authentication' }), 'the code step');
  await atPath(page, '/login');
}

async function openSecurity(page: Page) {
  await page.goto(`${new URL(page.url()).origin}/settings`);
  await (
    await visible(
      page.getByRole('tablist', { name: 'Settings' }).getByRole('tab', { name: 'Security', exact: true }),
      'the Security tab',
    )
  ).click();
  return visible(page.getByRole('tabpanel', { name: 'Security' }), 'the Security panel');
}

describe('two-factor sign-in', () => {
  test(
    'set up with a code from the key shown as text, then log in with a code and with a recovery code',
    JOURNEY,
    async (t) => {
      const credentials = {
        email: uniqueEmail('two-factor'),
        password: 'two-factor-pw-1',
        fullName: 'Tess Two-Factor',
      };
      await createActiveUser(suite.product, await accessToken(suite.product), credentials);

      await journey(suite.browser, t.name, {}, async ({ page, diagnostics }) => {
        await logInThroughForm(page, suite.product, credentials);
        let security = await openSecurity(page);
        await visible(security.getByText('Off', { exact: true }), 'two-factor off');
        await security.getByRole('button', { name: 'Set up two-factor sign-in' }).click();

        const qr = await visible(
          security.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
          'the QR code',
        );
        assert.match((await qr.getAttribute('src')) ?? '', /^data:image\/svg\+xml;base64,/);
        const secret = (await (await visible(security.getByLabel('Setup key'), 'the setup key')).innerText()).replace(
          /\s/g,
          '',
        );
        await security.getByRole('textbox', { name: /Authentication code/ }).fill(codeFor(secret));
        await security.getByRole('textbox', { name: /Current Password/ }).fill(credentials.password);
        await security.getByRole('button', { name: 'Turn on' }).click();

        const list = await visible(security.getByRole('list', { name: 'Recovery codes' }), 'the recovery codes');
        const recoveryCodes = await list.getByRole('listitem').allInnerTexts();
        assert.equal(recoveryCodes.length, 10);
        await security.getByRole('button', { name: 'I have saved my codes' }).click();
        await visible(security.getByText('10 recovery codes left'), 'ten recovery codes left');

        // A code: the next time step's, as the enrolment's own code is never accepted twice.
        await logOut(page);
        await passwordStep(page, credentials);
        await page.getByRole('textbox', { name: /Authentication code/ }).fill(codeFor(secret, 1));
        await page.getByRole('button', { name: 'Verify', exact: true }).click();
        await atPath(page, '/');
        await visible(mainHeading(page, /./), 'the dashboard');

        // A recovery code, then spent. The code step opens with its field focused and nothing
        // called wrong; pressing the link beside the empty field switches at the first click.
        await logOut(page);
        await passwordStep(page, credentials);
        const codeField = page.getByRole('textbox', { name: /Authentication code/ });
        await eventually(
          () => codeField.evaluate((element) => element === document.activeElement),
          'focus in the code field',
        );
        assert.equal(await page.getByText('Authentication code is required').count(), 0, 'no error before typing');
        await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
        await page.getByRole('textbox', { name: /Recovery code/ }).fill(recoveryCodes[0]!);
        await page.getByRole('button', { name: 'Verify', exact: true }).click();
        await atPath(page, '/');
        security = await openSecurity(page);
        await visible(security.getByText('9 recovery codes left'), 'nine recovery codes left');

        assert.deepEqual(diagnostics.pageErrors, [], 'no uncaught errors in the page');
        assert.deepEqual(diagnostics.consoleErrors, [], 'no errors in the console');
      });
    },
  );

  test('a Google account sets it up without a password, and is asked for a code after Google', JOURNEY, async (t) => {
    let secret = '';
    await journey(suite.browser, `${t.name} (set up)`, {}, async ({ page }) => {
      await continueWithGoogle(page, suite, GOOGLE_USER.email);
      await atPath(page, '/', '');
      const security = await openSecurity(page);
      await security.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
      secret = (await (await visible(security.getByLabel('Setup key'), 'the setup key')).innerText()).replace(
        /\s/g,
        '',
      );
      assert.equal(
        await security.getByRole('textbox', { name: /Current Password/ }).count(),
        0,
        'no password is asked of a Google account',
      );
      await security.getByRole('textbox', { name: /Authentication code/ }).fill(codeFor(secret));
      await security.getByRole('button', { name: 'Turn on' }).click();
      await visible(security.getByRole('list', { name: 'Recovery codes' }), 'the recovery codes');
    });

    await journey(suite.browser, `${t.name} (sign in)`, {}, async ({ page, diagnostics }) => {
      await continueWithGoogle(page, suite, GOOGLE_USER.email);
      await visible(
        page.getByRole('heading', { level: 1, name: 'Two-factor authentication' }),
        'the code step after Google',
      );
      await eventually(
        () => !new URL(page.url()).searchParams.has('two_factor'),
        () => `the challenge to leave the address (${page.url()})`,
      );
      await page.getByRole('textbox', { name: /Authentication code/ }).fill(codeFor(secret, 1));
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      await atPath(page, '/');
      await visible(mainHeading(page, /./), 'the dashboard');
      assert.deepEqual(diagnostics.pageErrors, [], 'no uncaught errors in the page');
    });
  });

  test(
    'a superuser sees whose two-factor sign-in is on and resets it for a user who lost their phone',
    JOURNEY,
    async (t) => {
      const admin = await accessToken(suite.product);
      const lostPhone = { email: uniqueEmail('lost-phone'), password: 'lost-phone-pw-1', fullName: 'Lou Lostphone' };
      const withoutIt = { email: uniqueEmail('no-two-factor'), password: 'no-two-factor-pw-1', fullName: 'Nia None' };
      await createActiveUser(suite.product, admin, withoutIt);
      await createActiveUser(suite.product, admin, lostPhone);
      const token = await accessToken(suite.product, lostPhone);
      const { secret } = await callApi<{ secret: string }>(
        suite.product,
        token,
        'POST',
        '/api/users/me/two-factor/enrolment',
      );
      await callApi(suite.product, token, 'POST', '/api/users/me/two-factor/confirmation', {
        code: codeFor(secret),
        password: lostPhone.password,
      });

      await journey(suite.browser, t.name, {}, async ({ page, diagnostics }) => {
        await logInThroughForm(page, suite.product);
        await openScreen(page, suite.product, ADMIN_ENTRY.path, ADMIN_ENTRY.heading);
        const table = await visible(page.getByRole('table', { name: 'Users' }), 'the users table');
        const rowOf = (email: string) => table.getByRole('row').filter({ hasText: email });
        await visible(rowOf(lostPhone.email).getByText('Two-factor', { exact: true }), 'the two-factor mark');
        assert.equal(await rowOf(withoutIt.email).getByText('Two-factor', { exact: true }).count(), 0);
        const resetOf = (email: string) => page.getByRole('button', { name: `Reset two-factor sign-in of ${email}` });
        assert.equal(await resetOf(withoutIt.email).count(), 0, 'no reset offered without two-factor sign-in');

        await resetOf(lostPhone.email).click();
        const dialog = await visible(page.getByRole('alertdialog', { name: 'Reset two-factor sign-in' }), 'the dialog');
        await dialog.getByRole('button', { name: 'Reset', exact: true }).click();
        await visible(
          page.getByText("The user's two-factor sign-in was reset. They were told by e-mail."),
          'the toast',
        );
        await eventually(
          async () => (await rowOf(lostPhone.email).getByText('Two-factor', { exact: true }).count()) === 0,
          'the mark to go',
        );
        assert.equal(await resetOf(lostPhone.email).count(), 0, 'the reset no longer offered');
        assert.deepEqual(diagnostics.pageErrors, [], 'no uncaught errors in the page');
        assert.deepEqual(diagnostics.consoleErrors, [], 'no errors in the console');
      });

      // The password alone signs the user in again.
      assert.ok(await accessToken(suite.product, lostPhone));
    },
  );
});
