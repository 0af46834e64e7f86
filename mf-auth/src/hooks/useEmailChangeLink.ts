import { useGraphQLMutation } from '@touchline/remote-devkit/graphql-request';
import { useCallback } from 'react';
import { graphql } from '../graphql';
import { useFailureFeedback } from './useFailureFeedback';

// The screens of the mailed links load with the public screens: plain requests, no Apollo Client
// (the settings side of the e-mail change is in useEmailChange.ts).

export const ConfirmEmailChangeMutation = graphql(`
  mutation ConfirmEmailChange($token: String!) {
    confirmEmailChange(token: $token) {
      email
    }
  }
`);

export const CancelEmailChangeByLinkMutation = graphql(`
  mutation CancelEmailChangeByLink($token: String!) {
    cancelEmailChangeByLink(token: $token) {
      message
    }
  }
`);

/** The mailed links' screens, which may be opened signed out: plain requests, as activation's. A refusal is explained by the page. */
export function useEmailChangeLink(graphqlUrl: string, kind: 'confirm' | 'cancel') {
  const [confirm] = useGraphQLMutation(graphqlUrl, ConfirmEmailChangeMutation);
  const [cancel] = useGraphQLMutation(graphqlUrl, CancelEmailChangeByLinkMutation);
  const { capture } = useFailureFeedback();
  return useCallback(
    async (token: string): Promise<{ ok: true } | { ok: false; reason: string }> => {
      const run = async (): Promise<unknown> =>
        kind === 'confirm'
          ? (await confirm({ variables: { token } })).data
          : (await cancel({ variables: { token } })).data;
      const outcome = await capture(run, () => 'explained');
      if ('failure' in outcome) return { ok: false, reason: outcome.failure };
      return outcome.result ? { ok: true } : { ok: false, reason: 'Invalid token' };
    },
    [kind, confirm, cancel, capture],
  );
}
