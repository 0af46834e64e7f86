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

export class UnauthenticatedError extends DomainError {
  readonly httpStatus = 401;
  readonly code = 'UNAUTHENTICATED';
  override readonly headers: Record<string, string>;
  /** `challenge`: how to authenticate, for WWW-Authenticate (a bearer token unless said otherwise). */
  constructor(message: string, challenge = 'Bearer') {
    super(message);
    this.headers = { 'www-authenticate': challenge };
  }
}

export class ForbiddenError extends DomainError {
  readonly httpStatus = 403;
  readonly code = 'FORBIDDEN';
}

export class NotFoundError extends DomainError {
  readonly httpStatus = 404;
  readonly code = 'NOT_FOUND';
}

/** A request that is well-formed but refused by a rule ("Inactive user", "Incorrect password"). */
export class BadRequestError extends DomainError {
  readonly httpStatus = 400;
  readonly code = 'BAD_REQUEST';
}

export class ConflictError extends DomainError {
  readonly httpStatus = 409;
  readonly code = 'CONFLICT';
}

export class ValidationError extends DomainError {
  readonly httpStatus = 422;
  readonly code = 'BAD_USER_INPUT';
  constructor(readonly issues: ValidationIssue[]) {
    super(issues[0]?.msg ?? 'Validation Error');
  }
}

export class ServiceUnavailableError extends DomainError {
  readonly httpStatus = 503;
  readonly code = 'SERVICE_UNAVAILABLE';
}

export class TooManyRequestsError extends DomainError {
  readonly httpStatus = 429;
  readonly code = 'TOO_MANY_REQUESTS';
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
export class BadGatewayError extends DomainError {
  readonly httpStatus = 502;
  readonly code = 'BAD_GATEWAY';
}
