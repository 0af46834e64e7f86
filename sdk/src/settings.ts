// The client's settings, as the product specifies them: an API base; a bearer token, or basic
// credentials used instead when both username and password are set; cookies included by default;
// no request timeout; the XSRF-TOKEN cookie echoed as X-XSRF-TOKEN. Everything else (paths,
// parameters, answer types, operations grouped by tag) is generated from bff/openapi.json.
import { client } from './generated/client.gen.js';
import { ApiError } from './api-error.js';
import { fetchHonouringRetryAfter, type RetryPolicy } from './retry-after.js';

export const VERSION = '0.1.0';

export interface TouchlineSettings {
  /** Where the API lives, e.g. `http://localhost:8000` (the operations add `/api/...`). */
  base: string;
  /** The dashboard's access token (from `LoginService.loginAccessToken`), or a function that reads it. */
  token?: string | (() => string | undefined | Promise<string | undefined>);
  /** With `password`, sent as basic credentials instead of the token. */
  username?: string;
  password?: string;
  /** An API key, for the data endpoints (`DataService`). */
  apiKey?: string;
  /** Cookies go with every call unless told otherwise. */
  credentials?: RequestCredentials;
  /** Extra headers for every call. */
  headers?: Record<string, string>;
  /** Wait as the server's Retry-After says, then try again, when a call is refused with 429. Off by default. */
  retryOnRateLimit?: boolean | RetryPolicy;
  /** Another fetch (a test's, or one with a proxy agent). */
  fetch?: typeof fetch;
}

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

let current: TouchlineSettings | undefined;

/** Points every generated operation at one Touchline deployment. Call again to change a setting. */
export function configureTouchline(settings: TouchlineSettings): void {
  current = settings;
  const baseFetch = settings.fetch ?? globalThis.fetch.bind(globalThis);
  const policy = settings.retryOnRateLimit === true ? {} : settings.retryOnRateLimit || undefined;
  client.setConfig({
    baseUrl: settings.base.replace(/\/+$/, ''),
    credentials: settings.credentials ?? 'include',
    throwOnError: true,
    fetch: policy ? fetchHonouringRetryAfter(baseFetch, policy) : baseFetch,
    auth: async (scheme) => {
      if (scheme.type === 'apiKey') return settings.apiKey;
      if (hasBasicCredentials(settings)) return undefined; // the request interceptor sends them instead
      return typeof settings.token === 'function' ? await settings.token() : settings.token;
    },
  });
}

function hasBasicCredentials(
  settings: TouchlineSettings,
): settings is TouchlineSettings & { username: string; password: string } {
  return Boolean(settings.username && settings.password);
}

function cookieValue(name: string): string | undefined {
  const cookies = (globalThis as { document?: { cookie?: string } }).document?.cookie ?? '';
  const match = cookies.split('; ').find((cookie) => cookie.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

client.interceptors.request.use((request) => {
  // Set here rather than in the client's config, which merges headers across calls of
  // `configureTouchline`: a header left out of the new settings is no longer sent.
  for (const [name, value] of Object.entries(current?.headers ?? {})) {
    if (!request.headers.has(name)) request.headers.set(name, value);
  }
  if (current && hasBasicCredentials(current)) {
    request.headers.set('Authorization', `Basic ${btoa(`${current.username}:${current.password}`)}`);
  }
  const xsrf = cookieValue(XSRF_COOKIE);
  if (xsrf && !request.headers.has(XSRF_HEADER)) request.headers.set(XSRF_HEADER, xsrf);
  return request;
});

client.interceptors.error.use((error, response, request) =>
  response && request ? new ApiError(request, response, error) : error,
);
