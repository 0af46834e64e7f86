// What a proxied path may be, and how it is named in usage figures. Only paths under the
// configured upstream base are reachable: anything that could climb out of it or name another
// host is refused before a request is built.
import type { ProviderName } from './endpoint-catalog.js';
import { BadRequestError } from '../../shared/errors.js';
import { isWellFormedApiKey, KEY_PREFIX } from '../keys/api-key.format.js';
import { MAX_ENDPOINT_NAME_LENGTH } from '../usage/usage.rules.js';

/** Where a provider's data routes start: `/api/<provider>`, then the upstream path. */
export const mountPathOf = (provider: ProviderName) => `/api/${provider}`;

const FORBIDDEN = [
  /(^|\/)\.\.?(\/|$)/, // dot segments
  /%2e/i, // encoded dots, which some servers decode into dot segments
  /%2f|%5c/i, // encoded slashes and backslashes
  /%(?:25)+(?:2e|2f|5c)/i, // the same encoded twice or more, for a chain of servers that each decode once
  /\\/, // backslashes, which some URL parsers treat as slashes
  /^\/*[a-z][a-z0-9+.-]*:\/\//i, // absolute URLs
  /^\/\//, // protocol-relative URLs
  /[\x00-\x1f\x7f]/, // control characters
  /@/, // userinfo, which redirects a request to another host in sloppy URL handling
];
/** The same patterns as one expression: one scan of the path per request instead of nine. */
const FORBIDDEN_ANY = new RegExp(FORBIDDEN.map((pattern) => `(?:${pattern.source})`).join('|'), 'i');

export interface ProxyTarget {
  /** The path below the provider, starting with "/". */
  path: string;
  /** The query string including "?", or "". */
  query: string;
}

/** Splits the raw request URL below `/api/<provider>` and refuses anything unsafe. */
export function parseProxyTarget(rawUrl: string, mountPath: string): ProxyTarget {
  const rest = rawUrl.slice(mountPath.length);
  const queryAt = rest.indexOf('?');
  const path = queryAt === -1 ? rest : rest.slice(0, queryAt);
  const query = queryAt === -1 ? '' : rest.slice(queryAt);
  if (path.charCodeAt(0) !== 47 /* / */ || path.length === 1 || FORBIDDEN_ANY.test(path)) {
    throw new BadRequestError('Invalid upstream path');
  }
  if (rest.includes(KEY_PREFIX) && rest.split(URL_DELIMITERS).some(isWellFormedApiKey)) {
    // Forwarded, the key would reach the upstream and every log and cache on the way.
    throw new BadRequestError(KEY_IN_URL);
  }
  return { path, query };
}

const URL_DELIMITERS = /[/?&=;,]/;
export const KEY_IN_URL =
  'This URL carries an API key: send it in the X-API-Key header only (URLs are kept in logs, so treat this key as exposed). The call was not forwarded.';

/**
 * Characters that reach the upstream as they are in a path and a query: what the WHATWG URL
 * parser leaves alone in both (for an http URL). Anything else ("'", quotes, spaces,
 * backslashes, brackets, non-ASCII...) goes through the parser, which encodes it.
 */
const LEFT_AS_IS = /^[A-Za-z0-9\-._~!$&()*+,;=:@/?%]*$/;

/**
 * The request target (path and query) for a target under the upstream's base URL (parse the
 * base once and pass it in), guaranteed to stay under the base path. Requests are sent through
 * a connection pool bound to the base's origin, so only the path could stray, and
 * `parseProxyTarget` has refused dot segments, encoded dots and slashes and backslashes. A
 * target made only of characters the URL parser leaves alone is joined as it is, which is what
 * the parser would return, without parsing a URL per miss; any other is parsed and checked.
 */
export function upstreamTargetOf(base: URL, target: ProxyTarget): string {
  const basePath = base.pathname.endsWith('/') ? base.pathname.slice(0, -1) : base.pathname;
  const joined = basePath + target.path + target.query;
  // A lone "?" is an empty query, which the parser drops.
  if (LEFT_AS_IS.test(joined)) return target.query === '?' ? joined.slice(0, -1) : joined;
  const url = new URL(joined, base.origin);
  if (url.origin !== base.origin || !url.pathname.startsWith(basePath)) {
    throw new BadRequestError('Invalid upstream path');
  }
  return url.pathname + url.search;
}

/**
 * The endpoint name of every call to a path the catalog does not list that the upstream did not
 * answer (it found nothing there, or the proxy answered first: a 429, an upstream down), and of
 * every path whose name would not fit in usage's endpoint columns.
 */
export const UNLISTED_PATH = '/{unlisted}';

/**
 * The endpoint a call is counted under: ids and free text replaced by placeholders, so that
 * "/players/28003/profile" and "/players/8198/profile" are one endpoint in usage figures. A name
 * longer than usage stores is UNLISTED_PATH: no catalog endpoint comes near that length, and a
 * name cut short would still make every such path an endpoint of its own (and mislead), where
 * the database would have refused the call's usage event whole.
 */
export function normaliseEndpoint(path: string): string {
  const name = placeholdersIn(path);
  return name.length > MAX_ENDPOINT_NAME_LENGTH ? UNLISTED_PATH : name;
}

function placeholdersIn(path: string): string {
  const segments = path.split('/');
  return segments
    .map((segment, index) => {
      const previous = segments[index - 1];
      if (previous === 'search') return '{query}';
      if (previous === 'match' || previous === 'event') return '{id}';
      // Competition ids are codes ("GB1"), not numbers.
      if (previous === 'competitions' && segment !== 'search') return '{id}';
      if (/^\d+$/.test(segment)) return '{id}';
      if (/^[a-z0-9-]+:[A-Za-z0-9]+$/i.test(segment)) return `${segment.split(':')[0]}:{id}`;
      if (/^[0-9a-f]{8}-[0-9a-f-]{27}$/i.test(segment)) return '{id}';
      return segment;
    })
    .join('/');
}
