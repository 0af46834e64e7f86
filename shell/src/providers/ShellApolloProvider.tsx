import { ApolloProvider } from '@apollo/client/react';
import type { ApolloLink } from '@apollo/client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { endSession } from '../session/SessionProvider';
import { tokenStore } from '../session/tokenStore';
import { createApolloClient } from './apolloClient';

/** Creates the dashboard's one Apollo client; a session-ending error logs out and goes to /login. */
export interface ShellApolloProviderProps {
  uri: string;
  children: ReactNode;
  /** Replaces the HTTP transport (tests). */
  transport?: ApolloLink;
}

export function ShellApolloProvider({ uri, children, transport }: ShellApolloProviderProps) {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  const [client] = useState(() => {
    const apollo = createApolloClient({
      uri,
      getToken: tokenStore.get,
      onSessionEnded: () => endSession(apollo, navigateRef.current),
      transport,
    });
    return apollo;
  });
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
