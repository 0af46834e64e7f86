import { useMutation } from '@apollo/client/react';
import { useMutationError } from '@touchline/ui-kit';
import { graphql } from '../../graphql';

export const DeleteItemMutation = graphql(`
  mutation DeleteItem($id: ID!) {
    deleteItem(id: $id) {
      message
    }
  }
`);

/**
 * Resolves to true once the item is gone; success is a toast, as the confirmation closes. A failure
 * is kept in `error` for the confirmation, which stays open to try again, to show.
 */
export function useDeleteItem() {
  const [mutate, { loading }] = useMutation(DeleteItemMutation, {
    refetchQueries: ['Items'],
    awaitRefetchQueries: true,
  });
  const { error, clearError, capture } = useMutationError();

  async function deleteItem(id: string): Promise<boolean> {
    const result = await capture(
      () =>
        mutate({
          variables: { id },
          update(cache) {
            cache.evict({ id: cache.identify({ __typename: 'Item', id }) });
            cache.gc();
          },
        }),
      'The item was deleted successfully.',
    );
    return Boolean(result?.data);
  }

  return { deleteItem, isDeleting: loading, error, clearError };
}
