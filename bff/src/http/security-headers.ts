// The browser security headers of every answer Fastify sends: what a page of the product may load
// and run (Content-Security-Policy), and two headers that close older holes. The access token lives
// in the dashboard's localStorage, so a script injected into the page could read it: the policies
// below let only the product's own scripts, the configured remotes' and the bot check's run.
//
// Three kinds of answer, three policies:
//  - the dashboard's page (the shell's index.html): scripts from the product, the remotes' origins
//    (MF_*_MANIFEST_URL may point elsewhere) and Cloudflare Turnstile; styles from the same places
//    plus the <style> elements styled-components writes, which carry the page's per-answer nonce;
//  - the API docs (/api/docs, swagger-ui): the product's own scripts and styles, and swagger-ui's
//    one <style> element by its hash;
//  - everything else (API answers, assets, runtime config): nothing at all, should a browser ever
//    open one of them as a page.
// Each also forbids framing (clickjacking), plugins and <base> rewriting, and has violations
// reported to CSP_REPORT_PATH, which logs them (web/csp-report.routes.ts).
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config.js';

/** Where browsers send reports of what a policy blocked. */
export const CSP_REPORT_PATH = '/api/csp-reports';
/** The group name `report-to` uses, declared by the Reporting-Endpoints header. */
const REPORT_GROUP = 'csp';

/** The origin of Cloudflare Turnstile's widget script and its challenge frame (mf-auth's BotCheck). */
const BOT_CHECK_ORIGIN = 'https://challenges.cloudflare.com';

type Directives = Record<string, readonly string[]>;

/** What every policy of the product says whatever the page. */
const BASELINE: Directives = {
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'report-uri': [CSP_REPORT_PATH],
  'report-to': [REPORT_GROUP],
};

/** Answers that are not pages of the product: a browser that opens one runs and loads nothing. */
const NOTHING_POLICY = serialise({
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  ...BASELINE,
});

/**
 * The one <style> element swagger-ui writes, in its top bar's logo (an SVG in
 * swagger-ui-standalone-preset.js), allowed by the hash of its text. security-headers.test.ts
 * recomputes it from the installed swagger-ui, so an upgrade that changes it fails there.
 */
export const SWAGGER_UI_LOGO_STYLE_HASH = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

/**
 * swagger-ui's page loads its bundle, its stylesheets and the document from /api/docs, and calls
 * the API from "Try it out". Its icons are data: URIs in its stylesheet. Its initialiser is a
 * file and its only <style> element is allowed by its hash, so no 'unsafe-inline' is needed.
 */
export const API_DOCS_POLICY = serialise({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", SWAGGER_UI_LOGO_STYLE_HASH],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  ...BASELINE,
});

/** The dashboard page's policy, from the configured remotes and bot check. */
export class DashboardPolicy {
  private readonly template: (nonce: string) => string;

  constructor(config: Pick<Config, 'remoteManifestUrls' | 'botCheck'>) {
    const remotes = remoteSources(Object.values(config.remoteManifestUrls));
    const botCheck = config.botCheck.kind === 'turnstile' ? [BOT_CHECK_ORIGIN] : [];
    this.template = (nonce) =>
      serialise({
        'default-src': ["'self'"],
        // The remotes' remoteEntry.js and chunks come from where their manifests are.
        'script-src': ["'self'", ...remotes, ...botCheck],
        // styled-components writes <style> elements: they carry this answer's nonce, which it reads
        // from the page's <meta property="csp-nonce">. A stylesheet a remote ships comes from its origin.
        'style-src': ["'self'", ...remotes, `'nonce-${nonce}'`],
        // The shell fetches each remote's manifest; GraphQL and the API explorer call the product.
        'connect-src': ["'self'", ...remotes],
        'font-src': ["'self'", ...remotes],
        // An avatar is any http(s) address its user gave (users/user.rules.ts); icons may be data: URIs.
        'img-src': ["'self'", ...remotes, 'data:', 'https:', 'http:'],
        'frame-src': botCheck.length > 0 ? botCheck : ["'none'"],
        'worker-src': ["'none'"],
        'base-uri': ["'self'"],
        // The dashboard's forms are sent by script; a form that still submitted itself stays here.
        'form-action': ["'self'"],
        ...BASELINE,
      });
  }

  /** The policy of one answer of the page, whose styles carry `nonce`. */
  withNonce(nonce: string): string {
    return this.template(nonce);
  }
}

/** A fresh nonce for one answer of the dashboard page (128 random bits, as CSP asks). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** What every answer carries whatever it is. */
const BASELINE_HEADERS: Readonly<Record<string, string>> = {
  // A file is run or shown only as the type it is served as (no sniffing a JSON answer into HTML).
  'x-content-type-options': 'nosniff',
  // Another origin learns at most the product's origin, never a path or query (which may hold
  // an access token: /oauth/callback, ?access_token=); Turnstile still sees the hostname it checks.
  'referrer-policy': 'strict-origin-when-cross-origin',
  'reporting-endpoints': `${REPORT_GROUP}="${CSP_REPORT_PATH}"`,
};

/**
 * The headers every answer Fastify sends carries (a hook's work: synchronous and constant). An
 * answer that set its own policy (the dashboard page, the API docs) keeps it.
 */
export function setBaselineSecurityHeaders(reply: FastifyReply): void {
  reply.headers(BASELINE_HEADERS);
  if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', NOTHING_POLICY);
}

/**
 * The same headers with the policy of answers that are not pages, as one flat list of names and
 * values: for the answers written straight to Node's response (the data proxy's, a shed request's),
 * which add it to headers they prepare once rather than per call.
 */
export const DATA_ANSWER_SECURITY_HEADERS: readonly string[] = [
  ...Object.entries(BASELINE_HEADERS).flat(),
  'content-security-policy',
  NOTHING_POLICY,
];

/**
 * CSP sources for the remotes' manifest URLs: a relative URL is the product's own origin ('self',
 * already listed); an absolute one is its origin; a protocol-relative one is its host, which CSP
 * matches with the page's own scheme.
 */
export function remoteSources(manifestUrls: readonly string[]): string[] {
  const sources = new Set<string>();
  for (const manifestUrl of manifestUrls) {
    if (manifestUrl.startsWith('//')) {
      sources.add(new URL(`http:${manifestUrl}`).host);
      continue;
    }
    if (!/^[a-z][a-z0-9+.-]*:/i.test(manifestUrl)) continue;
    sources.add(new URL(manifestUrl).origin);
  }
  return [...sources];
}

function serialise(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
