// Errors in Stripe's shape: `{"error": {"type", "message", "code"?, "param"?}}`, which the `stripe`
// package turns into its StripeInvalidRequestError, StripeAuthenticationError and so on.

export type StripeErrorType = 'invalid_request_error' | 'api_error' | 'idempotency_error' | 'card_error';

export class StripeApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly type: StripeErrorType,
    message: string,
    readonly extra: { code?: string; param?: string } = {},
  ) {
    super(message);
  }

  get body() {
    return { error: { type: this.type, message: this.message, ...this.extra } };
  }
}

export const invalidRequest = (message: string, param?: string) =>
  new StripeApiError(400, 'invalid_request_error', message, param ? { param } : {});

export const missingParam = (param: string) =>
  new StripeApiError(400, 'invalid_request_error', `Missing required param: ${param}.`, {
    code: 'parameter_missing',
    param,
  });

export const noSuch = (what: string, id: string, param?: string) =>
  new StripeApiError(404, 'invalid_request_error', `No such ${what}: '${id}'`, {
    code: 'resource_missing',
    ...(param ? { param } : {}),
  });
