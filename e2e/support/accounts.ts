// The product as the account journeys need it: e-mail over real SMTP to an in-test inbox, the
// bot check on (Turnstile stood in for in the browser and at siteverify), and Google sign-in
// against a local OpenID provider. The product's port is chosen up front, because the provider
// must know the callback address (and FRONTEND_URL the product's own) before either starts.
import {
  startOpenIdProvider,
  type GoogleProfile,
  type LocalOpenIdProvider,
} from '@touchline/test-stand-ins/openid-provider';
import { startSmtpInbox, type SmtpInbox } from '@touchline/test-stand-ins/smtp-inbox';
import { startTurnstileStandIn, type TurnstileStandIn } from '@touchline/test-stand-ins/turnstile';
import type { Locator, Page } from 'playwright-core';
import assert from 'node:assert/strict';
import { after } from 'node:test';
import { atPath, eventually, visible } from './expect.ts';
import { freePort, type Product } from './product.ts';
import { useProduct, type Suite } from './suite.ts';

export interface AccountsWorld {
  readonly inbox: SmtpInbox;
  readonly siteverify: TurnstileStandIn;
  readonly openId: LocalOpenIdProvider;
}

export function useAccountsProduct(
  options: { googleProfiles?: Record<string, GoogleProfile> } = {},
): Suite & { world: AccountsWorld } {
  let world: AccountsWorld | undefined;
  const suite = useProduct(async () => {
    const port = await freePort();
    const productUrl = `http://127.0.0.1:${port}`;
    const [inbox, siteverify, openId] = await Promise.all([
      startSmtpInbox(),
      startTurnstileStandIn(),
      startOpenIdProvider({ redirectUri: `${productUrl}/api/login/google/callback`, profiles: options.googleProfiles }),
    ]);
    world = { inbox, siteverify, openId };
    return {
      env: {
        PORT: String(port),
        FRONTEND_URL: productUrl,
        ...inbox.env,
        ...siteverify.env,
        ...openId.env,
      },
    };
  });
  after(async () => {
    await Promise.all([world?.inbox.close(), world?.siteverify.close(), world?.openId.close()]);
  });
  return {
    get product() {
      return suite.product;
    },
    get browser() {
      return suite.browser;
    },
    get world() {
      if (!world) throw new Error('the account services have not started');
      return world;
    },
  };
}

/** A unique address per run, so journeys never meet each other's accounts. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** The login form, filled and sent; does not wait for the outcome. */
export async function submitLogin(
  page: Page,
  product: Product,
  credentials: { email: string; password: string },
): Promise<void> {
  if (new URL(page.url()).pathname !== '/login') await page.goto(`${product.url}/login`);
  await visible(page.getByRole('heading', { level: 1, name: /Log in/i }), 'the login heading');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(credentials.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

export async function logIn(
  page: Page,
  product: Product,
  credentials: { email: string; password: string },
): Promise<void> {
  await submitLogin(page, product, credentials);
  await atPath(page, '/');
}

/** An active account made by the seeded superuser through the REST API (no e-mail step). */
export async function createActiveUser(
  product: Product,
  adminToken: string,
  user: { email: string; password: string; fullName: string },
) {
  const response = await fetch(`${product.url}/api/users/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password, full_name: user.fullName, is_active: true }),
  });
  if (!response.ok) throw new Error(`creating ${user.email} failed: ${response.status} ${await response.text()}`);
}

/** GET /api/users/me with a bearer token: the status tells whether the server still accepts it. */
export async function meStatus(product: Product, token: string): Promise<number> {
  const response = await fetch(`${product.url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  return response.status;
}

/** A toast, found by its title and text (spec section 8: 'Success!' / 'Something went wrong!'). */
export function toast(page: Page, title: 'Success!' | 'Something went wrong!', text?: string | RegExp): Locator {
  const role = title === 'Success!' ? 'status' : 'alert';
  const toasts = page.getByRole(role).filter({ hasText: title });
  return text === undefined ? toasts : toasts.filter({ hasText: text });
}

/** Opens a tab of /settings by its name. */
export async function openSettingsTab(
  page: Page,
  name: 'My profile' | 'Password' | 'Security' | 'Appearance' | 'Danger zone',
): Promise<Locator> {
  const tab = await visible(
    page.getByRole('tablist', { name: 'Settings' }).getByRole('tab', { name, exact: true }),
    `the ${name} tab`,
  );
  await tab.click();
  return visible(page.getByRole('tabpanel', { name }), `the ${name} panel`);
}

/**
 * 'Continue with Google' from the login page (a link to the bff's redirect), through the local
 * OpenID provider's login and consent pages as `email`.
 */
export async function continueWithGoogle(page: Page, suite: Suite & { world: AccountsWorld }, email: string) {
  await page.goto(`${suite.product.url}/login`);
  const google = await visible(
    page.getByRole('link', { name: 'Continue with Google' }),
    "the 'Continue with Google' button",
  );
  assert.equal(await google.getAttribute('href'), '/api/login/google');
  await google.click();
  // The provider's own pages: a login form, then consent.
  await eventually(
    () => page.url().startsWith(suite.world.openId.issuer),
    () => `the provider's login page (at ${page.url()})`,
  );
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await (await visible(page.getByRole('button', { name: 'Continue' }), 'the consent page')).click();
}
