// Cloudflare Turnstile, stood in for on both sides so the bot check runs for real without the
// internet:
//  - in the browser, the widget script (https://challenges.cloudflare.com/turnstile/v0/api.js)
//    is answered by a small script with the same API (render/reset/remove/getResponse/...). It
//    draws a "Verify you are human" checkbox; ticking it yields the token HUMAN_TOKEN through the
//    `callback` option, as the real managed widget does after its challenge;
//  - on the server, the product's siteverify call goes to a local HTTP server (TURNSTILE_VERIFY_URL)
//    that accepts only HUMAN_TOKEN with the configured secret, with Cloudflare's error codes.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';

export const HUMAN_TOKEN = 'human-token';
export const TURNSTILE_SITE_KEY = 'e2e-stand-in-site-key';
export const TURNSTILE_SECRET_KEY = 'e2e-stand-in-secret-key';

export interface SiteverifyCall {
  secret: string;
  response: string;
  remoteip: string;
  success: boolean;
}

export interface SiteverifyStandIn {
  /** Turns the bot check on in the product and points its siteverify call here. */
  env: Record<string, string>;
  readonly calls: readonly SiteverifyCall[];
  close(): Promise<void>;
}

export async function startSiteverifyStandIn(): Promise<SiteverifyStandIn> {
  const calls: SiteverifyCall[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const json = (status: number, body: object) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (request.method !== 'POST' || request.url !== '/turnstile/v0/siteverify') {
        json(404, { success: false, 'error-codes': ['not-found'] });
        return;
      }
      const fields = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const errors: string[] = [];
      if (fields.get('secret') !== TURNSTILE_SECRET_KEY) errors.push('invalid-input-secret');
      if (!fields.get('response')) errors.push('missing-input-response');
      else if (fields.get('response') !== HUMAN_TOKEN) errors.push('invalid-input-response');
      const success = errors.length === 0;
      calls.push({
        secret: fields.get('secret') ?? '',
        response: fields.get('response') ?? '',
        remoteip: fields.get('remoteip') ?? '',
        success,
      });
      json(200, success ? { success, 'error-codes': [], hostname: '127.0.0.1', action: '', cdata: '' } : { success, 'error-codes': errors });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    env: {
      BOT_CHECK_DISABLED: 'false',
      TURNSTILE_SITE_KEY,
      TURNSTILE_SECRET_KEY,
      TURNSTILE_VERIFY_URL: `http://127.0.0.1:${port}/turnstile/v0/siteverify`,
    },
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The browser half: the widget script, with Turnstile's explicit-rendering API. Records every
 * render's options in `window.__turnstileStandIn.renders` so a journey can check the site key.
 */
export const WIDGET_SCRIPT = `(() => {
  const HUMAN_TOKEN = ${JSON.stringify(HUMAN_TOKEN)};
  const widgets = new Map();
  let counter = 0;
  const record = (window.__turnstileStandIn = window.__turnstileStandIn || { renders: [] });
  const find = (id) => (id === undefined ? widgets.values().next().value : widgets.get(id));

  function draw(widget) {
    widget.box.replaceChildren();
    const label = document.createElement('label');
    label.style.cssText = 'display:flex;align-items:center;gap:10px;width:300px;height:65px;box-sizing:border-box;padding:0 16px;border:1px solid #d0d0d0;border-radius:4px;font:14px system-ui,sans-serif;background:' + (widget.params.theme === 'dark' ? '#222;color:#eee' : '#fafafa;color:#222');
    const text = document.createElement('span');
    text.textContent = 'Verify you are human';
    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    checkbox.addEventListener('change', () => {
      if (!checkbox.checked) return;
      checkbox.disabled = true;
      text.textContent = 'Verified';
      widget.token = HUMAN_TOKEN;
      setTimeout(() => widget.params.callback && widget.params.callback(HUMAN_TOKEN), 50);
    });
    label.append(checkbox, text);
    widget.box.append(label);
  }

  function render(container, params) {
    const element = typeof container === 'string' ? document.querySelector(container) : container;
    if (!element) throw new Error('[Cloudflare Turnstile] Unable to find a container for the widget.');
    if (!params || !params.sitekey) throw new Error('[Cloudflare Turnstile] Invalid or missing type for parameter "sitekey".');
    const id = 'cf-chl-widget-' + (++counter).toString(36);
    const box = document.createElement('div');
    box.id = id;
    element.append(box);
    const widget = { id, box, params, token: undefined };
    widgets.set(id, widget);
    record.renders.push({ sitekey: params.sitekey, theme: params.theme || 'auto' });
    draw(widget);
    return id;
  }

  window.turnstile = {
    render,
    ready(callback) { callback(); },
    execute() {},
    reset(id) { const widget = find(id); if (widget) { widget.token = undefined; draw(widget); } },
    remove(id) { const widget = find(id); if (widget) { widget.box.remove(); widgets.delete(widget.id); } },
    getResponse(id) { const widget = find(id); return widget ? widget.token : undefined; },
    isExpired() { return false; },
  };

  const onload = new URL(document.currentScript ? document.currentScript.src : location.href).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
})();`;

/** Answers the page's requests for Cloudflare's widget script with the stand-in. */
export async function standInForTurnstileWidget(page: Page): Promise<void> {
  await page.route('https://challenges.cloudflare.com/**', (route) =>
    new URL(route.request().url()).pathname === '/turnstile/v0/api.js'
      ? route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: WIDGET_SCRIPT })
      : route.fulfill({ status: 404, body: '' }),
  );
}
