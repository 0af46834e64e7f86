import { useMutation } from '@apollo/client/react';
import { useToast } from '@touchline/ui-kit';
import { graphql } from '../graphql';
import { useMutationFeedback } from '@touchline/ui-kit';

export const DeleteAccountMutation = graphql(`
  mutation DeleteAccount {
    deleteMe {
      message
    }
  }
`);

/** Resolves to true once the account is gone; the caller then ends the session. */
export function useDeleteAccount() {
  const [mutate, { loading }] = useMutation(DeleteAccountMutation);
  const toast = useToast();
  const toastOnError = useMutationFeedback();

  async function deleteAccount(): Promise<boolean> {
    const result = await toastOnError(() => mutate());
    if (result?.data) toast.success(result.data.deleteMe.message);
    return Boolean(result?.data);
  }

  return { deleteAccount, isDeleting: loading };
}
