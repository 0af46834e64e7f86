// Cloudflare Turnstile, stood in for on both sides so the bot check runs for real without the
// internet:
//  - on the server, the product's siteverify call goes to a local HTTP server (TURNSTILE_VERIFY_URL)
//    that accepts only HUMAN_TOKEN with the stand-in's secret, with Cloudflare's error codes, and
//    records every call so a test can see what the product sent;
//  - in the browser, WIDGET_SCRIPT answers for the widget script
//    (https://challenges.cloudflare.com/turnstile/v0/api.js) with the same API
//    (render/reset/remove/getResponse/...). It draws a "Verify you are human" checkbox; ticking it
//    yields HUMAN_TOKEN through the `callback` option, as the real managed widget does after its challenge.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const HUMAN_TOKEN = 'human-token';
export const SITE_KEY = 'stand-in-site-key';
export const SECRET_KEY = 'stand-in-secret-key';

export interface SiteverifyCall {
  method: string;
  path: string;
  contentType: string | undefined;
  /** The form fields the product posted: secret, response, remoteip. */
  fields: Record<string, string>;
  /** Whether the stand-in answered that the token is good. */
  success: boolean;
}

export interface TurnstileStandIn {
  /** Turns the bot check on in the product and points its siteverify call here. */
  env: Record<string, string>;
  verifyUrl: string;
  readonly calls: readonly SiteverifyCall[];
  /** Answer every request with a 500 and a non-JSON body, as a broken upstream would. */
  setBroken(isBroken: boolean): void;
  close(): Promise<void>;
}

export async function startTurnstileStandIn(): Promise<TurnstileStandIn> {
  const calls: SiteverifyCall[] = [];
  let isBroken = false;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const fields = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const call: SiteverifyCall = {
        method: request.method ?? '',
        path: request.url ?? '',
        contentType: request.headers['content-type'],
        fields,
        success: false,
      };
      calls.push(call);
      const json = (status: number, body: object) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (isBroken) {
        response.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Internal error</h1>');
        return;
      }
      if (request.method !== 'POST' || request.url !== '/siteverify') {
        json(404, { success: false, 'error-codes': ['not-found'] });
        return;
      }
      // Cloudflare's answers: a wrong secret and a wrong token fail with their own error codes.
      const errors: string[] = [];
      if (fields.secret !== SECRET_KEY) errors.push('invalid-input-secret');
      if (!fields.response) errors.push('missing-input-response');
      else if (fields.response !== HUMAN_TOKEN) errors.push('invalid-input-response');
      call.success = errors.length === 0;
      json(
        200,
        call.success
          ? { success: true, 'error-codes': [], hostname: '127.0.0.1', action: '', cdata: '' }
          : { success: false, 'error-codes': errors },
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;

  return {
    env: botCheckEnv(verifyUrl),
    verifyUrl,
    calls,
    setBroken(value) {
      isBroken = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Bot check on, with the stand-in's keys, verifying at `verifyUrl`. */
export function botCheckEnv(verifyUrl: string, secretKey = SECRET_KEY): Record<string, string> {
  return {
    BOT_CHECK_DISABLED: 'false',
    TURNSTILE_SITE_KEY: SITE_KEY,
    TURNSTILE_SECRET_KEY: secretKey,
    TURNSTILE_VERIFY_URL: verifyUrl,
  };
}

/**
 * The browser half: the widget script, with Turnstile's explicit-rendering API. Records every
 * render's options in `window.__turnstileStandIn.renders` so a test can check the site key.
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
