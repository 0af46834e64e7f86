// The REST face of errors: every failure leaves as {"detail": "..."} or, for bad input,
// 422 {"detail": [{loc, msg, type}]}. Unexpected errors are logged and never described.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { DomainError, ValidationError } from '../shared/errors.js';
import { setBaselineSecurityHeaders } from './security-headers.js';
import { requestIdOf } from './request-id.js';
import { toValidationIssues } from '../shared/input-validation.js';

const BODY_PARSE_ERRORS: Record<string, { msg: string; type: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { msg: 'JSON decode error', type: 'json_invalid' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { msg: 'Field required', type: 'missing' },
  FST_ERR_CTP_BODY_TOO_LARGE: { msg: 'Request body is too large', type: 'too_large' },
};

/** The whole answer to an unexpected error: its cause is logged, never described. */
export const INTERNAL_ERROR_DETAIL = 'Internal Server Error';

/** Fastify's names for request parts, as FastAPI clients expect them in `loc`. */
const LOCATION_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

/** A body in another type than the route reads (a form-encoded one anywhere but the OAuth2 login). */
const UNSUPPORTED_BODY = 'Unsupported Media Type: send the body as JSON, with Content-Type: application/json';

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      reply.headers(error.headers);
      const detail = error instanceof ValidationError ? error.issues : error.message;
      return reply.status(error.httpStatus).send({ detail });
    }
    if (error.validation) {
      const issues = toValidationIssues(
        error.validation as never,
        LOCATION_NAMES[error.validationContext ?? 'body'] ?? 'body',
      );
      return reply.status(422).send({ detail: issues });
    }
    const bodyError = error.code ? BODY_PARSE_ERRORS[error.code] : undefined;
    if (bodyError) {
      const status = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 413 : 422;
      return reply.status(status).send({ detail: [{ loc: ['body'], ...bodyError }] });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.status(415).send({ detail: UNSUPPORTED_BODY });
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ detail: INTERNAL_ERROR_DETAIL });
    }
    return reply.status(status).send({ detail: error.message });
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) {
      const path = request.url.split('?', 1)[0]!;
      // A GET the router could not take for its parameter's length reaches the dashboard's page
      // fallback, not the router's 414: answered here as the other methods are.
      if (path.split('/').some((segment) => decodedLength(segment) > MAX_PATH_PARAM_LENGTH))
        return reply.status(414).send({ detail: PATH_PARAM_TOO_LONG });
      // As FastAPI does (clients of the template expect it): the path a slash away, if it is one.
      const other = path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
      if (isApiRoute(app, request.method, other)) return reply.redirect(other + request.url.slice(path.length), 307);
      const allowed = METHODS.filter((method) => isApiRoute(app, method, path));
      if (allowed.length > 0)
        return reply.status(405).header('allow', allowed.join(', ')).send({ detail: 'Method Not Allowed' });
    }
    return reply.status(404).send({ detail: 'Not Found' });
  });
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * The longest path parameter routed (the router's `maxParamLength`, measured decoded); longer ones
 * answer 414. Fastify's default, 100, refused e-mail addresses over 100 characters in
 * `/password-recovery/{email}`, where an address may have 255; 1024 holds one even counted
 * percent-encoded (765 at most), with room to spare. Each route's schema still bounds its own
 * parameters (an address over 255 is a 422); a data path is a wildcard parameter, which this limit
 * never applies to.
 */
export const MAX_PATH_PARAM_LENGTH = 1024;
/** Not the router's own message, which repeats the whole path back. */
const PATH_PARAM_TOO_LONG = `A path segment is too long (${MAX_PATH_PARAM_LENGTH} characters at most)`;

function decodedLength(segment: string): number {
  try {
    return decodeURIComponent(segment).length;
  } catch {
    return segment.length;
  }
}

/** A route of the API answers `method` at `path`: not the dashboard's page fallback, nor a data wildcard. */
function isApiRoute(app: FastifyInstance, method: string, path: string): boolean {
  const route = app.findRoute({ method: method as 'GET', url: path });
  return route !== null && !('*' in (route.params as Record<string, string>));
}

/**
 * Fastify's `frameworkErrors` option: a URL that cannot be decoded (a `%` not followed by two hex
 * digits) is refused before routing, in the same `{"detail": ...}` shape as every other error.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // Set here: no onSend hook runs for a request refused before routing.
  reply.header('x-request-id', request.id);
  setBaselineSecurityHeaders(reply);
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.status(400).send({ detail: 'Malformed URL: a % must start an escape of two hex digits, such as %20' });
    return;
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send({ detail: PATH_PARAM_TOO_LONG });
    return;
  }
  void reply.status(error.statusCode ?? 400).send({ detail: error.message });
}

const CLIENT_ERRORS: Record<string, { status: number; detail: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, detail: 'The request line and headers are too large (16 kB at most)' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, detail: 'The request was not received in time' },
};

/**
 * Fastify's `clientErrorHandler` option: what Node's HTTP parser refuses (headers too large, a
 * malformed request) is answered in the product's `{"detail": ...}` shape, then the connection
 * closed, as Fastify's own handler does with a body of its own shape.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, detail } = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, detail: 'Malformed HTTP request' };
  const body = JSON.stringify({ detail });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

const MISSING_HOST = JSON.stringify({
  detail: 'Missing Host header: an HTTP/1.1 request must name the host it is for',
});

/**
 * An HTTP/1.1 request without a Host header is refused (RFC 9112, 3.2) with 400 in the
 * `{"detail": ...}` shape, before anything else sees it, as Node would have refused it with an
 * empty body (the server is created with `requireHostHeader: false` so that this answers
 * instead). True when it answered.
 */
export function refuseWithoutHost(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.headers.host !== undefined || request.httpVersion !== '1.1') return false;
  response.writeHead(400, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(MISSING_HOST),
    'x-request-id': requestIdOf(request.headers),
    connection: 'close',
  });
  response.end(MISSING_HOST);
  return true;
}
