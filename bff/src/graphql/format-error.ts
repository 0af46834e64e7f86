// The GraphQL face of errors: the message is the same detail string REST sends, and
// extensions carry a code and the HTTP status the dashboard's session rules key on.
import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { ArgumentValidationError } from 'type-graphql';
import type { FastifyBaseLogger } from 'fastify';
import { DomainError, ValidationError } from '../shared/errors.js';

export function createErrorFormatter(log: FastifyBaseLogger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof ArgumentValidationError) {
      const detail = original.extensions.validationErrors.flatMap((failure) =>
        Object.values(failure.constraints ?? {}).map((msg) => ({ loc: ['input', failure.property], msg, type: 'value_error' })),
      );
      return { ...formatted, message: detail[0]?.msg ?? 'Validation Error', extensions: { code: 'BAD_USER_INPUT', status: 422, detail } };
    }
    if (original instanceof DomainError) {
      const extensions: Record<string, unknown> = { code: original.code, status: original.httpStatus };
      if (original instanceof ValidationError) extensions.detail = original.issues;
      return { ...formatted, message: original.message, extensions };
    }
    const code = formatted.extensions?.code;
    // Errors GraphQL itself raises (parse, validation of the operation) are safe to show.
    if (code && code !== 'INTERNAL_SERVER_ERROR') {
      return { ...formatted, extensions: { ...formatted.extensions, status: code === 'GRAPHQL_VALIDATION_FAILED' || code === 'BAD_USER_INPUT' ? 422 : 400 } };
    }
    log.error({ err: original }, 'graphql resolver failed');
    return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 } };
  };
}
