// The handful of errors services throw. Each transport maps them once: REST to a status and
// {"detail": ...}, GraphQL to extensions.code and extensions.status. Services never speak HTTP.

export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

export abstract class DomainError extends Error {
  abstract readonly httpStatus: number;
  abstract readonly code: string;
  /** Extra response headers the error implies (Retry-After, WWW-Authenticate). */
  readonly headers: Record<string, string> = {};
}

/** The base of an error that always answers one status with one code. */
function answering(httpStatus: number, code: string) {
  abstract class AnsweringError extends DomainError {
    readonly httpStatus = httpStatus;
    readonly code = code;
  }
  return AnsweringError;
}

export class UnauthenticatedError extends answering(401, 'UNAUTHENTICATED') {
  override readonly headers: Record<string, string>;
  /** `challenge`: how to authenticate, for WWW-Authenticate (a bearer token unless said otherwise). */
  constructor(message: string, challenge = 'Bearer') {
    super(message);
    this.headers = { 'www-authenticate': challenge };
  }
}

export class ForbiddenError extends answering(403, 'FORBIDDEN') {}

export class NotFoundError extends answering(404, 'NOT_FOUND') {}

/** A request that is well-formed but refused by a rule ("Inactive user", "Incorrect password"). */
export class BadRequestError extends answering(400, 'BAD_REQUEST') {}

export class ConflictError extends answering(409, 'CONFLICT') {}

export class ValidationError extends answering(422, 'BAD_USER_INPUT') {
  constructor(readonly issues: ValidationIssue[]) {
    super(issues[0]?.msg ?? 'Validation Error');
  }
}

export class ServiceUnavailableError extends answering(503, 'SERVICE_UNAVAILABLE') {
  override readonly headers: Record<string, string>;
  /** `retryAfterSeconds`: when a retry is likely to be served (load, not an outage of unknown length). */
  constructor(message: string, retryAfterSeconds?: number) {
    super(message);
    this.headers = retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) };
  }
}

export class TooManyRequestsError extends answering(429, 'TOO_MANY_REQUESTS') {
  override readonly headers: Record<string, string>;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.headers = { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) };
  }
}

/** A provider the request needed (Stripe) could not be reached or refused the call. */
export class BadGatewayError extends answering(502, 'BAD_GATEWAY') {}
