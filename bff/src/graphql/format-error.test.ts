// The GraphQL error formatter on its own: what it lets through whatever Apollo hands it.
import { describe, expect, it, jest } from '@jest/globals';
import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError } from 'graphql';
import { NotFoundError } from '../shared/errors.js';
import { createErrorFormatter } from './format-error.js';

const log = { error: jest.fn() } as unknown as FastifyBaseLogger;
const stacktrace = ['Error: boom', '    at resolve (/srv/touchline/bff/dist/modules/users/user.resolver.js:42:7)'];
const validation = {
  message: 'Cannot query field "usersx" on type "Query". Did you mean "users" or "user"?',
  extensions: { code: 'GRAPHQL_VALIDATION_FAILED', stacktrace },
};

describe('createErrorFormatter', () => {
  it('passes no stack trace outside development, even when Apollo added one', () => {
    const format = createErrorFormatter(log, { stacktraces: false, schemaSuggestions: true });
    expect(format(validation, new GraphQLError(validation.message)).extensions).toEqual({
      code: 'GRAPHQL_VALIDATION_FAILED',
      status: 422,
    });
    const domain = format(
      { message: 'x', extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace } },
      new NotFoundError('User not found'),
    );
    expect(domain.extensions).not.toHaveProperty('stacktrace');
    const failure = format(
      { message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace } },
      new Error('boom'),
    );
    expect(failure).toEqual({
      message: 'Internal server error',
      extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 },
    });
  });

  it('keeps the stack trace Apollo added in development', () => {
    const format = createErrorFormatter(log, { stacktraces: true, schemaSuggestions: true });
    expect(format(validation, new GraphQLError(validation.message)).extensions).toMatchObject({ stacktrace });
  });

  it('drops the names it would suggest when schema details are hidden, and only them', () => {
    const hidden = createErrorFormatter(log, { stacktraces: false, schemaSuggestions: false });
    expect(hidden(validation, new GraphQLError(validation.message)).message).toBe(
      'Cannot query field "usersx" on type "Query".',
    );
    const coercion =
      'Variable "$input" got invalid value { emial: "a@b.test" }; Field "emial" is not defined by type "LoginInput". Did you mean "email"?';
    expect(
      hidden({ message: coercion, extensions: { code: 'BAD_USER_INPUT' } }, new GraphQLError(coercion)).message,
    ).toBe(
      'Variable "$input" got invalid value { emial: "a@b.test" }; Field "emial" is not defined by type "LoginInput".',
    );
    expect(hidden({ message: 'Not authenticated' }, new NotFoundError('User not found')).message).toBe(
      'User not found',
    );
  });
});
