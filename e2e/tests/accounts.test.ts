// Issue 4 in the browser: sign-up with the bot check, activation and recovery by e-mail over
// real SMTP, the settings tabs (profile, password, danger zone), and Google sign-in against a
// real local OpenID provider.
import { linkIn } from '@touchline/test-stand-ins/smtp-inbox';
import { HUMAN_TOKEN, SECRET_KEY, SITE_KEY } from '@touchline/test-stand-ins/turnstile';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  continueWithGoogle,
  createActiveUser,
  logIn,
  meStatus,
  openSettingsTab,
  submitLogin,
  toast,
  uniqueEmail,
  useAccountsProduct,
} from '../support/accounts.ts';
import { journey } from '../support/browser.ts';
import { atPath, eventually, localStorageItem, visible } from '../support/expect.ts';
import { SUPERUSER } from '../support/product.ts';
import { JOURNEY } from '../support/suite.ts';
import { accessToken, mainHeading, userMenuButton } from '../support/touchline.ts';
import { standInForTurnstileWidget } from '../support/turnstile.ts';

const GOOGLE_USER = { email: 'gia.google@example.com', name: 'Gia Google' };
const suite = useAccountsProduct({ googleProfiles: { [GOOGLE_USER.email]: { name: GOOGLE_USER.name } } });
const LONG_JOURNEY = { timeout: 180_000 } as const;

async function expectUserMenuToShow(page: Page, name: string) {
  const menu = await visible(userMenuButton(page), 'the user menu');
  await eventually(
    async () => (await menu.innerText()).includes(name),
    () => `the user menu to show "${name}"`,
  );
}

async function logOutThroughUserMenu(page: Page) {
  await (await visible(userMenuButton(page), 'the user menu')).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await atPath(page, '/login');
}

