import { useGraphQLMutation } from '@touchline/remote-devkit/graphql-request';
import { useMutationFeedback } from '@touchline/ui-kit';
import { useState } from 'react';
import { graphql } from '../graphql';
import { noticingFailure } from './failureMessage';

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
 * Exchanges credentials for a token and hands it to the shell; failures become an error toast.
 * `inactiveEmail` is the address last refused as not activated yet ('Inactive user'), so the
 * screen can offer a new activation link; it clears when the next attempt starts.
 */
export function useLogin(graphqlUrl: string, onAccessToken: (accessToken: string) => void) {
  const [mutate, { loading }] = useGraphQLMutation(graphqlUrl, LoginMutation);
  const toastOnError = useMutationFeedback();
  const [inactiveEmail, setInactiveEmail] = useState<string | null>(null);

  async function login(credentials: Credentials) {
    setInactiveEmail(null);
    const result = await toastOnError(
      noticingFailure(
        () => mutate({ variables: { input: credentials } }),
        (message) => {
          if (message === INACTIVE_USER) setInactiveEmail(credentials.email);
        },
      ),
    );
    if (result?.data) onAccessToken(result.data.login.accessToken);
  }

  return { login, isLoggingIn: loading, inactiveEmail };
}
