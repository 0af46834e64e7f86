import { useApolloClient } from '@apollo/client/react';
import { useMutationError } from '@touchline/ui-kit';
import { useState } from 'react';
import { ApiKeyTableRow, type ApiKeyRow } from '../components/ApiKeyTable';
import type { GracePeriod } from '../components/RotateApiKeyDialog';
import { graphql } from '../graphql';
import type { CreatedKey } from './useCreateApiKey';
import { rememberCreatedKey } from './useKeysCreatedInThisTab';

export const RotateApiKeyMutation = graphql(`
  mutation RotateApiKey($id: ID!, $gracePeriod: String!) {
    rotateApiKey(id: $id, input: { gracePeriod: $gracePeriod }) {
      secret
      apiKey {
        id
        ...ApiKeyTableRow
      }
    }
  }
`);

/**
 * Gives a key a new secret. As at creation, the answer bypasses the cache (`no-cache`) so the
 * secret lives only in the caller's state and in this tab's memory for the API Explorer, which
 * now offers the new secret; the row's public fields (its new prefix, until when the old secret
 * works) are written to the cache by hand. Resolves to the key and its new secret, or undefined
 * on failure, which is kept in `error` for the dialog, which stays open to try again.
 */
export function useRotateApiKey(viewerId: string | undefined) {
  const client = useApolloClient();
  const [isRotating, setIsRotating] = useState(false);
  const { error, clearError, capture } = useMutationError();

  async function rotateApiKey(apiKey: { id: string }, gracePeriod: GracePeriod): Promise<CreatedKey | undefined> {
    setIsRotating(true);
    try {
      const result = await capture(() =>
        client.mutate({
          mutation: RotateApiKeyMutation,
          variables: { id: apiKey.id, gracePeriod },
          fetchPolicy: 'no-cache',
        }),
      );
      const rotated = result?.data?.rotateApiKey;
      if (!rotated) return undefined;
      const row: ApiKeyRow = rotated.apiKey;
      client.cache.writeFragment({
        fragment: ApiKeyTableRow,
        fragmentName: 'ApiKeyTableRow',
        data: { __typename: 'ApiKey', ...row } as ApiKeyRow,
      });
      if (viewerId !== undefined) rememberCreatedKey(viewerId, row, rotated.secret);
      return { apiKey: row, secret: rotated.secret };
    } finally {
      setIsRotating(false);
    }
  }

  return { rotateApiKey, isRotating, error, clearError };
}
