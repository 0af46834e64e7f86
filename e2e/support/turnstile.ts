// The browser half of the Turnstile stand-in (@touchline/test-stand-ins/turnstile): the page's
// requests for Cloudflare's widget script get the stand-in's script, whose checkbox yields
// HUMAN_TOKEN, which the stand-in's siteverify accepts.
import { WIDGET_SCRIPT } from '@touchline/test-stand-ins/turnstile';
import type { Page } from 'playwright-core';

/** Answers the page's requests for Cloudflare's widget script with the stand-in. */
export async function standInForTurnstileWidget(page: Page): Promise<void> {
  await page.route('https://challenges.cloudflare.com/**', (route) =>
    new URL(route.request().url()).pathname === '/turnstile/v0/api.js'
      ? route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: WIDGET_SCRIPT })
      : route.fulfill({ status: 404, body: '' }),
  );
}
