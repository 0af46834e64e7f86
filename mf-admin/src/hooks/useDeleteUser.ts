import { useMutation } from '@apollo/client/react';
import { useMutationError } from '@touchline/ui-kit';
import { graphql } from '../graphql';

export const DeleteUserMutation = graphql(`
  mutation DeleteUser($id: ID!) {
    deleteUser(id: $id) {
      message
    }
  }
`);

/**
 * Resolves to true once the account (and its items and keys) is gone; success is a toast, as the
 * confirmation closes. A failure is kept in `error` for the confirmation, which stays open.
 */
export function useDeleteUser() {
  const [mutate, { loading }] = useMutation(DeleteUserMutation, {
    refetchQueries: ['AdminUsers'],
    awaitRefetchQueries: true,
  });
  const { error, clearError, capture } = useMutationError();

  async function deleteUser(id: string): Promise<boolean> {
    const result = await capture(
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

  return { deleteUser, isDeleting: loading, error, clearError };
}
