// What the journeys know about Touchline's pages: the spec's visible texts and accessible roles.
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { journey, type JourneyContext, type JourneyOptions } from './browser.ts';
import { absent, atPath, visible } from './expect.ts';
import { SUPERUSER, type Product } from './product.ts';
import { JOURNEY, type Suite } from './suite.ts';

/** The title of the shell's fallback when a remote's section cannot be loaded. */
const FALLBACK_TEXT = 'This section could not be loaded';

/** A sidebar entry: its link's label, where it leads, and that screen's main heading. */
interface SidebarEntry {
  label: string;
  path: string;
  heading: RegExp;
}

/** Spec section 2: sidebar entries, and the remote screen each leads to (by its main heading). */
export const SIDEBAR_ENTRIES = [
  { label: 'Dashboard', path: '/', heading: /^Welcome/ },
  { label: 'API Keys', path: '/api-keys', heading: /API Keys/ },
  { label: 'API Explorer', path: '/api-explorer', heading: /API Explorer/ },
  { label: 'Provider Status', path: '/status', heading: /Provider status/ },
  { label: 'Billing', path: '/billing', heading: /Billing/ },
  { label: 'Settings', path: '/settings', heading: /Settings/ },
] as const;
export const ADMIN_ENTRY = { label: 'Manage Users', path: '/admin', heading: /Users/ } as const;

/** A real token, as the login form would obtain it (spec section 7: form-encoded). */
export async function accessToken(
  product: Product,
  credentials: { email: string; password: string } = SUPERUSER,
): Promise<string> {
  const response = await fetch(`${product.url}/api/login/access-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: credentials.email, password: credentials.password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`login answered without access_token: ${JSON.stringify(body)}`);
  return body.access_token;
}

/** A phone's browser (touch, a narrow screen: 390 × 844 unless said), signed in with `token`. */
export function signedInPhone(token: string, viewport = { width: 390, height: 844 }): JourneyOptions {
  return { viewport, isMobile: true, hasTouch: true, storage: { access_token: token } };
}

/** The login screen, as served by mf-auth inside the shell. */
export async function logInThroughForm(
  page: Page,
  product: Product,
  credentials: { email: string; password: string } = SUPERUSER,
): Promise<void> {
  await page.goto(`${product.url}/login`);
  await visible(page.getByRole('heading', { level: 1, name: /Log in/i }), 'the login heading');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(credentials.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await atPath(page, '/');
}

/** The desktop sidebar (shown from the medium breakpoint up). */
export function sidebar(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Sidebar' });
}

/** Follows a sidebar entry to its screen, loaded from its remote and settled, without a fallback. */
export async function openFromSidebar(page: Page, entry: SidebarEntry): Promise<void> {
  await sidebar(page).getByRole('link', { name: entry.label, exact: true }).click();
  await atPath(page, entry.path);
  await visible(mainHeading(page, entry.heading), `the heading of ${entry.label} (${entry.path})`, 30_000);
  await absent(page.getByRole('main').locator('[aria-busy="true"]'), `${entry.label} still loading`, 30_000);
  assert.equal(await fallback(page).count(), 0, `${entry.label} shows no fallback`);
}

export function fallback(page: Page): Locator {
  return page.getByRole('alert').filter({ hasText: FALLBACK_TEXT });
}

export function mainHeading(page: Page, name: RegExp | string): Locator {
  return page.getByRole('main').getByRole('heading', { level: 1, name });
}

/** Spec section 2: the user menu shows the full name, falling back to the e-mail, then 'User'. */
export async function expectedDisplayName(product: Product, token: string): Promise<string> {
  const response = await fetch(`${product.url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET /api/users/me answered ${response.status}`);
  const me = (await response.json()) as { full_name?: string | null; email?: string | null };
  return me.full_name?.trim() || me.email?.trim() || 'User';
}

/** Opens the screen at `path` and waits for its main heading. */
export async function openScreen(
  page: Page,
  product: Product,
  path: string,
  heading: RegExp | string,
): Promise<Locator> {
  await page.goto(`${product.url}${path}`);
  return visible(mainHeading(page, heading), `the ${heading} screen`);
}

/** The account menu button in the top bar. */
export function userMenuButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /account menu/i });
}

/** Creates a key through the dialog on /api-keys and returns it, read from the reveal-once panel. */
export async function createKeyThroughDialog(page: Page, name: string): Promise<string> {
  await page.getByRole('main').getByRole('button', { name: 'Create API key' }).first().click();
  const form = await visible(page.getByRole('dialog', { name: 'Create API key' }), 'the create dialog');
  await form.getByRole('textbox', { name: /Name/ }).fill(name);
  await form.getByRole('button', { name: 'Create key' }).click();
  const panel = await visible(page.getByRole('dialog', { name: 'Save your new API key' }), 'the reveal-once panel');
  const key = await panel.getByRole('textbox', { name: 'Your API key' }).inputValue();
  await panel.getByRole('button', { name: 'I have saved my key' }).click();
  await absent(page.getByRole('dialog'), 'the reveal-once panel');
  return key;
}

/** Opens API Keys from the sidebar and creates a key there through the dialog; returns it. */
export async function createKeyFromSidebar(page: Page, name: string): Promise<string> {
  await sidebar(page).getByRole('link', { name: 'API Keys', exact: true }).click();
  await atPath(page, '/api-keys');
  return createKeyThroughDialog(page, name);
}

/** A journey that starts signed in through the login form as the seeded superuser. */
export function signedInJourney(
  suite: Suite,
  name: string,
  body: (journey: JourneyContext, t: TestContext) => Promise<void>,
  options: JourneyOptions = {},
) {
  test(name, JOURNEY, (t) =>
    journey(suite.browser, t.name, options, async (context) => {
      await logInThroughForm(context.page, suite.product);
      await body(context, t);
    }),
  );
}
