import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../graphql';
import { useToastOnError } from './useToastOnError';

export const ActivateAccountMutation = graphql(`
  mutation ActivateAccount($token: String!) {
    activateAccount(token: $token) {
      message
    }
  }
`);

export function useActivateAccount() {
  const [mutate] = useMutation(ActivateAccountMutation);
  const toastOnError = useToastOnError();
  return useCallback(
    async (token: string): Promise<boolean> => Boolean((await toastOnError(() => mutate({ variables: { token } })))?.data),
    [mutate, toastOnError],
  );
}
