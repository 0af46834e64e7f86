import { useMutation } from '@apollo/client/react';
import { useMutationFeedback, useToast } from '@touchline/ui-kit';
import { graphql } from '../graphql';
import { forgetCreatedKey } from './useKeysCreatedInThisTab';

export const RevokeApiKeyMutation = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      id
      ...ApiKeyTableRow
    }
  }
`);

/**
 * Revokes a key; the cached row turns Revoked by normalisation, and the explorer stops offering
 * it. Resolves to whether it worked.
 */
export function useRevokeApiKey() {
  const [mutate, { loading }] = useMutation(RevokeApiKeyMutation);
  const toast = useToast();
  const toastOnError = useMutationFeedback();

  async function revokeApiKey(apiKey: { id: string; name: string }): Promise<boolean> {
    const result = await toastOnError(() => mutate({ variables: { id: apiKey.id } }));
    if (!result?.data) return false;
    forgetCreatedKey(apiKey.id);
    toast.success(`API key “${apiKey.name}” revoked`);
    return true;
  }

  return { revokeApiKey, isRevoking: loading };
}
