import { useMutation } from '@apollo/client/react';
import { graphql } from '../graphql';
import { useMutationFeedback } from '@touchline/ui-kit';

export const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      accessToken
    }
  }
`);

export interface Credentials {
  email: string;
  password: string;
}

/** Exchanges credentials for a token and hands it to the shell; failures become an error toast. */
export function useLogin(onAccessToken: (accessToken: string) => void) {
  const [mutate, { loading }] = useMutation(LoginMutation);
  const toastOnError = useMutationFeedback();

  async function login(credentials: Credentials) {
    const result = await toastOnError(() => mutate({ variables: { input: credentials } }));
    if (result?.data) onAccessToken(result.data.login.accessToken);
  }

  return { login, isLoggingIn: loading };
}
