import { useGraphQLMutation } from '@touchline/remote-devkit/graphql-request';
import { graphql } from '../graphql';
import { useMutationFeedback } from '@touchline/ui-kit';

export const RequestPasswordRecoveryMutation = graphql(`
  mutation RequestPasswordRecovery($email: String!) {
    requestPasswordRecovery(email: $email) {
      message
    }
  }
`);

/** The page says what was sent in its own words once this resolves true: no success toast besides. */
export function usePasswordRecovery(graphqlUrl: string) {
  const [mutate, { loading }] = useGraphQLMutation(graphqlUrl, RequestPasswordRecoveryMutation);
  const toastOnError = useMutationFeedback();

  async function requestRecovery(email: string): Promise<boolean> {
    const result = await toastOnError(() => mutate({ variables: { email } }));
    return Boolean(result?.data);
  }

  return { requestRecovery, isRequesting: loading };
}
