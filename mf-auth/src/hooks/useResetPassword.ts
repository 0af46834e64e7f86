import { useGraphQLMutation } from '@touchline/remote-devkit/graphql-request';
import { useToast } from '@touchline/ui-kit';
import { graphql } from '../graphql';
import { useFailureFeedback } from './useFailureFeedback';

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      message
    }
  }
`);

/** The server's detail (400) for a reset link that is unknown, used, expired or superseded. */
const INVALID_TOKEN = 'Invalid token';

/** `spentLink`: the link can never work again (a new one is needed); `failed`: any other failure. */
export type ResetOutcome = 'reset' | 'spentLink' | 'failed';

/**
 * A spent link replaces the form with a page that says so (no toast besides); any other failure
 * is `failure`, shown beside the form, which a new try may get past.
 */
export function useResetPassword(graphqlUrl: string) {
  const [mutate, { loading }] = useGraphQLMutation(graphqlUrl, ResetPasswordMutation);
  const toast = useToast();
  const { failure, capture } = useFailureFeedback();

  async function resetPassword(token: string, newPassword: string): Promise<ResetOutcome> {
    const outcome = await capture(
      () => mutate({ variables: { input: { token, newPassword } } }),
      (message) => (message === INVALID_TOKEN ? 'explained' : 'beside-form'),
    );
    if ('failure' in outcome) return outcome.failure === INVALID_TOKEN ? 'spentLink' : 'failed';
    if (!outcome.result.data) return 'failed';
    toast.success(outcome.result.data.resetPassword.message);
    return 'reset';
  }

  return { resetPassword, isResetting: loading, failure };
}
