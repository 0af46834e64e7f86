// Issue 33 in the browser: the e-mail changes only through the link mailed to the new address
// (the old one is told), and Settings > Security ends another session, whose token the server
// then refuses.
import { linkIn } from '@touchline/test-stand-ins/smtp-inbox';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  createActiveUser,
  logIn,
  meStatus,
  openSettingsTab,
  toast,
  uniqueEmail,
  useAccountsProduct,
} from '../support/accounts.ts';
import { journey } from '../support/browser.ts';
import { assertWithinReach, atPath, eventually, localStorageItem, visible } from '../support/expect.ts';
import { JOURNEY } from '../support/suite.ts';
import { accessToken } from '../support/touchline.ts';

const suite = useAccountsProduct();
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** A sign-in from elsewhere (another device), over the REST login: its token. */
async function signInElsewhere(credentials: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${suite.product.url}/api/login/access-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': PHONE },
    body: new URLSearchParams({ username: credentials.email, password: credentials.password }),
  });
  assert.equal(response.status, 200, 'the sign-in elsewhere succeeds');
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('account security', () => {
  test(
    "on a 390 px phone each other session's Sign out stays on screen, where a tap reaches it",
    JOURNEY,
    async (t) => {
      const person = { email: uniqueEmail('pocket'), password: 'pocket-house-1', fullName: 'Pia Pocket' };
      await createActiveUser(suite.product, await accessToken(suite.product), person);
      await signInElsewhere(person);
      const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
      await journey(suite.browser, t.name, phone, async ({ page }) => {
        await logIn(page, suite.product, person);
        await page.goto(`${suite.product.url}/settings?tab=security`);
        const table = await visible(page.getByRole('table', { name: 'Signed-in sessions' }), 'the sessions table');
        const signOut = table.getByRole('button', { name: /^Sign out Safari 18 on iOS/ });
        await assertWithinReach(signOut, 'Sign out of the other session');
        await signOut.tap();
        await visible(page.getByRole('alertdialog', { name: 'Sign out this session?' }), 'the dialog, opened by a tap');
      });
    },
  );

  test(
    'changing the e-mail waits for the link mailed to the new address; the old address is told, and opening the link makes the new one the login',
    JOURNEY,
    async (t) => {
      const person = { email: uniqueEmail('mover'), password: 'moving-house-1', fullName: 'Mo Mover' };
      const newEmail = uniqueEmail('moved');
      await createActiveUser(suite.product, await accessToken(suite.product), person);
      await journey(suite.browser, t.name, {}, async ({ page }) => {
        await logIn(page, suite.product, person);
        await page.goto(`${suite.product.url}/settings`);
        const profile = await openSettingsTab(page, 'My profile');
        const emailCard = profile.getByRole('form', { name: 'Email address' });
        await emailCard.getByRole('textbox', { name: 'New Email', exact: true }).fill(newEmail);
        await emailCard.getByRole('textbox', { name: 'Current Password', exact: true }).fill(person.password);
        await emailCard.getByRole('button', { name: 'Send confirmation link' }).click();
        await visible(toast(page, 'Success!', `We sent a link to ${newEmail}`), 'the toast saying where the link went');
        await visible(
          emailCard.getByText(`Change pending to ${newEmail}`),
          'the pending change with Resend and Cancel',
        );
        await visible(emailCard.getByRole('button', { name: 'Resend' }), 'Resend');
        await visible(emailCard.getByRole('button', { name: 'Cancel change' }), 'Cancel change');

        // The first message to it was the welcome of the account made by the superuser.
        const notice = await suite.world.inbox.waitFor(person.email, 2);
        assert.match(
          notice.text ?? '',
          new RegExp(newEmail.replace(/[.+]/g, '\\$&')),
          'the old address is told where the account is moving',
        );
        linkIn(notice, '/email-change/cancel');
        const loginBefore = await fetch(`${suite.product.url}/api/login/access-token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ username: newEmail, password: person.password }),
        });
        assert.equal(loginBefore.status, 400, 'the new address is not the login before its link is opened');

        const link = linkIn(await suite.world.inbox.waitFor(newEmail), '/email-change/confirm');
        await page.goto(link.toString());
        await visible(
          page.getByRole('heading', { name: 'Your e-mail address was changed' }),
          'the confirmation screen',
        );

        await page.goto(`${suite.product.url}/settings`);
        const after = await openSettingsTab(page, 'My profile');
        await visible(
          after.getByRole('form', { name: 'Email address' }).getByText(newEmail, { exact: true }),
          'the new address as the login',
        );
        assert.equal(await after.getByText(/Change pending/).count(), 0, 'nothing is pending any more');
      });
    },
  );

  test(
    'Settings > Security lists the sessions; signing another one out makes the server refuse its token at once',
    JOURNEY,
    async (t) => {
      const person = { email: uniqueEmail('guard'), password: 'guarded-house-1', fullName: 'Gus Guard' };
      await createActiveUser(suite.product, await accessToken(suite.product), person);
      const [phone, tablet] = [await signInElsewhere(person), await signInElsewhere(person)];
      await journey(suite.browser, t.name, {}, async ({ page }) => {
        await logIn(page, suite.product, person);
        await page.goto(`${suite.product.url}/settings`);
        const security = await openSettingsTab(page, 'Security');
        const table = await visible(security.getByRole('table', { name: 'Signed-in sessions' }), 'the sessions table');
        await eventually(
          async () => (await table.getByRole('row').count()) === 4,
          'three sessions (and the header row)',
        );
        await visible(table.getByRole('row').filter({ hasText: 'This session' }), 'this session, marked');

        await table
          .getByRole('button', { name: /^Sign out Safari 18 on iOS/ })
          .first()
          .click();
        await page
          .getByRole('alertdialog', { name: 'Sign out this session?' })
          .getByRole('button', { name: 'Sign out' })
          .click();
        await visible(toast(page, 'Success!', 'Session signed out.'), 'the success toast');
        await eventually(
          async () => (await table.getByRole('row').count()) === 3,
          'the ended session to leave the list',
        );
        const statuses = [await meStatus(suite.product, phone), await meStatus(suite.product, tablet)].sort();
        assert.deepEqual(statuses, [200, 403], 'the ended session is refused, the other still works');

        await security.getByRole('button', { name: 'Sign out everywhere else' }).click();
        await page
          .getByRole('alertdialog', { name: 'Sign out everywhere else?' })
          .getByRole('button', { name: 'Sign out' })
          .click();
        await visible(toast(page, 'Success!', 'Every other session was signed out.'), 'the success toast');
        assert.deepEqual(
          [await meStatus(suite.product, phone), await meStatus(suite.product, tablet)],
          [403, 403],
          'every other token is refused',
        );
        const mine = await localStorageItem(page, 'access_token');
        assert.ok(mine);
        assert.equal(await meStatus(suite.product, mine), 200, 'this browser stays signed in');
        await visible(security.getByText('This is the only session signed in.'), 'the list says so');
        await atPath(page, '/settings');
      });
    },
  );
});
