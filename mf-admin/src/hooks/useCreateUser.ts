import { useMutation } from '@apollo/client/react';
import { useMutationError } from '@touchline/ui-kit';
import { graphql } from '../graphql';
import type { CreateUserInput } from '../graphql/graphql';

export const CreateUserMutation = graphql(`
  mutation CreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      id
      email
    }
  }
`);

/**
 * Resolves to true once the account exists; the users list is read again so counts and pages stay
 * right. Success is a toast, as the dialog closes; a failure is kept in `error` (the server's
 * detail, as errorMessage words it) for the dialog, which stays open to try again, to show.
 */
export function useCreateUser() {
  const [mutate, { loading }] = useMutation(CreateUserMutation, {
    refetchQueries: ['AdminUsers'],
    awaitRefetchQueries: true,
  });
  const { error, clearError, capture } = useMutationError();

  async function createUser(input: CreateUserInput): Promise<boolean> {
    const result = await capture(() => mutate({ variables: { input } }), 'User created successfully.');
    return Boolean(result?.data);
  }

  return { createUser, isCreating: loading, error, clearError };
}
