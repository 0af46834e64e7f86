import { useGraphQLMutation } from '@touchline/remote-devkit/graphql-request';
import { useState } from 'react';
import { graphql } from '../graphql';
import { useFailureFeedback } from './useFailureFeedback';

export const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      accessToken
    }
  }
`);

/** The server's detail (400) for the right password of an account not activated yet. */
export const INACTIVE_USER = 'Inactive user';

export interface Credentials {
  email: string;
  password: string;
}

/**
 * Exchanges credentials for a token and hands it to the shell. A refusal is `failure`, for the
 * form to show beside itself (useFailureFeedback). `inactiveEmail` is the address last refused as
 * not activated yet ('Inactive user'), which the screen explains and offers a new activation link
 * for, with no toast; both clear when the next attempt starts.
 */
export function useLogin(graphqlUrl: string, onAccessToken: (accessToken: string) => void) {
  const [mutate, { loading }] = useGraphQLMutation(graphqlUrl, LoginMutation);
  const { failure, capture } = useFailureFeedback();
  const [inactiveEmail, setInactiveEmail] = useState<string | null>(null);

  async function login(credentials: Credentials) {
    setInactiveEmail(null);
    const outcome = await capture(
      () => mutate({ variables: { input: credentials } }),
      (message) => (message === INACTIVE_USER ? 'explained' : 'beside-form'),
    );
    if ('failure' in outcome) {
      if (outcome.failure === INACTIVE_USER) setInactiveEmail(credentials.email);
    } else if (outcome.result.data) {
      onAccessToken(outcome.result.data.login.accessToken);
    }
  }

  return { login, isLoggingIn: loading, failure, inactiveEmail };
}
