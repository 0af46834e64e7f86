// Issue 27's journey, on the product as `npm start` runs it without Stripe settings (the bundled
// Stripe stand-in, test mode): a free account upgrades to Pro through the test checkout page, comes
// back to /billing?checkout=success, sees Pro, and its next proxied call has Pro's limits; then it
// cancels in the test billing portal and sees the cancellation banner, here and on the dashboard.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { assertQuietPage, journey } from '../support/browser.ts';
import { assertWithinReach, atPath, eventually, visible } from '../support/expect.ts';
import type { Product } from '../support/product.ts';
import { JOURNEY, useProduct } from '../support/suite.ts';
import { accessToken, logInThroughForm, mainHeading, sidebar, signedInPhone } from '../support/touchline.ts';
import { callApi, LIVE, RUN } from '../support/api.ts';

// Plain `npm start` settings: checkout and the portal send the browser back to FRONTEND_URL's
// default, where the session's token lives only if that is the address the bff printed.
const suite = useProduct();

interface BillingStatus {
  plan: { id: string; requests_per_day: number };
  subscription_status: string;
  cancel_at_period_end: boolean;
  plans: { id: string; requests_per_day: number }[];
}

/** X-RateLimit-Limit of a live-score call with the key: the daily quota of the account's plan as the proxy applies it. */
async function proxiedLimit(product: Product, key: string): Promise<number> {
  const response = await fetch(`${product.url}${LIVE}`, { headers: { 'X-API-Key': key } });
  await response.arrayBuffer();
  assert.equal(response.status, 200, `${LIVE} answers 200`);
  return Number(response.headers.get('x-ratelimit-limit'));
}

function currentPlanCard(page: Page) {
  return page.getByRole('main').getByRole('region', { name: 'Current plan' });
}

