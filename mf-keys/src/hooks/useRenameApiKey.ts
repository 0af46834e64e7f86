import { useMutation } from '@apollo/client/react';
import { useMutationError } from '@touchline/ui-kit';
import { graphql } from '../graphql';
import { renameCreatedKey } from './useKeysCreatedInThisTab';

export const RenameApiKeyMutation = graphql(`
  mutation RenameApiKey($id: ID!, $name: String!) {
    renameApiKey(id: $id, input: { name: $name }) {
      id
      ...ApiKeyTableRow
    }
  }
`);

/**
 * Renames a key; the cached row takes the new name by normalisation, and the explorer offers the
 * key under it. Resolves to whether it worked; a failure is kept in `error` for the dialog.
 */
export function useRenameApiKey() {
  const [mutate, { loading }] = useMutation(RenameApiKeyMutation);
  const { error, clearError, capture } = useMutationError();

  async function renameApiKey(apiKey: { id: string }, name: string): Promise<boolean> {
    const result = await capture(() => mutate({ variables: { id: apiKey.id, name } }), `API key renamed to “${name}”`);
    const renamed = result?.data?.renameApiKey;
    if (!renamed) return false;
    renameCreatedKey(renamed.id, renamed.name);
    return true;
  }

  return { renameApiKey, isRenaming: loading, error, clearError };
}
