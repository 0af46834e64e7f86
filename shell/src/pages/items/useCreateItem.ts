import { useMutation } from '@apollo/client/react';
import { useMutationError } from '@touchline/ui-kit';
import { graphql } from '../../graphql';
import type { ItemInput } from '../../graphql/graphql';

export const CreateItemMutation = graphql(`
  mutation CreateItem($input: ItemInput!) {
    createItem(input: $input) {
      id
    }
  }
`);

/**
 * Resolves to the new item's id once it exists; the list is read again so the new item and the count show.
 * Success is a toast, as the dialog closes; a failure is kept in `error` (the server's detail, as
 * errorMessage words it) for the dialog, which stays open to try again, to show.
 */
export function useCreateItem() {
  const [mutate, { loading }] = useMutation(CreateItemMutation, {
    refetchQueries: ['Items'],
    awaitRefetchQueries: true,
  });
  const { error, clearError, capture } = useMutationError();

  /** The new item's id once it exists (the list read again), null when it was not created. */
  async function createItem(input: ItemInput): Promise<string | null> {
    const result = await capture(() => mutate({ variables: { input } }), 'Item created successfully.');
    return result?.data?.createItem.id ?? null;
  }

  return { createItem, isCreating: loading, error, clearError };
}
