import { useMutation } from '@apollo/client/react';
import { graphql } from '../graphql';
import { useMutationFeedback } from '@touchline/ui-kit';

export const DeleteUserMutation = graphql(`
  mutation DeleteUser($id: ID!) {
    deleteUser(id: $id) {
      message
    }
  }
`);

/** Resolves to true once the account (and its items and keys) is gone. */
export function useDeleteUser() {
  const [mutate, { loading }] = useMutation(DeleteUserMutation, { refetchQueries: ['AdminUsers'], awaitRefetchQueries: true });
  const withFeedback = useMutationFeedback();

  async function deleteUser(id: string): Promise<boolean> {
    const result = await withFeedback(
      () =>
        mutate({
          variables: { id },
          update(cache) {
            cache.evict({ id: cache.identify({ __typename: 'User', id }) });
            cache.gc();
          },
        }),
      'The user was deleted successfully.',
    );
    return Boolean(result?.data);
  }

  return { deleteUser, isDeleting: loading };
}
