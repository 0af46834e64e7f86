import { useMutation } from '@apollo/client/react';
import { errorMessage, useToast } from '@touchline/ui-kit';
import { graphql } from '../graphql';

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
  const toast = useToast();

  async function login(credentials: Credentials) {
    try {
      const { data } = await mutate({ variables: { input: credentials } });
      if (data) onAccessToken(data.login.accessToken);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return { login, isLoggingIn: loading };
}
