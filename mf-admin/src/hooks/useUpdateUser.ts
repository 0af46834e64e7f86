import { useMutation } from '@apollo/client/react';
import { useMutationError } from '@touchline/ui-kit';
import { graphql } from '../graphql';
import type { UpdateUserInput } from '../graphql/graphql';

// Every field the screen shows comes back, so the normalised cache updates the row in place.
export const UpdateUserMutation = graphql(`
  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {
    updateUser(id: $id, input: $input) {
      id
      email
      fullName
      isSuperuser
      isActive
      createdAt
    }
  }
`);

/**
 * Resolves to true once saved; success is a toast, as the dialog closes. A failure (an e-mail
 * already in use is the bff's 409 message) is kept in `error` for the dialog, which stays open.
 */
export function useUpdateUser() {
  const [mutate, { loading }] = useMutation(UpdateUserMutation);
  const { error, clearError, capture } = useMutationError();

  async function updateUser(id: string, input: UpdateUserInput): Promise<boolean> {
    const result = await capture(() => mutate({ variables: { id, input } }), 'User updated successfully.');
    return Boolean(result?.data);
  }

  return { updateUser, isUpdating: loading, error, clearError };
}
