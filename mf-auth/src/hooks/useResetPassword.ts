import { useMutation } from '@apollo/client/react';
import { useToast } from '@touchline/ui-kit';
import { graphql } from '../graphql';
import { useMutationFeedback } from '@touchline/ui-kit';

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      message
    }
  }
`);

export function useResetPassword() {
  const [mutate, { loading }] = useMutation(ResetPasswordMutation);
  const toast = useToast();
  const toastOnError = useMutationFeedback();

  async function resetPassword(token: string, newPassword: string): Promise<boolean> {
    const result = await toastOnError(() => mutate({ variables: { input: { token, newPassword } } }));
    if (result?.data) toast.success(result.data.resetPassword.message);
    return Boolean(result?.data);
  }

  return { resetPassword, isResetting: loading };
}
