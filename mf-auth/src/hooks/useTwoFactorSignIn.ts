import { useGraphQLMutation } from '@touchline/remote-devkit/graphql-request';
import { useState } from 'react';
import { graphql } from '../graphql';
import { useFailureFeedback } from './useFailureFeedback';

export const CompleteTwoFactorSignInMutation = graphql(`
  mutation CompleteTwoFactorSignIn($input: TwoFactorSignInInput!) {
    completeTwoFactorSignIn(input: $input) {
      accessToken
    }
  }
`);

/** The server's words (400) for a challenge that expired, or ended with a password change. */
export const CHALLENGE_EXPIRED = 'Your sign-in has expired. Log in again.';

/**
 * The second step of sign-in: the password step's challenge and a code (or a recovery code) for
 * an access token, handed to the shell. A wrong code is `failure`, beside the form; an expired
 * challenge sets `isExpired`, for the screen to send the person back to the password step.
 */
export function useTwoFactorSignIn(
  graphqlUrl: string,
  challengeToken: string,
  onAccessToken: (accessToken: string) => void,
) {
  const [mutate, { loading }] = useGraphQLMutation(graphqlUrl, CompleteTwoFactorSignInMutation);
  const { failure, capture } = useFailureFeedback();
  const [isExpired, setIsExpired] = useState(false);

  async function verify(code: string) {
    const outcome = await capture(
      () => mutate({ variables: { input: { challengeToken, code } } }),
      (message) => (message === CHALLENGE_EXPIRED ? 'explained' : 'beside-form'),
    );
    if ('failure' in outcome) setIsExpired(outcome.failure === CHALLENGE_EXPIRED);
    else if (outcome.result.data) onAccessToken(outcome.result.data.completeTwoFactorSignIn.accessToken);
  }

  return { verify, isVerifying: loading, failure, isExpired };
}
