import { useMutation } from '@apollo/client/react';
import { graphql } from '../graphql';
import type { UpdateUserInput } from '../graphql/graphql';
import { useMutationFeedback } from '@touchline/ui-kit';

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

/** Resolves to true once saved. An e-mail already in use comes back as the bff's 409 message in a toast. */
export function useUpdateUser() {
  const [mutate, { loading }] = useMutation(UpdateUserMutation);
  const withFeedback = useMutationFeedback();

  async function updateUser(id: string, input: UpdateUserInput): Promise<boolean> {
    const result = await withFeedback(() => mutate({ variables: { id, input } }), 'User updated successfully.');
    return Boolean(result?.data);
  }

  return { updateUser, isUpdating: loading };
}
