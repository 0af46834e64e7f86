import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { isSessionEndingError } from '../session/sessionEndingError';

export interface ApolloClientOptions {
  uri: string;
  getToken: () => string | null;
  /** Called once per failed operation whose error ends the session (see isSessionEndingError). */
  onSessionEnded: () => void;
  /** Replaces the HTTP transport (tests). */
  transport?: ApolloLink;
}

/** The shell's error link: the single place that turns a 401/403/'User not found' into a logout. */
function createSessionErrorLink(onSessionEnded: () => void): ApolloLink {
  return new ErrorLink(({ error }) => {
    if (isSessionEndingError(error)) onSessionEnded();
  });
}

/** The dashboard's only Apollo client; remotes reach it through the shared @apollo/client context. */
export function createApolloClient({ uri, getToken, onSessionEnded, transport }: ApolloClientOptions) {
  const authLink = new SetContextLink(({ headers }) => {
    const token = getToken();
    return token ? { headers: { ...headers, Authorization: `Bearer ${token}` } } : {};
  });
  return new ApolloClient({
    link: ApolloLink.from([
      createSessionErrorLink(onSessionEnded),
      authLink,
      transport ?? new HttpLink({ uri, credentials: 'include' }),
    ]),
    cache: new InMemoryCache(),
  });
}
