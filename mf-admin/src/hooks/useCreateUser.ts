import { useMutation } from '@apollo/client/react';
import { graphql } from '../graphql';
import type { CreateUserInput } from '../graphql/graphql';
import { useMutationFeedback } from '@touchline/ui-kit';

export const CreateUserMutation = graphql(`
  mutation CreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      id
      email
    }
  }
`);

/** Resolves to true once the account exists; the users list is read again so counts and pages stay right. */
export function useCreateUser() {
  const [mutate, { loading }] = useMutation(CreateUserMutation, { refetchQueries: ['AdminUsers'], awaitRefetchQueries: true });
  const withFeedback = useMutationFeedback();

  async function createUser(input: CreateUserInput): Promise<boolean> {
    const result = await withFeedback(() => mutate({ variables: { input } }), 'User created successfully.');
    return Boolean(result?.data);
  }

  return { createUser, isCreating: loading };
}
