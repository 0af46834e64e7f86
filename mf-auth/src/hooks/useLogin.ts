import { useGraphQLMutation } from '@touchline/remote-devkit/graphql-request';
import { useState } from 'react';
import { graphql } from '../graphql';
import { useFailureFeedback } from './useFailureFeedback';

export const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on AccessToken {
        accessToken
      }
      ... on TwoFactorChallenge {
        challengeToken
      }
    }
  }
`);

/** The server's detail (400) for the right password of an account not activated yet. */
const INACTIVE_USER = 'Inactive user';

export interface Credentials {
  email: string;
  password: string;
}

/**
 * Exchanges credentials for a token and hands it to the shell. A refusal is `failure`, for the
 * form to show beside itself (useFailureFeedback). `inactiveEmail` is the address last refused as
 * not activated yet ('Inactive user'), which the screen explains and offers a new activation link
 * for, with no toast; both clear when the next attempt starts. An account with two-factor sign-in
 * answers a challenge instead of a token: `challengeToken`, for the code step (TwoFactorStep).
 */
export function useLogin(graphqlUrl: string, onAccessToken: (accessToken: string) => void) {
  const [mutate, { loading }] = useGraphQLMutation(graphqlUrl, LoginMutation);
  const { failure, capture } = useFailureFeedback();
  const [inactiveEmail, setInactiveEmail] = useState<string | null>(null);
  const [challengeToken, setChallengeToken] = useState<string | null>(null);

  async function login(credentials: Credentials) {
    setInactiveEmail(null);
    const outcome = await capture(
      () => mutate({ variables: { input: credentials } }),
      (message) => (message === INACTIVE_USER ? 'explained' : 'beside-form'),
    );
    if ('failure' in outcome) {
      if (outcome.failure === INACTIVE_USER) setInactiveEmail(credentials.email);
    } else if (outcome.result.data) {
      const answer = outcome.result.data.login;
      if (answer.__typename === 'TwoFactorChallenge') setChallengeToken(answer.challengeToken);
      else onAccessToken(answer.accessToken);
    }
  }

  return {
    login,
    isLoggingIn: loading,
    failure,
    inactiveEmail,
    challengeToken,
    clearChallenge: () => setChallengeToken(null),
  };
}
