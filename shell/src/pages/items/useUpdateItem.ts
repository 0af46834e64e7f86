import { useMutation } from '@apollo/client/react';
import { graphql } from '../../graphql';
import type { ItemInput } from '../../graphql/graphql';
import { useMutationFeedback } from '@touchline/ui-kit';

// The fields the screen shows come back, so the normalised cache updates the row in place.
export const UpdateItemMutation = graphql(`
  mutation UpdateItem($id: ID!, $input: ItemInput!) {
    updateItem(id: $id, input: $input) {
      id
      title
      description
      ownerId
      createdAt
    }
  }
`);

export function useUpdateItem() {
  const [mutate, { loading }] = useMutation(UpdateItemMutation);
  const withFeedback = useMutationFeedback();

  async function updateItem(id: string, input: ItemInput): Promise<boolean> {
    const result = await withFeedback(() => mutate({ variables: { id, input } }), 'Item updated successfully.');
    return Boolean(result?.data);
  }

  return { updateItem, isUpdating: loading };
}
