import { useMutation } from '@apollo/client/react';
import { useToast } from '@touchline/ui-kit';
import { graphql } from '../graphql';
import { useMutationFeedback } from '@touchline/ui-kit';

export const DeleteAccountMutation = graphql(`
  mutation DeleteAccount($input: ReAuthenticateInput!) {
    deleteMe(input: $input) {
      message
    }
  }
`);

/** Resolves to true once the account is gone; the caller then ends the session. */
export function useDeleteAccount() {
  const [mutate, { loading }] = useMutation(DeleteAccountMutation);
  const toast = useToast();
  const toastOnError = useMutationFeedback();

  /** The server wants the current password; an account without one sends none and must have signed in recently. */
  async function deleteAccount(currentPassword: string): Promise<boolean> {
    const result = await toastOnError(() =>
      mutate({ variables: { input: currentPassword ? { currentPassword } : {} } }),
    );
    if (result?.data) toast.success(result.data.deleteMe.message);
    return Boolean(result?.data);
  }

  return { deleteAccount, isDeleting: loading };
}
