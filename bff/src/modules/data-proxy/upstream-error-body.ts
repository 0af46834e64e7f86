// What a client sees of an upstream's error answer. The status is always passed on (a client
// must know a 404 from a 503); the body only when it is certainly the upstream speaking to a
// caller, never the upstream's machinery speaking about itself: an upstream's 500 page, a stack
// trace, a framework's error code or a path on its servers tells an attacker what the upstream
// runs and where, and tells a client nothing it can act on.
//
// The rule:
// - a 5xx body is always replaced: a server error is about the upstream, never about the call;
// - a 4xx body is passed on only in the upstream's documented error shape, a JSON object holding
//   exactly `{"detail": "<sentence>"}`, where the sentence is one short line (at most
//   MAX_DETAIL_LENGTH characters) that names no file, stack frame or system error code; the
//   upstream's "Player not found" reaches the client, its "ENOENT at /srv/app/x.js" does not;
// - everything else (HTML pages, other JSON, empty bodies) is replaced.
// The replacement is the proxy's own `{"detail": ...}` naming the upstream and the status.
import { STATUS_CODES } from 'node:http';

export const MAX_DETAIL_LENGTH = 200;

/**
 * Signs of an upstream's insides in a detail: a stack frame, a source file, a path under a
 * server's usual roots, a Windows path, a system or framework error code, an exception's name.
 * A sentence that happens to look like one is replaced too: the client loses a wording, never
 * the status.
 */
const INTERNALS = new RegExp(
  [
    String.raw`\bat\s+\S+\s+\(`, // "at handler (/srv/app/x.js:3:9)"
    String.raw`\bat\s+(?:file:|/|[A-Za-z]:\\)`, // "at /srv/app/x.js:3:9"
    String.raw`\.(?:m?js|cjs|ts|py|rb|php|java|go|cs|kt|scala|ex|exs|pl)\b`, // source files
    String.raw`:\d+:\d+`, // line:column
    String.raw`(?:^|[^\w/])/(?:srv|app|home|usr|var|opt|etc|root|tmp|workspace|node_modules|code|src|lib|mnt|data)/`,
    String.raw`\b[A-Za-z]:\\`, // C:\...
    String.raw`\b(?:E[A-Z]{3,}[A-Z_]*|ERR_[A-Z0-9_]+|FST_[A-Z0-9_]+|UND_ERR_[A-Z_]+|SQLSTATE)\b`, // ECONNRESET, ERR_..., FST_...
    String.raw`\b\w*(?:Error|Exception|Traceback)\b`, // TypeError, NullPointerException, Traceback
  ].join('|'),
);

/** What an upstream answered, as the gateway read it (status, headers, the whole body). */
export interface UpstreamAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** The answer as the client may see it: the same, or the status with the proxy's own detail. */
export function screenedErrorAnswer(upstreamName: string, answer: UpstreamAnswer): UpstreamAnswer {
  if (answer.status < 500 && isPlainDetail(answer)) return answer;
  const verdict = answer.status >= 500 ? 'failed' : 'refused the call';
  const body = Buffer.from(
    JSON.stringify({
      detail: `The ${upstreamName} upstream ${verdict} (${answer.status} ${STATUS_CODES[answer.status] ?? 'Error'})`,
    }),
  );
  // The headers that described the body go with it; the labels and Retry-After stay.
  const {
    'content-type': _type,
    'content-language': _language,
    etag: _etag,
    'last-modified': _modified,
    ...kept
  } = answer.headers;
  return { status: answer.status, headers: { ...kept, 'content-type': 'application/json; charset=utf-8' }, body };
}

function isPlainDetail(answer: UpstreamAnswer): boolean {
  const type = answer.headers['content-type'];
  if (type === undefined || !/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) return false;
  // A longer body cannot hold a detail short enough, whatever it holds (escapes included).
  if (answer.body.length > MAX_DETAIL_LENGTH * 6 + 16) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body.toString('utf8'));
  } catch {
    return false;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return false;
  const keys = Object.keys(parsed);
  if (keys.length !== 1 || keys[0] !== 'detail') return false;
  const detail = (parsed as { detail: unknown }).detail;
  return (
    typeof detail === 'string' &&
    detail.length > 0 &&
    detail.length <= MAX_DETAIL_LENGTH &&
    // eslint-disable-next-line no-control-regex -- a detail holding control characters is refused
    !/[\u0000-\u001f\u007f]/.test(detail) &&
    !INTERNALS.test(detail)
  );
}
