import { CombinedGraphQLErrors, ServerError } from '@apollo/client';

const ENDING_STATUSES = new Set([401, 403]);
const ENDING_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN']);

/**
 * Spec section 8: a 401 or 403, or a 404 whose detail is 'User not found', from any query or
 * mutation means the stored token is no good any more.
 */
export function isSessionEndingError(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some(({ message, extensions }) => {
      const status = extensions?.status;
      const code = extensions?.code;
      if (
        (typeof status === 'number' && ENDING_STATUSES.has(status)) ||
        (typeof code === 'string' && ENDING_CODES.has(code))
      ) {
        return true;
      }
      return (status === 404 || code === 'NOT_FOUND') && message === 'User not found';
    });
  }
  return ServerError.is(error) && ENDING_STATUSES.has(error.statusCode);
}
