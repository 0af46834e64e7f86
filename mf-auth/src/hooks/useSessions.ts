import { useMutation, useQuery } from '@apollo/client/react';
import { useMutationFeedback, useToast } from '@touchline/ui-kit';
import { graphql } from '../graphql';

export const SessionsQuery = graphql(`
  query Sessions {
    sessions {
      id
      device
      browser
      ipAddress
      signedInAt
      lastSeenAt
      isCurrent
    }
  }
`);

export const EndSessionMutation = graphql(`
  mutation EndSession($id: ID!) {
    endSession(id: $id) {
      message
    }
  }
`);

export const EndOtherSessionsMutation = graphql(`
  mutation EndOtherSessions {
    endOtherSessions {
      message
    }
  }
`);

/**
 * The account's signed-in sessions, and ending them. Each ending refetches the list, so what is
 * shown is what the server now holds; success is the spec's 'Success!' toast with the server's words.
 */
export function useSessions() {
  const { data, loading, error, refetch } = useQuery(SessionsQuery, { fetchPolicy: 'cache-and-network' });
  const [endOne, { loading: isEndingOne }] = useMutation(EndSessionMutation, {
    refetchQueries: [SessionsQuery],
    awaitRefetchQueries: true,
  });
  const [endOthers, { loading: isEndingOthers }] = useMutation(EndOtherSessionsMutation, {
    refetchQueries: [SessionsQuery],
    awaitRefetchQueries: true,
  });
  const toast = useToast();
  const toastOnError = useMutationFeedback();

  async function endSession(id: string): Promise<boolean> {
    const result = await toastOnError(() => endOne({ variables: { id } }));
    if (result?.data) toast.success(`${result.data.endSession.message}.`);
    return Boolean(result?.data);
  }

  async function endOtherSessions(): Promise<boolean> {
    const result = await toastOnError(() => endOthers());
    if (result?.data) toast.success(`${result.data.endOtherSessions.message}.`);
    return Boolean(result?.data);
  }

  return {
    sessions: data?.sessions ?? null,
    isLoading: loading && !data,
    error: data ? undefined : error,
    retry: () => void refetch().catch(() => undefined),
    endSession,
    endOtherSessions,
    isEnding: isEndingOne || isEndingOthers,
  };
}