describe('billing', () => {
  test(
    'a free account upgrades to Pro through checkout, gets Pro’s limits on its next call, and cancels in the portal',
    JOURNEY,
    async (t) => {
      const credentials = { email: `billing-${RUN}@example.com`, password: 'journey-password' };
      const adminToken = await accessToken(suite.product);
      await callApi(suite.product, adminToken, 'POST', '/api/users/', { ...credentials, full_name: 'Billing Journey' });
      const token = await accessToken(suite.product, credentials);
      const { key } = await callApi<{ key: string }>(suite.product, token, 'POST', '/api/api-keys/?name=billing');
      const plans = (await callApi<BillingStatus>(suite.product, token, 'GET', '/api/billing/status')).plans;
      const perDay = (id: string) => plans.find((plan) => plan.id === id)!.requests_per_day;
      assert.equal(await proxiedLimit(suite.product, key), perDay('free'), 'a new account calls with the free limits');

      await journey(suite.browser, t.name, {}, async ({ page, diagnostics }) => {
        await logInThroughForm(page, suite.product, credentials);
        await sidebar(page).getByRole('link', { name: 'Billing', exact: true }).click();
        await atPath(page, '/billing');
        await visible(mainHeading(page, 'Billing'), 'the billing screen');
        const main = page.getByRole('main');
        await visible(main.getByText('Test mode', { exact: true }), 'the test-mode label');
        await visible(currentPlanCard(page).getByText('Free', { exact: true }), 'Free as the current plan');

        // Upgrade: Stripe's (here the stand-in's) checkout page, in test mode, then Pay.
        await main.getByRole('button', { name: 'Upgrade to Pro' }).click();
        await visible(page.getByRole('heading', { level: 1, name: 'Subscribe to Pro' }), 'the checkout page');
        await visible(page.getByText('TEST MODE'), 'the checkout page’s test-mode mark');
        await page.getByRole('button', { name: 'Pay' }).click();

        // Back on /billing with the session, which the screen confirms before showing the plan.
        await eventually(
          () => {
            const url = new URL(page.url());
            return (
              url.origin === suite.product.url &&
              url.pathname === '/billing' &&
              (url.searchParams.get('checkout') === 'success' || url.search === '')
            );
          },
          () => `the checkout to return to ${suite.product.url}/billing?checkout=success (at ${page.url()})`,
        );
        await visible(
          page
            .getByRole('status')
            .filter({ hasText: 'Success!' })
            .filter({ hasText: 'Payment confirmed: you are on Pro now.' }),
          'the success toast',
        );
        await atPath(page, '/billing', '');
        await visible(currentPlanCard(page).getByText('Pro', { exact: true }), 'Pro as the current plan');
        await visible(currentPlanCard(page).getByText('Active', { exact: true }), 'the Active badge');
        await visible(
          main.getByRole('list', { name: 'Plans' }).getByRole('button', { name: 'Change plan to Business' }),
          'plan changes through the portal',
        );
        await visible(
          main.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ hasText: 'Paid' }),
          'the paid invoice',
        );

        // The very next proxied call with the account's key has Pro's limits.
        assert.equal(await proxiedLimit(suite.product, key), perDay('pro'), 'X-RateLimit-Limit is the pro daily quota');

        // Cancel at period end in the billing portal, then return.
        await currentPlanCard(page).getByRole('button', { name: 'Manage billing' }).click();
        await visible(page.getByText('TEST MODE'), 'the portal page');
        await page.getByRole('button', { name: 'Cancel at period end' }).click();
        await visible(page.getByRole('button', { name: 'Resume subscription' }), 'the portal showing the cancellation');
        // A person reads the portal before returning; the journey waits for Stripe's webhook the
        // same way, through the status the screen will read.
        await eventually(
          async () =>
            (await callApi<BillingStatus>(suite.product, token, 'GET', '/api/billing/status')).cancel_at_period_end,
          'the cancellation to reach the bff',
        );
        await page.getByRole('link', { name: 'Return' }).click();
        await atPath(page, '/billing');
        const banner = await visible(
          main.getByRole('region', { name: /^Your Pro plan ends on / }),
          'the cancellation banner',
        );
        await visible(banner.getByRole('button', { name: 'Resume subscription' }), 'Resume in the banner');
        await visible(
          currentPlanCard(page).getByText('Cancels at period end', { exact: true }),
          'the cancelling badge',
        );
        assert.equal(await proxiedLimit(suite.product, key), perDay('pro'), 'Pro stays until the period ends');

        // The dashboard's plan card says the same.
        await sidebar(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
        const card = await visible(
          page.getByRole('main').getByRole('region', { name: 'Plan', exact: true }),
          'the plan card',
        );
        await visible(card.getByText('Pro', { exact: true }), 'Pro on the plan card');
        await visible(card.getByText('Cancels at period end', { exact: true }), 'the cancellation on the plan card');

        assertQuietPage(diagnostics);
      });
    },
  );

  test(
    'on a 390 px phone each invoice’s status and View link stay on screen, where a tap reaches the link',
    JOURNEY,
    async (t) => {
      const credentials = { email: `invoices-${RUN}@example.com`, password: 'journey-password' };
      await callApi(suite.product, await accessToken(suite.product), 'POST', '/api/users/', {
        ...credentials,
        full_name: 'Invoice Reader',
      });
      const token = await accessToken(suite.product, credentials);
      const { url } = await callApi<{ url: string }>(suite.product, token, 'POST', '/api/billing/checkout/pro');
      const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
      assert.equal(paid.status, 303, 'the stand-in’s checkout takes the payment');
      await eventually(
        async () =>
          (await callApi<BillingStatus>(suite.product, token, 'GET', '/api/billing/status')).plan.id === 'pro',
        'the payment to reach the bff',
      );
      await journey(suite.browser, t.name, signedInPhone(token), async ({ page }) => {
        await page.goto(`${suite.product.url}/billing`);
        const invoices = await visible(page.getByRole('table', { name: 'Invoices' }), 'the invoices');
        await assertWithinReach(
          invoices.getByRole('link', { name: /^View the invoice of / }),
          'View of the paid invoice',
        );
        // The action stays in reach without covering what the row says.
        await assertWithinReach(invoices.getByText('Paid', { exact: true }), 'the invoice’s Paid status');
      });
    },
  );
});
