import type { Reference } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useMutationError } from '@touchline/ui-kit';
import { useState } from 'react';
import { ApiKeyTableRow, type ApiKeyRow } from '../components/ApiKeyTable';
import { graphql } from '../graphql';
import { rememberCreatedKey } from './useKeysCreatedInThisTab';

export const CreateApiKeyMutation = graphql(`
  mutation CreateApiKey($name: String!, $expiresInDays: Int) {
    createApiKey(name: $name, expiresInDays: $expiresInDays) {
      secret
      apiKey {
        id
        ...ApiKeyTableRow
      }
    }
  }
`);

export interface CreatedKey {
  apiKey: ApiKeyRow;
  /** The full key: shown once, never written to the Apollo cache. */
  secret: string;
}

/**
 * Creates a key. The answer bypasses the cache (`no-cache`) so the secret lives only in the
 * caller's state and in this tab's memory for the API Explorer (useKeysCreatedInThisTab); the
 * key's public fields are then added to the cached list by hand. `viewerId`: who is creating it
 * (the explorer offers a key only to its creator); unknown, the key is not kept.
 * `createApiKey(name, expiresInDays)`: whole days until the key stops working; null, it never does.
 *
 * A failure is the spec's error toast and is kept in `error` (the server's detail, as
 * errorMessage words it) for the create dialog to show beside the form, which stays open; success
 * needs no toast, since the reveal panel that follows says the key was created.
 */
export function useCreateApiKey(viewerId: string | undefined) {
  const client = useApolloClient();
  const [isCreating, setIsCreating] = useState(false);
  const { error, clearError, capture } = useMutationError();

  async function createApiKey(name: string, expiresInDays: number | null): Promise<CreatedKey | undefined> {
    setIsCreating(true);
    try {
      const result = await capture(() =>
        client.mutate({
          mutation: CreateApiKeyMutation,
          variables: { name: name.trim(), expiresInDays },
          fetchPolicy: 'no-cache',
        }),
      );
      const created = result?.data?.createApiKey;
      if (!created) return undefined;
      const apiKey: ApiKeyRow = created.apiKey;
      const ref = client.cache.writeFragment({
        fragment: ApiKeyTableRow,
        fragmentName: 'ApiKeyTableRow',
        data: { __typename: 'ApiKey', ...apiKey } as ApiKeyRow,
      });
      client.cache.modify<{ apiKeys: Reference[] }>({
        fields: {
          apiKeys(existing, { readField }) {
            const list = Array.isArray(existing) ? existing : [];
            if (!ref || list.some((item) => readField('id', item) === apiKey.id)) return list;
            return [ref, ...list];
          },
        },
      });
      if (viewerId !== undefined) rememberCreatedKey(viewerId, apiKey, created.secret);
      return { apiKey, secret: created.secret };
    } finally {
      setIsCreating(false);
    }
  }

  return { createApiKey, isCreating, error, clearError };
}
