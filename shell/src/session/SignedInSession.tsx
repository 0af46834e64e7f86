// Loaded with the first signed-in screen (or at start when a token is stored): Apollo Client and
// the session that reads the current user with it. The public screens never load this module.
import { recordApolloIdentities } from '@touchline/remote-devkit/probe';
import type { ReactNode } from 'react';
import { ShellApolloProvider } from '../providers/ShellApolloProvider';
import { useShellEnvironment } from '../providers/ShellEnvironment';
import { SessionProvider } from './SessionProvider';

// The shell's singleton report compares Apollo Client with the remotes' from now on.
recordApolloIdentities();

export default function SignedInSession({ children }: { children: ReactNode }) {
  const { config } = useShellEnvironment();
  return (
    <ShellApolloProvider uri={config.graphqlUrl}>
      <SessionProvider>{children}</SessionProvider>
    </ShellApolloProvider>
  );
}
