import { useMutation } from '@apollo/client/react';
import { graphql } from '../../graphql';
import type { ItemInput } from '../../graphql/graphql';
import { useMutationFeedback } from '@touchline/ui-kit';

export const CreateItemMutation = graphql(`
  mutation CreateItem($input: ItemInput!) {
    createItem(input: $input) {
      id
    }
  }
`);

/** Resolves to true once the item exists; the list is read again so the new item and the count show. */
export function useCreateItem() {
  const [mutate, { loading }] = useMutation(CreateItemMutation, { refetchQueries: ['Items'], awaitRefetchQueries: true });
  const withFeedback = useMutationFeedback();

  async function createItem(input: ItemInput): Promise<boolean> {
    const result = await withFeedback(() => mutate({ variables: { input } }), 'Item created successfully.');
    return Boolean(result?.data);
  }

  return { createItem, isCreating: loading };
}
