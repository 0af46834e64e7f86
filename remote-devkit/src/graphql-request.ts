// GraphQL without a client library, for the screens of someone not signed in (log in, sign up,
// activation, password recovery): each sends one mutation and needs no cache, so the visitor's
// first load carries no Apollo Client (about 60 kB gzip). Signed-in screens keep Apollo Client.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { useCallback, useRef, useState } from 'react';

/** The `errors` of a GraphQL answer, as ui-kit's errorMessage() reads them (the first one's message or detail). */
export class GraphQLRequestError extends Error {
  override name = 'GraphQLRequestError';

  constructor(
    message: string,
    readonly errors: readonly { message: string; extensions?: Record<string, unknown> }[],
    /** The answer's text when it was no GraphQL answer (a proxy's 502 page, a 413). */
    readonly bodyText?: string,
  ) {
    super(message);
  }
}

interface GraphQLAnswer<TData> {
  data?: TData | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** Posts one operation to `url` and resolves to its data; rejects with its errors, or when no GraphQL answer came. */
export async function requestGraphQL<TData, TVariables>(
  url: string,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    credentials: 'include',
    body: JSON.stringify({ query: print(document), variables }),
  });
  const text = await response.text();
  let answer: GraphQLAnswer<TData>;
  try {
    answer = JSON.parse(text) as GraphQLAnswer<TData>;
  } catch {
    throw new GraphQLRequestError(`${url} answered ${response.status} without a GraphQL answer`, [], text);
  }
  const [firstError] = answer.errors ?? [];
  if (firstError) throw new GraphQLRequestError(firstError.message, answer.errors ?? []);
  if (!answer.data) throw new GraphQLRequestError(`${url} answered ${response.status} without data`, [], text);
  return answer.data;
}

/**
 * A mutation hook shaped like Apollo's `useMutation`: `mutate({ variables })` resolves to `{ data }`
 * and rejects on errors; `loading` is true while one is under way.
 */
export function useGraphQLMutation<TData, TVariables>(url: string, document: TypedDocumentNode<TData, TVariables>) {
  const [loading, setLoading] = useState(false);
  const inFlight = useRef(0);
  const mutate = useCallback(
    async ({ variables }: { variables: TVariables }): Promise<{ data: TData }> => {
      inFlight.current += 1;
      setLoading(true);
      try {
        return { data: await requestGraphQL(url, document, variables) };
      } finally {
        inFlight.current -= 1;
        if (inFlight.current === 0) setLoading(false);
      }
    },
    [url, document],
  );
  return [mutate, { loading }] as const;
}
