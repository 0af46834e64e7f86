// A local stand-in for Cloudflare Turnstile's siteverify endpoint: real HTTP on a free port, so
// the app's bot check runs exactly as in production, against answers the test controls.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const HUMAN_TOKEN = 'human-token';
export const SITE_KEY = 'stand-in-site-key';
export const SECRET_KEY = 'stand-in-secret-key';

export interface SiteverifyCall {
  method: string;
  path: string;
  contentType: string | undefined;
  /** The form fields the app posted: secret, response, remoteip. */
  fields: Record<string, string>;
}

export interface TurnstileStandIn {
  /** Environment for startTestApp that turns the bot check on and points it here. */
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

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const fields = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      calls.push({ method: request.method ?? '', path: request.url ?? '', contentType: request.headers['content-type'], fields });
      if (isBroken) {
        response.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Internal error</h1>');
        return;
      }
      if (request.method !== 'POST' || request.url !== '/siteverify') {
        response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ success: false, 'error-codes': ['not-found'] }));
        return;
      }
      // Cloudflare's answers: a wrong secret and a wrong token fail with their own error codes.
      const errors: string[] = [];
      if (fields.secret !== SECRET_KEY) errors.push('invalid-input-secret');
      if (!fields.response) errors.push('missing-input-response');
      else if (fields.response !== HUMAN_TOKEN) errors.push('invalid-input-response');
      const body = errors.length === 0 ? { success: true, hostname: 'localhost', 'error-codes': [] } : { success: false, 'error-codes': errors };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const verifyUrl = `http://127.0.0.1:${port}/siteverify`;

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
