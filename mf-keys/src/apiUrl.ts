/** The absolute URL of an API path, as a customer's code would call it. */
export function apiUrl(apiBaseUrl: string, path: string): string {
  const base = /^https?:\/\//.test(apiBaseUrl)
    ? apiBaseUrl
    : `${typeof window === 'undefined' ? '' : window.location.origin}${apiBaseUrl}`;
  return `${base.replace(/\/$/, '')}${path}`;
}

export const LIVE_SCORES_PATH = '/flashscore/football/live';

/** The interactive API reference the bff serves (OpenAPI at `<api base>/openapi.json`). */
export const API_DOCS_PATH = '/docs';

export function curlExample(url: string, key = '<your key>'): string {
  return `curl -H "X-API-Key: ${key}" \\\n  ${url}`;
}