describe('accounts', () => {
  test(
    'a visitor signs up past the bot check, activates from the e-mailed link, renames themselves, changes the password (ending the old token), recovers it by e-mail and logs in with the new one',
    LONG_JOURNEY,
    (t) =>
      journey(suite.browser, t.name, {}, async ({ page }) => {
        const { product, world } = suite;
        const person = { fullName: 'Ada Lovelace', email: uniqueEmail('ada'), password: 'analytical-engine-1' };
        await standInForTurnstileWidget(page);

        // --- sign up: the Turnstile widget (site key from the runtime config) gates Sign Up ---
        await page.goto(`${product.url}/signup`);
        await visible(page.getByRole('heading', { level: 1 }), 'the sign-up heading');
        await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill(person.fullName);
        await page.getByRole('textbox', { name: 'Email', exact: true }).fill(person.email);
        await page.getByRole('textbox', { name: 'Password', exact: true }).fill(person.password);
        await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(person.password);
        const signUp = page.getByRole('button', { name: 'Sign Up', exact: true });
        const humanCheck = await visible(
          page.getByRole('checkbox', { name: 'Verify you are human' }),
          'the bot-check widget',
        );
        assert.equal(await signUp.isDisabled(), true, 'Sign Up is disabled until the bot check yields a token');
        const renders = await page.evaluate(
          () =>
            (window as unknown as { __turnstileStandIn: { renders: { sitekey: string }[] } }).__turnstileStandIn
              .renders,
        );
        assert.equal(renders.at(-1)?.sitekey, SITE_KEY, 'the widget gets the configured site key');
        await humanCheck.check();
        await eventually(() => signUp.isEnabled(), 'Sign Up to be enabled once the bot check passed');
        await signUp.click();
        await visible(page.getByRole('heading', { name: 'Activation email sent' }), "'Activation email sent'");
        await visible(
          page.getByText('Please check your inbox (and maybe your spam folder) to activate your account.', {
            exact: true,
          }),
          'the inbox hint',
        );
        await visible(page.getByRole('link', { name: 'Back to Login' }), 'the Back to Login button');
        const verified = world.siteverify.calls.filter((call) => call.success);
        assert.ok(
          verified.some((call) => call.fields.response === HUMAN_TOKEN && call.fields.secret === SECRET_KEY),
          `the server verified the widget's token at siteverify: ${JSON.stringify(world.siteverify.calls)}`,
        );

        // Not active yet: the password alone does not open the dashboard.
        const early = await fetch(`${product.url}/api/login/access-token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ username: person.email, password: person.password }),
        });
        assert.equal(early.status, 400);
        assert.deepEqual(await early.json(), { detail: 'Inactive user' });

        // --- activation: the link arrives over SMTP and works in the browser ---
        const activation = await world.inbox.waitFor(person.email, 1);
        const activationLink = linkIn(activation, '/activate');
        assert.equal(activationLink.origin, product.url, 'the link points at the product (FRONTEND_URL)');
        await page.goto(activationLink.toString());
        await visible(page.getByRole('heading', { name: 'Your account is active' }), 'the activation success screen');

        // --- log in, rename: the user menu follows ---
        await logIn(page, product, person);
        await expectUserMenuToShow(page, person.fullName);
        await (await visible(userMenuButton(page), 'the user menu')).click();
        await page.getByRole('menuitem', { name: 'My Profile' }).click();
        await atPath(page, '/settings');
        const profile = await openSettingsTab(page, 'My profile');
        const fullName = profile.getByRole('textbox', { name: 'Full Name', exact: true });
        await eventually(
          async () => (await fullName.inputValue()) === person.fullName,
          'the profile form to show the current name',
        );
        await fullName.fill('Ada King');
        await profile.getByRole('button', { name: 'Save', exact: true }).click();
        await visible(toast(page, 'Success!'), "the 'Success!' toast after saving the profile");
        await expectUserMenuToShow(page, 'Ada King');

        // --- change the password: this tab carries on with a fresh token, the old one is refused ---
        const tokenBefore = await localStorageItem(page, 'access_token');
        assert.ok(tokenBefore, 'a token is stored before the change');
        assert.equal(await meStatus(product, tokenBefore), 200);
        const passwordPanel = await openSettingsTab(page, 'Password');
        const newPassword = 'difference-engine-2';
        await passwordPanel.getByRole('textbox', { name: 'Current Password', exact: true }).fill(person.password);
        await passwordPanel.getByRole('textbox', { name: 'New Password', exact: true }).fill(newPassword);
        await visible(passwordPanel.getByRole('meter', { name: 'Password strength' }), 'the strength meter');
        await passwordPanel.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(newPassword);
        await passwordPanel.getByRole('button', { name: 'Update password' }).click();
        await visible(toast(page, 'Success!', /Password updated/), "the 'Success!' toast after the password change");
        const tokenAfter = await eventually(async () => {
          const stored = await localStorageItem(page, 'access_token');
          return stored && stored !== tokenBefore ? stored : null;
        }, 'a new token to be stored');
        assert.equal(await meStatus(product, tokenBefore), 403, 'the token from before the change is refused');
        assert.equal(await meStatus(product, tokenAfter), 200, 'the new token works');
        assert.equal(
          await passwordPanel.getByRole('textbox', { name: 'Current Password', exact: true }).inputValue(),
          '',
          'the form is cleared',
        );
        // This browser is still logged in: a reload shows the dashboard, not /login.
        await page.reload();
        await expectUserMenuToShow(page, 'Ada King');
        assert.equal(new URL(page.url()).pathname, '/settings');

        // --- log out, recover by e-mail, reset, log in with the newest password ---
        await logOutThroughUserMenu(page);
        await page.getByRole('link', { name: 'Forgot your password?' }).click();
        await atPath(page, '/recover-password');
        // The login screen (with its own Email field) stays until the recovery screen has loaded.
        await visible(page.getByRole('heading', { name: 'Password recovery' }), 'the recovery form');
        await page.getByRole('textbox', { name: 'Email', exact: true }).fill(person.email);
        await page.getByRole('button', { name: 'Send recovery link' }).click();
        await visible(page.getByRole('heading', { name: 'Check your inbox' }), 'the recovery confirmation');
        const recovery = await world.inbox.waitFor(person.email, 2);
        const resetLink = linkIn(recovery, '/reset-password');
        assert.equal(resetLink.origin, product.url);
        await page.goto(resetLink.toString());
        const recoveredPassword = 'jacquard-loom-3';
        await page.getByRole('textbox', { name: 'New Password', exact: true }).fill(recoveredPassword);
        await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(recoveredPassword);
        await page.getByRole('button', { name: 'Reset Password' }).click();
        await visible(toast(page, 'Success!', 'Password updated successfully'), 'the reset confirmation');
        await atPath(page, '/login');
        assert.equal(
          await meStatus(product, tokenAfter),
          403,
          'the reset ended the session that changed the password too',
        );

        await logIn(page, product, { email: person.email, password: recoveredPassword });
        await expectUserMenuToShow(page, 'Ada King');
        assert.ok(await localStorageItem(page, 'access_token'), 'a token is stored');
      }),
  );

  test(
    "'Continue with Google' signs in at the (local) OpenID provider and lands on / with a token and the Google user's name",
    JOURNEY,
    (t) =>
      journey(suite.browser, t.name, {}, async ({ page }) => {
        await continueWithGoogle(page, suite, GOOGLE_USER.email);

        await atPath(page, '/', '');
        const token = await localStorageItem(page, 'access_token');
        assert.ok(token, 'the token from /oauth/callback is stored');
        assert.equal(await meStatus(suite.product, token), 200);
        await expectUserMenuToShow(page, GOOGLE_USER.name);
        await visible(mainHeading(page, /./), 'the dashboard');
      }),
  );

  test('a cancelled Google sign-in comes back to /login, which shows the reason', JOURNEY, (t) =>
    journey(suite.browser, t.name, {}, async ({ page }) => {
      await page.goto(`${suite.product.url}/login`);
      await (await visible(page.getByRole('link', { name: 'Continue with Google' }), "'Continue with Google'")).click();
      await eventually(
        () => page.url().startsWith(suite.world.openId.issuer),
        () => `the provider's login page (at ${page.url()})`,
      );
      await page.getByRole('link', { name: '[ Cancel ]' }).click();

      await atPath(page, '/login');
      assert.equal(new URL(page.url()).searchParams.get('error'), 'Google sign-in was cancelled');
      const alert = await visible(
        page.getByRole('alert').filter({ hasText: 'Google sign-in did not complete' }),
        'the sign-in failure alert',
      );
      assert.match(await alert.innerText(), /Google sign-in was cancelled/);
      assert.equal(await localStorageItem(page, 'access_token'), null);
    }),
  );

  test(
    "deleting one's own account in the Danger zone logs out to /login, and the password no longer works",
    JOURNEY,
    async (t) => {
      const person = { email: uniqueEmail('leaving'), password: 'leaving-for-good-1', fullName: 'Lee Leaving' };
      await createActiveUser(suite.product, await accessToken(suite.product), person);
      await journey(suite.browser, t.name, {}, async ({ page }) => {
        await logIn(page, suite.product, person);
        const token = await localStorageItem(page, 'access_token');
        assert.ok(token);
        await page.goto(`${suite.product.url}/settings`);
        const danger = await openSettingsTab(page, 'Danger zone');
        const remove = danger.getByRole('button', { name: 'Delete account' });
        assert.equal(await remove.isDisabled(), true, 'Delete account waits for the confirmation');
        await danger.getByRole('textbox', { name: /to confirm/ }).fill('DELETE');
        await danger.getByRole('textbox', { name: 'Current Password', exact: true }).fill(person.password);
        await remove.click();

        await atPath(page, '/login');
        assert.equal(await localStorageItem(page, 'access_token'), null, 'the token is removed');
        assert.equal(
          await meStatus(suite.product, token),
          404,
          "the old token now belongs to nobody ('User not found')",
        );

        await submitLogin(page, suite.product, person);
        await visible(
          page.locator('form').getByRole('alert').filter({ hasText: 'Incorrect email or password' }),
          "'Incorrect email or password' beside the form",
        );
        assert.equal(new URL(page.url()).pathname, '/login');
        assert.equal(await localStorageItem(page, 'access_token'), null);
      });
    },
  );

  test('a superuser asking to delete themselves sees the refusal as an error toast and stays logged in', JOURNEY, (t) =>
    journey(suite.browser, t.name, {}, async ({ page }) => {
      await logIn(page, suite.product, SUPERUSER);
      await page.goto(`${suite.product.url}/settings`);
      const danger = await openSettingsTab(page, 'Danger zone');
      await danger.getByRole('textbox', { name: /to confirm/ }).fill('DELETE');
      await danger.getByRole('button', { name: 'Delete account' }).click();
      await visible(
        toast(page, 'Something went wrong!', 'Super users are not allowed to delete themselves'),
        'the refusal toast',
      );
      assert.equal(new URL(page.url()).pathname, '/settings');
      const token = await localStorageItem(page, 'access_token');
      assert.ok(token, 'still logged in');
      assert.equal(await meStatus(suite.product, token), 200, 'the account still exists');
    }),
  );
});
