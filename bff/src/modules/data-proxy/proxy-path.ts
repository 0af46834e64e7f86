// What a proxied path may be, and how it is named in usage figures. Only paths under the
// configured upstream base are reachable: anything that could climb out of it or name another
// host is refused before a request is built.
import { BadRequestError } from '../../shared/errors.js';
import { isWellFormedApiKey, KEY_PREFIX } from '../keys/api-key.format.js';
import { MAX_ENDPOINT_NAME_LENGTH } from '../usage/usage.rules.js';
import { endpointAt, type ProviderName } from './endpoint-catalog.js';

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
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  /[\x00-\x1f\x7f]/, // control characters
  /@/, // userinfo, which redirects a request to another host in sloppy URL handling
];
/** The same patterns as one expression: one scan of the path per request instead of nine. */
const FORBIDDEN_ANY = new RegExp(FORBIDDEN.map((pattern) => `(?:${pattern.source})`).join('|'), 'i');

/** A percent-encoding: "%" and two hex digits, in either case. */
const PERCENT_ENCODING = /%([0-9A-Fa-f]{2})/g;
/** A "%" that starts no percent-encoding. */
const STRAY_PERCENT = /%(?![0-9A-Fa-f]{2})/;
/** What a canonical path holds as itself, never encoded: RFC 3986's unreserved characters but ".", and ":". */
const DECODED = /[A-Za-z0-9\-_~:]/;

/**
 * The request URL with its path in canonical form, the one form the proxy checks, caches, names,
 * meters and forwards. Clients spell one URL differently: the typed SDK, the MCP server and most
 * generated clients encode the ":" of "england:198" as "%3A" (some as "%3a"), a browser or curl
 * does not. Read as sent, each spelling would be an endpoint of its own in usage figures, miss the
 * catalog's cache lifetime, and be a cache entry of its own that costs an upstream call. So a
 * percent-encoded unreserved character or ":" is decoded, and the hex digits of every other
 * percent-encoding are upper-cased (RFC 3986, 6.2.2.1 and 6.2.2.2), which changes no URL's meaning.
 * Encoded dots ("%2E") stay encoded, as do encoded slashes and backslashes: they are what
 * `parseProxyTarget` refuses, and decoding them would make dot segments and new path segments of
 * what the caller sent as text. The query is left as sent (an upstream may read it as it likes).
 * A path with a "%" that starts no percent-encoding is left as sent too: it is no URI, and
 * decoding the characters after that "%" could make a percent-encoding of them. Returns the URL
 * itself, at the cost of one `indexOf`, when it holds no "%" at all, as nearly every call does.
 */
export function canonicalProxyUrl(url: string): string {
  const percentAt = url.indexOf('%');
  if (percentAt === -1) return url;
  const queryAt = url.indexOf('?');
  if (queryAt !== -1 && queryAt < percentAt) return url;
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (STRAY_PERCENT.test(path)) return url;
  const canonical = path.replace(PERCENT_ENCODING, canonicalEncoding);
  return queryAt === -1 ? canonical : canonical + url.slice(queryAt);
}

function canonicalEncoding(encoding: string, hex: string): string {
  const character = String.fromCharCode(parseInt(hex, 16));
  return DECODED.test(character) ? character : encoding.toUpperCase();
}

export interface ProxyTarget {
  /** The path below the provider, starting with "/". */
  path: string;
  /** The query string including "?", or "". */
  query: string;
}

/**
 * The refusal of a path `FORBIDDEN` matches, saying what to change: a caller who put a name with
 * a "/" in a path parameter (a player search for "AC/DC") sees why, not only that it failed.
 */
const UNSAFE_PATH =
  'Invalid upstream path: a path segment may not be "." or "..", nor hold "@", a backslash, a control character or an encoded ".", "/" or "\\", and the path may not be a URL of its own';

/** Splits the raw request URL below `/api/<provider>` and refuses anything unsafe. */
export function parseProxyTarget(rawUrl: string, mountPath: string): ProxyTarget {
  const rest = rawUrl.slice(mountPath.length);
  const queryAt = rest.indexOf('?');
  const path = queryAt === -1 ? rest : rest.slice(0, queryAt);
  const query = queryAt === -1 ? '' : rest.slice(queryAt);
  if (path.charCodeAt(0) !== 47 /* / */ || path.length === 1) {
    throw new BadRequestError('Invalid upstream path: name an endpoint below the provider, such as /football/live');
  }
  if (FORBIDDEN_ANY.test(path)) throw new BadRequestError(UNSAFE_PATH);
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
 * The endpoint a call is counted under. A path the endpoint catalog lists is named as the catalog
 * (and so the API docs and the explorer) names it: "/players/28003/profile" and
 * "/players/8198/profile" are both "/players/{player_id}/profile". Any other path has its ids and
 * free text replaced by placeholders (`pathWithIdsReplaced`); a name longer than usage stores is
 * then UNLISTED_PATH: a name cut short would still make every such path an endpoint of its own
 * (and mislead), where the database would have refused the call's usage event whole.
 */
export function normaliseEndpoint(provider: ProviderName, path: string): string {
  const listed = endpointAt(provider, path);
  if (listed) return listed.path;
  const name = pathWithIdsReplaced(path);
  return name.length > MAX_ENDPOINT_NAME_LENGTH ? UNLISTED_PATH : name;
}

/**
 * A path with its ids and free text replaced by placeholders, keeping the slugs that say what an
 * id is: "/football/england:198/premier-league:dYlOSQOD/fixtures" is
 * "/football/england:{id}/premier-league:{id}/fixtures". The name of an unlisted endpoint in usage
 * figures, and what an operator's cache-lifetime override of one path matches.
 */
export function pathWithIdsReplaced(path: string): string {
  const segments = path.split('/');
  return segments
    .map((segment, index) => {
      const previous = segments[index - 1];
      // As the catalog names a search's text.
      if (previous === 'search') return '{name}';
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
