import { useGraphQLMutation } from '@touchline/remote-devkit/graphql-request';
import { useToast } from '@touchline/ui-kit';
import { graphql } from '../graphql';
import { useMutationFeedback } from '@touchline/ui-kit';

export const RequestPasswordRecoveryMutation = graphql(`
  mutation RequestPasswordRecovery($email: String!) {
    requestPasswordRecovery(email: $email) {
      message
    }
  }
`);

export function usePasswordRecovery(graphqlUrl: string) {
  const [mutate, { loading }] = useGraphQLMutation(graphqlUrl, RequestPasswordRecoveryMutation);
  const toast = useToast();
  const toastOnError = useMutationFeedback();

  async function requestRecovery(email: string): Promise<boolean> {
    const result = await toastOnError(() => mutate({ variables: { email } }));
    if (result?.data) toast.success(result.data.requestPasswordRecovery.message);
    return Boolean(result?.data);
  }

  return { requestRecovery, isRequesting: loading };
}
