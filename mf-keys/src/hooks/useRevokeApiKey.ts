import { useMutation } from '@apollo/client/react';
import { useMutationError } from '@touchline/ui-kit';
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
 * it. Resolves to whether it worked. A failure is kept in `error` for the confirmation, which
 * stays open to try again, to show; success is a toast, as the confirmation closes.
 */
export function useRevokeApiKey() {
  const [mutate, { loading }] = useMutation(RevokeApiKeyMutation);
  const { error, clearError, capture } = useMutationError();

  async function revokeApiKey(apiKey: { id: string; name: string }): Promise<boolean> {
    const result = await capture(() => mutate({ variables: { id: apiKey.id } }), `API key “${apiKey.name}” revoked`);
    if (!result?.data) return false;
    forgetCreatedKey(apiKey.id);
    return true;
  }

  return { revokeApiKey, isRevoking: loading, error, clearError };
}
