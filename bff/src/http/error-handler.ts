// The REST face of errors: every failure leaves as {"detail": "..."} or, for bad input,
// 422 {"detail": [{loc, msg, type}]}. Unexpected errors are logged and never described.
import type { FastifyError, FastifyInstance } from 'fastify';
import { DomainError, ValidationError } from '../shared/errors.js';
import { toValidationIssues } from './validation.js';

const BODY_PARSE_ERRORS: Record<string, { msg: string; type: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { msg: 'JSON decode error', type: 'json_invalid' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { msg: 'Field required', type: 'missing' },
  FST_ERR_CTP_BODY_TOO_LARGE: { msg: 'Request body is too large', type: 'too_large' },
};

/** The whole answer to an unexpected error: its cause is logged, never described. */
export const INTERNAL_ERROR_DETAIL = 'Internal Server Error';

/** Fastify's names for request parts, as FastAPI clients expect them in `loc`. */
const LOCATION_NAMES: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      reply.headers(error.headers);
      const detail = error instanceof ValidationError ? error.issues : error.message;
      return reply.status(error.httpStatus).send({ detail });
    }
    if (error.validation) {
      const issues = toValidationIssues(error.validation as never, LOCATION_NAMES[error.validationContext ?? 'body'] ?? 'body');
      return reply.status(422).send({ detail: issues });
    }
    const bodyError = error.code ? BODY_PARSE_ERRORS[error.code] : undefined;
    if (bodyError) {
      const status = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 413 : 422;
      return reply.status(status).send({ detail: [{ loc: ['body'], ...bodyError }] });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ detail: INTERNAL_ERROR_DETAIL });
    }
    return reply.status(status).send({ detail: error.message });
  });

  app.setNotFoundHandler((request, reply) => reply.status(404).send({ detail: 'Not Found' }));
}
