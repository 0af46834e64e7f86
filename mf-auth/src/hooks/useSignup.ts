import { useGraphQLMutation } from '@touchline/remote-devkit/graphql-request';
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
export function useSignup(graphqlUrl: string) {
  const [mutate, { loading }] = useGraphQLMutation(graphqlUrl, SignupMutation);
  const toastOnError = useMutationFeedback();

  async function signup(input: SignupInput): Promise<boolean> {
    const result = await toastOnError(() => mutate({ variables: { input } }));
    // Spec section 7 invalidates the users cache once a signup settles: a visitor signing up holds
    // none (the screen is for the signed-out, whose Apollo cache the shell clears at sign-out).
    return Boolean(result?.data);
  }

  return { signup, isSigningUp: loading };
}
