import { useGraphQLMutation } from '@touchline/remote-devkit/graphql-request';
import { useMutationFeedback, useToast } from '@touchline/ui-kit';
import { graphql } from '../graphql';
import { noticingFailure } from './failureMessage';

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      message
    }
  }
`);

/** The server's detail (400) for a reset link that is unknown, used, expired or superseded. */
export const INVALID_TOKEN = 'Invalid token';

/** `spentLink`: the link can never work again (a new one is needed); `failed`: any other failure. */
export type ResetOutcome = 'reset' | 'spentLink' | 'failed';

export function useResetPassword(graphqlUrl: string) {
  const [mutate, { loading }] = useGraphQLMutation(graphqlUrl, ResetPasswordMutation);
  const toast = useToast();
  const toastOnError = useMutationFeedback();

  async function resetPassword(token: string, newPassword: string): Promise<ResetOutcome> {
    let failure: string | undefined;
    const result = await toastOnError(
      noticingFailure(
        () => mutate({ variables: { input: { token, newPassword } } }),
        (message) => (failure = message),
      ),
    );
    if (result?.data) {
      toast.success(result.data.resetPassword.message);
      return 'reset';
    }
    return failure === INVALID_TOKEN ? 'spentLink' : 'failed';
  }

  return { resetPassword, isResetting: loading };
}
