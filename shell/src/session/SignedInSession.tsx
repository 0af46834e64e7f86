// Loaded with the first signed-in screen (or at start when a token is stored): Apollo Client and
// the session that reads the current user with it. The public screens never load this module.
import type { ReactNode } from 'react';
import { ShellApolloProvider } from '../providers/ShellApolloProvider';
import { useShellEnvironment } from '../providers/ShellEnvironment';
import { SessionProvider } from './SessionProvider';

export default function SignedInSession({ children }: { children: ReactNode }) {
  const { config } = useShellEnvironment();
  return (
    <ShellApolloProvider uri={config.graphqlUrl}>
      <SessionProvider>{children}</SessionProvider>
    </ShellApolloProvider>
  );
}
