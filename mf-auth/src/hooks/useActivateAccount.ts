import { useGraphQLMutation } from '@touchline/remote-devkit/graphql-request';
import { useCallback } from 'react';
import { graphql } from '../graphql';
import { useMutationFeedback } from '@touchline/ui-kit';

export const ActivateAccountMutation = graphql(`
  mutation ActivateAccount($token: String!) {
    activateAccount(token: $token) {
      message
    }
  }
`);

export function useActivateAccount(graphqlUrl: string) {
  const [mutate] = useGraphQLMutation(graphqlUrl, ActivateAccountMutation);
  const toastOnError = useMutationFeedback();
  return useCallback(
    async (token: string): Promise<boolean> => Boolean((await toastOnError(() => mutate({ variables: { token } })))?.data),
    [mutate, toastOnError],
  );
}
