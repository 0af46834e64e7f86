import { useMutation } from '@apollo/client/react';
import { useToast } from '@touchline/ui-kit';
import { graphql } from '../graphql';
import type { ProfileInput } from '../graphql/graphql';
import { useMutationFeedback } from '@touchline/ui-kit';

/**
 * Asks for every field the shell's `CurrentUser` query reads (shell-contract's `ViewerFields`):
 * Apollo's normalised cache merges the answer into `User:<id>`, so the user menu shows the new name
 * without a refetch.
 */
export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateMe(input: $input) {
      ...ViewerFields
    }
  }
`);

export function useUpdateProfile() {
  const [mutate, { loading }] = useMutation(UpdateProfileMutation);
  const toast = useToast();
  const toastOnError = useMutationFeedback();

  /** Resolves to the profile as the server stored it (e-mail and URL normalised), or null. */
  async function updateProfile(input: ProfileInput) {
    const result = await toastOnError(() => mutate({ variables: { input } }));
    if (!result?.data) return null;
    toast.success('Your profile was updated.');
    return result.data.updateMe;
  }

  return { updateProfile, isSaving: loading };
}
