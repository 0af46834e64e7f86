import { useMutation } from '@apollo/client/react';
import { graphql } from '../../graphql';
import { useMutationFeedback } from '@touchline/ui-kit';

export const DeleteItemMutation = graphql(`
  mutation DeleteItem($id: ID!) {
    deleteItem(id: $id) {
      message
    }
  }
`);

export function useDeleteItem() {
  const [mutate, { loading }] = useMutation(DeleteItemMutation, { refetchQueries: ['Items'], awaitRefetchQueries: true });
  const withFeedback = useMutationFeedback();

  async function deleteItem(id: string): Promise<boolean> {
    const result = await withFeedback(
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

  return { deleteItem, isDeleting: loading };
}
