// The browser security headers of every kind of answer: the dashboard's page (a policy naming the
// configured remotes and the bot check, with a nonce of its own per answer), the API docs, and
// everything else (API answers, assets), plus the route browsers report violations to.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LightMyRequestResponse } from 'fastify';
import { SWAGGER_UI_LOGO_STYLE_HASH } from '../http/security-headers.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { fakeWebRoot, SHELL_PAGE_MARKER } from '../test-support/web-root.js';

/** The directives of a Content-Security-Policy header, by name. */
function directivesOf(response: LightMyRequestResponse): Record<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectBaselineHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const directives = directivesOf(response);
  expect(directives['frame-ancestors']).toEqual(["'none'"]);
  expect(directives['object-src']).toEqual(["'none'"]);
  expect(directives['report-uri']).toEqual(['/api/csp-reports']);
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    WEB_ROOT: fakeWebRoot(),
    BOT_CHECK_DISABLED: 'false',
    TURNSTILE_SITE_KEY: 'site-key',
    TURNSTILE_SECRET_KEY: 'secret-key',
    MF_KEYS_MANIFEST_URL: 'https://cdn.example.com/keys/mf-manifest.json',
    MF_USAGE_MANIFEST_URL: 'https://cdn.example.com:8443/usage/mf-manifest.json',
    MF_BILLING_MANIFEST_URL: '//billing.example.net/mf-manifest.json',
  });
});
afterAll(() => t.close());

describe("the dashboard's page", () => {
  it.each(['/', '/api-keys', '/settings?tab=password', '/index.html'])(
    'runs only the product’s, the remotes’ and the bot check’s scripts at %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(SHELL_PAGE_MARKER);
      expectBaselineHeaders(response);
      const directives = directivesOf(response);
      // Remotes on other origins, from MF_*_MANIFEST_URL; the default ones are the product's own.
      const remotes = ['https://cdn.example.com', 'https://cdn.example.com:8443', 'billing.example.net'];
      expect(directives['script-src']).toEqual(["'self'", ...remotes, 'https://challenges.cloudflare.com']);
      expect(directives['connect-src']).toEqual(["'self'", ...remotes]);
      expect(directives['frame-src']).toEqual(['https://challenges.cloudflare.com']);
      expect(directives['base-uri']).toEqual(["'self'"]);
      expect(directives['form-action']).toEqual(["'self'"]);
      expect(String(response.headers['content-security-policy'])).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    },
  );

  it('allows the <style> elements styled-components writes by a nonce the page hands it, new in every answer', async () => {
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({ method: 'GET', url: '/' });
      const styleNonce = directivesOf(response)['style-src']!.find((source) => source.startsWith("'nonce-"));
      expect(styleNonce).toMatch(/^'nonce-[A-Za-z0-9+/]{22}==?'$/);
      const nonce = styleNonce!.slice("'nonce-".length, -1);
      expect(response.body).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
      // A cached page answered by a 304 would meet a newer answer's nonce.
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers.etag).toBeUndefined();
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('lists no bot-check origin when the bot check is off', async () => {
    const withoutBotCheck = await startTestApp({ WEB_ROOT: fakeWebRoot(), BOT_CHECK_DISABLED: 'true' });
    try {
      const directives = directivesOf(await withoutBotCheck.app.inject({ method: 'GET', url: '/' }));
      expect(directives['script-src']).toEqual(["'self'"]);
      expect(directives['frame-src']).toEqual(["'none'"]);
    } finally {
      await withoutBotCheck.close();
    }
  });
});

describe('the API docs', () => {
  it.each([
    '/api/docs',
    '/api/docs/',
    '/api/docs/static/swagger-ui-bundle.js',
    '/api/docs/static/swagger-initializer.js',
    '/api/docs/json',
  ])('allow only the product’s own scripts and styles at %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expectBaselineHeaders(response);
    const directives = directivesOf(response);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['style-src']).toEqual(["'self'", SWAGGER_UI_LOGO_STYLE_HASH]);
  });
});

