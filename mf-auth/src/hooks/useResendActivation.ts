import { useGraphQLMutation } from '@touchline/remote-devkit/graphql-request';
import { useToast } from '@touchline/ui-kit';
import { graphql } from '../graphql';
import { useMutationFeedback } from '@touchline/ui-kit';

export const ResendActivationMutation = graphql(`
  mutation ResendActivation($email: String!) {
    resendActivation(email: $email) {
      message
    }
  }
`);

export function useResendActivation(graphqlUrl: string) {
  const [mutate, { loading }] = useGraphQLMutation(graphqlUrl, ResendActivationMutation);
  const toast = useToast();
  const toastOnError = useMutationFeedback();

  async function resend(email: string): Promise<boolean> {
    const result = await toastOnError(() => mutate({ variables: { email } }));
    if (result?.data) toast.success(result.data.resendActivation.message);
    return Boolean(result?.data);
  }

  return { resend, isResending: loading };
}
