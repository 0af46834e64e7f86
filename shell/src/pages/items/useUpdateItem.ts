import { useMutation } from '@apollo/client/react';
import { useMutationError } from '@touchline/ui-kit';
import { graphql } from '../../graphql';
import type { ItemChangesInput } from '../../graphql/graphql';

// The fields the screen shows come back, so the normalised cache updates the row in place.
export const UpdateItemMutation = graphql(`
  mutation UpdateItem($id: ID!, $input: ItemChangesInput!) {
    updateItem(id: $id, input: $input) {
      id
      title
      description
      ownerId
      createdAt
    }
  }
`);

/**
 * Resolves to true once saved; success is a toast, as the dialog closes. A failure is kept in
 * `error` for the dialog, which stays open to try again, to show.
 */
export function useUpdateItem() {
  const [mutate, { loading }] = useMutation(UpdateItemMutation);
  const { error, clearError, capture } = useMutationError();

  async function updateItem(id: string, input: ItemChangesInput): Promise<boolean> {
    const result = await capture(() => mutate({ variables: { id, input } }), 'Item updated successfully.');
    return Boolean(result?.data);
  }

  return { updateItem, isUpdating: loading, error, clearError };
}
