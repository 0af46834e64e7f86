// Turns a catalog endpoint and the explorer's form values into the proxy request, and the same
// request as code to copy.
import type { Endpoint } from './endpoints';

export type ParameterValues = Readonly<Record<string, string>>;

/** Keeps `:` readable (flashscore ids are `england:198`); everything else is percent-encoded. */
function encodeSegment(value: string): string {
  return encodeURIComponent(value).replace(/%3A/gi, ':');
}

export function exampleValues(endpoint: Endpoint): Record<string, string> {
  return Object.fromEntries(endpoint.parameters.map((parameter) => [parameter.name, parameter.example]));
}

/** Why a value does not fit a parameter, in its description's words: "Not a valid day: offset in days from today, -7 to 7, for example 0". */
function malformed({ name, description, example }: Endpoint['parameters'][number]): string {
  const what = description.trim().replace(/\.$/, '');
  const rule = what ? `: ${what.charAt(0).toLowerCase()}${what.slice(1)}` : '';
  return `Not a valid ${name}${rule}${example ? `, for example ${example}` : ''}`;
}

/**
 * What the proxy refuses in a path segment (400 "Invalid upstream path", before the call is
 * counted): a slash or a backslash, which would make segments of their own however they are
 * encoded, and a segment that is "." or "..".
 */
const UNSENDABLE_SEGMENT = /[/\\]|^\.{1,2}$/;

/** The error to show per parameter; empty when the request can be sent. */
export function parameterErrors(endpoint: Endpoint, values: ParameterValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const parameter of endpoint.parameters) {
    const value = (values[parameter.name] ?? '').trim();
    if (value === '') {
      if (parameter.required) errors[parameter.name] = `${parameter.name} is required`;
      continue;
    }
    if (parameter.in === 'path' && UNSENDABLE_SEGMENT.test(value))
      errors[parameter.name] = `${parameter.name} is part of the path: it cannot hold / or \\, or be . or ..`;
    else if (parameter.pattern && !new RegExp(parameter.pattern).test(value))
      errors[parameter.name] = malformed(parameter);
  }
  return errors;
}

/**
 * Path and query under the API base, e.g. `/flashscore/football/today?day=1`. A path parameter
 * not filled in yet stays its placeholder (`/match/{eventId}/details`): the URL and the snippets
 * show what is missing rather than a path that names another endpoint.
 */
export function requestPath(endpoint: Endpoint, values: ParameterValues): string {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = (values[name] ?? '').trim();
    return value === '' ? placeholder : encodeSegment(value);
  });
  const query = new URLSearchParams();
  for (const parameter of endpoint.parameters) {
    const value = (values[parameter.name] ?? '').trim();
    if (parameter.in === 'query' && value !== '') query.set(parameter.name, value);
  }
  const search = query.toString();
  return `/${endpoint.provider}${path}${search ? `?${search}` : ''}`;
}

export type SnippetLanguage = 'curl' | 'fetch' | 'python';

export const SNIPPET_LANGUAGES: { id: SnippetLanguage; label: string }[] = [
  { id: 'curl', label: 'curl' },
  { id: 'fetch', label: 'JavaScript fetch' },
  { id: 'python', label: 'Python requests' },
];

const KEY_PLACEHOLDER = '<your key>';

/** The same GET, as code: the URL is absolute and the key goes in X-API-Key. */
export function snippet(language: SnippetLanguage, url: string, apiKey: string): string {
  const key = apiKey.trim() || KEY_PLACEHOLDER;
  switch (language) {
    case 'curl':
      return `curl -H "X-API-Key: ${key}" \\\n  "${url}"`;
    case 'fetch':
      return [
        `const response = await fetch(${JSON.stringify(url)}, {`,
        `  headers: { "X-API-Key": ${JSON.stringify(key)} },`,
        `});`,
        `const data = await response.json();`,
      ].join('\n');
    case 'python':
      return [
        'import requests',
        '',
        'response = requests.get(',
        `    ${JSON.stringify(url)},`,
        `    headers={"X-API-Key": ${JSON.stringify(key)}},`,
        ')',
        'print(response.status_code, response.json())',
      ].join('\n');
  }
}

/** How much of a key the dashboard shows anyway: `tl_` and 8 characters, the listed prefix. */
const VISIBLE_KEY_CHARACTERS = 11;

/**
 * A pasted key as it may be shown on screen: the leading characters (those the key list shows,
 * and never more than a third of what was pasted) and a • for each of the rest. The key field
 * hides the key, so the snippets under it must not print it; their Copy buttons copy it whole.
 */
export function maskApiKey(apiKey: string): string {
  const characters = [...apiKey.trim()];
  const visible = Math.min(VISIBLE_KEY_CHARACTERS, Math.floor(characters.length / 3));
  return characters.slice(0, visible).join('') + '•'.repeat(characters.length - visible);
}

/**
 * Whether a value can travel in the X-API-Key header at all: printable ASCII. Anything else
 * (a "✓", a line break) makes the browser refuse the request before it leaves, where a wrong key
 * that can be sent gets the API's own 401.
 */
export function canBeSentAsKey(value: string): boolean {
  return /^[\x20-\x7e]*$/.test(value.trim());
}

export const NOT_A_KEY = 'This cannot be sent: it holds characters an HTTP header cannot carry';

/** `tl_` and 38 letters and digits: the shape of every Touchline key (the checksum is the server's). */
export function looksLikeApiKey(value: string): boolean {
  return /^tl_[0-9A-Za-z]{38}$/.test(value.trim());
}
