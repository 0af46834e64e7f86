import { useGraphQLMutation } from '@touchline/remote-devkit/graphql-request';
import { useCallback } from 'react';
import { graphql } from '../graphql';
import { useFailureFeedback } from './useFailureFeedback';

export const ActivateAccountMutation = graphql(`
  mutation ActivateAccount($token: String!) {
    activateAccount(token: $token) {
      message
    }
  }
`);

/** Any failure shows the spent-link page, which says what it means: no toast besides. */
export function useActivateAccount(graphqlUrl: string) {
  const [mutate] = useGraphQLMutation(graphqlUrl, ActivateAccountMutation);
  const { capture } = useFailureFeedback();
  return useCallback(
    async (token: string): Promise<boolean> => {
      const outcome = await capture(
        () => mutate({ variables: { token } }),
        () => 'explained',
      );
      return 'result' in outcome && Boolean(outcome.result.data);
    },
    [mutate, capture],
  );
}
