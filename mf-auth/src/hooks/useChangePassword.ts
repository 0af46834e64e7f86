import { useMutation } from '@apollo/client/react';
import { useToast } from '@touchline/ui-kit';
import { graphql } from '../graphql';
import { useFailureFeedback } from './useFailureFeedback';

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      accessToken
    }
  }
`);

/** Spec section 3: the token lives in localStorage under this key (the shell reads it per request). */
const ACCESS_TOKEN_KEY = 'access_token';

/**
 * Changing the password ends every session issued before it, this one included; the server
 * answers with a fresh token, stored here so this tab carries on while the others are logged out.
 * A refusal is `failure`, for the form to show beside itself.
 */
export function useChangePassword() {
  const [mutate, { loading }] = useMutation(ChangePasswordMutation);
  const toast = useToast();
  const { failure, capture } = useFailureFeedback();

  async function changePassword(currentPassword: string, newPassword: string): Promise<boolean> {
    const input = currentPassword ? { currentPassword, newPassword } : { newPassword };
    const outcome = await capture(() => mutate({ variables: { input } }));
    if ('failure' in outcome || !outcome.result.data) return false;
    window.localStorage.setItem(ACCESS_TOKEN_KEY, outcome.result.data.changePassword.accessToken);
    toast.success('Password updated successfully. Other devices were logged out.');
    return true;
  }

  return { changePassword, isChanging: loading, failure };
}