describe('everything else', () => {
  it.each([
    ['an API answer', '/api/utils/health-check/'],
    ['an API error', '/api/users/me'],
    ['an unknown API path', '/api/no-such-thing'],
    ['the runtime config', '/runtime-config.json'],
    ["a shell's script", '/static/js/index.0123456789.js'],
    ["a remote's entry", '/remotes/mf-keys/remoteEntry.js'],
    ["a remote's missing file", '/remotes/mf-keys/missing.js'],
    ['a malformed URL refused before routing', '/api/items/%ZZ'],
  ])('lets %s load and run nothing, should a browser open it as a page', async (_kind, url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expectBaselineHeaders(response);
    expect(directivesOf(response)['default-src']).toEqual(["'none'"]);
  });
});

describe('violation reports', () => {
  const reportUriBody = {
    'csp-report': {
      'document-uri': 'http://localhost:8000/api-keys',
      'effective-directive': 'script-src-elem',
      'blocked-uri': 'https://evil.example/x.js',
      'source-file': 'http://localhost:8000/static/js/index.js',
      'line-number': 12,
    },
  };
  const reportingApiBody = [
    { type: 'deprecation', age: 1, url: 'http://localhost:8000/', body: { id: 'x' } },
    {
      type: 'csp-violation',
      age: 2,
      url: 'http://localhost:8000/',
      body: { documentURL: 'http://localhost:8000/', effectiveDirective: 'style-src-elem', blockedURL: 'inline' },
    },
  ];

  /** Posts `payload` as written to the route browsers report violations to. */
  const postReport = (app: TestApp['app'], contentType: string, payload: string) =>
    app.inject({ method: 'POST', url: '/api/csp-reports', headers: { 'content-type': contentType }, payload });

  /** Runs `body` with the log (stdout, where pino writes) captured, on an app that logs warnings. */
  async function logOf(body: (app: TestApp) => Promise<void>): Promise<string> {
    const logged = await startTestApp({ LOG_LEVEL: 'warn' });
    const lines: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string) => lines.push(String(chunk)) > 0) as typeof process.stdout.write;
    try {
      await body(logged);
    } finally {
      process.stdout.write = write;
      await logged.close();
    }
    return lines.join('');
  }

  it('logs what a policy blocked, from report-uri and from the Reporting API', async () => {
    const log = await logOf(async ({ app }) => {
      const single = await postReport(app, 'application/csp-report', JSON.stringify(reportUriBody));
      expect(single.statusCode).toBe(204);
      const batch = await postReport(app, 'application/reports+json', JSON.stringify(reportingApiBody));
      expect(batch.statusCode).toBe(204);
    });
    const violations = log
      .split('\n')
      .filter((line) => line.includes('content security policy violation'))
      .map((line) => JSON.parse(line).cspViolation);
    expect(violations).toEqual([
      {
        document: 'http://localhost:8000/api-keys',
        directive: 'script-src-elem',
        blocked: 'https://evil.example/x.js',
        source: 'http://localhost:8000/static/js/index.js',
        line: 12,
        sample: '',
      },
      {
        document: 'http://localhost:8000/',
        directive: 'style-src-elem',
        blocked: 'inline',
        source: '',
        line: null,
        sample: '',
      },
    ]);
  });

  it('keeps a logged field short whatever a caller posts', async () => {
    const log = await logOf(async ({ app }) => {
      const long = {
        'csp-report': { ...reportUriBody['csp-report'], 'blocked-uri': `https://evil.example/${'x'.repeat(10_000)}` },
      };
      const response = await postReport(app, 'application/csp-report', JSON.stringify(long));
      expect(response.statusCode).toBe(204);
    });
    const line = log.split('\n').find((entry) => entry.includes('content security policy violation'))!;
    expect(JSON.parse(line).cspViolation.blocked).toHaveLength(300);
  });

  it('answers 422 in the detail shape for a body that is no report or no JSON', async () => {
    const notJson = await postReport(t.app, 'application/csp-report', '{"csp-report": ');
    expect(notJson.statusCode).toBe(422);
    expect(notJson.json()).toEqual({ detail: [{ loc: ['body'], msg: 'JSON decode error', type: 'json_invalid' }] });
    for (const payload of [{ hello: 'world' }, [1, 2], 'text']) {
      const response = await postReport(t.app, 'application/json', JSON.stringify(payload));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        detail: [{ loc: ['body'], msg: 'Expected a CSP violation report', type: 'value_error' }],
      });
    }
  });

  it('refuses a body larger than a browser would send with 413', async () => {
    const huge = JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(100_000) } });
    const response = await postReport(t.app, 'application/csp-report', huge);
    expect(response.statusCode).toBe(413);
  });
});
