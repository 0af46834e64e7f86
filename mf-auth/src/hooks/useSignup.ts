import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '../graphql';
import type { SignupInput } from '../graphql/graphql';
import { useMutationFeedback } from '@touchline/ui-kit';

export const SignupMutation = graphql(`
  mutation Signup($input: SignupInput!) {
    signup(input: $input) {
      id
      email
    }
  }
`);

/** Resolves to true once the account exists (inactive until the e-mailed link is followed). */
export function useSignup() {
  const [mutate, { loading }] = useMutation(SignupMutation);
  const client = useApolloClient();
  const toastOnError = useMutationFeedback();

  async function signup(input: SignupInput): Promise<boolean> {
    const result = await toastOnError(() => mutate({ variables: { input } }));
    // Spec section 7: once a signup settles, cached user lists are stale either way.
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'users' });
    client.cache.gc();
    return Boolean(result?.data);
  }

  return { signup, isSigningUp: loading };
}
