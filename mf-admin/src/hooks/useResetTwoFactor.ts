import { useMutation } from '@apollo/client/react';
import { useMutationError } from '@touchline/ui-kit';
import { graphql } from '../graphql';

export const ResetTwoFactorMutation = graphql(`
  mutation ResetTwoFactor($userId: ID!) {
    resetTwoFactor(userId: $userId) {
      message
    }
  }
`);

/**
 * Resolves to true once the user's second factor is gone (the bff mails them); success is a toast,
 * as the confirmation closes, and the user's row in the cache says two-factor is off (so its badge
 * and reset action go without reading the page again). A failure is kept in `error` for the
 * confirmation, which stays open.
 */
export function useResetTwoFactor() {
  const [mutate, { loading }] = useMutation(ResetTwoFactorMutation);
  const { error, capture } = useMutationError();

  async function resetTwoFactor(userId: string): Promise<boolean> {
    const result = await capture(
      () =>
        mutate({
          variables: { userId },
          update(cache, { data }) {
            if (!data) return;
            cache.modify({
              id: cache.identify({ __typename: 'User', id: userId }),
              fields: { twoFactorEnabled: () => false },
            });
          },
        }),
      "The user's two-factor sign-in was reset. They were told by e-mail.",
    );
    return Boolean(result?.data);
  }

  return { resetTwoFactor, isResetting: loading, error };
}
