// The GraphQL face of errors: the message is the same detail string REST sends, and
// extensions carry a code and the HTTP status the dashboard's session rules key on.
import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { FastifyBaseLogger } from 'fastify';
import { DomainError, ValidationError } from '../shared/errors.js';
import { costRefusalOf } from './operation-cost.js';

export interface ErrorDisclosure {
  /**
   * Whether an answer may carry the server's stack trace (`extensions.stacktrace`): in local
   * development only, since it names the server's files. Apollo adds one whenever NODE_ENV is
   * neither production nor test; this removes it whatever Apollo was told.
   */
  stacktraces: boolean;
  /**
   * Whether messages may suggest names from the schema ("Did you mean ...?"): not while
   * introspection is off, or a guess at a field would read the schema out name by name. Apollo's
   * `hideSchemaDetailsFromClientErrors` removes them from validation errors only; this removes
   * them from the rest too (a variable's unknown input field, for one).
   */
  schemaSuggestions: boolean;
}

export function createErrorFormatter(log: FastifyBaseLogger, disclosure: ErrorDisclosure) {
  const formatByCause = byCause(log);
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    let answer = formatByCause(formatted, error);
    if (!disclosure.stacktraces && answer.extensions?.stacktrace !== undefined) {
      const { stacktrace: _hidden, ...extensions } = answer.extensions;
      answer = { ...answer, extensions };
    }
    if (!disclosure.schemaSuggestions) answer = { ...answer, message: withoutSuggestions(answer.message) };
    return answer;
  };
}

/** The message without graphql-js's suggestions, which it always puts last: `... Did you mean "users" or "user"?` */
const withoutSuggestions = (message: string) => message.replace(/ ?Did you mean .+\?$/s, '');

/** The message and extensions for what went wrong: a rule of ours, GraphQL's own check, or a failure. */
function byCause(log: FastifyBaseLogger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const costRefusal = costRefusalOf(error);
    if (costRefusal) return { ...formatted, ...costRefusal };
    const original = unwrapResolverError(error);
    if (original instanceof DomainError) {
      const extensions: Record<string, unknown> = { code: original.code, status: original.httpStatus };
      if (original instanceof ValidationError) extensions.detail = original.issues;
      return { ...formatted, message: original.message, extensions };
    }
    const code = formatted.extensions?.code;
    // Errors GraphQL itself raises (parse, validation of the operation) are safe to show.
    if (code && code !== 'INTERNAL_SERVER_ERROR') {
      return {
        ...formatted,
        extensions: {
          ...formatted.extensions,
          status: code === 'GRAPHQL_VALIDATION_FAILED' || code === 'BAD_USER_INPUT' ? 422 : 400,
        },
      };
    }
    log.error({ err: original }, 'graphql resolver failed');
    return {
      message: 'Internal server error',
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 },
    };
  };
}
