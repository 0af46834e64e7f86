import { ApolloLink } from '@apollo/client';
import { describe, expect, it, jest } from '@jest/globals';
import type { GraphQLFormattedError } from 'graphql';
import { Observable, of } from 'rxjs';
import { CurrentUserQuery } from '../session/currentUserQuery';
import { createApolloClient } from './apolloClient';

function clientAnswering(answer: () => Observable<ApolloLink.Result>) {
  const onSessionEnded = jest.fn();
  const getToken = jest.fn(() => 'stored-token');
  const seenHeaders: Array<Record<string, string>> = [];
  const transport = new ApolloLink((operation) => {
    seenHeaders.push(operation.getContext().headers);
    return answer();
  });
  const client = createApolloClient({ uri: '/graphql', getToken, onSessionEnded, transport });
  return { client, onSessionEnded, seenHeaders };
}

const failingWith = (error: GraphQLFormattedError) => () => of({ errors: [error] });

describe('session error link', () => {
  it.each<[string, GraphQLFormattedError]>([
    ['status 401', { message: 'Not authenticated', extensions: { code: 'UNAUTHENTICATED', status: 401 } }],
    ['status 403', { message: 'Could not validate credentials', extensions: { code: 'FORBIDDEN', status: 403 } }],
    ['code FORBIDDEN alone', { message: "The user doesn't have enough privileges", extensions: { code: 'FORBIDDEN' } }],
    ["404 'User not found'", { message: 'User not found', extensions: { code: 'NOT_FOUND', status: 404 } }],
  ])('ends the session on %s', async (_, error) => {
    const { client, onSessionEnded } = clientAnswering(failingWith(error));
    await expect(client.query({ query: CurrentUserQuery })).rejects.toThrow();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it.each<[string, GraphQLFormattedError]>([
    ['another 404', { message: 'Item not found', extensions: { code: 'NOT_FOUND', status: 404 } }],
    ['a bad request', { message: 'Incorrect email or password', extensions: { code: 'BAD_REQUEST', status: 400 } }],
    ['a validation error', { message: 'Validation Error', extensions: { code: 'BAD_USER_INPUT', status: 422 } }],
  ])('keeps the session on %s', async (_, error) => {
    const { client, onSessionEnded } = clientAnswering(failingWith(error));
    await expect(client.query({ query: CurrentUserQuery })).rejects.toThrow();
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('ends the session when the HTTP answer itself is a 401', async () => {
    const { ServerError } = await import('@apollo/client');
    const response = { status: 401, statusText: 'Unauthorized', headers: new Map() } as unknown as Response;
    const { client, onSessionEnded } = clientAnswering(
      () => new Observable((observer) => observer.error(new ServerError('Unauthorized', { response, bodyText: '' }))),
    );
    await expect(client.query({ query: CurrentUserQuery })).rejects.toThrow();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('sends the stored token as a bearer token', async () => {
    const { client, seenHeaders } = clientAnswering(() =>
      of({
        data: {
          currentUser: {
            __typename: 'User',
            id: '1',
            email: 'a@b.co',
            fullName: null,
            avatarUrl: null,
            isSuperuser: false,
          },
        },
      }),
    );
    await client.query({ query: CurrentUserQuery });
    expect(seenHeaders[0]).toMatchObject({ Authorization: 'Bearer stored-token' });
  });
});
