import { useGraphQLMutation } from '@touchline/remote-devkit/graphql-request';
import { graphql } from '../graphql';
import { useMutationFeedback } from '@touchline/ui-kit';

export const ResendActivationMutation = graphql(`
  mutation ResendActivation($email: String!) {
    resendActivation(email: $email) {
      message
    }
  }
`);

/** The page says what was sent in its own words once this resolves true: no success toast besides. */
export function useResendActivation(graphqlUrl: string) {
  const [mutate, { loading }] = useGraphQLMutation(graphqlUrl, ResendActivationMutation);
  const toastOnError = useMutationFeedback();

  async function resend(email: string): Promise<boolean> {
    const result = await toastOnError(() => mutate({ variables: { email } }));
    return Boolean(result?.data);
  }

  return { resend, isResending: loading };
}
